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
 * strict M without timeouts, V = valid / tests (null without tests). The one place these
 * formulas are written; synthetic test data calls it too.
 */
export function instanceFigures(
  tests: readonly { verdict: TestVerdict }[],
  mutantStatuses: readonly MutantStatus[],
): InstanceFigures {
  const testCounts: TestCounts = {
    total: tests.length,
    valid: 0,
    invalid: 0,
    skipped: 0,
    flaky: 0,
  };
  for (const test of tests) testCounts[test.verdict]++;
  const mutants: MutantCounts = {
    total: mutantStatuses.length,
    killed: 0,
    timeout: 0,
    survived: 0,
    noResult: 0,
  };
  for (const status of mutantStatuses) mutants[status === "no-result" ? "noResult" : status]++;
  // An instance without mutants scores 0, not NaN.
  const total = Math.max(mutants.total, 1);
  return {
    mutationScore: (mutants.killed + mutants.timeout) / total,
    mutationScoreStrict: mutants.killed / total,
    validityRate: testCounts.total > 0 ? testCounts.valid / testCounts.total : null,
    tests: testCounts,
    mutants,
  };
}
