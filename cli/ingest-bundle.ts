import type { BundleReader } from "../evaluator/bundle/open-bundle.ts";
import { bundleDigests } from "../evaluator/bundle/content-digest.ts";
import {
  scoreSubmittedBundle,
  type SubmittedScoreOptions,
} from "../evaluator/score/score-submitted.ts";
import { pairStatistics } from "../evaluator/stats/paired.ts";
import type { ScoreReport } from "../evaluator/types.ts";
import type { Db } from "../db/index.ts";
import { findSubmissionByBundle } from "../db/queries/bundle.ts";
import { storeBundle } from "../db/store-bundle.ts";
import type { IngestPhase } from "../db/store-scored.ts";
import { verificationPlan } from "../evaluator/verify/job-plan.ts";
import { BENCHMARKS_DIR } from "./options.ts";

export interface IngestOptions extends Omit<SubmittedScoreOptions, "onProgress"> {
  /** Who uploaded the bundle. */
  owner?: string;
  /** Progress of scoring (JUnit files parsed) and then of storing (instances written). */
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
}

export type IngestResult =
  { id: number; created: false } | { id: number; created: true; report: ScoreReport };

/**
 * Scores a bundle with the evaluator and stores it, queueing its verification when it carries
 * its suites: `tsb ingest` and `tsb seed`. A bundle already stored, as these bytes or as the
 * same files packed another way, is not scored again. The upload route's scoring process
 * (lib/upload/score-process.ts) makes the same three calls.
 */
export async function ingestBundle(
  db: Db,
  bundle: BundleReader,
  { owner, onProgress, ...options }: IngestOptions = {},
): Promise<IngestResult> {
  const digests = await bundleDigests(bundle);
  const stored = findSubmissionByBundle([digests.bytes, digests.content], db);
  if (stored !== null) return { id: stored, created: false };
  const { scored, benchmark } = await scoreSubmittedBundle(bundle, {
    benchmarksRoot: BENCHMARKS_DIR,
    ...options,
    onProgress: (done, total) => onProgress?.("score", done, total),
  });
  // A bundle carrying its suites is queued for the worker to re-run; a suites-only bundle that
  // cannot be run is refused here, before anything is stored.
  const plan = await verificationPlan(bundle, benchmark, scored);
  const { id, created } = await storeBundle(db, scored, benchmark, {
    compare: pairStatistics,
    contentSha256: digests.content,
    ...(owner !== undefined ? { owner } : {}),
    ...(onProgress ? { onProgress } : {}),
    ...(plan ? { verification: { plan: { ...plan, owner: owner ?? null } } } : {}),
  });
  return created ? { id, created, report: scored.report } : { id, created };
}
