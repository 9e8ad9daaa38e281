import type { BenchmarkDefinition } from "../evaluator/benchmark/load-benchmark.ts";
import type { ScoredBundle } from "../evaluator/types.ts";
import type { Db } from "./index.ts";
import { readBenchmarkFiles } from "./load-benchmark.ts";
import { storeScoredBundle, type StoreOptions, type StoreResult } from "./store-scored.ts";

/**
 * Stores a bundle the evaluator scored against `benchmark`, loading the benchmark first (in the
 * same transaction) when the database does not hold it yet. Its files are read here, before the
 * synchronous transaction starts. See `storeScoredBundle` for what is written and when nothing is.
 */
export async function storeBundle(
  db: Db,
  scored: ScoredBundle,
  benchmark: BenchmarkDefinition,
  options: Omit<StoreOptions, "benchmarkFiles"> = {},
): Promise<StoreResult> {
  const benchmarkFiles = hasBenchmark(db, benchmark)
    ? undefined
    : await readBenchmarkFiles(benchmark);
  return storeScoredBundle(db, scored, {
    ...options,
    ...(benchmarkFiles ? { benchmarkFiles } : {}),
  });
}

function hasBenchmark(db: Db, benchmark: BenchmarkDefinition): boolean {
  return (
    db.$client
      .prepare("SELECT 1 FROM benchmarks WHERE name = ? AND version = ?")
      .get(benchmark.name, benchmark.version) !== undefined
  );
}
