import type { RunEnvironment } from "../../evaluator/verify/run-environment.ts";
import type { Db } from "../index.ts";
import type { EnvironmentCheck } from "../schema.ts";

/** A benchmark the queue has runs waiting for, as the worker's self-check needs it. */
export interface WaitingBenchmark {
  id: number;
  name: string;
  version: string;
}

/** Benchmarks with a queued run in an open job: the ones a worker must have checked to lease. */
export function benchmarksWaiting(db: Db): WaitingBenchmark[] {
  return db.$client
    .prepare(
      `SELECT DISTINCT b.id, b.name, b.version FROM verification_tasks t
       JOIN verification_jobs j ON j.id = t.job_id
       JOIN submissions s ON s.id = j.submission_id JOIN benchmarks b ON b.id = s.benchmark_id
       WHERE t.state = 'queued' AND j.state IN ('queued', 'running') ORDER BY b.id`,
    )
    .all() as WaitingBenchmark[];
}

export type CheckRecord = Omit<EnvironmentCheck, "environmentJson"> & {
  environment: RunEnvironment;
};

/** Records a self-check, replacing this host's previous one for the benchmark. */
export function recordCheck(db: Db, check: CheckRecord): void {
  const { environment, ...columns } = check;
  db.$client
    .prepare(
      `INSERT INTO environment_checks (benchmark_id, host, worker, status, fingerprint, build_key, reason,
         fix, environment_json, checked_at, duration_ms, runs, retry_at)
       VALUES (@benchmarkId, @host, @worker, @status, @fingerprint, @buildKey, @reason, @fix,
         @environmentJson, @checkedAt, @durationMs, @runs, @retryAt)
       ON CONFLICT (benchmark_id, host) DO UPDATE SET worker = excluded.worker, status = excluded.status,
         fingerprint = excluded.fingerprint, build_key = excluded.build_key, reason = excluded.reason,
         fix = excluded.fix, environment_json = excluded.environment_json, checked_at = excluded.checked_at,
         duration_ms = excluded.duration_ms, runs = excluded.runs, retry_at = excluded.retry_at`,
    )
    .run({ ...columns, environmentJson: JSON.stringify(environment) });
}

/** This host's last check of the benchmark, or null. */
export function lastCheck(db: Db, benchmarkId: number, host: string): CheckRecord | null {
  const row = db.$client
    .prepare(
      `SELECT benchmark_id AS benchmarkId, host, worker, status, fingerprint, build_key AS buildKey, reason,
         fix, environment_json AS environmentJson, checked_at AS checkedAt, duration_ms AS durationMs,
         runs, retry_at AS retryAt
       FROM environment_checks WHERE benchmark_id = @benchmarkId AND host = @host`,
    )
    .get({ benchmarkId, host }) as EnvironmentCheck | undefined;
  if (!row) return null;
  const { environmentJson, ...rest } = row;
  return { ...rest, environment: JSON.parse(environmentJson) as RunEnvironment };
}

/** The benchmark a job's submission is for. */
export function benchmarkOfJob(db: Db, jobId: number): WaitingBenchmark | null {
  const row = db.$client
    .prepare(
      `SELECT b.id, b.name, b.version FROM verification_jobs j
       JOIN submissions s ON s.id = j.submission_id JOIN benchmarks b ON b.id = s.benchmark_id
       WHERE j.id = @jobId`,
    )
    .get({ jobId }) as WaitingBenchmark | undefined;
  return row ?? null;
}

/** Whether an open job of a benchmark not in `paused` remains: what `tsb worker --once` drains. */
export function hasOpenWorkBesides(db: Db, paused: readonly number[]): boolean {
  return (
    db.$client
      .prepare(
        `SELECT 1 FROM verification_jobs j JOIN submissions s ON s.id = j.submission_id
         WHERE j.state IN ('queued', 'running')
           AND s.benchmark_id NOT IN (SELECT value FROM json_each(@paused)) LIMIT 1`,
      )
      .get({ paused: JSON.stringify(paused) }) !== undefined
  );
}

/** Every runnable benchmark stored: what an idle worker checks ahead of the first upload. */
export function runnableBenchmarks(db: Db): WaitingBenchmark[] {
  return db.$client
    .prepare("SELECT id, name, version FROM benchmarks WHERE kind = 'runnable' ORDER BY id")
    .all() as WaitingBenchmark[];
}
