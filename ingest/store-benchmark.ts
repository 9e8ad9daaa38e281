import type { BenchmarkDefinition } from "../evaluator/benchmark/load-benchmark.ts";
import { readBenchmarkRecord } from "../evaluator/benchmark/benchmark-record.ts";
import type { Db } from "../db/client.ts";
import { writeBenchmark, type LoadedBenchmark } from "../db/write-benchmark.ts";

/**
 * Reads a benchmark folder (the evaluator's BenchmarkRecord) and writes it in one immediate
 * transaction: `tsb seed`, `tsb ingest --benchmark` and the tests' fixtures. The folder is read
 * before the synchronous transaction starts.
 */
export async function storeBenchmark(
  db: Db,
  definition: BenchmarkDefinition,
  dir = definition.dir,
): Promise<LoadedBenchmark> {
  const record = await readBenchmarkRecord(definition, dir);
  return db.$client.transaction(() => writeBenchmark(db, record)).immediate();
}
