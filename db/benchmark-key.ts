/**
 * The keys of a benchmark version and of an instance, apart from the queries that resolve them
 * so that browser code (links, the header) can import them without the database driver.
 */
import type { BenchmarkRow } from "./schema.ts";

/**
 * One benchmark version: the key its instances, mutants and submissions are stored under. Never
 * the name alone: tsb-mini 1.0 and 1.1 share instance ids (calc, tally) but not mutants, so a
 * lookup by name shows whichever version is latest. A submission's `benchmark` is one.
 */
export interface BenchmarkKey {
  readonly name: BenchmarkRow["name"];
  readonly version: BenchmarkRow["version"];
}

/**
 * One instance, `(benchmark, version, id)` (STYLE.md, "One key for one thing"): what every
 * query, page and export that shows an instance's mutants, tests or figures takes, so that the
 * version travels in the type rather than in the caller's memory.
 */
export interface InstanceKey {
  readonly benchmark: BenchmarkKey;
  /** The instance's id within that version (`calc`, `sharkdp__fd`). */
  readonly instance: string;
}

/** `name@version`: how bundles, URLs and the CLI name a benchmark version. */
export function benchmarkRef(key: BenchmarkKey): string {
  return `${key.name}@${key.version}`;
}
