import type { Db } from "../client.ts";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import {
  auditLog,
  submissions,
  verificationJobs,
  verificationTasks,
  type VerificationJob,
} from "../schema.ts";
import type { JobState } from "./jobs.ts";

/** A job that ended, with what a repair needs to judge whether the machine was to blame. */
export interface EndedJob {
  jobId: number;
  submissionId: number;
  state: Extract<JobState, "failed" | "disputed" | "verified">;
  kind: VerificationJob["kind"];
  error: string | null;
  bundleSha256: string | null;
  /** The job's reference runs: a broken machine shows in them first. */
  referenceRuns: Array<{ instance: string; run: string; log: string | null; wroteJunit: boolean }>;
}

const ENDED: Array<EndedJob["state"]> = ["failed", "disputed", "verified"];

/** Jobs that ended failed, disputed or verified (a suites-only job is verified by its runs alone). */
export function endedJobs(db: Db): EndedJob[] {
  const j = verificationJobs;
  const t = verificationTasks;
  const jobs = db
    .select({
      jobId: j.id,
      submissionId: j.submissionId,
      state: j.state,
      kind: j.kind,
      error: j.error,
      bundleSha256: submissions.bundleSha256,
    })
    .from(j)
    .innerJoin(submissions, eq(submissions.id, j.submissionId))
    .where(inArray(j.state, ENDED))
    .orderBy(j.id)
    .all();
  return jobs.map(({ state, ...job }) => ({
    ...job,
    // The filter above keeps only these states; the select's type cannot narrow to them.
    state: state as EndedJob["state"],
    referenceRuns: db
      .select({
        instance: t.instanceSlug,
        run: t.run,
        log: t.log,
        wroteJunit: sql<boolean>`${t.junit} IS NOT NULL`.mapWith(Boolean),
      })
      .from(t)
      .where(and(eq(t.jobId, job.jobId), eq(t.state, "done"), like(t.run, "reference/%")))
      .orderBy(t.position)
      .all(),
  }));
}

/**
 * Puts an ended job back in the queue as if it had never run: every run queued again with its
 * result dropped, the decision and error cleared, recorded in the audit log with the reason.
 * Inside the caller's transaction (ingest/verification-scores.ts, which also shows the
 * bundle's own scores again); false when the job had changed meanwhile.
 */
export function reopenJob(
  db: Db,
  job: Pick<EndedJob, "jobId" | "submissionId" | "state">,
  reason: string,
): boolean {
  const changed = db
    .update(verificationJobs)
    .set({ state: "queued", startedAt: null, finishedAt: null, error: null, outcomeJson: null })
    .where(and(eq(verificationJobs.id, job.jobId), eq(verificationJobs.state, job.state)))
    .run().changes;
  if (changed === 0) return false;
  db.update(verificationTasks)
    .set({
      state: "queued",
      attempts: 0,
      leaseToken: null,
      leaseExpiresAt: null,
      worker: null,
      startedAt: null,
      finishedAt: null,
      exitCode: null,
      timedOut: null,
      durationSec: null,
      junit: null,
      log: null,
    })
    .where(eq(verificationTasks.jobId, job.jobId))
    .run();
  db.insert(auditLog)
    .values({
      submissionId: job.submissionId,
      action: "requeue-verification",
      actor: "tsb worker",
      reason,
    })
    .run();
  return true;
}
