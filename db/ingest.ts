import { findBenchmark, type BenchmarkDefinition } from "../evaluator/benchmark/load-benchmark.ts";
import type { BundleReader } from "../evaluator/bundle/open-bundle.ts";
import { BundleError } from "../evaluator/errors.ts";
import { parseJsonFile, submissionSchema } from "../evaluator/schemas.ts";
import { scoreBundle, type ScoreOptions } from "../evaluator/score/score-bundle.ts";
import type { ScoredBundle } from "../evaluator/types.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./index.ts";
import { readBenchmarkFiles } from "./load-benchmark.ts";
import { storeScoredBundle, type IngestPhase, type StoreResult } from "./store-scored.ts";

export type { IngestPhase, StoreResult } from "./store-scored.ts";

/**
 * The checkout's benchmark folders, found from this file so the CLI works from any directory;
 * from the working directory when a bundler has moved the module (the site's upload route).
 */
const DEFAULT_BENCHMARKS =
  [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../data/benchmarks"),
    path.resolve("data/benchmarks"),
  ].find((dir) => existsSync(dir)) ?? path.resolve("data/benchmarks");

export interface IngestOptions {
  /** The benchmark to score against; by default the one submission.json names, under `benchmarksRoot`. */
  benchmark?: BenchmarkDefinition;
  /** Where to look for benchmark folders when `benchmark` is not given (default `data/benchmarks`). */
  benchmarksRoot?: string;
  /** Who uploaded the bundle (the upload token's owner). */
  owner?: string;
  /**
   * Worker threads parsing JUnit XML (scoreBundle's `workers`): 0 parses on the calling thread;
   * the CLI uses one per core, and a server keeps its request thread free with at least one.
   */
  workers?: number;
  /** Tighter depth and size bounds for each JUnit file (the upload route's limits). */
  junitLimits?: ScoreOptions["junitLimits"];
  /** Progress of scoring (JUnit files parsed) and then of storing (instances written). */
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
}

/**
 * Scores a result bundle with the evaluator and stores the result — the one path by which both
 * `tsb ingest` and the upload route store bundles. Scoring runs first, outside any transaction
 * (better-sqlite3 transactions are synchronous); the write is then one transaction, so a failure
 * or a killed process leaves the database as it was. A bundle whose sha256 is already stored is
 * neither scored nor written again: the result is `{ id: <existing>, created: false }`.
 * When the benchmark is not in the database yet, it is loaded in the same transaction.
 *
 * Throws the evaluator's `BundleError` for a bundle that cannot be scored.
 */
export async function ingestBundle(
  db: Db,
  bundle: BundleReader,
  options: IngestOptions = {},
): Promise<StoreResult> {
  const stored = findStoredBundle(db, bundle.sha256);
  if (stored !== null) return { id: stored, created: false };
  const benchmark = await benchmarkFor(bundle, options);
  const benchmarkFiles = hasBenchmark(db, benchmark)
    ? undefined
    : await readBenchmarkFiles(benchmark);
  const scored = await scoreUnstored(bundle, { ...options, benchmark });
  return storeScoredBundle(db, scored, {
    ...(benchmarkFiles ? { benchmarkFiles } : {}),
    ...(options.owner !== undefined ? { owner: options.owner } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

/**
 * Scores a bundle exactly as `ingestBundle` would, without touching the database: the upload
 * page's validation step, which shows the metadata and scores before the user stores them.
 */
export async function scoreUnstored(
  bundle: BundleReader,
  options: IngestOptions = {},
): Promise<ScoredBundle> {
  const benchmark = await benchmarkFor(bundle, options);
  return scoreBundle(bundle, benchmark, {
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(options.junitLimits ? { junitLimits: options.junitLimits } : {}),
    onProgress: (done, total) => options.onProgress?.("score", done, total),
  });
}

async function benchmarkFor(
  bundle: BundleReader,
  options: IngestOptions,
): Promise<BenchmarkDefinition> {
  return (
    options.benchmark ??
    (await findBenchmark(
      await benchmarkNamedBy(bundle),
      options.benchmarksRoot ?? DEFAULT_BENCHMARKS,
    ))
  );
}

/** The id of the submission stored from a bundle with this sha256, or null. */
export function findStoredBundle(db: Db, sha256: string): number | null {
  const row = db.$client
    .prepare("SELECT id FROM submissions WHERE bundle_sha256 = ?")
    .get(sha256) as { id: number } | undefined;
  return row?.id ?? null;
}

function hasBenchmark(db: Db, benchmark: BenchmarkDefinition): boolean {
  return (
    db.$client
      .prepare("SELECT 1 FROM benchmarks WHERE name = ? AND version = ?")
      .get(benchmark.name, benchmark.version) !== undefined
  );
}

/** `name@version` from submission.json, read ahead of scoring to find the benchmark folder. */
async function benchmarkNamedBy(bundle: BundleReader): Promise<string> {
  if (!bundle.has("submission.json")) {
    throw new BundleError([
      { file: "submission.json", message: "missing: every bundle starts with submission.json" },
    ]);
  }
  const text = (await bundle.read("submission.json")).toString("utf8").replace(/^\uFEFF/, "");
  const parsed = parseJsonFile(submissionSchema, text, "submission.json");
  if (!parsed.ok) throw new BundleError(parsed.problems);
  return parsed.value.benchmark;
}
