import { randomUUID } from "node:crypto";
import os from "node:os";
import { and, eq, inArray, like, max, ne, notExists, notLike, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../index.ts";
import { submissions, verificationJobs, verificationTasks } from "../schema.ts";
import { OPEN_JOB_STATES } from "./reclaim.ts";

/** A task a worker holds: it runs it and reports with the token, or loses it when the lease ends. */
export interface LeasedTask {
  taskId: number;
  token: string;
  jobId: number;
  submissionId: number;
  instance: string;
  run: string;
  attempts: number;
  /** A confirmation run's selected tests, else null. */
  select: string[] | null;
}

export interface TaskResult {
  exitCode: number | null;
  timedOut: boolean;
  durationSec: number;
  junit: Buffer | null;
  log: string;
  /** The image digest the run happened in, or `host`. */
  environment?: string;
  /** Covering-tests mode: the tests the mutant's run was limited to (kept as its selection). */
  select?: readonly string[];
  /** Covering-tests mode: no test reached the mutant, so it was not run. */
  notReached?: true;
}

// Taking leases back lives beside this file; the worker imports it from here.
export { MAX_ATTEMPTS, reclaimLeases } from "./reclaim.ts";

/** `host:pid:random`: lets a restarted worker on the same host reclaim a dead one's leases at once. */
export function workerName(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Leases the next runnable task: the job with the fewest runs left first (queued or running;
 * then the oldest), in plan order (the job's seeded random order), an instance's `plan/confirm`
 * step only once its other first-pass runs are all done. Fewest runs left, so that one large job
 * (a bundle of a version with hundreds of mutants an instance takes hours) does not hold back
 * every small one queued behind it (the demo's seed queues all its bundles at once, whatever
 * their versions), and a job that is nearly done, whose confirmations have just been added, is
 * not left waiting behind one that has hours to go.
 * One immediate transaction, so two workers never lease the same task. With `benchmarkIds`,
 * only tasks of submissions to those benchmarks (the ones whose self-check passed on this worker).
 */
export function leaseTask(
  db: Db,
  worker: string,
  leaseMs: number,
  now = Date.now(),
  benchmarkIds?: readonly number[],
): LeasedTask | null {
  const t = verificationTasks;
  // An idle worker polls: look before taking the write lock, which uploads also need.
  const queued = db.select({ id: t.id }).from(t).where(eq(t.state, "queued")).limit(1).get();
  if (queued === undefined) return null;
  return db.transaction(
    (tx) => {
      const other = alias(verificationTasks, "other");
      const firstPassOpen = tx
        .select({ id: other.id })
        .from(other)
        .where(
          and(
            eq(other.jobId, t.jobId),
            eq(other.instanceSlug, t.instanceSlug),
            or(like(other.run, "reference/%"), like(other.run, "mutants/%")),
            ne(other.state, "done"),
          ),
        );
      const pending = alias(verificationTasks, "pending");
      const left = tx
        .select({ jobId: pending.jobId, runs: sql<number>`count(*)`.as("runs_left") })
        .from(pending)
        .where(inArray(pending.state, ["queued", "running"]))
        .groupBy(pending.jobId)
        .as("left");
      const row = tx
        .select({
          id: t.id,
          jobId: t.jobId,
          submissionId: verificationJobs.submissionId,
          instance: t.instanceSlug,
          run: t.run,
          attempts: t.attempts,
          selectTests: t.selectTests,
        })
        .from(t)
        .innerJoin(verificationJobs, eq(verificationJobs.id, t.jobId))
        .innerJoin(submissions, eq(submissions.id, verificationJobs.submissionId))
        .innerJoin(left, eq(left.jobId, t.jobId))
        .where(
          and(
            eq(t.state, "queued"),
            inArray(verificationJobs.state, OPEN_JOB_STATES),
            benchmarkIds ? inArray(submissions.benchmarkId, [...benchmarkIds]) : undefined,
            or(notLike(t.run, "plan/%"), notExists(firstPassOpen)),
          ),
        )
        .orderBy(sql`${left.runs}`, t.jobId, t.position)
        .limit(1)
        .get();
      if (!row) return null;
      const token = randomUUID();
      tx.update(t)
        .set({
          state: "running",
          leaseToken: token,
          leaseExpiresAt: now + leaseMs,
          worker,
          startedAt: now,
          attempts: sql`${t.attempts} + 1`,
        })
        .where(eq(t.id, row.id))
        .run();
      tx.update(verificationJobs)
        .set({ state: "running", startedAt: sql`COALESCE(${verificationJobs.startedAt}, ${now})` })
        .where(and(eq(verificationJobs.id, row.jobId), eq(verificationJobs.state, "queued")))
        .run();
      const { id, selectTests, ...rest } = row;
      return {
        ...rest,
        taskId: id,
        token,
        attempts: row.attempts + 1,
        select: selectTests === null ? null : (JSON.parse(selectTests) as string[]),
      };
    },
    { behavior: "immediate" },
  );
}

/** The task the lease names, while it is still running under that lease. */
const heldLease = (task: LeasedTask) =>
  and(
    eq(verificationTasks.id, task.taskId),
    eq(verificationTasks.leaseToken, task.token),
    eq(verificationTasks.state, "running"),
  );

/** Extends a lease the worker still holds; false when it was lost (expired and taken back). */
export function renewLease(db: Db, task: LeasedTask, leaseMs: number, now = Date.now()): boolean {
  return (
    db
      .update(verificationTasks)
      .set({ leaseExpiresAt: now + leaseMs })
      .where(heldLease(task))
      .run().changes === 1
  );
}

/**
 * Records a finished run — only from the worker that holds the lease on a running task, so a run
 * whose lease expired and was re-run is counted once. Returns whether it was accepted.
 */
export function completeTask(
  db: Db,
  task: LeasedTask,
  result: TaskResult,
  now = Date.now(),
): boolean {
  return (
    db
      .update(verificationTasks)
      .set({
        state: "done",
        leaseToken: null,
        leaseExpiresAt: null,
        finishedAt: now,
        exitCode: result.exitCode,
        timedOut: result.timedOut,
        durationSec: result.durationSec,
        junit: result.junit,
        log: result.log,
        environment: result.environment ?? null,
        // A run that was not given a selection keeps the one it was queued with.
        ...(result.select ? { selectTests: JSON.stringify(result.select) } : {}),
        notReached: result.notReached ? true : null,
      })
      .where(heldLease(task))
      .run().changes === 1
  );
}

/**
 * Ends an instance's `plan/confirm` step: queues its confirmation runs (after every run already
 * planned) and counts them in the job's total, in the transaction that marks the step done, so
 * the job cannot be finished between the two. False when the lease was lost.
 */
export function completePlanStep(
  db: Db,
  task: LeasedTask,
  runs: ReadonlyArray<{ run: string; select: readonly string[] }>,
  now = Date.now(),
): boolean {
  return db.transaction(
    (tx) => {
      const done = completeTask(
        db,
        task,
        {
          exitCode: 0,
          timedOut: false,
          durationSec: 0,
          junit: null,
          log: `planned ${runs.length} confirmation runs`,
        },
        now,
      );
      if (!done) return false;
      if (runs.length === 0) return true;
      const { last } = tx
        .select({ last: max(verificationTasks.position) })
        .from(verificationTasks)
        .where(eq(verificationTasks.jobId, task.jobId))
        .get() ?? { last: null };
      const next = (last ?? 0) + 1;
      const added = tx
        .insert(verificationTasks)
        .values(
          runs.map((r, i) => ({
            jobId: task.jobId,
            instanceSlug: task.instance,
            run: r.run,
            position: next + i,
            state: "queued" as const,
            selectTests: JSON.stringify(r.select),
          })),
        )
        .onConflictDoNothing()
        .run().changes;
      tx.update(verificationJobs)
        .set({ runsTotal: sql`${verificationJobs.runsTotal} + ${added}` })
        .where(eq(verificationJobs.id, task.jobId))
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/** Gives a task back unrun (the worker is stopping, or the run could not start). */
export function releaseTask(db: Db, task: LeasedTask): void {
  db.update(verificationTasks)
    .set({ state: "queued", leaseToken: null, leaseExpiresAt: null, worker: null })
    .where(heldLease(task))
    .run();
}
