import { and, eq, notLike } from "drizzle-orm";
import type { Db } from "../index.ts";
import { verificationClusterRuns, verificationJobs, verificationTasks } from "../schema.ts";
import type { JobRun } from "./jobs.ts";

/** A verification's batch run on a cluster, as the submission page and the API show it. */
export interface ClusterProgress {
  shards: number;
  /** The finished shards' 1-based indices, ascending. */
  shardsDone: number[];
  exportedAt: string;
  /** When `tsb verify progress` last reported; null before its first report. */
  updatedAt: string | null;
}

/** A progress report that does not fit the export it reports on. */
export class ClusterProgressError extends Error {}

/**
 * Records that a job was exported to a cluster in `shards` shards (`tsb verify export`). A new
 * export of the same job replaces the old one's progress: its array starts again from nothing.
 */
export function recordClusterExport(db: Db, jobId: number, shards: number, now = Date.now()) {
  const fresh = { shards, shardsDone: "[]", exportedAt: now, updatedAt: null };
  db.insert(verificationClusterRuns)
    .values({ jobId, ...fresh })
    .onConflictDoUpdate({ target: verificationClusterRuns.jobId, set: fresh })
    .run();
}

/**
 * The runs of a job that an exported batch must bring back, in plan order: every task but the
 * confirmation steps (`plan/…`) and runs (`confirm/…`), which the batch plans and runs itself.
 */
export function batchRuns(db: Db, jobId: number): Pick<JobRun, "instance" | "run">[] {
  const t = verificationTasks;
  return db
    .select({ instance: t.instanceSlug, run: t.run })
    .from(t)
    .where(and(eq(t.jobId, jobId), notLike(t.run, "plan/%"), notLike(t.run, "confirm/%")))
    .orderBy(t.position)
    .all();
}

/**
 * Records which shards of a submission's exported job have finished (`tsb verify progress`,
 * or its API route). Throws a ClusterProgressError, changing nothing, when the submission's job
 * was never exported, was exported in another number of shards, or when an index is out of
 * range; the indices are kept once each, ascending, replacing the last report (a shard that ran
 * again and has not finished yet is not done).
 */
export function recordShardsDone(
  db: Db,
  submissionId: number,
  report: { shards: number; done: readonly number[] },
  now = Date.now(),
): ClusterProgress {
  const c = verificationClusterRuns;
  const row = db
    .select({ jobId: c.jobId, shards: c.shards })
    .from(c)
    .innerJoin(verificationJobs, eq(verificationJobs.id, c.jobId))
    .where(eq(verificationJobs.submissionId, submissionId))
    .get();
  if (!row)
    throw new ClusterProgressError(
      `submission #${submissionId}'s verification was not exported to a cluster (tsb verify export)`,
    );
  if (report.shards !== row.shards)
    throw new ClusterProgressError(
      `submission #${submissionId} was exported in ${row.shards} shards, not ${report.shards}: report the shards of its latest export`,
    );
  const bad = report.done.find((k) => !Number.isInteger(k) || k < 1 || k > row.shards);
  if (bad !== undefined)
    throw new ClusterProgressError(`shard ${bad} is not one of 1..${row.shards}`);
  const done = [...new Set(report.done)].sort((a, b) => a - b);
  db.update(c)
    .set({ shardsDone: JSON.stringify(done), updatedAt: now })
    .where(eq(c.jobId, row.jobId))
    .run();
  return clusterProgress(db, row.jobId)!;
}

/** The cluster run of a job, or null when it was never exported. */
export function clusterProgress(db: Db, jobId: number): ClusterProgress | null {
  const row = db
    .select()
    .from(verificationClusterRuns)
    .where(eq(verificationClusterRuns.jobId, jobId))
    .get();
  if (!row) return null;
  return {
    shards: row.shards,
    shardsDone: JSON.parse(row.shardsDone) as number[],
    exportedAt: new Date(row.exportedAt).toISOString(),
    updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString(),
  };
}
