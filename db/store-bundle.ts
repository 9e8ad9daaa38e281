import type { BenchmarkDefinition } from "../evaluator/benchmark/load-benchmark.ts";
import type { ScoredBundle } from "../evaluator/types.ts";
import type { Db } from "./index.ts";
import { readBenchmarkFiles } from "./load-benchmark.ts";
import { storeScoredBundle, type StoreOptions, type StoreResult } from "./store-scored.ts";

/**
 * Stores a bundle the evaluator scored against `benchmark`, loading or refreshing the benchmark
 * in the same transaction when its definition's digest differs from the stored one (a reload
 * with the same digest writes nothing), so a rejected bundle leaves the database as it was. Its
 * files are read here, before the synchronous transaction starts. See `storeScoredBundle` for
 * what is written and when nothing is.
 */
export async function storeBundle(
  db: Db,
  scored: ScoredBundle,
  benchmark: BenchmarkDefinition,
  options: Omit<StoreOptions, "benchmarkFiles"> = {},
): Promise<StoreResult> {
  const benchmarkFiles = await readBenchmarkFiles(benchmark);
  return storeScoredBundle(db, scored, { ...options, benchmarkFiles });
}
