/**
 * The site's links to a benchmark's pages, built from keys that carry the version. Every link
 * names `name@version`, even for the latest version: tsb-mini 1.0 and 1.1 share instance ids but
 * not mutants, and a link by name alone shows whichever version is latest when it is followed.
 * eslint.config.mjs refuses `/benchmarks/…` paths written anywhere else (scripts/versioned-links.mjs).
 */
import { benchmarkRef, type BenchmarkKey, type InstanceKey } from "@/db/benchmark-key";
import { drillHref } from "./drill-down";

export { benchmarkRef, type BenchmarkKey, type InstanceKey };

/** The benchmark the leaderboard and the header show when an address names none. */
export const DEFAULT_BENCHMARK = "tsb-mini";

type Query = Record<string, string | number | null | undefined>;

/** `/benchmarks/<name@version>`, the root of a benchmark version's pages. */
function benchmarkPath(benchmark: BenchmarkKey): string {
  return `/benchmarks/${encodeURIComponent(benchmarkRef(benchmark))}`;
}

/** The instance catalog of a benchmark version. */
export function instancesHref(benchmark: BenchmarkKey): string {
  return `${benchmarkPath(benchmark)}/instances`;
}

/** The figures page (Figure 10, Table 3, Figure 11) of a benchmark version. */
export function benchmarkFiguresHref(
  benchmark: BenchmarkKey,
  submissions: readonly number[] = [],
): string {
  const query = submissions.length ? `?s=${submissions.join(",")}` : "";
  return `${benchmarkPath(benchmark)}/figures${query}`;
}

/**
 * The instance catalog of a ref taken as it stands from the current address (`name@version`, or
 * a bare name, which the page resolves to its latest version): for the header, which has no
 * database to resolve it with. Everything else builds links from keys.
 */
export function instancesOfRef(ref: string): string {
  return `/benchmarks/${encodeURIComponent(ref)}/instances`;
}

/**
 * The instance catalog of a submission's own benchmark version, found on the server
 * (app/submissions/[id]/instances/route.ts): what pages that know only submission ids link to.
 */
export function submissionInstancesHref(submission: number, instance?: string): string {
  return `/submissions/${submission}/instances${instance === undefined ? "" : `/${encodeURIComponent(instance)}`}`;
}

/** An instance's page; `query` (a `submission`, a filter) is appended, nulls left out. */
export function instanceHref(key: InstanceKey, query: Query = {}): string {
  return drillHref(`${instancesHref(key.benchmark)}/${encodeURIComponent(key.instance)}`, query);
}

/** A mutant's page, under its instance's. */
export function mutantPageHref(key: InstanceKey, mutant: string, query: Query = {}): string {
  return drillHref(`${instanceHref(key)}/mutants/${encodeURIComponent(mutant)}`, query);
}

/**
 * A benchmark version's leaderboard. The latest version's is `/?benchmark=<name>` (the cached
 * page); an older one's names its version.
 */
export function leaderboardHref(benchmark: BenchmarkKey & { latest?: boolean }): string {
  const query = new URLSearchParams({ benchmark: benchmark.name });
  if (!benchmark.latest) query.set("version", benchmark.version);
  return `/?${query.toString()}`;
}
