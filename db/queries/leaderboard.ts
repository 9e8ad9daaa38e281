/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import type { ScoreSummary } from "../../evaluator/types.ts";
import { getDb, type Db } from "../index.ts";
import {
  benchmarkRowId,
  compareVersions,
  resolveBenchmarkRef,
  type BenchmarkKey,
} from "../benchmark-ref.ts";
import { SHOWN_INTERVALS, STORED_FIGURES } from "../metric-registry.ts";
import { DERIVED_FIGURES } from "../metric-sql.ts";
import { hasFigures } from "../entries.ts";
import {
  submissions,
  type BenchmarkRow,
  type InstanceRow,
  type SubmissionRow,
  type InstanceScoreRow,
  type RawRow,
} from "../schema.ts";
import { mutantCounts, testCounts } from "../row-mappers.ts";
import { pausedBenchmarkSql } from "./verification-pauses.ts";
import type {
  BenchmarkSummary,
  LeaderboardFilters,
  LeaderboardRow,
  SubmissionDetail,
  SubmissionInstanceRow,
  SubmissionListItem,
} from "./types.ts";

/**
 * The metric registry's figures, selected from `submissions s` (and its entry `e`, joined by
 * ENTRY_JOIN): each stored figure from its column (named in db/schema.ts), each derived one by
 * its SQL. A submission's own figures, as its page and the API's list show them.
 */
const REGISTRY_FIGURES = [
  ...STORED_FIGURES.map((f) => `s.${submissions[f.column].name} AS ${f.column}`),
  ...DERIVED_FIGURES.map((f) => `(${f.sql}) AS ${f.key}`),
  ...SHOWN_INTERVALS.flatMap((f) =>
    [f.lo, f.hi].map((column) => `s.${submissions[column].name} AS ${column}`),
  ),
].join(", ");

/** A row's entry, when it is a trial; every query selecting the registry's figures joins it. */
const ENTRY_JOIN = "LEFT JOIN entries e ON e.id = s.entry_id";

/** `whenEntry` for the row of an entry with figures (db/entries.ts), else `own`. */
const entryOr = (whenEntry: string, own: string) =>
  `CASE WHEN e.summary_json IS NULL THEN ${own} ELSE ${whenEntry} END`;

/**
 * The same figures for a leaderboard row: an entry's row (its lead trial, db/entries.ts) shows
 * the entry's, each stored figure as the mean over its trials, each interval the entry's.
 */
const LEADERBOARD_FIGURES = [
  ...STORED_FIGURES.map(
    (f) =>
      `${entryOr(`json_extract(e.summary_json, '$.mean.${f.figure}')`, `s.${submissions[f.column].name}`)} AS ${f.column}`,
  ),
  ...DERIVED_FIGURES.map((f) => `${entryOr(`(${f.entrySql})`, `(${f.sql})`)} AS ${f.key}`),
  ...SHOWN_INTERVALS.flatMap((f) =>
    (["lo", "hi"] as const).map(
      (bound, k) =>
        `${entryOr(`json_extract(e.summary_json, '$.ci.${f.figure}[${k}]')`, `s.${submissions[f[bound]].name}`)} AS ${f[bound]}`,
    ),
  ),
].join(", ");

/** Columns of a leaderboard row, selected from `submissions s` and its entry `e`. */
/** A stored result `mr` that is a hedged kill (docs/scoring.md, "Hedged kills"). */
const HEDGED_KILL = "(mr.hedged = 1 AND mr.status = 'killed')";
/** Its mutant `m` is not ignored by the benchmark's current revision. */
const NOT_IGNORED = `NOT EXISTS (SELECT 1 FROM ignored_entries ie WHERE ie.instance_id = m.instance_id
  AND ie.kind = 'mutant' AND ie.item = m.slug)`;

const ROW_SELECT = `
  s.id, s.model, s.agent, s.setting, s.reasoning_effort AS reasoningEffort, s.organization, s.date, s.origin,
  s.kind, s.citation, s.reported_kind AS reportedKind, s.entry_id AS entryId, e.name AS entryName, s.trial,
  s.instances_submitted AS instancesSubmitted, s.instances_total AS instancesTotal, s.hidden,
  (SELECT COUNT(*) FROM verification_tasks t JOIN verification_jobs j ON j.id = t.job_id
    WHERE j.submission_id = s.id AND t.state = 'done' AND t.run NOT LIKE 'plan/%') AS verificationRunsDone,
  (SELECT j.runs_total FROM verification_jobs j WHERE j.submission_id = s.id) AS verificationRunsTotal,
  (EXISTS (SELECT 1 FROM verification_jobs j WHERE j.submission_id = s.id AND j.state IN ('queued', 'running'))
    AND ${pausedBenchmarkSql("s.benchmark_id")}) AS verificationPaused,
  (SELECT COUNT(*) FROM mutant_results mr JOIN mutants m ON m.id = mr.mutant_id
    WHERE ${HEDGED_KILL}
      AND mr.submission_id IN (SELECT t.id FROM submissions t
                               WHERE t.id = s.id OR (s.entry_id IS NOT NULL AND t.entry_id = s.entry_id))
      AND ${NOT_IGNORED}) AS hedgedKills`;

