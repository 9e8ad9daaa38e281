import { randomUUID } from "node:crypto";
import os from "node:os";
import type { Db } from "../index.ts";

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

/** Tries a run gets (a worker dying with it each time) before its job is failed. */
export const MAX_ATTEMPTS = 3;

/** `host:pid:random`: lets a restarted worker on the same host reclaim a dead one's leases at once. */
export function workerName(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Leases the next runnable task: the oldest job first, in plan order (the job's seeded random
 * order), an instance's `plan/confirm` step only once its other first-pass runs are all done.
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
  const client = db.$client;
  // An idle worker polls: look before taking the write lock, which uploads also need.
  if (
    client.prepare("SELECT 1 FROM verification_tasks WHERE state = 'queued' LIMIT 1").get() ===
    undefined
  )
    return null;
  return client
    .transaction(() => {
      const row = client
        .prepare(
          `SELECT t.id, t.job_id AS jobId, j.submission_id AS submissionId, t.instance_slug AS instance, t.run,
             t.attempts, t.select_tests AS selectTests
           FROM verification_tasks t JOIN verification_jobs j ON j.id = t.job_id
             JOIN submissions s ON s.id = j.submission_id
           WHERE t.state = 'queued' AND j.state IN ('queued', 'running')
             AND (@benchmarks IS NULL OR s.benchmark_id IN (SELECT value FROM json_each(@benchmarks)))
             AND (t.run NOT LIKE 'plan/%' OR NOT EXISTS (
               SELECT 1 FROM verification_tasks r
               WHERE r.job_id = t.job_id AND r.instance_slug = t.instance_slug
                 AND (r.run LIKE 'reference/%' OR r.run LIKE 'mutants/%') AND r.state <> 'done'))
           ORDER BY t.job_id, t.position LIMIT 1`,
        )
        .get({ benchmarks: benchmarkIds ? JSON.stringify(benchmarkIds) : null }) as
        | (Omit<LeasedTask, "taskId" | "token" | "select"> & {
            id: number;
            selectTests: string | null;
          })
        | undefined;
      if (!row) return null;
      const token = randomUUID();
      client
        .prepare(
          `UPDATE verification_tasks SET state = 'running', lease_token = @token, lease_expires_at = @expires,
             worker = @worker, started_at = @now, attempts = attempts + 1 WHERE id = @id`,
        )
        .run({ token, expires: now + leaseMs, worker, now, id: row.id });
      client
        .prepare(
          `UPDATE verification_jobs SET state = 'running', started_at = COALESCE(started_at, @now)
           WHERE id = @jobId AND state = 'queued'`,
        )
        .run({ now, jobId: row.jobId });
      const { id, selectTests, ...rest } = row;
      return {
        ...rest,
        taskId: id,
        token,
        attempts: row.attempts + 1,
        select: selectTests === null ? null : (JSON.parse(selectTests) as string[]),
      };
    })
    .immediate();
}

