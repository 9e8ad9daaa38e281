import { execFileSync } from "node:child_process";
import { appendFile, cp, readFile, rm, writeFile } from "node:fs/promises";
import { Writable } from "node:stream";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBundle } from "../bundle/open-bundle.ts";
import { scoreBundle } from "../score/score-bundle.ts";
import type { ScoreReport } from "../types.ts";
import { mergeShards } from "./merge.ts";
import { runSuites } from "./run-suites.ts";
import { Progress } from "./progress.ts";
import { writeSuite } from "./testing/benchmark.ts";
import { makeTestWorld, type TestWorld } from "./testing/setup.ts";

let world: TestWorld;
let unsharded: ScoreReport;
const finishedEvents: Array<{
  run: string;
  status: string;
  killed?: boolean;
  durationSec: number;
}> = [];

async function score(bundleDir: string): Promise<ScoreReport> {
  const bundle = await openBundle(bundleDir);
  try {
    return (await scoreBundle(bundle, world.benchmark)).report;
  } finally {
    await bundle.close();
  }
}

/** Processes whose command line mentions the hanging mutant's `sleep 600`. */
function strayProcesses(): string[] {
  const ps = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
  return ps.split("\n").filter((line) => /sleep 600/.test(line) && !/ps -eo/.test(line));
}

beforeAll(async () => {
  world = await makeTestWorld();
});
afterAll(async () => {
  await rm(world.root, { recursive: true, force: true });
});

