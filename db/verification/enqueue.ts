import type { ConfirmPlanStep, VerificationPlan } from "../../evaluator/verify/job-plan.ts";

/** The queue's step that plans an instance's confirmation runs (the evaluator's name for it). */
export const CONFIRM_PLAN_STEP: ConfirmPlanStep = "plan/confirm";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { verificationFiles, verificationJobs, verificationTasks } from "../schema.ts";
import { OPEN_JOB_STATES } from "./reclaim.ts";
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
    .where(and(eq(verificationJobs.owner, owner), inArray(verificationJobs.state, OPEN_JOB_STATES)))
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
  if (plan.owner !== null && queueLimit !== undefined) {
    const waiting = pendingJobsOf(db, plan.owner);
    if (waiting >= queueLimit)
      throw new QueueFullError(
        `'${plan.owner}' already has ${waiting} submissions waiting for verification (the limit is ${queueLimit}); try again when one has finished`,
      );
  }
  const { id } = db
    .insert(verificationJobs)
    .values({
      submissionId,
      kind: plan.kind,
      state: "queued",
      owner: plan.owner,
      referenceRuns: plan.referenceRuns,
      runsTotal: plan.runs.filter((r) => r.run !== CONFIRM_PLAN_STEP).length,
      createdAt: now,
      claimedJson: plan.claimed ? JSON.stringify(plan.claimed) : null,
      claimedEnvironmentJson: plan.claimedEnvironment
        ? JSON.stringify(plan.claimedEnvironment)
        : null,
      seed: plan.seed,
    })
    .returning({ id: verificationJobs.id })
    .get();
  const files = plan.files.map((f) => ({
    jobId: id,
    instanceSlug: f.instance,
    path: f.path,
    content: f.content,
  }));
  for (const rows of chunks(files)) db.insert(verificationFiles).values(rows).run();
  const tasks = plan.runs.map((run, position) => ({
    jobId: id,
    instanceSlug: run.instance,
    run: run.run,
    position,
    state: "queued" as const,
  }));
  for (const rows of chunks(tasks)) db.insert(verificationTasks).values(rows).run();
  return id;
}

/**
 * Rows in batches of a multi-row insert: a full-scale job plans some 13,000 runs, and one
 * statement binds at most 32,766 values.
 */
function chunks<T>(rows: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
