import os from "node:os";
import path from "node:path";
import { findBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import type { ScoreReport } from "../evaluator/types.ts";

/** What the benches that re-run bundles share: scoring a bundle folder, and the load line. */

/** The score report of the bundle in `dir` against `benchmarkId` (`name@version`) of data/. */
/**
 * Where the benches find benchmarks by name@version: BENCH_BENCHMARKS, default data/benchmarks
 * (`data/drafts` for a version not yet released, such as tsb-mini 1.2's draft).
 */
export const BENCHMARKS_ROOT = path.resolve(process.env.BENCH_BENCHMARKS ?? "data/benchmarks");

export async function scoreBundleDir(dir: string, benchmarkId: string): Promise<ScoreReport> {
  const benchmark = await findBenchmark(benchmarkId, BENCHMARKS_ROOT);
  const bundle = await openBundle(dir);
  try {
    return (await scoreBundle(bundle, benchmark)).report;
  } finally {
    await bundle.close();
  }
}

/** "2 cores, load 1.0 0.9 0.8": printed under every figure, which a busy machine distorts. */
export function loadLine(): string {
  return `${os.availableParallelism()} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`;
}
