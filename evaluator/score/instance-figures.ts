import type {
  InstanceScore,
  MutantCounts,
  MutantStatus,
  TestCounts,
  TestVerdict,
} from "../types.ts";

export type InstanceFigures = Pick<
  InstanceScore,
  "mutationScore" | "mutationScoreStrict" | "validityRate" | "tests" | "mutants"
>;

/**
 * An instance's counts and rates (DESIGN.md, "Per instance"): M = (killed + timeout) / mutants,
 * strict M without timeouts, V = valid / tests (null without tests), the mutants the
 * benchmark's revision ignores left out of M's numerator and denominator. The one place these
 * formulas are written; synthetic test data calls it too.
 */
export function instanceFigures(
  tests: readonly { verdict: TestVerdict }[],
  mutantResults: readonly { id: string; status: MutantStatus }[],
  ignored: ReadonlySet<string> = new Set(),
): InstanceFigures {
  const testCounts: TestCounts = {
    total: tests.length,
    valid: 0,
    invalid: 0,
    skipped: 0,
    flaky: 0,
  };
  for (const test of tests) testCounts[test.verdict]++;
  const { counts, mutationScore, mutationScoreStrict } = mutantFigures(mutantResults, ignored);
  return {
    mutationScore,
    mutationScoreStrict,
    validityRate: testCounts.total > 0 ? testCounts.valid / testCounts.total : null,
    tests: testCounts,
    mutants: counts,
  };
}

/**
 * M and the mutant counts of one instance from its mutants' statuses, leaving out the ignored
 * ones. Scoring a bundle (through instanceFigures) and rescoring stored kill matrices
 * (evaluator/score/rescore.ts) both come through here, so the two cannot disagree.
 */
export function mutantFigures(
  results: readonly { id: string; status: MutantStatus }[],
  ignored: ReadonlySet<string>,
): { counts: MutantCounts; mutationScore: number; mutationScoreStrict: number } {
  const counts: MutantCounts = { total: 0, killed: 0, timeout: 0, survived: 0, noResult: 0 };
  for (const { id, status } of results) {
    if (ignored.has(id)) continue;
    counts.total++;
    counts[status === "no-result" ? "noResult" : status]++;
  }
  // An instance without (counted) mutants scores 0, not NaN.
  const total = Math.max(counts.total, 1);
  return {
    counts,
    mutationScore: (counts.killed + counts.timeout) / total,
    mutationScoreStrict: counts.killed / total,
  };
}

/**
 * R of one instance: reference tests that passed in codegen.xml over the benchmark's count,
 * both without the ignored reference tests. `passed` is null when the bundle has no codegen.xml
 * for the instance (R = 0). Capped at 1: `capped` tells the caller to warn.
 */
export function referenceFigure(
  passed: readonly string[] | null,
  referenceTests: number,
  ignored: ReadonlySet<string>,
): { referencePassRate: number; capped: boolean } {
  const denominator = referenceTests - ignored.size;
  if (passed === null || denominator <= 0) return { referencePassRate: 0, capped: false };
  let count = 0;
  for (const id of passed) if (!ignored.has(id)) count++;
  return count > denominator
    ? { referencePassRate: 1, capped: true }
    : { referencePassRate: count / denominator, capped: false };
}
