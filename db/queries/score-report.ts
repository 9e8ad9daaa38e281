/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import type {
  InstanceScore,
  KillReason,
  MutantResult,
  MutantStatus,
  NearMiss,
  RunCost,
  ScoreIntervals,
  ScoreReport,
  ScoreSummary,
  Submission,
  TestOutcome,
  TestVerdict,
} from "../../evaluator/types.ts";
import { decodeAgainst } from "../bitset.ts";
import { getDb, type Db } from "../index.ts";
import { killMatrixBaseline } from "../kill-matrix-baseline.ts";
import { mutantCounts, testCounts } from "./leaderboard.ts";

export interface StoredTest {
  idx: number;
  testId: string;
  verdict: TestVerdict;
  referenceOutcomes: string;
  referenceMessage: string | null;
  file: string | null;
  line: number | null;
}

const OUTCOME_BY_LETTER: Record<string, TestOutcome> = {
  p: "passed",
  f: "failed",
  s: "skipped",
  m: "missing",
};

export function referenceOutcomes(letters: string): TestOutcome[] {
  return [...letters].map((l) => OUTCOME_BY_LETTER[l] ?? "missing");
}

/** Every generated test of a submission, grouped by instance id, each list in index order. */
export function loadTests(
  db: Db,
  submissionId: number,
  instanceId?: number,
): Map<number, StoredTest[]> {
  const rows = db.$client
    .prepare(
      `SELECT instance_id AS instanceId, idx, test_id AS testId, verdict, reference_outcomes AS referenceOutcomes,
         reference_message AS referenceMessage, file, line
       FROM generated_tests WHERE submission_id = ? ${instanceId === undefined ? "" : "AND instance_id = ?"} ORDER BY instance_id, idx`,
    )
    .all(...(instanceId === undefined ? [submissionId] : [submissionId, instanceId])) as Array<
    StoredTest & { instanceId: number }
  >;
  const byInstance = new Map<number, StoredTest[]>();
  for (const { instanceId: id, ...test } of rows) {
    let list = byInstance.get(id);
    if (!list) byInstance.set(id, (list = []));
    list.push(test);
  }
  return byInstance;
}

/**
 * The `tsb score --json` document of a scored submission, rebuilt from the stored rows; equal to
 * what the evaluator returned when it was ingested. Null for unknown ids and reported rows.
 */
export async function getScoreReport(id: number, db: Db = getDb()): Promise<ScoreReport | null> {
  const sub = db.$client
    .prepare(
      `SELECT s.origin, s.summary_json AS summaryJson, s.submission_json AS submissionJson, b.name, b.version,
         s.revision, ${INTERVAL_COLUMNS}
       FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id WHERE s.id = ?`,
    )
    .get(id) as
    | ({
        origin: string;
        summaryJson: string | null;
        submissionJson: string | null;
        name: string;
        version: string;
        revision: number | null;
      } & IntervalColumns)
    | undefined;
  if (!sub || sub.origin !== "scored" || sub.summaryJson === null || sub.submissionJson === null)
    return null;

  const tests = loadTests(db, id);
  const messages = loadMessages(db, id);
  const results = db.$client
    .prepare(
      `SELECT mr.instance_id AS instanceId, m.id AS mutantId, m.slug, mr.status, mr.failed_bits AS failedBits
       FROM mutant_results mr JOIN mutants m ON m.id = mr.mutant_id WHERE mr.submission_id = ?`,
    )
    .all(id) as Array<{
    instanceId: number;
    mutantId: number;
    slug: string;
    status: MutantStatus;
    failedBits: Buffer | null;
  }>;
  const resultsByInstance = new Map<number, typeof results>();
  for (const r of results) {
    let list = resultsByInstance.get(r.instanceId);
    if (!list) resultsByInstance.set(r.instanceId, (list = []));
    list.push(r);
  }

  const ignored = ignoredMutants(db, id);
  const instanceRows = db.$client
    .prepare(
      `SELECT si.*, i.slug FROM submission_instances si JOIN instances i ON i.id = si.instance_id WHERE si.submission_id = ?`,
    )
    .all(id) as Array<Record<string, unknown> & { instance_id: number; slug: string }>;
  const instances = instanceRows
    .sort((a, b) => compare(a.slug, b.slug))
    .map((row): InstanceScore => {
      const instanceTests = tests.get(row.instance_id) ?? [];
      const baseline = killMatrixBaseline(instanceTests);
      const mutantResults = (resultsByInstance.get(row.instance_id) ?? [])
        .sort((a, b) => compare(a.slug, b.slug))
        .map((r): MutantResult => {
          const failed = decodeAgainst(r.failedBits, baseline);
          const killingTests: string[] = [];
          const nearMisses: NearMiss[] = [];
          const perMutant = messages.get(r.mutantId);
          for (const idx of failed) {
            const test = instanceTests[idx];
            if (!test) continue;
            if (test.verdict === "valid") killingTests.push(test.testId);
            const stored = perMutant?.get(idx);
            if (stored?.kind === "near-miss") {
              nearMisses.push({
                id: test.testId,
                verdict: test.verdict === "valid" ? "flaky" : test.verdict,
                ...(stored.message !== null ? { mutantMessage: stored.message } : {}),
                ...(test.referenceMessage !== null
                  ? { referenceMessage: test.referenceMessage }
                  : {}),
              });
            }
          }
          const result: MutantResult = { id: r.slug, status: r.status, killingTests, nearMisses };
          return ignored.has(r.mutantId) ? { ...result, ignored: true } : result;
        });
      return instanceScoreOf(row, mutantResults);
    });

  return {
    benchmark: `${sub.name}@${sub.version}`,
    revision: sub.revision ?? 1,
    submission: JSON.parse(sub.submissionJson) as Submission,
    summary: JSON.parse(sub.summaryJson) as ScoreSummary,
    ci: intervalsOf(sub),
    instances,
  };
}

