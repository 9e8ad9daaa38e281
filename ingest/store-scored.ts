import type { ScoredBundle } from "../evaluator/types.ts";
import { findOrWriteBenchmark, loadCatalog } from "../db/catalog.ts";
import type { Db } from "../db/client.ts";
import type { ComparePairs } from "../db/comparisons.ts";
import type { BenchmarkRecord } from "../evaluator/benchmark/benchmark-record.ts";
import { attachTrial } from "../db/attach-trial.ts";
import { findSubmissionByBundle } from "../db/queries/bundle.ts";
import { writeComparisons, writeScoreRecords } from "../db/score-records.ts";
import { enqueueVerification, type JobPlan } from "../db/verification/enqueue.ts";
import { writeInstances, writeSubmission } from "../db/write-scored.ts";
import { writeTrajectories } from "../db/write-trajectories.ts";
import { reachOfMutants } from "./mutant-reach.ts";

export type IngestPhase = "score" | "store";

export interface StoreOptions {
  /**
   * The evaluator's paired comparison (`pairwiseDifferences`), run in the store's transaction
   * over the benchmark's scored submissions so rank ranges are never stale. Without it the new
   * submission has no comparisons yet, and ranks count it as told apart from none.
   */
  compare?: ComparePairs;
  /** Written to the database first when the scored benchmark is not there yet or has changed. */
  benchmark?: BenchmarkRecord;
  owner?: string;
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
  /** Queues the submission's verification in the same transaction (DESIGN.md, "Trust"). */
  verification?: { plan: JobPlan; queueLimit?: number };
  /**
   * The bundle's content digest (evaluator/bundle/content-digest.ts): stored as its identity, so
   * that the same files packed another way are recognised as this submission.
   */
  contentSha256?: string;
}

export interface StoreResult {
  id: number;
  created: boolean;
}

/**
 * Writes a scored bundle in ONE immediate transaction: the benchmark when given and changed,
 * the submission, per-instance scores, every generated test, the compact kill matrix
 * (db/bitset.ts) with kill and near-miss messages, suite sources and logs, trajectories,
 * intervals and history, the trial's entry (db/attach-trial.ts), the benchmark's pairwise
 * comparisons, and the verification job. A bundle already
 * stored (by its own sha256 or its content digest) is not written again: the answer is the
 * existing id with `created: false`. Any error rolls everything back; so does a killed process,
 * since SQLite discards an uncommitted transaction on next open.
 */
export function storeScoredBundle(
  db: Db,
  scored: ScoredBundle,
  options: StoreOptions = {},
): StoreResult {
  return db.$client.transaction(() => writeScored(db, scored, options)).immediate();
}

function writeScored(db: Db, scored: ScoredBundle, options: StoreOptions): StoreResult {
  const digests = [scored.bundleSha256, ...(options.contentSha256 ? [options.contentSha256] : [])];
  const existing = findSubmissionByBundle(digests, db);
  if (existing !== null) return { id: existing, created: false };

  const benchmarkId = findOrWriteBenchmark(db, scored.report.benchmark, options.benchmark);
  const id = writeSubmission(db, benchmarkId, scored, {
    bundleSha256: options.contentSha256 ?? scored.bundleSha256,
    owner: options.owner ?? null,
  });
  const catalog = loadCatalog(db, benchmarkId);
  writeInstances(db, id, catalog, scored, reachOfMutants(db), (done, total) =>
    options.onProgress?.("store", done, total),
  );
  writeTrajectories(db, id, catalog, scored);
  writeScoreRecords(db, id, benchmarkId, scored);
  // A trial joins its entry here, so a refused one (another configuration, a number taken)
  // leaves nothing stored.
  attachTrial(db, id, benchmarkId, scored.report.submission, options.owner ?? null);
  if (options.compare)
    writeComparisons(db, id, benchmarkId, options.compare, scored.mutationScoreReplicates);
  if (options.verification)
    enqueueVerification(db, id, options.verification.plan, options.verification.queueLimit);
  return { id, created: true };
}
