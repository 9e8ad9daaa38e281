import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  findBenchmark,
  loadBenchmark,
  type BenchmarkDefinition,
} from "../evaluator/benchmark/load-benchmark.ts";

/** The checkout's benchmark folders, found from this file so `tsb` works from any directory. */
export const DEFAULT_BENCHMARKS = fileURLToPath(new URL("../data/benchmarks", import.meta.url));

/**
 * A benchmark named on the command line: a folder holding benchmark.json, or `name@version`
 * (or a folder name) under `root`.
 */
export async function benchmarkArgument(
  arg: string,
  root: string = DEFAULT_BENCHMARKS,
): Promise<BenchmarkDefinition> {
  if (existsSync(path.join(arg, "benchmark.json"))) return loadBenchmark(arg);
  if (!arg.includes("@") && existsSync(path.join(root, arg, "benchmark.json")))
    return loadBenchmark(path.join(root, arg));
  return findBenchmark(arg, root);
}
