import type { ConfirmPlanStep, VerificationPlan } from "../../evaluator/verify/job-plan.ts";

/** The queue's step that plans an instance's confirmation runs (the evaluator's name for it). */
export const CONFIRM_PLAN_STEP: ConfirmPlanStep = "plan/confirm";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { verificationJobs } from "../schema.ts";
import { StoreError } from "../store-error.ts";

/** What to verify (the evaluator's plan) and whose upload it was. */
export type JobPlan = VerificationPlan & { owner: string | null };

/** Too many of one owner's jobs wait already (the upload answers 429). */
export class QueueFullError extends StoreError {}

/** Jobs of `owner` not finished yet (queued or running). */
export function pendingJobsOf(db: Db, owner: string): number {
  return db
    .select({ n: count() })
    .from(verificationJobs)
    .where(
      and(
        eq(verificationJobs.owner, owner),
        inArray(verificationJobs.state, ["queued", "running"]),
      ),
    )
    .get()!.n;
}

/**
 * Queues a job for a stored submission: the job, its files and one task per planned run. Call
 * inside the transaction that stores the submission, so both are written or neither. Refuses
 * with QueueFullError when `queueLimit` of the owner's jobs already wait.
 */
export function enqueueVerification(
  db: Db,
  submissionId: number,
  plan: JobPlan,
  queueLimit?: number,
  now: number = Date.now(),
): number {
  const client = db.$client;
  if (plan.owner !== null && queueLimit !== undefined) {
    const waiting = pendingJobsOf(db, plan.owner);
    if (waiting >= queueLimit)
      throw new QueueFullError(
        `'${plan.owner}' already has ${waiting} submissions waiting for verification (the limit is ${queueLimit}); try again when one has finished`,
      );
  }
  const { id } = client
    .prepare(
      `INSERT INTO verification_jobs (submission_id, kind, state, owner, reference_runs, runs_total, created_at, claimed_json,
         claimed_environment_json, seed)
       VALUES (@submissionId, @kind, 'queued', @owner, @referenceRuns, @runsTotal, @now, @claimed,
         @claimedEnvironment, @seed) RETURNING id`,
    )
    .get({
      submissionId,
      kind: plan.kind,
      owner: plan.owner,
      referenceRuns: plan.referenceRuns,
      runsTotal: plan.runs.filter((r) => r.run !== CONFIRM_PLAN_STEP).length,
      seed: plan.seed,
      now,
      claimed: plan.claimed ? JSON.stringify(plan.claimed) : null,
      claimedEnvironment: plan.claimedEnvironment ? JSON.stringify(plan.claimedEnvironment) : null,
    }) as { id: number };
  const insertFile = client.prepare(
    "INSERT INTO verification_files (job_id, instance_slug, path, content) VALUES (@id, @instance, @path, @content)",
  );
  for (const file of plan.files) insertFile.run({ id, ...file });
  const insertTask = client.prepare(
    `INSERT INTO verification_tasks (job_id, instance_slug, run, position, state)
     VALUES (@id, @instance, @run, @position, 'queued')`,
  );
  plan.runs.forEach((run, position) => insertTask.run({ id, ...run, position }));
  return id;
}
