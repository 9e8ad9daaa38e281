import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetPageCache,
  makeCheatingWorld,
  mutationScoresThroughWorker,
  mutationScoreThroughRun,
  type CheatingWorld,
} from "./cheating-world.ts";

/** Which cheating suites a test file runs on calc of tsb-mini 1.0 (cheating.test.ts, .slow.test.ts). */
export interface CheatingTests {
  /** Mutants of calc kept: M ≤ 5% then means none killed. */
  mutants: number;
  /** Suites that try to tell their runs apart, through `tsb run`. */
  cheats: readonly string[];
  /** Memory-keyed suites with the --jobs each runs at, through `tsb run`. */
  memory: ReadonlyArray<readonly [string, number]>;
  /**
   * Suites verified by the worker, the honest control among them, and "perfect-memory" (the
   * memory suites' ceiling: their inputs with the reference's outputs written in), which must
   * kill a mutant, so that the memory suites' M ≤ 5% is not for want of one to tell apart.
   * Empty: no worker path in this file.
   */
  worker: readonly string[];
  /** Every run in covering-tests mode (`--covering-tests`, the worker's too). */
  covering?: boolean;
}

/**
 * The tests: calc's reference suite (the control) kills every mutant; every other suite scores
 * M ≤ 5% through `tsb run` and through the worker, as root (CI's case).
 */
export function describeCheatingTests(tests: CheatingTests): void {
  let world: CheatingWorld;
  beforeAll(async () => {
    world = await makeCheatingWorld({ mutants: tests.mutants, covering: tests.covering === true });
  }, 300_000);
  afterAll(async () => {
    await world?.cleanup();
  });

  const mode = tests.covering ? " in covering-tests mode" : "";
  describe(`a suite that tells its runs apart instead of testing behaviour, through tsb run${mode}`, () => {
    it("honest: calc's reference suite kills every mutant (the control)", async () => {
      expect(await mutationScoreThroughRun(world, "honest")).toBe(1);
    }, 600_000);
    if (tests.covering)
      it("select-aware: without confirmation runs (--no-confirm) it kills every mutant, so its 0% is the confirmations' doing", async () => {
        expect(await mutationScoreThroughRun(world, "select-aware", { confirm: false })).toBe(1);
      }, 600_000);
    for (const name of tests.cheats)
      it(`${name}: scores M ≤ 5% on calc`, async () => {
        expect(await mutationScoreThroughRun(world, name)).toBeLessThanOrEqual(0.05);
      }, 600_000);
  });

  if (tests.memory.length > 0)
    describe(`a suite that remembers what the other runs saw, through tsb run${mode}`, () => {
      // Each keeps a majority vote over the programs' behaviour in state that outlives a run (the
      // page cache of shared files) or is shared with a run beside it (locks): with no memory
      // across runs (sandbox-memory.test.ts shows each channel closed) they kill nothing.
      for (const [name, jobs] of tests.memory)
        it(`${name} at --jobs ${jobs}: scores M ≤ 5% on calc`, async () => {
          forgetPageCache();
          expect(await mutationScoreThroughRun(world, name, { jobs })).toBeLessThanOrEqual(0.05);
        }, 600_000);
    });

  if (tests.worker.length > 0)
    describe(`the same suites through the verification worker${mode}`, () => {
      it("verifies each as the site would: none scores above 5%, the honest one kills every mutant", async () => {
        const scores = await mutationScoresThroughWorker(world, tests.worker);
        for (const [name, m] of scores)
          if (name === "honest") expect(m, name).toBe(1);
          else if (name === "perfect-memory") expect(m, name).toBeGreaterThan(0.05);
          else expect(m, name).toBeLessThanOrEqual(0.05);
      }, 1_200_000);
    });
}
