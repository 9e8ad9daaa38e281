import type { ClaimView } from "../../evaluator/verify/claim.ts";
import type { Comparison } from "../../evaluator/verify/compare.ts";
import type { BundleEnvironment } from "../../evaluator/environment/provenance.ts";
import type { RunEnvironment } from "../../evaluator/verify/run-environment.ts";
import type { Db } from "../index.ts";
import type { VerificationJob } from "../schema.ts";

export type JobState = VerificationJob["state"];

/** A job's runs, as the worker needs them to assemble the re-run bundle. */
export interface JobRun {
  instance: string;
  run: string;
  /** A confirmation run's selected tests. */
  select: string[] | null;
  exitCode: number | null;
  timedOut: boolean;
  durationSec: number | null;
  junit: Buffer | null;
  log: string | null;
  /** The image digest it ran in, or `host`; null for a run recorded before runs said. */
  environment: string | null;
  /** Covering-tests mode: a mutant no test reached, not run. */
  notReached: boolean;
}

export interface JobRecord {
  id: number;
  submissionId: number;
  kind: VerificationJob["kind"];
  state: JobState;
  owner: string | null;
  referenceRuns: number;
  runsTotal: number;
  /** The protocol seed (null only for a job queued before the protocol had one). */
  seed: string | null;
  benchmark: { name: string; version: string };
  /** submission.json as stored. */
  submissionJson: string;
  claimed: ClaimView | null;
}

/** What the worker and the API read about one job; null when there is none. */
export function getJob(db: Db, jobId: number): JobRecord | null {
  const row = db.$client
    .prepare(
      `SELECT j.id, j.submission_id AS submissionId, j.kind, j.state, j.owner, j.reference_runs AS referenceRuns,
         j.runs_total AS runsTotal, j.seed, b.name AS benchmarkName, b.version AS benchmarkVersion,
         s.submission_json AS submissionJson, j.claimed_json AS claimedJson
       FROM verification_jobs j JOIN submissions s ON s.id = j.submission_id JOIN benchmarks b ON b.id = s.benchmark_id
       WHERE j.id = @jobId`,
    )
    .get({ jobId }) as
    | (Omit<JobRecord, "benchmark" | "claimed"> & {
        benchmarkName: string;
        benchmarkVersion: string;
        claimedJson: string | null;
      })
    | undefined;
  if (!row) return null;
  const { benchmarkName, benchmarkVersion, claimedJson, ...rest } = row;
  return {
    ...rest,
    benchmark: { name: benchmarkName, version: benchmarkVersion },
    claimed: claimedJson === null ? null : (JSON.parse(claimedJson) as ClaimView),
  };
}

/** The job of a submission, or null. */
export function jobOfSubmission(db: Db, submissionId: number): number | null {
  const row = db.$client
    .prepare("SELECT id FROM verification_jobs WHERE submission_id = @submissionId")
    .get({ submissionId }) as { id: number } | undefined;
  return row?.id ?? null;
}

/** The job's files (suites, run.json, codegen.xml), per instance. */
export function jobFiles(
  db: Db,
  jobId: number,
): Array<{ instance: string; path: string; content: Buffer }> {
  return db.$client
    .prepare(
      `SELECT instance_slug AS instance, path, content FROM verification_files WHERE job_id = @jobId
       ORDER BY instance_slug, path`,
    )
    .all({ jobId }) as Array<{ instance: string; path: string; content: Buffer }>;
}

/** Every finished run of the job, in plan order (the confirmation-planning steps left out). */
export function jobRuns(db: Db, jobId: number, instance?: string): JobRun[] {
  const rows = db.$client
    .prepare(
      `SELECT instance_slug AS instance, run, exit_code AS exitCode, timed_out AS timedOut,
         duration_sec AS durationSec, junit, log, select_tests AS selectTests, environment,
         not_reached AS notReached
       FROM verification_tasks WHERE job_id = @jobId AND state = 'done' AND run NOT LIKE 'plan/%'
         AND (@instance IS NULL OR instance_slug = @instance)
       ORDER BY position`,
    )
    .all({ jobId, instance: instance ?? null }) as Array<
    Omit<JobRun, "timedOut" | "select" | "notReached"> & {
      timedOut: number | null;
      selectTests: string | null;
      notReached: number | null;
    }
  >;
  return rows.map(({ selectTests, ...r }) => ({
    ...r,
    timedOut: r.timedOut === 1,
    notReached: r.notReached === 1,
    select: selectTests === null ? null : (JSON.parse(selectTests) as string[]),
  }));
}

