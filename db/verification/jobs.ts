import type { ClaimView } from "../../evaluator/verify/claim.ts";
import type { Comparison } from "../../evaluator/verify/compare.ts";
import type { BundleEnvironment } from "../../evaluator/environment/provenance.ts";
import type { RunEnvironment } from "../../evaluator/verify/run-environment.ts";
import type { Db } from "../index.ts";
import { StoreError } from "../store-error.ts";
import { OPEN_JOB_STATES } from "./reclaim.ts";
import { and, eq, inArray, like, ne, notExists, notLike } from "drizzle-orm";
import {
  auditLog,
  benchmarks,
  submissions,
  verificationFiles,
  verificationJobs,
  verificationTasks,
  type VerificationJob,
} from "../schema.ts";

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
  const j = verificationJobs;
  const row = db
    .select({
      id: j.id,
      submissionId: j.submissionId,
      kind: j.kind,
      state: j.state,
      owner: j.owner,
      referenceRuns: j.referenceRuns,
      runsTotal: j.runsTotal,
      seed: j.seed,
      benchmark: { name: benchmarks.name, version: benchmarks.version },
      submissionJson: submissions.submissionJson,
      claimedJson: j.claimedJson,
    })
    .from(j)
    .innerJoin(submissions, eq(submissions.id, j.submissionId))
    .innerJoin(benchmarks, eq(benchmarks.id, submissions.benchmarkId))
    .where(eq(j.id, jobId))
    .get();
  if (!row) return null;
  const { claimedJson, submissionJson, ...rest } = row;
  // Only scored bundles are queued, and the writer stores their submission.json with them.
  if (submissionJson === null)
    throw new StoreError(`verification job ${jobId}: its submission has no submission.json`);
  return {
    ...rest,
    submissionJson,
    claimed: claimedJson === null ? null : (JSON.parse(claimedJson) as ClaimView),
  };
}

/** The job of a submission, or null. */
export function jobOfSubmission(db: Db, submissionId: number): number | null {
  const row = db
    .select({ id: verificationJobs.id })
    .from(verificationJobs)
    .where(eq(verificationJobs.submissionId, submissionId))
    .get();
  return row?.id ?? null;
}

/** The job's files (suites, run.json, codegen.xml), per instance. */
export function jobFiles(
  db: Db,
  jobId: number,
): Array<{ instance: string; path: string; content: Buffer }> {
  const f = verificationFiles;
  return db
    .select({ instance: f.instanceSlug, path: f.path, content: f.content })
    .from(f)
    .where(eq(f.jobId, jobId))
    .orderBy(f.instanceSlug, f.path)
    .all();
}

/** Every finished run of the job, in plan order (the confirmation-planning steps left out). */
export function jobRuns(db: Db, jobId: number, instance?: string): JobRun[] {
  const t = verificationTasks;
  const rows = db
    .select({
      instance: t.instanceSlug,
      run: t.run,
      exitCode: t.exitCode,
      timedOut: t.timedOut,
      durationSec: t.durationSec,
      junit: t.junit,
      log: t.log,
      selectTests: t.selectTests,
      environment: t.environment,
      notReached: t.notReached,
    })
    .from(t)
    .where(
      and(
        eq(t.jobId, jobId),
        eq(t.state, "done"),
        notLike(t.run, "plan/%"),
        instance === undefined ? undefined : eq(t.instanceSlug, instance),
      ),
    )
    .orderBy(t.position)
    .all();
  return rows.map(({ selectTests, ...r }) => ({
    ...r,
    timedOut: r.timedOut === true,
    notReached: r.notReached === true,
    select: selectTests === null ? null : (JSON.parse(selectTests) as string[]),
  }));
}

/** The durations of an instance's finished reference runs: its mutants' timeout comes from them. */
export function referenceDurations(db: Db, jobId: number, instance: string): number[] {
  const t = verificationTasks;
  const rows = db
    .select({ durationSec: t.durationSec })
    .from(t)
    .where(
      and(
        eq(t.jobId, jobId),
        eq(t.instanceSlug, instance),
        like(t.run, "reference/%"),
        eq(t.state, "done"),
      ),
    )
    .all();
  return rows.map((r) => r.durationSec ?? 0);
}

/** Open jobs whose every run is done: they wait only for the comparison. */
export function jobsToFinish(db: Db): number[] {
  const j = verificationJobs;
  const t = verificationTasks;
  const notDone = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.jobId, j.id), ne(t.state, "done")));
  const rows = db
    .select({ id: j.id })
    .from(j)
    .where(and(inArray(j.state, OPEN_JOB_STATES), notExists(notDone)))
    .orderBy(j.id)
    .all();
  return rows.map((r) => r.id);
}

/** Whether any job still has runs to do (what `tsb worker --once` waits for). */
export function hasOpenWork(db: Db): boolean {
  const j = verificationJobs;
  return (
    db.select({ id: j.id }).from(j).where(inArray(j.state, OPEN_JOB_STATES)).limit(1).get() !==
    undefined
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
  return db.transaction(() => closeJob(db, jobId, { state, now, error: reason, outcome: null }), {
    behavior: "immediate",
  });
}

/**
 * Ends an open job (queued or running) and cancels its runs not done, inside the caller's
 * transaction. `outcome: null` keeps what the job has. False when the job had already ended.
 */
function closeJob(
  db: Db,
  jobId: number,
  end: { state: JobState; now: number; error: string | null; outcome: string | null },
): boolean {
  const j = verificationJobs;
  const changed = db
    .update(j)
    .set({
      state: end.state,
      finishedAt: end.now,
      error: end.error,
      ...(end.outcome === null ? {} : { outcomeJson: end.outcome }),
    })
    .where(and(eq(j.id, jobId), inArray(j.state, OPEN_JOB_STATES)))
    .run().changes;
  if (changed === 0) return false;
  db.update(verificationTasks)
    .set({ state: "cancelled", leaseToken: null, leaseExpiresAt: null })
    .where(and(eq(verificationTasks.jobId, jobId), ne(verificationTasks.state, "done")))
    .run();
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
  return db.transaction(
    (tx) => {
      const jobId = jobOfSubmission(db, submissionId);
      if (jobId === null || !endJob(db, jobId, "cancelled", `cancelled by ${actor}: ${reason}`))
        return false;
      tx.insert(auditLog)
        .values({ submissionId, action: "cancel-verification", actor, reason })
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}
