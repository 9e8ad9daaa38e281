import type { RunEnvironment } from "../../evaluator/verify/run-environment.ts";
import type { Db } from "../index.ts";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import {
  benchmarks,
  environmentChecks,
  submissions,
  verificationJobs,
  verificationTasks,
  type BenchmarkRow,
  type EnvironmentCheck,
} from "../schema.ts";
import { OPEN_JOB_STATES } from "./reclaim.ts";

/** A benchmark the queue has runs waiting for, as the worker's self-check needs it. */
export type WaitingBenchmark = Pick<BenchmarkRow, "id" | "name" | "version">;

const waitingBenchmark = { id: benchmarks.id, name: benchmarks.name, version: benchmarks.version };

/** Benchmarks with a queued run in an open job: the ones a worker must have checked to lease. */
export function benchmarksWaiting(db: Db): WaitingBenchmark[] {
  return db
    .selectDistinct(waitingBenchmark)
    .from(verificationTasks)
    .innerJoin(verificationJobs, eq(verificationJobs.id, verificationTasks.jobId))
    .innerJoin(submissions, eq(submissions.id, verificationJobs.submissionId))
    .innerJoin(benchmarks, eq(benchmarks.id, submissions.benchmarkId))
    .where(
      and(eq(verificationTasks.state, "queued"), inArray(verificationJobs.state, OPEN_JOB_STATES)),
    )
    .orderBy(benchmarks.id)
    .all();
}

export type CheckRecord = Omit<EnvironmentCheck, "environmentJson"> & {
  environment: RunEnvironment;
};

/** Records a self-check, replacing this host's previous one for the benchmark. */
export function recordCheck(db: Db, check: CheckRecord): void {
  const { environment, benchmarkId, host, ...rest } = check;
  const columns = { ...rest, environmentJson: JSON.stringify(environment) };
  db.insert(environmentChecks)
    .values({ benchmarkId, host, ...columns })
    .onConflictDoUpdate({
      target: [environmentChecks.benchmarkId, environmentChecks.host],
      set: columns,
    })
    .run();
}

/** This host's last check of the benchmark, or null. */
export function lastCheck(db: Db, benchmarkId: number, host: string): CheckRecord | null {
  const row = db
    .select()
    .from(environmentChecks)
    .where(and(eq(environmentChecks.benchmarkId, benchmarkId), eq(environmentChecks.host, host)))
    .get();
  if (!row) return null;
  const { environmentJson, ...rest } = row;
  return { ...rest, environment: JSON.parse(environmentJson) as RunEnvironment };
}

/** The benchmark a job's submission is for. */
export function benchmarkOfJob(db: Db, jobId: number): WaitingBenchmark | null {
  const row = db
    .select(waitingBenchmark)
    .from(verificationJobs)
    .innerJoin(submissions, eq(submissions.id, verificationJobs.submissionId))
    .innerJoin(benchmarks, eq(benchmarks.id, submissions.benchmarkId))
    .where(eq(verificationJobs.id, jobId))
    .get();
  return row ?? null;
}

/** Whether an open job of a benchmark not in `paused` remains: what `tsb worker --once` drains. */
export function hasOpenWorkBesides(db: Db, paused: readonly number[]): boolean {
  const open = db
    .select({ id: verificationJobs.id })
    .from(verificationJobs)
    .innerJoin(submissions, eq(submissions.id, verificationJobs.submissionId))
    .where(
      and(
        inArray(verificationJobs.state, OPEN_JOB_STATES),
        notInArray(submissions.benchmarkId, [...paused]),
      ),
    )
    .limit(1)
    .get();
  return open !== undefined;
}

/** Every runnable benchmark stored: what an idle worker checks ahead of the first upload. */
export function runnableBenchmarks(db: Db): WaitingBenchmark[] {
  return db
    .select(waitingBenchmark)
    .from(benchmarks)
    .where(eq(benchmarks.kind, "runnable"))
    .orderBy(benchmarks.id)
    .all();
}
