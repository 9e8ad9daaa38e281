import type { MutantCounts, MutantStatus } from "../types.ts";

/**
 * M and the mutant counts of one instance from its mutants' statuses, leaving out the mutants
 * the benchmark's revision ignores (they leave numerator and denominator alike). Scoring a bundle
 * and rescoring stored kill matrices both come through here, so the two cannot disagree.
 * An instance whose every mutant is ignored scores M = 0 over no mutants.
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
