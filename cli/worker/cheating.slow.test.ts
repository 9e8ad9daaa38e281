import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetPageCache,
  makeCheatingWorld,
  mutationScoresThroughWorker,
  mutationScoreThroughRun,
  type CheatingWorld,
} from "./testing/cheating-world.ts";

/**
 * Every cheating suite of cheating.test.ts's kinds, in full (`npm run test:slow`): the suites
 * that assert no behaviour and try to score by telling their runs apart
 * (evaluator/runner/testing/cheating-suites.ts) and those that remember what the other runs of a
 * verification saw (memory-suites.ts), on 5 mutants of calc of tsb-mini 1.0, through `tsb run`
 * and through the worker, as root; and a script's sealed source on flatjson. Each must score
 * M ≤ 5% while the instance's own reference suite, run the same way, kills every mutant. `npm
 * run bench:cheats` runs the same on every mutant of any instance and prints each M (its
 * figures are in docs/running-suites.md, "What a suite can tell apart").
 */
let world: CheatingWorld;
beforeAll(async () => {
  world = await makeCheatingWorld({ mutants: 5 });
}, 300_000);
afterAll(async () => {
  await world?.cleanup();
});

const CHEATS = [
  "hash",
  "read-anyhow",
  "size",
  "code-hash",
  "process-image",
  "keyring",
  "mountinfo",
  "page-cache",
  "recall",
  "random",
  "random-repeats",
];

describe("a suite that tells its runs apart instead of testing behaviour, through tsb run", () => {
  it("honest: calc's reference suite kills every mutant (the control)", async () => {
    expect(await mutationScoreThroughRun(world, "honest")).toBe(1);
  }, 600_000);
  for (const name of CHEATS)
    it(`${name}: scores M ≤ 5% on calc`, async () => {
      expect(await mutationScoreThroughRun(world, name)).toBeLessThanOrEqual(0.05);
    }, 600_000);
});

describe("a suite that remembers what the other runs saw, through tsb run", () => {
  // Each keeps a majority vote over the programs' behaviour in state that outlives a run (the
  // page cache of shared files) or is shared with a run beside it (locks): with no memory across
  // runs (sandbox-memory.test.ts shows each channel closed) they kill nothing.
  for (const [name, jobs] of [
    ["vote-page-cache", 1],
    ["vote-page-cache", 2],
    ["vote-read-timing", 2],
    ["vote-locks", 2],
  ] as const)
    it(`${name} at --jobs ${jobs}: scores M ≤ 5% on calc`, async () => {
      forgetPageCache();
      expect(await mutationScoreThroughRun(world, name, { jobs })).toBeLessThanOrEqual(0.05);
    }, 600_000);
});

describe("the same suites through the verification worker", () => {
  it("verifies each as the site would: none scores above 5%, the honest one kills every mutant", async () => {
    const scores = await mutationScoresThroughWorker(world, [
      "honest",
      "hash",
      "keyring",
      "mountinfo",
      "page-cache",
      "recall",
      "random-repeats",
      "vote-page-cache",
      "vote-locks",
    ]);
    for (const [name, m] of scores)
      if (name === "honest") expect(m, name).toBe(1);
      else expect(m, name).toBeLessThanOrEqual(0.05);
  }, 1_200_000);
});

describe("a script's source, through tsb run", () => {
  // flatjson is a Node script: sealed by tsb build, its source is no more readable than a
  // compiled program's bytes. Without the seal the read-anyhow suite kills every mutant.
  let flatjson: CheatingWorld;
  beforeAll(async () => {
    flatjson = await makeCheatingWorld({ instance: "flatjson", mutants: 2 });
  }, 300_000);
  afterAll(async () => {
    await flatjson?.cleanup();
  });
  it("honest: flatjson's reference suite kills both mutants (the control)", async () => {
    expect(await mutationScoreThroughRun(flatjson, "honest")).toBe(1);
  }, 600_000);
  it("read-anyhow: reads neither the file, nor the interpreter's fds, nor its inspector", async () => {
    expect(await mutationScoreThroughRun(flatjson, "read-anyhow")).toBe(0);
  }, 600_000);
});
