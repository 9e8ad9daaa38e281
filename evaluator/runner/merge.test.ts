import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFiles } from "./hash.ts";
import { mergeShards, runOfFile } from "./merge.ts";
import { runSuites } from "./run-suites.ts";
import { SHARD_FILE, type ShardFile } from "./shard-file.ts";
import { makeTestWorld, type TestWorld } from "./testing/setup.ts";

let world: TestWorld;
let shards: string[];

/** Which shard owns a run, from the shards' own shard.json. */
async function ownerOf(run: string): Promise<string> {
  for (const dir of shards) {
    const file = JSON.parse(await readFile(path.join(dir, SHARD_FILE), "utf8")) as ShardFile;
    if (file.owned.includes(run)) return dir;
  }
  throw new Error(`no shard owns ${run}`);
}

beforeAll(async () => {
  world = await makeTestWorld();
  shards = [1, 2].map((index) => path.join(world.root, `shard-${index}`));
  for (const [i, out] of shards.entries())
    await runSuites(world.options(out, { shard: { index: i + 1, count: 2, sharding: "slice" } }));
}, 120_000);
afterAll(async () => {
  await rm(world.root, { recursive: true, force: true });
});

describe("runOfFile", () => {
  const runs = new Set(["reference/1", "reference/2", "mutants/m", "mutants/a.b"]);
  it("names the run a file was written for, whatever folder the runner put it in", () => {
    expect(runOfFile("reference/2.xml", runs)).toBe("reference/2");
    expect(runOfFile("logs/reference/1.log", runs)).toBe("reference/1");
    expect(runOfFile("mutants/m.xml", runs)).toBe("mutants/m");
    expect(runOfFile("mutants/a.b.xml", runs)).toBe("mutants/a.b");
    expect(runOfFile("confirm/m/1.xml", runs)).toBe("mutants/m");
    expect(runOfFile("logs/confirm/m/2.log", runs)).toBe("mutants/m");
  });
  it("leaves files of the whole instance to no run", () => {
    expect(runOfFile("run.json", runs)).toBeNull();
    expect(runOfFile("codegen.xml", runs)).toBeNull();
    expect(runOfFile("coverage/test_x.json", runs)).toBeNull();
    expect(runOfFile("reference/3.xml", runs)).toBeNull();
  });
});

describe("tsb merge of real shards", () => {
  it("carries every file and outcome field a shard wrote for the runs it owns, and no other", async () => {
    // What a newer runner writes beside the runs (confirmation re-runs, a variant per run, a
    // protocol record), added to the shards `tsb run` wrote, as that runner would.
    const copies = shards.map((dir) => path.join(world.root, `ext-${path.basename(dir)}`));
    for (const [i, dir] of shards.entries())
      await cp(dir, copies[i] as string, { recursive: true });
    const copyOf = (dir: string) => copies[shards.indexOf(dir)] as string;
    const owner = copyOf(await ownerOf("adder/mutants/empty-silent"));
    const other = copies.find((c) => c !== owner) as string;
    const base = (dir: string) => path.join(dir, "instances/adder");
    const realXml = await readFile(path.join(base(owner), "mutants/empty-silent.xml"));
    await mkdir(path.join(base(owner), "confirm/empty-silent"), { recursive: true });
    await writeFile(path.join(base(owner), "confirm/empty-silent/1.xml"), realXml);
    // A stale copy of the same run in the shard that does not own it must not win.
    await mkdir(path.join(base(other), "confirm/empty-silent"), { recursive: true });
    await writeFile(path.join(base(other), "confirm/empty-silent/1.xml"), "stale");
    for (const dir of copies) {
      const file = path.join(base(dir), "outcomes.json");
      const outcomes = JSON.parse(await readFile(file, "utf8")) as Record<string, object>;
      for (const [run, outcome] of Object.entries(outcomes))
        if (run !== "protocol") outcomes[run] = { ...outcome, note: `${run}-n` };
      await writeFile(file, JSON.stringify(outcomes));
      await writeFile(path.join(base(dir), "run.json"), JSON.stringify({ costUsd: 1 }));
    }

    const merged = path.join(world.root, "merged-ext");
    await mergeShards(copies, merged);
    expect(await readFile(path.join(base(merged), "confirm/empty-silent/1.xml"))).toEqual(realXml);
    const outcomes = JSON.parse(
      await readFile(path.join(base(merged), "outcomes.json"), "utf8"),
    ) as Record<string, { note?: string; variant?: number; judgedRuns?: number }>;
    // The shards' own protocol record (each drew its seed; the numbers of runs agree).
    expect(outcomes.protocol).toMatchObject({ version: 3, judgedRuns: 18 });
    expect(outcomes["mutants/empty-silent"]?.note).toBe("mutants/empty-silent-n");
    expect(outcomes["reference/2"]?.variant).toBe(2);
    expect(Object.keys(outcomes).filter((k) => !k.startsWith("confirm/"))).toEqual([
      "reference/1",
      "reference/2",
      "reference/3",
      "mutants/abs-value",
      "mutants/empty-silent",
      "mutants/seven-hangs",
      "protocol",
    ]);
    const files = (await listFiles(merged)).sort();
    expect(files).toContain("instances/adder/run.json");
    expect(files).toContain("instances/adder/logs/mutants/abs-value.log");
    expect(files).not.toContain(SHARD_FILE);
  });

  it("refuses shards whose files of the whole instance or protocol records differ", async () => {
    const copies = shards.map((dir) => path.join(world.root, `diff-${path.basename(dir)}`));
    for (const [i, dir] of shards.entries())
      await cp(dir, copies[i] as string, { recursive: true });
    for (const [i, dir] of copies.entries()) {
      const file = path.join(dir, "instances/adder/outcomes.json");
      const outcomes = JSON.parse(await readFile(file, "utf8")) as { protocol: object };
      const protocol = { ...outcomes.protocol, judgedRuns: i + 1 };
      await writeFile(file, JSON.stringify({ ...outcomes, protocol }));
      await writeFile(path.join(dir, "instances/adder/run.json"), JSON.stringify({ costUsd: i }));
    }
    const out = path.join(world.root, "merged-diff");
    await expect(mergeShards(copies, out)).rejects.toThrow(
      /protocol: its numbers of reference or confirmation runs differ[\s\S]*run\.json: differs from/,
    );
    expect(await listFiles(out).catch(() => "gone")).toBe("gone");
  });
});
