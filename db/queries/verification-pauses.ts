import type { RunEnvironment } from "../../evaluator/verify/run-environment.ts";
import { getDb, type Db } from "../index.ts";
import type { BenchmarkRow, EnvironmentCheck } from "../schema.ts";

/**
 * A benchmark whose verification waits because a worker's environment failed its self-check
 * (DESIGN.md, "Where runs happen"): its jobs stay queued and its submissions keep showing what
 * they claimed.
 */
export interface VerificationPause {
  /** `name@version`. */
  benchmark: string;
  /** "verification paused: the worker's environment failed its check". */
  message: string;
  /** The first error, as the worker recorded it. */
  reason: string;
  /** The command that fixes it, where the worker knew one. */
  fix: string | null;
  host: string;
  /** The sandbox the check ran in. */
  sandbox: string;
  since: string;
  /** When the worker looks again; null when only a restart will. */
  retryAt: string | null;
  /** Jobs of the benchmark that wait (queued or running). */
  jobsWaiting: number;
}

export const PAUSE_MESSAGE = "verification paused: the worker's environment failed its check";

/**
 * SQL true while the benchmark `benchmarkId` (an SQL expression) is paused: a worker's check of
 * it failed and none has passed since. The rule listVerificationPauses lists pauses by.
 */
export const pausedBenchmarkSql = (benchmarkId: string) =>
  `(EXISTS (SELECT 1 FROM environment_checks c WHERE c.benchmark_id = ${benchmarkId} AND c.status = 'failed')
    AND NOT EXISTS (SELECT 1 FROM environment_checks p WHERE p.benchmark_id = ${benchmarkId} AND p.status = 'passed'))`;

/**
 * Pauses in force: a failed check of a benchmark that no worker has passed since. With
 * `benchmarkId`, only that benchmark's.
 */
export function listVerificationPauses(
  options: { benchmarkId?: number } = {},
  db: Db = getDb(),
): VerificationPause[] {
  const rows = db.$client
    .prepare<
      { benchmarkId: number | null },
      Pick<BenchmarkRow, "name" | "version"> &
        Pick<
          EnvironmentCheck,
          "host" | "reason" | "fix" | "checkedAt" | "retryAt" | "environmentJson"
        > & {
          // Computed: COUNT(*) of the benchmark's open jobs.
          jobsWaiting: number;
        }
    >(
      `SELECT b.name, b.version, c.host, c.reason, c.fix, c.checked_at AS checkedAt, c.retry_at AS retryAt,
         c.environment_json AS environmentJson,
         (SELECT COUNT(*) FROM verification_jobs j JOIN submissions s ON s.id = j.submission_id
          WHERE s.benchmark_id = c.benchmark_id AND j.state IN ('queued', 'running')) AS jobsWaiting
       FROM environment_checks c JOIN benchmarks b ON b.id = c.benchmark_id
       WHERE c.status = 'failed' AND (@benchmarkId IS NULL OR c.benchmark_id = @benchmarkId)
         AND NOT EXISTS (SELECT 1 FROM environment_checks p
                         WHERE p.benchmark_id = c.benchmark_id AND p.status = 'passed')
       ORDER BY b.name, b.version, c.host`,
    )
    .all({ benchmarkId: options.benchmarkId ?? null });
  return rows.map((row) => ({
    benchmark: `${row.name}@${row.version}`,
    message: PAUSE_MESSAGE,
    reason: row.reason ?? "the self-check failed",
    fix: row.fix,
    host: row.host,
    sandbox: (JSON.parse(row.environmentJson) as RunEnvironment).sandbox.description,
    since: new Date(row.checkedAt).toISOString(),
    retryAt: row.retryAt === null ? null : new Date(row.retryAt).toISOString(),
    jobsWaiting: row.jobsWaiting,
  }));
}