describe("tsb run on the test benchmark", () => {
  it("writes a bundle that scores to the expected V and M", async () => {
    const out = path.join(world.root, "bundle");
    const events = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) {
          const event = JSON.parse(line) as {
            type: string;
            run: string;
            status: string;
            killed?: boolean;
            durationSec: number;
          };
          if (event.type === "run-finished") finishedEvents.push(event);
        }
        done();
      },
    });
    const { summary } = await runSuites(
      world.options(out, { progress: (total) => new Progress(total, events, null) }),
    );
    unsharded = await score(out);
    expect(summary.kills).toBe(1);
    const [adder] = unsharded.instances;
    expect(adder?.validityRate).toBe(0.75);
    expect(adder?.mutationScore).toBe(0.5);
    expect(adder?.mutationScoreStrict).toBe(0.25);
    const statuses = Object.fromEntries(adder?.mutantResults.map((m) => [m.id, m.status]) ?? []);
    expect(statuses).toEqual({
      "abs-value": "survived",
      "empty-silent": "killed",
      "seven-hangs": "timeout",
      "stale-patch": "no-result",
    });
    expect(adder?.mutantResults.find((m) => m.id === "empty-silent")?.killingTests).toEqual([
      "test_adder.test_empty",
    ]);

    const outcomes = JSON.parse(
      await readFile(path.join(out, "instances/adder/outcomes.json"), "utf8"),
    ) as Record<string, { durationSec: number; timedOut: boolean }>;
    // The runs of the plan, the protocol they followed, and the kill's confirmation runs: a
    // group of one mutant, so two runs on it and 18 on reference variants, all selecting alike.
    const keys = Object.keys(outcomes);
    expect(keys.filter((k) => !k.startsWith("confirm/"))).toEqual([
      "protocol",
      "reference/1",
      "reference/2",
      "reference/3",
      "mutants/abs-value",
      "mutants/empty-silent",
      "mutants/seven-hangs",
    ]);
    expect(keys.filter((k) => /^confirm\/empty-silent\//.test(k))).toEqual([
      "confirm/empty-silent/1",
      "confirm/empty-silent/2",
    ]);
    expect(keys.filter((k) => k.startsWith("confirm/_reference/"))).toHaveLength(18);
    expect(adder?.confirmed).toBe(true);
    expect(await readFile(path.join(out, "instances/adder/suite/test_adder.py"), "utf8")).toContain(
      "def test_empty",
    );
    expect(
      await readFile(path.join(out, "instances/adder/logs/mutants/empty-silent.log"), "utf8"),
    ).toContain("FAILED");
    // The events preview the kill and the timeout the score confirms.
    expect(finishedEvents.find((e) => e.run === "mutants/empty-silent")).toMatchObject({
      status: "failed",
      killed: true,
    });
    expect(finishedEvents.find((e) => e.run === "mutants/seven-hangs")).toMatchObject({
      status: "timeout",
      killed: false,
    });
  });

  it("counts the kills of a run without confirmation runs in its summary", async () => {
    // Its runs come in a random order, so the kills are counted once the reference runs are in.
    const { summary } = await runSuites(
      world.options(path.join(world.root, "unconfirmed"), { confirm: false }),
    );
    expect(summary.kills).toBe(1);
  });

  it("kills a hanging mutant within the default limit and leaves no process behind", async () => {
    const outcomes = finishedEvents;
    const slowestReference = Math.max(
      ...outcomes.filter((e) => e.run.startsWith("reference/")).map((e) => e.durationSec),
    );
    const limit = Math.max(4, 5 * slowestReference);
    const hang = outcomes.find((e) => e.run === "mutants/seven-hangs");
    expect(hang?.durationSec).toBeGreaterThanOrEqual(limit - 0.1);
    expect(hang?.durationSec).toBeLessThan(limit + 3);
    // Another test file may be running the same fixture at this moment: its `sleep 600` ends
    // with its run, within seconds; one this run left behind would still be there.
    for (let i = 0; i < 30 && strayProcesses().length > 0; i++)
      await new Promise((r) => setTimeout(r, 1000));
    expect(strayProcesses()).toEqual([]);
  }, 60_000);

  it("scores sharded runs, merged, exactly as the unsharded run", async () => {
    const shards = [1, 2].map((index) => path.join(world.root, `shard-${index}`));
    await Promise.all(
      shards.map((out, i) =>
        runSuites(
          world.options(out, { shard: { index: i + 1, count: 2, sharding: "round-robin" } }),
        ),
      ),
    );
    const merged = path.join(world.root, "merged");
    await mergeShards(shards, merged);
    const report = await score(merged);
    expect(report.summary).toEqual(unsharded.summary);
    expect(report.instances).toEqual(unsharded.instances);
  });

  it("refuses to merge a gap, a duplicate or another submission", async () => {
    const [one, two] = [1, 2].map((index) => path.join(world.root, `shard-${index}`)) as [
      string,
      string,
    ];
    await expect(mergeShards([one], path.join(world.root, "m-gap"))).rejects.toThrow(
      /missing runs: .*shards 2\/2 not given/,
    );
    await expect(mergeShards([one, two, one], path.join(world.root, "m-dup"))).rejects.toThrow(
      /duplicate run adder\/reference\/1/,
    );
    const other = path.join(world.root, "shard-2-other");
    await cp(two, other, { recursive: true });
    const submission = JSON.parse(
      await readFile(path.join(other, "submission.json"), "utf8"),
    ) as Record<string, unknown>;
    await writeFile(
      path.join(other, "submission.json"),
      JSON.stringify({ ...submission, model: "another-model" }),
    );
    await expect(mergeShards([one, other], path.join(world.root, "m-sub"))).rejects.toThrow(
      /shards of different submissions/,
    );
    const changed = path.join(world.root, "shard-2-changed-suite");
    await cp(two, changed, { recursive: true });
    await appendFile(path.join(changed, "instances/adder/suite/test_adder.py"), "\n# edited\n");
    await expect(mergeShards([one, changed], path.join(world.root, "m-suite"))).rejects.toThrow(
      /instance 'adder': the shards ran different suites/,
    );
  });

  it("warns loudly about a suite that fails on every reference run, and still writes the bundle", async () => {
    const suitesDir = path.join(world.root, "broken-suites");
    await writeSuite(path.join(suitesDir, "adder"), {
      "test_broken.py": "import nonexistent_module\n\ndef test_x():\n    pass\n",
    });
    const warnings: string[] = [];
    const out = path.join(world.root, "broken");
    await runSuites(
      world.options(out, { suitesDir, runs: 2, timeoutSec: 30, warn: (w) => warnings.push(w) }),
    );
    expect(warnings.join("\n")).toMatch(
      /BROKEN SUITE: 'adder' has no test that passed on all 2 reference runs[\s\S]*nonexistent_module/,
    );
    const report = await score(out);
    expect(report.instances[0]?.validityRate).toBe(0);
    expect(report.instances[0]?.mutationScore).toBe(0);
  });

  it("refuses an executable whose hash does not match the build manifest", async () => {
    const cacheDir = path.join(world.root, "tampered-cache");
    await cp(world.cacheDir, cacheDir, { recursive: true });
    await appendFile(path.join(cacheDir, "adder/reference/executable"), "\necho 6\n");
    await expect(
      runSuites(
        world.options(path.join(world.root, "tampered"), { cacheDir, runs: 1, timeoutSec: 30 }),
      ),
    ).rejects.toThrow(
      /adder\/reference\/executable: sha256 [0-9a-f]{64} does not match the build manifest/,
    );
  });
});
