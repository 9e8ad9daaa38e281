import { findBenchmark, type BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import type { BundleReader } from "../bundle/open-bundle.ts";
import { BundleError } from "../errors.ts";
import { parseJsonFile, submissionSchema } from "../schemas.ts";
import type { ScoredBundle, Submission } from "../types.ts";
import { scoreBundle, type ScoreOptions } from "./score-bundle.ts";

export interface SubmittedScoreOptions extends Omit<ScoreOptions, "submission"> {
  /** The benchmark to score against; by default the one submission.json names. */
  benchmark?: BenchmarkDefinition;
  /** Where to look for the named benchmark's folder (findBenchmark's default when absent). */
  benchmarksRoot?: string;
}

export interface SubmittedScore {
  scored: ScoredBundle;
  /** The benchmark the bundle was scored against, for storage to load when it lacks it. */
  benchmark: BenchmarkDefinition;
}

/**
 * Scores a bundle against the benchmark its submission.json names (or the one given): the path
 * by which `tsb score`, `tsb ingest`, seeding and the upload route score bundles.
 * submission.json is parsed once, here, and handed to `scoreBundle`.
 *
 * Throws a `BundleError` when submission.json is missing or invalid, names a benchmark that
 * `benchmarksRoot` does not hold, or when the bundle cannot be scored.
 */
export async function scoreSubmittedBundle(
  bundle: BundleReader,
  options: SubmittedScoreOptions = {},
): Promise<SubmittedScore> {
  const { benchmark: given, benchmarksRoot, ...scoreOptions } = options;
  const submission = await readSubmission(bundle);
  const benchmark = given ?? (await findBenchmark(submission.benchmark, benchmarksRoot));
  const scored = await scoreBundle(bundle, benchmark, { ...scoreOptions, submission });
  return { scored, benchmark };
}

/** Reads and validates the bundle's submission.json (a BOM is allowed). */
export async function readSubmission(bundle: BundleReader): Promise<Submission> {
  if (!bundle.has("submission.json")) {
    throw new BundleError([
      { file: "submission.json", message: "missing: every bundle starts with submission.json" },
    ]);
  }
  const text = (await bundle.read("submission.json")).toString("utf8").replace(/^\uFEFF/, "");
  const parsed = parseJsonFile(submissionSchema, text, "submission.json");
  if (!parsed.ok) throw new BundleError(parsed.problems);
  return parsed.value;
}
