/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import type { ScoreIntervals } from "../../evaluator/types.ts";
import { getDb, type Db } from "../index.ts";
import { benchmarkRowId, type BenchmarkKey } from "../benchmark-ref.ts";
import { INTERVAL_COLUMNS, intervalsOf, type IntervalColumns } from "../interval-columns.ts";
import type {
  BenchmarkRow,
  RawRow,
  ScoreHistoryRow,
  SubmissionPairRow,
  SubmissionRow,
} from "../schema.ts";

/** A benchmark's current revision and what it ignores. */
export type BenchmarkRevision = Pick<BenchmarkRow, "name" | "version" | "revision"> & {
  ignoredMutants: number;
  ignoredReferenceTests: number;
};

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

/** The revision a benchmark version's figures are under, with what it ignores; null if unknown. */
export async function getBenchmarkRevision(
  benchmark: BenchmarkKey,
  db: Db = getDb(),
): Promise<BenchmarkRevision | null> {
  const id = benchmarkRowId(db, benchmark);
  if (id === undefined) return null;
  // Raw SQL kept: bench:pages times `/` and the submission page, which show ranks and history.
  const row = db.$client
    .prepare<Pick<BenchmarkRow, "id">, BenchmarkRevision>(
      `SELECT b.name, b.version, b.revision,
         (SELECT COUNT(*) FROM ignored_entries e JOIN instances i ON i.id = e.instance_id
          WHERE i.benchmark_id = b.id AND e.kind = 'mutant') AS ignoredMutants,
         (SELECT COUNT(*) FROM ignored_entries e JOIN instances i ON i.id = e.instance_id
          WHERE i.benchmark_id = b.id AND e.kind = 'reference-test') AS ignoredReferenceTests
       FROM benchmarks b WHERE b.id = @id`,
    )
    .get({ id });
  return row ?? null;
}

/** The stored comparisons of a benchmark's scored submissions (no resampling here). */
export async function listComparisons(
  benchmark: BenchmarkKey,
  db: Db = getDb(),
): Promise<StoredPair[]> {
  const id = benchmarkRowId(db, benchmark);
  if (id === undefined) return [];
  const rows = db.$client
    .prepare<Pick<BenchmarkRow, "id">, RawRow<Omit<SubmissionPairRow, "benchmarkId">>>(
      `SELECT p.a, p.b, p.instances, p.difference_lo AS differenceLo, p.difference_hi AS differenceHi, p."distinct"
       FROM submission_pairs p WHERE p.benchmark_id = @id
       ORDER BY p.a, p.b`,
    )
    .all({ id });
  return rows.map((r) => ({
    a: r.a,
    b: r.b,
    instances: r.instances,
    difference: [r.differenceLo, r.differenceHi],
    distinct: r.distinct === 1,
  }));
}

/** A submission's stored intervals and its figures under every revision; null if unknown. */
export async function getSubmissionUncertainty(
  id: number,
  db: Db = getDb(),
): Promise<SubmissionUncertainty | null> {
  const row = db.$client
    .prepare<Pick<SubmissionRow, "id">, IntervalColumns & Pick<SubmissionRow, "revision">>(
      `SELECT s.revision, ${INTERVAL_COLUMNS} FROM submissions s WHERE s.id = @id`,
    )
    .get({ id });
  if (!row) return null;
  const history = db.$client
    .prepare<Pick<SubmissionRow, "id">, Omit<ScoreHistoryRow, "submissionId">>(
      `SELECT revision, recorded_at AS recordedAt, mutation_score AS mutationScore,
         mutation_score_strict AS mutationScoreStrict, mutation_score_lo AS mutationScoreLo,
         mutation_score_hi AS mutationScoreHi,
         validity_rate AS validityRate, reference_pass_rate AS referencePassRate, mutants_total AS mutantsTotal
       FROM score_history WHERE submission_id = @id ORDER BY revision`,
    )
    .all({ id });
  return {
    revision: row.revision,
    ci: intervalsOf(row),
    history: history.map(({ mutationScoreLo: lo, mutationScoreHi: hi, ...entry }) => ({
      ...entry,
      mutationScoreCi: lo === null || hi === null ? null : [lo, hi],
    })),
  };
}
