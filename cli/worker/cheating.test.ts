import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetPageCache,
  makeCheatingWorld,
  mutationScoresThroughWorker,
  mutationScoreThroughRun,
  type CheatingWorld,
} from "./testing/cheating-world.ts";

/**
 * The run protocol against suites that assert no behaviour and try to score by telling their
 * runs apart (evaluator/runner/testing/cheating-suites.ts), on calc of tsb-mini 1.0, through
 * `tsb run` and through the worker, as root (CI's case), and suites that remember what the other
 * runs of a verification saw (memory-suites.ts). Each must score M ≤ 5% — none of the 3 mutants
 * kept here killed — while calc's own reference suite, run the same way, kills every one.
 *
 * One suite of each kind of channel runs here (an output's identity, the page cache, the kernel's
 * keyrings, the process image; a memory kept in the page cache and one handed on through locks),
 * so that `npm test` stays within CI's time; sandbox-memory.test.ts and sandbox-isolation.test.ts
 * close each channel directly. cheating.slow.test.ts (`npm run test:slow`) runs every suite,
 * and `npm run bench:cheats` every suite on every mutant of any instance at --jobs 1 and 2 (its
 * figures are in docs/running-suites.md, "What a suite can tell apart"): run both after any
 * change to the sandbox.
 */
let world: CheatingWorld;
beforeAll(async () => {
  world = await makeCheatingWorld({ mutants: 3 });
}, 300_000);
afterAll(async () => {
  await world?.cleanup();
});

/** One of each kind; cheating.slow.test.ts runs the rest. */
const CHEATS = ["hash", "page-cache", "keyring", "process-image"];

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
      "mountinfo",
      "vote-page-cache",
    ]);
    for (const [name, m] of scores)
      if (name === "honest") expect(m, name).toBe(1);
      else expect(m, name).toBeLessThanOrEqual(0.05);
  }, 1_200_000);
});
