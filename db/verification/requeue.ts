import type { Db } from "../client.ts";
import type { VerificationJob } from "../schema.ts";
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

/** Jobs that ended failed, disputed or verified (a suites-only job is verified by its runs alone). */
export function endedJobs(db: Db): EndedJob[] {
  const jobs = db.$client
    .prepare(
      `SELECT j.id AS jobId, j.submission_id AS submissionId, j.state, j.kind, j.error, s.bundle_sha256 AS bundleSha256
       FROM verification_jobs j JOIN submissions s ON s.id = j.submission_id
       WHERE j.state IN ('failed', 'disputed', 'verified') ORDER BY j.id`,
    )
    .all() as Array<Omit<EndedJob, "referenceRuns">>;
  const runs = db.$client.prepare(
    `SELECT instance_slug AS instance, run, log, junit IS NOT NULL AS wroteJunit FROM verification_tasks
     WHERE job_id = @jobId AND state = 'done' AND run LIKE 'reference/%' ORDER BY position`,
  );
  return jobs.map((job) => ({
    ...job,
    referenceRuns: (
      runs.all({ jobId: job.jobId }) as Array<{
        instance: string;
        run: string;
        log: string | null;
        wroteJunit: number;
      }>
    ).map((r) => ({ ...r, wroteJunit: r.wroteJunit === 1 })),
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
  const client = db.$client;
  const changed = client
    .prepare(
      `UPDATE verification_jobs SET state = 'queued', started_at = NULL, finished_at = NULL,
         error = NULL, outcome_json = NULL WHERE id = @jobId AND state = @state`,
    )
    .run({ jobId: job.jobId, state: job.state }).changes;
  if (changed === 0) return false;
  client
    .prepare(
      `UPDATE verification_tasks SET state = 'queued', attempts = 0, lease_token = NULL,
         lease_expires_at = NULL, worker = NULL, started_at = NULL, finished_at = NULL,
         exit_code = NULL, timed_out = NULL, duration_sec = NULL, junit = NULL, log = NULL
       WHERE job_id = @jobId`,
    )
    .run({ jobId: job.jobId });
  client
    .prepare(
      `INSERT INTO audit_log (submission_id, action, actor, reason)
       VALUES (@submissionId, 'requeue-verification', 'tsb worker', @reason)`,
    )
    .run({ submissionId: job.submissionId, reason });
  return true;
}
