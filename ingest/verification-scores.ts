import type { ScoredBundle } from "../evaluator/types.ts";
import { loadCatalog } from "../db/catalog.ts";
import type { Db } from "../db/client.ts";
import type { ComparePairs } from "../db/comparisons.ts";
import { eq } from "drizzle-orm";
import { instanceCoverage, mutantReach } from "../db/coverage-schema.ts";
import {
  generatedTests,
  mutantMessages,
  mutantResults,
  submissionFiles,
  submissionInstances,
  submissions,
} from "../db/schema.ts";
import { writeComparisons, writeScoreRecords } from "../db/score-records.ts";
import { decideJob, type JobOutcome, type JobRecord } from "../db/verification/jobs.ts";
import { reopenJob, type EndedJob } from "../db/verification/requeue.ts";
import { summaryColumns } from "../db/summary-columns.ts";
import { writeInstances } from "../db/write-scored.ts";
import { restoreTrajectorySteps } from "../db/write-trajectories.ts";
import { reachOfMutants } from "./mutant-reach.ts";

/**
 * The verification store: where the site's own runs replace what a bundle claimed, written by
 * the same writers an ingest uses (db/write-scored.ts, db/score-records.ts).
 */

/**
 * Records a job's decision and, in the same immediate transaction, replaces the submission's
 * displayed scores with the site's runs: the headline figures, per-instance scores, tests, kill
 * matrix, messages and logs. What the bundle claimed stays on the job (`claimed_json`). With
 * `compare`, the submission's bootstrap replicates and its paired comparisons are recomputed
 * from the site's figures too, so rank ranges rest on what the site measured. False when the
 * job had already ended.
 */
export function decideVerification(
  db: Db,
  job: JobRecord,
  state: "verified" | "disputed",
  scored: ScoredBundle,
  outcome: JobOutcome,
  compare?: ComparePairs,
): boolean {
  return db.$client
    .transaction(() => {
      if (!decideJob(db, job.id, state, outcome)) return false;
      replaceScores(db, job.submissionId, scored, compare);
      return true;
    })
    .immediate();
}

/**
 * Puts an ended job back in the queue as if it had never run (db/verification/requeue.ts)
 * and, when the decision had replaced the displayed figures, shows the bundle's own scores
 * (`claimed`, re-scored from the bundle) again. One transaction; false when the job had
 * changed meanwhile.
 */
export function requeueVerification(
  db: Db,
  job: Pick<EndedJob, "jobId" | "submissionId" | "state">,
  reason: string,
  claimed: ScoredBundle | null,
  compare?: ComparePairs,
): boolean {
  return db.$client
    .transaction(() => {
      if (!reopenJob(db, job, reason)) return false;
      if (claimed) replaceScores(db, job.submissionId, claimed, compare);
      return true;
    })
    .immediate();
}

/**
 * Replaces a submission's displayed scores with `scored`, in the caller's transaction: the
 * site's runs when a job is decided, or the bundle's own claim again when a decision caused by
 * a machine fault is undone.
 */
function replaceScores(
  db: Db,
  submissionId: number,
  scored: ScoredBundle,
  compare: ComparePairs | undefined,
): void {
  const { benchmarkId } = db
    .select({ benchmarkId: submissions.benchmarkId })
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .get()!;
  for (const table of [
    mutantMessages,
    mutantResults,
    generatedTests,
    submissionInstances,
    submissionFiles,
    mutantReach,
    instanceCoverage,
  ])
    db.delete(table).where(eq(table.submissionId, submissionId)).run();
  // The same columns and rows the store writes for an upload.
  db.update(submissions)
    .set(summaryColumns(scored.report.summary))
    .where(eq(submissions.id, submissionId))
    .run();
  writeInstances(db, submissionId, loadCatalog(db, benchmarkId), scored, reachOfMutants(db));
  // The trajectories are the bundle's and stay; the steps they gave stay with them.
  restoreTrajectorySteps(db, submissionId);
  // Intervals, revision, codegen passes, a history row and the pairwise comparisons for the
  // site's figures, as at ingest.
  writeScoreRecords(db, submissionId, benchmarkId, scored);
  if (compare)
    writeComparisons(db, submissionId, benchmarkId, compare, scored.mutationScoreReplicates);
}
