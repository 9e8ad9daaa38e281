import type { PairComparison, PerInstance } from "../evaluator/stats/paired.ts";
import type { Db } from "./index.ts";

/**
 * The evaluator's paired comparison (evaluator/stats/paired.ts `pairwiseDifferences`). Storage
 * receives it from its caller rather than importing it: db/ stores what the evaluator computes.
 */
export type ComparePairs = (submissions: readonly PerInstance[]) => PairComparison[];

/**
 * Recomputes the paired comparisons of every scored submission of a benchmark from their stored
 * per-instance M and replaces the stored pairs. Call it inside the transaction that changed a
 * submission's scores, so the leaderboard's rank ranges never mix two states. Hidden
 * submissions are compared too: hiding one must not need a recomputation.
 */
export function refreshComparisons(db: Db, benchmarkId: number, compare: ComparePairs): number {
  const client = db.$client;
  const rows = client
    .prepare(
      `SELECT si.submission_id AS submissionId, i.slug, si.mutation_score AS m
       FROM submission_instances si
       JOIN submissions s ON s.id = si.submission_id
       JOIN instances i ON i.id = si.instance_id
       WHERE s.benchmark_id = @benchmarkId AND s.origin = 'scored'
       ORDER BY si.submission_id`,
    )
    .all({ benchmarkId }) as Array<{ submissionId: number; slug: string; m: number }>;
  const bySubmission = new Map<number, Map<string, number>>();
  for (const row of rows) {
    let scores = bySubmission.get(row.submissionId);
    if (!scores) bySubmission.set(row.submissionId, (scores = new Map<string, number>()));
    scores.set(row.slug, row.m);
  }
  const pairs = compare([...bySubmission].map(([id, scores]) => ({ id, scores })));
  client
    .prepare("DELETE FROM submission_pairs WHERE benchmark_id = @benchmarkId")
    .run({ benchmarkId });
  const insert = client.prepare(
    `INSERT INTO submission_pairs (a, b, benchmark_id, instances, difference_lo, difference_hi, "distinct")
     VALUES (@a, @b, @benchmarkId, @instances, @lo, @hi, @distinct)`,
  );
  for (const p of pairs) {
    const [a, b, lo, hi] =
      p.a < p.b
        ? [p.a, p.b, p.difference[0], p.difference[1]]
        : [p.b, p.a, -p.difference[1], -p.difference[0]];
    insert.run({ a, b, benchmarkId, instances: p.instances, lo, hi, distinct: p.distinct ? 1 : 0 });
  }
  return pairs.length;
}
