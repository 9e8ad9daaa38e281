import type { ScoredBundle } from "../../evaluator/types.ts";
import type { ComparePairs } from "../comparisons.ts";
import type { Db } from "../index.ts";
import { loadCatalog } from "../catalog.ts";
import { eq } from "drizzle-orm";
import { submissions } from "../schema.ts";
import { recordIngest } from "../score-records.ts";
import { summaryColumns, writeInstances } from "../store-scored.ts";
import { decideJob, type JobOutcome, type JobRecord } from "./jobs.ts";

/**
 * Records a job's decision and, in the same immediate transaction, replaces the submission's
 * displayed scores with the site's runs: the headline figures, per-instance scores, tests, kill
 * matrix, messages and logs, written by the same code that stores an uploaded bundle. What the
 * bundle claimed stays on the job (`claimed_json`). With `compare`, the submission's bootstrap
 * replicates and its paired comparisons are recomputed from the site's figures too, so rank
 * ranges rest on what the site measured. False when the job had already ended.
 */
export function decideVerification(
  db: Db,
  job: JobRecord,
  state: "verified" | "disputed",
  scored: ScoredBundle,
  outcome: JobOutcome,
  compare?: ComparePairs,
): boolean {
  const client = db.$client;
  return client
    .transaction(() => {
      if (!decideJob(db, job.id, state, outcome)) return false;
      replaceScores(db, job.submissionId, scored, compare);
      return true;
    })
    .immediate();
}

/**
 * Replaces a submission's displayed scores with `scored`, in the caller's transaction: the
 * site's runs when a job is decided, or the bundle's own claim again when a decision caused by
 * a machine fault is undone (requeue.ts).
 */
export function replaceScores(
  db: Db,
  submissionId: number,
  scored: ScoredBundle,
  compare: ComparePairs | undefined,
): void {
  const client = db.$client;
  const { benchmark_id: benchmarkId } = client
    .prepare("SELECT benchmark_id FROM submissions WHERE id = @submissionId")
    .get({ submissionId }) as { benchmark_id: number };
  for (const table of [
    "mutant_reach",
    "instance_coverage",
    "mutant_messages",
    "mutant_results",
    "generated_tests",
    "submission_instances",
    "submission_files",
  ])
    client
      .prepare(`DELETE FROM ${table} WHERE submission_id = @submissionId`)
      .run({ submissionId });
  // The same columns and rows the store writes for an upload.
  db.update(submissions)
    .set(summaryColumns(scored.report.summary))
    .where(eq(submissions.id, submissionId))
    .run();
  writeInstances(db, submissionId, loadCatalog(db, benchmarkId), scored);
  // Intervals, revision, codegen passes, a history row and the pairwise comparisons for the
  // site's figures, as at ingest.
  recordIngest(db, submissionId, benchmarkId, scored, compare);
}
