import { mutantPageHref, type BenchmarkKey } from "@/lib/benchmark-links";

/**
 * A mutant's page from the paired page, leading with `submission`'s result when given (its
 * killing tests) and scrolled to it. The link names the version (lib/benchmark-links.ts): the two
 * sides are of one version, and a link by name alone would show the latest version's mutant of
 * the same id.
 */
export function mutantLink(
  benchmark: BenchmarkKey,
  instance: string,
  mutant: string,
  submission?: number,
): string {
  const href = mutantPageHref({ benchmark, instance }, mutant, { submission });
  return submission === undefined ? href : `${href}#result-${submission}`;
}
