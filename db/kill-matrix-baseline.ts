import type { TestVerdict } from "../evaluator/types.ts";

/**
 * The kill-matrix baseline of one instance: the indices of its invalid tests, which fail on the
 * reference and so on nearly every mutant. `mutant_results.failed_bits` stores each row as its
 * difference from this set (db/bitset.ts), so storing and reading must agree on it exactly:
 * both call this. `tests` is in index order (a test's position is its bit).
 */
export function killMatrixBaseline(tests: readonly { verdict: TestVerdict }[]): number[] {
  const out: number[] = [];
  tests.forEach((test, idx) => {
    if (test.verdict === "invalid") out.push(idx);
  });
  return out;
}