/** The strict and pooled figures the M and V cells show on hover. */
const HOVER_FIGURES = {
  mutationScoreStrict: "mutation_score_strict",
  mutationScorePooled: "mutation_score_pooled",
  validityRatePooled: "validity_rate_pooled",
} as const;

/** A submission's own row. */
const LEADERBOARD_SELECT = `${ROW_SELECT},
  ${Object.entries(HOVER_FIGURES)
    .map(([key, column]) => `s.${column} AS ${key}`)
    .join(", ")},
  ${REGISTRY_FIGURES}`;

/** The leaderboard's row: an entry's figures where it is one. */
const ENTRY_ROW_SELECT = `${ROW_SELECT},
  ${Object.entries(HOVER_FIGURES)
    .map(
      ([key, column]) =>
        `${entryOr(`json_extract(e.summary_json, '$.mean.${key}')`, `s.${column}`)} AS ${key}`,
    )
    .join(", ")},
  ${LEADERBOARD_FIGURES}`;

/** A suites-only submission has no figures of its own until the site's runs are done. */
const HAS_FIGURES = hasFigures("s");

type RawLeaderboardRow = RawRow<LeaderboardRow>;

function toLeaderboardRow(raw: RawLeaderboardRow): LeaderboardRow {
  return { ...raw, hidden: raw.hidden === 1, verificationPaused: raw.verificationPaused === 1 };
}

/**
 * Every stored benchmark version with its instance and visible-submission counts, by name and
 * then newest version first; `latest` marks each name's newest version.
 */
export async function listBenchmarks(db: Db = getDb()): Promise<BenchmarkSummary[]> {
  // Raw SQL kept: bench:pages times `/` and the submission page on these reads.
  const rows = db.$client
    .prepare<[], Omit<BenchmarkSummary, "latest">>(
      `SELECT b.name, b.version, b.description, b.kind,
         (SELECT COUNT(*) FROM instances i WHERE i.benchmark_id = b.id) AS instanceCount,
         (SELECT COUNT(*) FROM submissions s WHERE s.benchmark_id = b.id AND s.hidden = 0) AS submissionCount
       FROM benchmarks b`,
    )
    .all();
  rows.sort((a, b) =>
    a.name === b.name ? compareVersions(b.version, a.version) : a.name < b.name ? -1 : 1,
  );
  return rows.map((row, i) => ({ ...row, latest: i === 0 || rows[i - 1]!.name !== row.name }));
}

/**
 * The benchmark version a user's ref names (`name`, its latest version, or `name@version`), with
 * whether it is the latest; null when none is stored. Pages resolve their URL's ref once, here,
 * and pass the key on.
 */
export async function resolveBenchmark(
  ref: string,
  db: Db = getDb(),
): Promise<(BenchmarkKey & { latest: boolean }) | null> {
  const found = resolveBenchmarkRef(db, ref);
  if (!found) return null;
  const latest = resolveBenchmarkRef(db, found.name);
  return { name: found.name, version: found.version, latest: latest?.id === found.id };
}

/**
 * The leaderboard of one benchmark version, best M first: scored and reported submissions side
 * by side, hidden ones only when asked. Unknown version → [].
 */
export async function listLeaderboard(
  benchmark: BenchmarkKey,
  filters: LeaderboardFilters = {},
  db: Db = getDb(),
): Promise<LeaderboardRow[]> {
  const benchmarkId = benchmarkRowId(db, benchmark);
  if (benchmarkId === undefined) return [];
  // One row per entry of trials: its lead's (db/entries.ts).
  const where = ["b.id = @benchmarkId", HAS_FIGURES, "(s.entry_id IS NULL OR s.id = e.lead_id)"];
  if (!filters.includeHidden) where.push("s.hidden = 0");
  if (filters.setting !== undefined) where.push("s.setting = @setting");
  if (filters.origin !== undefined) where.push("s.origin = @origin");
  const rows = db.$client
    .prepare<
      Pick<SubmissionRow, "benchmarkId"> & {
        // Null where the filter is not in the SQL.
        setting: SubmissionRow["setting"] | null;
        origin: SubmissionRow["origin"] | null;
      },
      RawLeaderboardRow
    >(
      `SELECT ${ENTRY_ROW_SELECT} FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id ${ENTRY_JOIN}
       WHERE ${where.join(" AND ")} ORDER BY mutationScore DESC, s.id`,
    )
    .all({
      benchmarkId,
      setting: filters.setting ?? null,
      origin: filters.origin ?? null,
    });
  return rows.map(toLeaderboardRow);
}

