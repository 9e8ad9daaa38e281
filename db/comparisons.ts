import { createHash } from "node:crypto";
import type { PairStatistics, PerInstance } from "../evaluator/stats/paired.ts";
import type { Db } from "./index.ts";
import type {
  InstanceRow,
  InstanceScoreRow,
  RawRow,
  SubmissionPairRow,
  SubmissionRow,
} from "./schema.ts";

/**
 * The evaluator's paired statistics (evaluator/stats/paired.ts `pairStatistics`). Storage
 * receives them from its caller rather than importing them: db/ stores what the evaluator
 * computes.
 */
export type ComparePairs = PairStatistics;

interface Stored {
  id: number;
  /** Instances the submission has rows for. */
  n: number;
  key: string | null;
  replicates: Float64Array | null;
}

/**
 * Stores a submission's M replicate means: `given` as the evaluator returned them with its
 * intervals, else computed from its stored per-instance M, sorted by instance slug, as the
 * evaluator's intervals resample them.
 */
export function storeReplicates(
  db: Db,
  submissionId: number,
  stats: ComparePairs,
  given?: Float64Array,
): void {
  const scores = perInstance(db, "si.submission_id = @submissionId", { submissionId }).get(
    submissionId,
  );
  if (!scores) return;
  const slugs = [...scores.keys()].sort(compare);
  const replicates =
    given && given.length > 0 ? given : stats.replicates(slugs.map((slug) => scores.get(slug)!));
  // Raw SQL kept: bench:ranks times the pairwise comparisons stored at each ingest.
  db.$client
    .prepare<Pick<SubmissionRow, "id" | "replicates" | "replicatesKey">>(
      "UPDATE submissions SET replicates = @replicates, replicates_key = @replicatesKey WHERE id = @id",
    )
    .run({
      id: submissionId,
      replicates: Buffer.from(replicates.buffer, replicates.byteOffset, replicates.byteLength),
      replicatesKey: setKey(slugs),
    });
}

/** A stored `submissions.replicates` blob as the replicate means it holds (copied, so aligned). */
export function replicatesOf(blob: Buffer): Float64Array {
  return new Float64Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
}

/**
 * Recomputes the stored paired comparisons of a benchmark's scored submissions: with `only`,
 * the pairs of that one submission (an ingest: no other pair changed), else every pair (a
 * rescore). Pairs over the same instances compare the stored replicates; others are resampled
 * over the instances both have. Call it inside the transaction that changed the scores, so rank
 * ranges never mix two states. Hidden submissions are compared too: hiding one must not need a
 * recomputation. Returns the number of pairs written.
 */
export function refreshComparisons(
  db: Db,
  benchmarkId: number,
  stats: ComparePairs,
  only?: number,
): number {
  const client = db.$client;
  const stored = client
    .prepare<
      Pick<SubmissionRow, "benchmarkId">,
      // Computed: n, the COUNT(*) of its instance rows.
      Pick<SubmissionRow, "id" | "replicatesKey" | "replicates"> & { n: number }
    >(
      `SELECT s.id, s.replicates_key AS replicatesKey, s.replicates,
         (SELECT COUNT(*) FROM submission_instances si WHERE si.submission_id = s.id) AS n
       FROM submissions s WHERE s.benchmark_id = @benchmarkId AND s.origin = 'scored' ORDER BY s.id`,
    )
    .all({ benchmarkId })
    .map((r): Stored => ({
      id: r.id,
      n: r.n,
      key: r.replicatesKey,
      replicates: r.replicates ? replicatesOf(r.replicates) : null,
    }));
  if (only === undefined)
    client
      .prepare<Pick<SubmissionPairRow, "benchmarkId">>(
        "DELETE FROM submission_pairs WHERE benchmark_id = @benchmarkId",
      )
      .run({ benchmarkId });
  else
    client
      .prepare<{ only: SubmissionPairRow["a"] }>(
        "DELETE FROM submission_pairs WHERE a = @only OR b = @only",
      )
      .run({ only });
  const insert = client.prepare<RawRow<SubmissionPairRow>>(
    `INSERT INTO submission_pairs (a, b, benchmark_id, instances, difference_lo, difference_hi, "distinct")
     VALUES (@a, @b, @benchmarkId, @instances, @differenceLo, @differenceHi, @distinct)`,
  );
  let scores: Map<number, Map<string, number>> | null = null;
  let written = 0;
  for (let x = 0; x < stored.length; x++) {
    for (let y = x + 1; y < stored.length; y++) {
      const a = stored[x]!;
      const b = stored[y]!;
      if (only !== undefined && a.id !== only && b.id !== only) continue;
      let row: { instances: number; difference: [number, number]; distinct: boolean } | null;
      if (a.replicates && b.replicates && a.key !== null && a.key === b.key) {
        row = { instances: a.n, ...stats.compare(a.replicates, b.replicates) };
      } else {
        scores ??= perInstance(db, "s.benchmark_id = @benchmarkId AND s.origin = 'scored'", {
          benchmarkId,
        });
        const pair: PerInstance[] = [a, b].map((s) => ({
          id: s.id,
          scores: scores!.get(s.id) ?? new Map<string, number>(),
        }));
        row = stats.pairwise(pair)[0] ?? null;
      }
      if (!row) continue;
      insert.run({
        a: a.id,
        b: b.id,
        benchmarkId,
        instances: row.instances,
        differenceLo: row.difference[0],
        differenceHi: row.difference[1],
        distinct: row.distinct ? 1 : 0,
      });
      written++;
    }
  }
  return written;
}

/** Per-instance M of the matching submissions: submission id → instance slug → M. */
function perInstance(
  db: Db,
  where: string,
  params: Record<string, number>,
): Map<number, Map<string, number>> {
  const rows = db.$client
    .prepare<
      Record<string, number>,
      Pick<InstanceScoreRow, "submissionId" | "mutationScore"> & Pick<InstanceRow, "slug">
    >(
      `SELECT si.submission_id AS submissionId, i.slug, si.mutation_score AS mutationScore
       FROM submission_instances si
       JOIN submissions s ON s.id = si.submission_id
       JOIN instances i ON i.id = si.instance_id
       WHERE ${where}`,
    )
    .all(params);
  const out = new Map<number, Map<string, number>>();
  for (const row of rows) {
    let scores = out.get(row.submissionId);
    if (!scores) out.set(row.submissionId, (scores = new Map<string, number>()));
    scores.set(row.slug, row.mutationScore);
  }
  return out;
}

function setKey(slugs: readonly string[]): string {
  return createHash("sha256").update(slugs.join("\n")).digest("hex");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