/** Extends a lease the worker still holds; false when it was lost (expired and taken back). */
export function renewLease(db: Db, task: LeasedTask, leaseMs: number, now = Date.now()): boolean {
  return (
    db.$client
      .prepare(
        `UPDATE verification_tasks SET lease_expires_at = @expires
         WHERE id = @id AND lease_token = @token AND state = 'running'`,
      )
      .run({ expires: now + leaseMs, id: task.taskId, token: task.token }).changes === 1
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
    db.$client
      .prepare(
        `UPDATE verification_tasks SET state = 'done', lease_token = NULL, lease_expires_at = NULL,
           finished_at = @now, exit_code = @exitCode, timed_out = @timedOut, duration_sec = @durationSec,
           junit = @junit, log = @log, environment = @environment,
           select_tests = COALESCE(@select, select_tests), not_reached = @notReached
         WHERE id = @id AND lease_token = @token AND state = 'running'`,
      )
      .run({
        now,
        exitCode: result.exitCode,
        timedOut: result.timedOut ? 1 : 0,
        durationSec: result.durationSec,
        junit: result.junit,
        log: result.log,
        environment: result.environment ?? null,
        select: result.select ? JSON.stringify(result.select) : null,
        notReached: result.notReached ? 1 : null,
        id: task.taskId,
        token: task.token,
      }).changes === 1
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
  const client = db.$client;
  return client
    .transaction(() => {
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
      const { next } = client
        .prepare(
          "SELECT COALESCE(MAX(position), 0) + 1 AS next FROM verification_tasks WHERE job_id = @jobId",
        )
        .get({ jobId: task.jobId }) as { next: number };
      const insert = client.prepare(
        `INSERT OR IGNORE INTO verification_tasks (job_id, instance_slug, run, position, state, select_tests)
         VALUES (@jobId, @instance, @run, @position, 'queued', @select)`,
      );
      let added = 0;
      runs.forEach((r, i) => {
        added += insert.run({
          jobId: task.jobId,
          instance: task.instance,
          run: r.run,
          position: next + i,
          select: JSON.stringify(r.select),
        }).changes;
      });
      client
        .prepare("UPDATE verification_jobs SET runs_total = runs_total + @added WHERE id = @jobId")
        .run({ added, jobId: task.jobId });
      return true;
    })
    .immediate();
}

/** Gives a task back unrun (the worker is stopping, or the run could not start). */
export function releaseTask(db: Db, task: LeasedTask): void {
  db.$client
    .prepare(
      `UPDATE verification_tasks SET state = 'queued', lease_token = NULL, lease_expires_at = NULL, worker = NULL
       WHERE id = @id AND lease_token = @token AND state = 'running'`,
    )
    .run({ id: task.taskId, token: task.token });
}

/**
 * Puts back in the queue every running task whose lease has expired, or whose worker ran on this
 * host under a process id that no longer exists (a worker killed with -9 and restarted). Only
 * leases are lost: finished runs stay done. A task that has used up its attempts fails its job.
 */
export function reclaimLeases(db: Db, now = Date.now()): number {
  const client = db.$client;
  const host = os.hostname();
  const lost = (task: { worker: string | null; expires: number | null }) =>
    task.expires === null || task.expires < now || deadOnThisHost(task.worker, host);
  // Looked at first without the write lock: nearly always nothing is lost.
  const peek = client
    .prepare(
      "SELECT worker, lease_expires_at AS expires FROM verification_tasks WHERE state = 'running'",
    )
    .all() as Array<{ worker: string | null; expires: number | null }>;
  if (!peek.some(lost)) return 0;
  return client
    .transaction(() => {
      const running = client
        .prepare(
          `SELECT id, job_id AS jobId, worker, lease_expires_at AS expires, attempts, instance_slug AS instance, run
           FROM verification_tasks WHERE state = 'running'`,
        )
        .all() as Array<{
        id: number;
        jobId: number;
        worker: string | null;
        expires: number | null;
        attempts: number;
        instance: string;
        run: string;
      }>;
      let reclaimed = 0;
      for (const task of running) {
        if (!lost(task)) continue;
        reclaimed++;
        client
          .prepare(
            `UPDATE verification_tasks SET state = 'queued', lease_token = NULL, lease_expires_at = NULL, worker = NULL
             WHERE id = @id`,
          )
          .run({ id: task.id });
        if (task.attempts >= MAX_ATTEMPTS)
          client
            .prepare(
              `UPDATE verification_jobs SET state = 'failed', finished_at = @now, error = @error
               WHERE id = @jobId AND state IN ('queued', 'running')`,
            )
            .run({
              now,
              jobId: task.jobId,
              error: `${task.instance}/${task.run}: started ${task.attempts} times without finishing (each time its worker stopped or lost its lease)`,
            });
      }
      return reclaimed;
    })
    .immediate();
}

function deadOnThisHost(worker: string | null, host: string): boolean {
  if (worker === null) return true;
  const [workerHost, pid] = worker.split(":");
  if (workerHost !== host || pid === undefined || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