/** Every stored submission, newest id first (what `tsb submissions` and the API list). */
export async function listSubmissions(
  options: { includeHidden?: boolean } = {},
  db: Db = getDb(),
): Promise<SubmissionListItem[]> {
  const rows = db.$client
    .prepare<[], RawRow<SubmissionListItem>>(
      `SELECT s.id, b.name || '@' || b.version AS benchmark, s.model, s.agent, s.setting, s.origin, s.kind,
         e.name AS entry, s.trial, ${REGISTRY_FIGURES}, s.bundle_sha256 AS bundleSha256, s.hidden, s.created_at AS createdAt
       FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id ${ENTRY_JOIN}
       ${options.includeHidden === false ? "WHERE s.hidden = 0" : ""} ORDER BY s.id DESC`,
    )
    .all();
  return rows.map((r) => ({ ...r, hidden: r.hidden === 1 }));
}

/** One submission with its per-instance rows (in benchmark order), or null. */
export async function getSubmission(
  id: number,
  db: Db = getDb(),
): Promise<SubmissionDetail | null> {
  const row = db.$client
    .prepare<
      { id: number },
      RawLeaderboardRow &
        Pick<
          SubmissionRow,
          "links" | "notes" | "bundleSha256" | "owner" | "createdAt" | "summaryJson"
        > & {
          benchmarkId: BenchmarkRow["id"];
          benchmarkName: BenchmarkRow["name"];
          benchmarkVersion: BenchmarkRow["version"];
          benchmarkKind: BenchmarkRow["kind"];
        }
    >(
      `SELECT ${LEADERBOARD_SELECT}, b.id AS benchmarkId, b.name AS benchmarkName, b.version AS benchmarkVersion,
         b.kind AS benchmarkKind, s.links, s.notes, s.bundle_sha256 AS bundleSha256, s.owner, s.created_at AS createdAt,
         s.summary_json AS summaryJson
       FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id ${ENTRY_JOIN} WHERE s.id = @id`,
    )
    .get({ id });
  if (!row) return null;
  const {
    benchmarkId,
    benchmarkName,
    benchmarkVersion,
    benchmarkKind,
    links,
    summaryJson,
    ...rest
  } = row;
  void benchmarkId;
  return {
    ...toLeaderboardRow(rest),
    benchmark: { name: benchmarkName, version: benchmarkVersion, kind: benchmarkKind },
    links: links === null ? null : (JSON.parse(links) as SubmissionDetail["links"]),
    notes: rest.notes,
    bundleSha256: rest.bundleSha256,
    owner: rest.owner,
    createdAt: rest.createdAt,
    summary: summaryJson === null ? null : (JSON.parse(summaryJson) as ScoreSummary),
    instances: submissionInstances(db, id),
  };
}

/** A submission's instance row as submissionInstances reads it (raw: booleans are 0/1). */
type InstanceFiguresRow = Pick<
  InstanceRow,
  "slug" | "title" | "language" | "sectionCount" | "referenceTests"
> &
  RawRow<
    Omit<
      InstanceScoreRow,
      | "submissionId"
      | "instanceId"
      | "hasRunCost"
      | "steps"
      | "tokens"
      | "detectedMutants"
      | "codegenPassed"
    >
  > & { mutantsHedged: number | null };

function submissionInstances(db: Db, submissionId: number): SubmissionInstanceRow[] {
  const rows = db.$client
    .prepare<Pick<InstanceScoreRow, "submissionId">, InstanceFiguresRow>(
      `SELECT i.slug, i.title, i.language, i.section_count AS sectionCount, i.reference_tests AS referenceTests,
         si.submitted, si.mutation_score AS mutationScore, si.mutation_score_strict AS mutationScoreStrict,
         si.validity_rate AS validityRate, si.reference_pass_rate AS referencePassRate,
         si.tests_total AS testsTotal, si.tests_valid AS testsValid, si.tests_invalid AS testsInvalid,
         si.tests_skipped AS testsSkipped, si.tests_flaky AS testsFlaky,
         si.mutants_total AS mutantsTotal, si.mutants_killed AS mutantsKilled, si.mutants_timeout AS mutantsTimeout,
         si.mutants_survived AS mutantsSurvived, si.mutants_no_result AS mutantsNoResult,
         si.cost_usd AS costUsd, si.duration_sec AS durationSec, si.kills_confirmed AS killsConfirmed,
         (SELECT CASE WHEN COUNT(mr.hedged) = 0 THEN NULL ELSE SUM(${HEDGED_KILL}) END
            FROM mutant_results mr JOIN mutants m ON m.id = mr.mutant_id
           WHERE mr.submission_id = si.submission_id AND mr.instance_id = si.instance_id
             AND ${NOT_IGNORED}) AS mutantsHedged
       FROM submission_instances si JOIN instances i ON i.id = si.instance_id
       WHERE si.submission_id = @submissionId ORDER BY i.position`,
    )
    .all({ submissionId });
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    language: r.language,
    sectionCount: r.sectionCount,
    referenceTests: r.referenceTests,
    submitted: r.submitted === 1,
    mutationScore: r.mutationScore,
    mutationScoreStrict: r.mutationScoreStrict,
    validityRate: r.validityRate,
    referencePassRate: r.referencePassRate,
    tests: testCounts(r),
    mutants: mutantCounts(r),
    costUsd: r.costUsd,
    durationSec: r.durationSec,
    killsConfirmed: r.killsConfirmed === 1,
    mutantsHedged: r.mutantsHedged,
  }));
}