/** The stored interval columns, selected from `submissions s`. */
export const INTERVAL_COLUMNS = `s.mutation_score_lo AS mutationScoreLo, s.mutation_score_hi AS mutationScoreHi,
  s.mutation_score_strict_lo AS mutationScoreStrictLo, s.mutation_score_strict_hi AS mutationScoreStrictHi,
  s.validity_rate_lo AS validityRateLo, s.validity_rate_hi AS validityRateHi`;

export interface IntervalColumns {
  mutationScoreLo: number | null;
  mutationScoreHi: number | null;
  mutationScoreStrictLo: number | null;
  mutationScoreStrictHi: number | null;
  validityRateLo: number | null;
  validityRateHi: number | null;
}

/** The report's `ci` from the stored columns (null where a figure has no interval). */
export function intervalsOf(row: IntervalColumns): ScoreIntervals {
  const pair = (lo: number | null, hi: number | null): [number, number] | null =>
    lo === null || hi === null ? null : [lo, hi];
  return {
    mutationScore: pair(row.mutationScoreLo, row.mutationScoreHi),
    mutationScoreStrict: pair(row.mutationScoreStrictLo, row.mutationScoreStrictHi),
    validityRate: pair(row.validityRateLo, row.validityRateHi),
  };
}

/** Ids of the mutants the submission's benchmark revision ignores. */
function ignoredMutants(db: Db, submissionId: number): Set<number> {
  const rows = db.$client
    .prepare(
      `SELECT m.id FROM ignored_entries e
       JOIN mutants m ON m.instance_id = e.instance_id AND m.slug = e.item
       JOIN instances i ON i.id = e.instance_id
       JOIN submissions s ON s.benchmark_id = i.benchmark_id
       WHERE e.kind = 'mutant' AND s.id = @submissionId`,
    )
    .all({ submissionId }) as Array<{ id: number }>;
  return new Set(rows.map((r) => r.id));
}

/** A kill or near-miss message as stored; `killReason` is null for a near miss or an older row. */
export interface StoredMessage {
  kind: "kill" | "near-miss";
  message: string | null;
  killReason: KillReason | null;
}

/** Kill and near-miss messages of a submission: mutant id → test index → message. */
export function loadMessages(
  db: Db,
  submissionId: number,
  mutantId?: number,
): Map<number, Map<number, StoredMessage>> {
  const rows = db.$client
    .prepare(
      `SELECT mutant_id AS mutantId, test_idx AS testIdx, kind, message, kill_reason AS killReason FROM mutant_messages
       WHERE submission_id = ? ${mutantId === undefined ? "" : "AND mutant_id = ?"}`,
    )
    .all(...(mutantId === undefined ? [submissionId] : [submissionId, mutantId])) as Array<{
    mutantId: number;
    testIdx: number;
    kind: "kill" | "near-miss";
    message: string | null;
    killReason: KillReason | null;
  }>;
  const out = new Map<number, Map<number, StoredMessage>>();
  for (const r of rows) {
    let inner = out.get(r.mutantId);
    if (!inner)
      out.set(r.mutantId, (inner = new Map<number, StoredMessage>()));
    inner.set(r.testIdx, { kind: r.kind, message: r.message, killReason: r.killReason });
  }
  return out;
}

/**
 * An instance's stored figures (a `submission_instances` row with its instance's slug) as the
 * evaluator's InstanceScore, with the mutant results the caller has loaded.
 */
export function instanceScoreOf(
  row: Record<string, unknown> & { slug: string },
  mutantResults: MutantResult[],
): InstanceScore {
  return {
    id: row.slug,
    submitted: row.submitted === 1,
    mutationScore: row.mutation_score as number,
    mutationScoreStrict: row.mutation_score_strict as number,
    validityRate: row.validity_rate as number | null,
    referencePassRate: row.reference_pass_rate as number | null,
    cost: row.has_run_cost === 1 ? runCost(row) : null,
    tests: testCounts(row),
    mutants: mutantCounts(row),
    mutantResults,
  };
}

function runCost(row: Record<string, unknown>): RunCost {
  const cost: RunCost = {};
  if (row.cost_usd !== null) cost.costUsd = row.cost_usd as number;
  if (row.duration_sec !== null) cost.durationSec = row.duration_sec as number;
  if (row.steps !== null) cost.steps = row.steps as number;
  if (row.tokens !== null) cost.tokens = row.tokens as number;
  return cost;
}

/** The evaluator's order: UTF-16 code units, the same on every machine. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
