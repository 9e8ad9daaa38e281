import type { PairStatistics, PerInstance } from "../evaluator/stats/paired.ts";
import {
  hasFigures,
  instanceSetKey,
  refreshEntries,
  replicatesBlob,
  replicatesOf,
  type EntryStatistics,
} from "./entries.ts";
import type { Db } from "./index.ts";
import type {
  EntryRow,
  InstanceRow,
  InstanceScoreRow,
  RawRow,
  SubmissionPairRow,
  SubmissionRow,
} from "./schema.ts";

export { replicatesOf };

/**
 * The evaluator's paired statistics (evaluator/stats/paired.ts `pairStatistics`), with what an
 * entry of trials needs. Storage receives them from its caller rather than importing them:
 * db/ stores what the evaluator computes.
 */
export type ComparePairs = PairStatistics & EntryStatistics;

/**
 * What ranks compare: a submission that is no trial, or an entry under the id of its lead trial
 * (db/entries.ts). A trial that does not lead its entry is compared only through it.
 */
interface Unit {
  id: number;
  /** Instances the submission has rows for (an entry's: those all its counted trials have). */
  n: number;
  key: string | null;
  replicates: Float64Array | null;
  /** The entry's id, for an entry. */
  entryId: number | null;
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
      replicates: replicatesBlob(replicates),
      replicatesKey: instanceSetKey(slugs),
    });
}

/**
 * Recomputes the stored paired comparisons of a benchmark's scored submissions: with `only`,
 * the pairs of that one submission (an ingest: no other pair changed), else every pair (a
 * rescore). Entries of trials are refreshed first (db/entries.ts) and compared as one unit
 * under their lead's id, from the entry's replicates. Pairs over the same instances compare the
 * stored replicates; others are resampled over the instances both have. Call it inside the
 * transaction that changed the scores, so rank ranges never mix two states. Hidden submissions
 * are compared too: hiding one must not need a recomputation (hiding a trial refreshes its
 * entry's, db/queries/admin.ts). Returns the number of pairs written.
 */
