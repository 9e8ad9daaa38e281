/**
 * Links of the paired page to a benchmark version's pages. Every one names `name@version`: the
 * two sides are of one version, and a link by name alone would show the latest version's mutant
 * of the same id.
 */

/** A mutant's page, leading with `submission`'s result when given (its killing tests). */
export function mutantLink(
  benchmark: { name: string; version: string },
  instance: string,
  mutant: string,
  submission?: number,
): string {
  const base = `/benchmarks/${encodeURIComponent(`${benchmark.name}@${benchmark.version}`)}/instances/${encodeURIComponent(instance)}/mutants/${encodeURIComponent(mutant)}`;
  return submission === undefined ? base : `${base}?submission=${submission}#result-${submission}`;
}
