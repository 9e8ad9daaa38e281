import type { Db } from "../index.ts";

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
  db.$client
    .prepare(
      `INSERT INTO verification_cluster_runs (job_id, shards, shards_done, exported_at, updated_at)
       VALUES (@jobId, @shards, '[]', @now, NULL)
       ON CONFLICT (job_id) DO UPDATE SET shards = @shards, shards_done = '[]', exported_at = @now, updated_at = NULL`,
    )
    .run({ jobId, shards, now });
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
  const row = db.$client
    .prepare(
      `SELECT c.job_id AS jobId, c.shards FROM verification_cluster_runs c
       JOIN verification_jobs j ON j.id = c.job_id WHERE j.submission_id = ?`,
    )
    .get(submissionId) as { jobId: number; shards: number } | undefined;
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
  db.$client
    .prepare(
      "UPDATE verification_cluster_runs SET shards_done = @done, updated_at = @now WHERE job_id = @jobId",
    )
    .run({ jobId: row.jobId, done: JSON.stringify(done), now });
  return clusterProgress(db, row.jobId)!;
}

/** The cluster run of a job, or null when it was never exported. */
export function clusterProgress(db: Db, jobId: number): ClusterProgress | null {
  const row = db.$client
    .prepare(
      `SELECT shards, shards_done AS shardsDone, exported_at AS exportedAt, updated_at AS updatedAt
       FROM verification_cluster_runs WHERE job_id = ?`,
    )
    .get(jobId) as
    | { shards: number; shardsDone: string; exportedAt: number; updatedAt: number | null }
    | undefined;
  if (!row) return null;
  return {
    shards: row.shards,
    shardsDone: JSON.parse(row.shardsDone) as number[],
    exportedAt: new Date(row.exportedAt).toISOString(),
    updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString(),
  };
}