export function refreshComparisons(
  db: Db,
  benchmarkId: number,
  stats: ComparePairs,
  only?: number,
): number {
  const client = db.$client;
  // A trial's change is its entry's: refresh the entry, and redo every pair of its trials.
  const onlyEntry =
    only === undefined
      ? undefined
      : (client
          .prepare<Pick<SubmissionRow, "id">, Pick<SubmissionRow, "entryId">>(
            "SELECT entry_id AS entryId FROM submissions WHERE id = @id",
          )
          .get({ id: only })?.entryId ?? undefined);
  if (only === undefined || onlyEntry !== undefined)
    refreshEntries(db, benchmarkId, stats, onlyEntry);
  const units = comparedUnits(db, benchmarkId);
  const touched =
    only === undefined
      ? null
      : new Set(
          onlyEntry === undefined
            ? [only]
            : client
                .prepare<Pick<SubmissionRow, "entryId">, Pick<SubmissionRow, "id">>(
                  "SELECT id FROM submissions WHERE entry_id = @entryId",
                )
                .all({ entryId: onlyEntry })
                .map((r) => r.id),
        );
  if (touched === null)
    client
      .prepare<Pick<SubmissionPairRow, "benchmarkId">>(
        "DELETE FROM submission_pairs WHERE benchmark_id = @benchmarkId",
      )
      .run({ benchmarkId });
  else
    client
      .prepare<{ ids: string }>(
        `DELETE FROM submission_pairs WHERE a IN (SELECT value FROM json_each(@ids))
           OR b IN (SELECT value FROM json_each(@ids))`,
      )
      .run({ ids: JSON.stringify([...touched]) });
  const insert = client.prepare<RawRow<SubmissionPairRow>>(
    `INSERT INTO submission_pairs (a, b, benchmark_id, instances, difference_lo, difference_hi, "distinct")
     VALUES (@a, @b, @benchmarkId, @instances, @differenceLo, @differenceHi, @distinct)`,
  );
  let scores: Map<number, Map<string, number>> | null = null;
  let written = 0;
  for (let x = 0; x < units.length; x++) {
    for (let y = x + 1; y < units.length; y++) {
      const a = units[x]!;
      const b = units[y]!;
      if (touched && !touched.has(a.id) && !touched.has(b.id)) continue;
      let row: { instances: number; difference: [number, number]; distinct: boolean } | null;
      if (a.replicates && b.replicates && a.key !== null && a.key === b.key) {
        row = { instances: a.n, ...stats.compare(a.replicates, b.replicates) };
      } else {
        scores ??= unitScores(db, benchmarkId);
        const pair: PerInstance[] = [a, b].map((s) => ({
          id: s.id,
          scores: scores!.get(s.entryId === null ? s.id : -s.entryId) ?? new Map<string, number>(),
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

/** The benchmark's compared units, by id: submissions that are no trial, then entries' leads. */
function comparedUnits(db: Db, benchmarkId: number): Unit[] {
  const client = db.$client;
  const plain = client
    .prepare<
      Pick<SubmissionRow, "benchmarkId">,
      // Computed: n, the COUNT(*) of its instance rows.
      Pick<SubmissionRow, "id" | "replicatesKey" | "replicates"> & { n: number }
    >(
      `SELECT s.id, s.replicates_key AS replicatesKey, s.replicates,
         (SELECT COUNT(*) FROM submission_instances si WHERE si.submission_id = s.id) AS n
       FROM submissions s
       WHERE s.benchmark_id = @benchmarkId AND s.origin = 'scored' AND s.entry_id IS NULL`,
    )
    .all({ benchmarkId })
    .map((r): Unit => ({
      id: r.id,
      n: r.n,
      key: r.replicatesKey,
      replicates: r.replicates ? replicatesOf(r.replicates) : null,
      entryId: null,
    }));
  const entries = client
    .prepare<
      Pick<EntryRow, "benchmarkId">,
      Pick<EntryRow, "id" | "replicatesKey" | "replicates" | "summaryJson"> & {
        leadId: number;
        // Computed: the lead's instance rows, for an entry without statistics yet.
        n: number;
      }
    >(
      `SELECT e.id, e.lead_id AS leadId, e.replicates_key AS replicatesKey, e.replicates,
         e.summary_json AS summaryJson,
         (SELECT COUNT(*) FROM submission_instances si WHERE si.submission_id = e.lead_id) AS n
       FROM entries e WHERE e.benchmark_id = @benchmarkId AND e.lead_id IS NOT NULL`,
    )
    .all({ benchmarkId })
    .map((r): Unit => ({
      id: r.leadId,
      n: r.summaryJson
        ? (JSON.parse(r.summaryJson) as { instances: unknown[] }).instances.length
        : r.n,
      key: r.replicatesKey,
      replicates: r.replicates ? replicatesOf(r.replicates) : null,
      entryId: r.id,
    }));
  return [...plain, ...entries].sort((a, b) => a.id - b.id);
}

/**
 * Per-instance M of the benchmark's units, for pairs resampled afresh: a submission's under its
 * id, an entry's (the mean over its counted trials) under minus its entry id.
 */
function unitScores(db: Db, benchmarkId: number): Map<number, Map<string, number>> {
  const out = perInstance(db, "s.benchmark_id = @benchmarkId AND s.origin = 'scored'", {
    benchmarkId,
  });
  const trials = db.$client
    .prepare<Pick<SubmissionRow, "benchmarkId">, Pick<SubmissionRow, "id"> & { entryId: number }>(
      `SELECT t.id, t.entry_id AS entryId FROM submissions t
       WHERE t.benchmark_id = @benchmarkId AND t.entry_id IS NOT NULL AND t.hidden = 0 AND ${hasFigures("t")}`,
    )
    .all({ benchmarkId });
  const sums = new Map<number, Map<string, { sum: number; n: number }>>();
  for (const t of trials) {
    let entry = sums.get(t.entryId);
    if (!entry) sums.set(t.entryId, (entry = new Map<string, { sum: number; n: number }>()));
    for (const [slug, m] of out.get(t.id) ?? []) {
      const cell = entry.get(slug) ?? { sum: 0, n: 0 };
      entry.set(slug, { sum: cell.sum + m, n: cell.n + 1 });
    }
  }
  for (const [entryId, cells] of sums) {
    const counted = trials.filter((t) => t.entryId === entryId).length;
    out.set(
      -entryId,
      new Map(
        [...cells].filter(([, c]) => c.n === counted).map(([slug, c]) => [slug, c.sum / c.n]),
      ),
    );
  }
  return out;
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

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
