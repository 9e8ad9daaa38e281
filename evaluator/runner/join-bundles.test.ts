import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ProblemsError } from "../errors.ts";
import { sha256Tree } from "./hash.ts";
import { joinInstanceBundles } from "./join-bundles.ts";

/** A real bundle (pytest and node --test runs), split by instance as two `--instances` runs. */
const BASIC = path.join(import.meta.dirname, "..", "score", "fixtures", "bundles", "basic");

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

async function split(): Promise<{ root: string; parts: string[] }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "tsb-join-"));
  made.push(root);
  const parts: string[] = [];
  for (const instance of ["greet", "counter"]) {
    const part = path.join(root, instance);
    await cp(path.join(BASIC, "submission.json"), path.join(part, "submission.json"));
    await cp(path.join(BASIC, "instances", instance), path.join(part, "instances", instance), {
      recursive: true,
    });
    parts.push(part);
  }
  return { root, parts };
}

describe("joinInstanceBundles", () => {
  it("joins runs of disjoint instances back into the bundle one run would have written", async () => {
    const { root, parts } = await split();
    const out = path.join(root, "joined");
    expect(await joinInstanceBundles(parts, out)).toEqual({ instances: 2 });
    expect(await sha256Tree(out)).toBe(await sha256Tree(BASIC));
  });

  it("refuses bundles of different submissions, a shared instance and shards", async () => {
    const { root, parts } = await split();
    await writeFile(
      path.join(parts[1]!, "submission.json"),
      JSON.stringify({ schemaVersion: 1, model: "another" }),
    );
    await cp(path.join(parts[0]!, "instances"), path.join(parts[1]!, "instances"), {
      recursive: true,
    });
    await writeFile(path.join(parts[0]!, "shard.json"), "{}");
    const error = await joinInstanceBundles(parts, path.join(root, "out")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemsError);
    const messages = (error as ProblemsError).problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual([`${parts[0]}: a shard (shard.json): merge all its shards first`]);
    await rm(path.join(parts[0]!, "shard.json"));
    const again = await joinInstanceBundles(parts, path.join(root, "out")).catch((e: unknown) => e);
    expect((again as ProblemsError).problems.map((p) => p.message)).toEqual([
      `differs from ${path.join(parts[0]!, "submission.json")}: bundles of different submissions`,
      `instance 'greet' is also in ${parts[0]}`,
    ]);
  });
});