/** The durations of an instance's finished reference runs: its mutants' timeout comes from them. */
export function referenceDurations(db: Db, jobId: number, instance: string): number[] {
  const rows = db.$client
    .prepare(
      `SELECT duration_sec AS d FROM verification_tasks
       WHERE job_id = @jobId AND instance_slug = @instance AND run LIKE 'reference/%' AND state = 'done'`,
    )
    .all({ jobId, instance }) as Array<{ d: number | null }>;
  return rows.map((r) => r.d ?? 0);
}

/** Open jobs whose every run is done: they wait only for the comparison. */
export function jobsToFinish(db: Db): number[] {
  const rows = db.$client
    .prepare(
      `SELECT j.id FROM verification_jobs j WHERE j.state IN ('queued', 'running')
         AND NOT EXISTS (SELECT 1 FROM verification_tasks t WHERE t.job_id = j.id AND t.state <> 'done')
       ORDER BY j.id`,
    )
    .all() as Array<{ id: number }>;
  return rows.map((r) => r.id);
}

/** Whether any job still has runs to do (what `tsb worker --once` waits for). */
export function hasOpenWork(db: Db): boolean {
  return (
    db.$client
      .prepare("SELECT 1 FROM verification_jobs WHERE state IN ('queued', 'running') LIMIT 1")
      .get() !== undefined
  );
}

/**
 * Ends an open job as failed, keeping the reason; runs not yet done are cancelled. False when the
 * job had already ended (another worker finished it first).
 */
export function failJob(db: Db, jobId: number, reason: string, now = Date.now()): boolean {
  return endJob(db, jobId, "failed", reason, now);
}

export function endJob(
  db: Db,
  jobId: number,
  state: "failed" | "cancelled",
  reason: string,
  now = Date.now(),
): boolean {
  return db.$client
    .transaction(() => closeJob(db, jobId, { state, now, error: reason, outcome: null }))
    .immediate();
}

/**
 * Ends an open job (queued or running) and cancels its runs not done, inside the caller's
 * transaction. `outcome: null` keeps what the job has. False when the job had already ended.
 */
function closeJob(
  db: Db,
  jobId: number,
  end: { state: string; now: number; error: string | null; outcome: string | null },
): boolean {
  const client = db.$client;
  const changed = client
    .prepare(
      `UPDATE verification_jobs
       SET state = @state, finished_at = @now, error = @error,
           outcome_json = COALESCE(@outcome, outcome_json)
       WHERE id = @jobId AND state IN ('queued', 'running')`,
    )
    .run({ ...end, jobId }).changes;
  if (changed === 0) return false;
  client
    .prepare(
      `UPDATE verification_tasks SET state = 'cancelled', lease_token = NULL, lease_expires_at = NULL
       WHERE job_id = @jobId AND state <> 'done'`,
    )
    .run({ jobId });
  return true;
}

/** What the comparison decided, kept on the job (`outcome_json`). */
export interface JobOutcome {
  /** Where the runs came from: this site's workers, or a batch run imported by an admin. */
  source: "worker" | "import";
  /** For result bundles; suites-only jobs have nothing to compare. */
  comparison: Comparison | null;
  warnings: string[];
  /** What the site's runs could use (sandbox, interpreters, tools), where the worker knew it. */
  environment?: RunEnvironment;
  /** Where the site's runs happened (recorded run by run), against the declared image. */
  ranIn?: BundleEnvironment;
}

/** Marks an open job verified or disputed (inside the caller's transaction). False if it had ended. */
export function decideJob(
  db: Db,
  jobId: number,
  state: "verified" | "disputed",
  outcome: JobOutcome,
  now = Date.now(),
): boolean {
  return closeJob(db, jobId, { state, now, error: null, outcome: JSON.stringify(outcome) });
}

/**
 * An admin stops a submission's verification: the job ends `cancelled` with the reason, its
 * unfinished runs are dropped, and the audit log records who and why, in one transaction. The
 * displayed figures stay what they were. False when there is no open job.
 */
export function cancelVerification(
  db: Db,
  submissionId: number,
  actor: string,
  reason: string,
): boolean {
  const client = db.$client;
  return client
    .transaction(() => {
      const jobId = jobOfSubmission(db, submissionId);
      if (jobId === null || !endJob(db, jobId, "cancelled", `cancelled by ${actor}: ${reason}`))
        return false;
      client
        .prepare(
          `INSERT INTO audit_log (submission_id, action, actor, reason)
           VALUES (@submissionId, 'cancel-verification', @actor, @reason)`,
        )
        .run({ submissionId, actor, reason });
      return true;
    })
    .immediate();
}
