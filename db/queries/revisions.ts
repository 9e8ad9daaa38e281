/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import type { ScoreIntervals } from "../../evaluator/types.ts";
import { getDb, type Db } from "../index.ts";
import { resolveBenchmarkRef } from "../benchmark-ref.ts";
import { INTERVAL_COLUMNS, intervalsOf, type IntervalColumns } from "../interval-columns.ts";

/** A benchmark's current revision and what it ignores. */
export interface BenchmarkRevision {
  name: string;
  version: string;
  revision: number;
  ignoredMutants: number;
  ignoredReferenceTests: number;
}

/** One row of a submission's score history: its figures under one revision. */
export interface ScoreHistoryEntry {
  revision: number;
  recordedAt: string;
  mutationScore: number;
  mutationScoreStrict: number;
  mutationScoreCi: [number, number] | null;
  validityRate: number | null;
  referencePassRate: number | null;
  mutantsTotal: number;
}

export interface SubmissionUncertainty {
  /** The revision the submission's figures are under; null for reported rows. */
  revision: number | null;
  ci: ScoreIntervals;
  /** Oldest revision first. */
  history: ScoreHistoryEntry[];
}

/** A stored paired comparison of two scored submissions (a < b): M(a) − M(b). */
export interface StoredPair {
  a: number;
  b: number;
  instances: number;
  difference: [number, number];
  distinct: boolean;
}

/** `benchmark` is `name` (its latest version) or `name@version`. */
export async function getBenchmarkRevision(
  benchmark: string,
  db: Db = getDb(),
): Promise<BenchmarkRevision | null> {
  const ref = resolveBenchmarkRef(db, benchmark);
  if (!ref) return null;
  // Raw SQL kept: bench:pages times `/` and the submission page, which show ranks and history.
  const row = db.$client
    .prepare(
      `SELECT b.name, b.version, b.revision,
         (SELECT COUNT(*) FROM ignored_entries e JOIN instances i ON i.id = e.instance_id
          WHERE i.benchmark_id = b.id AND e.kind = 'mutant') AS ignoredMutants,
         (SELECT COUNT(*) FROM ignored_entries e JOIN instances i ON i.id = e.instance_id
          WHERE i.benchmark_id = b.id AND e.kind = 'reference-test') AS ignoredReferenceTests
       FROM benchmarks b WHERE b.id = @id`,
    )
    .get({ id: ref.id }) as BenchmarkRevision | undefined;
  return row ?? null;
}

/** The stored comparisons of a benchmark's scored submissions (no resampling here). */
export async function listComparisons(benchmark: string, db: Db = getDb()): Promise<StoredPair[]> {
  const ref = resolveBenchmarkRef(db, benchmark);
  if (!ref) return [];
  const rows = db.$client
    .prepare(
      `SELECT p.a, p.b, p.instances, p.difference_lo AS lo, p.difference_hi AS hi, p."distinct" AS isDistinct
       FROM submission_pairs p WHERE p.benchmark_id = @id
       ORDER BY p.a, p.b`,
    )
    .all({ id: ref.id }) as Array<{
    a: number;
    b: number;
    instances: number;
    lo: number;
    hi: number;
    isDistinct: number;
  }>;
  return rows.map((r) => ({
    a: r.a,
    b: r.b,
    instances: r.instances,
    difference: [r.lo, r.hi],
    distinct: r.isDistinct === 1,
  }));
}

/** A submission's stored intervals and its figures under every revision; null if unknown. */
export async function getSubmissionUncertainty(
  id: number,
  db: Db = getDb(),
): Promise<SubmissionUncertainty | null> {
  const row = db.$client
    .prepare(`SELECT s.revision, ${INTERVAL_COLUMNS} FROM submissions s WHERE s.id = @id`)
    .get({ id }) as (IntervalColumns & { revision: number | null }) | undefined;
  if (!row) return null;
  const history = db.$client
    .prepare(
      `SELECT revision, recorded_at AS recordedAt, mutation_score AS mutationScore,
         mutation_score_strict AS mutationScoreStrict, mutation_score_lo AS lo, mutation_score_hi AS hi,
         validity_rate AS validityRate, reference_pass_rate AS referencePassRate, mutants_total AS mutantsTotal
       FROM score_history WHERE submission_id = @id ORDER BY revision`,
    )
    .all({ id }) as Array<
    Omit<ScoreHistoryEntry, "mutationScoreCi"> & { lo: number | null; hi: number | null }
  >;
  return {
    revision: row.revision,
    ci: intervalsOf(row),
    history: history.map(({ lo, hi, ...entry }) => ({
      ...entry,
      mutationScoreCi: lo === null || hi === null ? null : [lo, hi],
    })),
  };
}
