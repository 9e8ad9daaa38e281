import type { BenchmarkDefinition } from "../evaluator/benchmark/load-benchmark.ts";
import { readBenchmarkRecord } from "../evaluator/benchmark/benchmark-record.ts";
import type { BundleReader } from "../evaluator/bundle/open-bundle.ts";
import { bundleDigests } from "../evaluator/bundle/content-digest.ts";
import {
  scoreSubmittedBundle,
  type SubmittedScoreOptions,
} from "../evaluator/score/score-submitted.ts";
import { pairStatistics } from "../evaluator/stats/paired.ts";
import type { ScoreReport, ScoredBundle } from "../evaluator/types.ts";
import { verificationPlan, type VerificationPlan } from "../evaluator/verify/job-plan.ts";
import type { Db } from "../db/client.ts";
import { findSubmissionByBundle } from "../db/queries/bundle.ts";
import { storeScoredBundle, type IngestPhase, type StoreResult } from "./store-scored.ts";

export type { IngestPhase } from "./store-scored.ts";

export interface IngestOptions extends Omit<SubmittedScoreOptions, "onProgress"> {
  /** Who uploaded the bundle. */
  owner?: string;
  /** Progress of scoring (JUnit files parsed) and then of storing (instances written). */
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
  /** Refuse the upload when this many of the owner's verification jobs wait already. */
  queueLimit?: number;
}

/** A bundle scored and planned, not stored yet; or the id it is stored under already. */
export type PreparedIngest =
  | { kind: "stored"; id: number }
  | {
      kind: "scored";
      scored: ScoredBundle;
      benchmark: BenchmarkDefinition;
      /** The worker's re-run plan when the bundle carries its suites; null for a result only. */
      plan: VerificationPlan | null;
      contentSha256: string;
    };

export type IngestResult =
  { id: number; created: false } | { id: number; created: true; report: ScoreReport };

/**
 * The ingest pipeline's first half, which writes nothing: recognises a bundle already stored,
 * as these bytes or as the same files packed another way (so it is not scored again), else
 * scores it against the benchmark its submission.json names and plans its verification. A
 * suites-only bundle that cannot be run is refused here, before anything is stored. The upload
 * route's dry run stops here.
 */
export async function prepareIngest(
  db: Db,
  bundle: BundleReader,
  { onProgress, ...options }: Omit<IngestOptions, "owner" | "queueLimit"> = {},
): Promise<PreparedIngest> {
  const digests = await bundleDigests(bundle);
  const stored = findSubmissionByBundle([digests.bytes, digests.content], db);
  if (stored !== null) return { kind: "stored", id: stored };
  const { scored, benchmark } = await scoreSubmittedBundle(bundle, {
    ...options,
    onProgress: (done, total) => onProgress?.("score", done, total),
  });
  const plan = await verificationPlan(bundle, benchmark, scored);
  return { kind: "scored", scored, benchmark, plan, contentSha256: digests.content };
}

/**
 * The second half: reads the benchmark's folder (before the synchronous transaction starts),
 * then stores everything in one transaction (ingest/store-scored.ts): the benchmark when it
 * changed, the submission, its comparisons and, for a bundle carrying its suites, its
 * verification job. A rejected bundle leaves the database as it was.
 */
export async function commitIngest(
  db: Db,
  prepared: Extract<PreparedIngest, { kind: "scored" }>,
  { owner, onProgress, queueLimit }: Pick<IngestOptions, "owner" | "onProgress" | "queueLimit">,
): Promise<StoreResult> {
  const { scored, benchmark, plan } = prepared;
  return storeScoredBundle(db, scored, {
    benchmark: await readBenchmarkRecord(benchmark),
    compare: pairStatistics,
    contentSha256: prepared.contentSha256,
    ...(owner !== undefined ? { owner } : {}),
    ...(onProgress ? { onProgress } : {}),
    ...(plan
      ? {
          verification: {
            plan: { ...plan, owner: owner ?? null },
            ...(queueLimit !== undefined ? { queueLimit } : {}),
          },
        }
      : {}),
  });
}

/**
 * Scores a bundle with the evaluator and stores it, queueing its verification when it carries
 * its suites: the one entry of an ingest, for `tsb ingest`, `tsb seed` and the upload route's
 * scoring process. A bundle already stored is not scored again.
 */
export async function ingestBundle(
  db: Db,
  bundle: BundleReader,
  { owner, queueLimit, ...options }: IngestOptions = {},
): Promise<IngestResult> {
  const prepared = await prepareIngest(db, bundle, options);
  if (prepared.kind === "stored") return { id: prepared.id, created: false };
  const { id, created } = await commitIngest(db, prepared, {
    ...(owner !== undefined ? { owner } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(queueLimit !== undefined ? { queueLimit } : {}),
  });
  return created ? { id, created, report: prepared.scored.report } : { id, created };
}
