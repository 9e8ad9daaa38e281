/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import type {
  InstanceScore,
  KillReason,
  MutantResult,
  MutantStatus,
  NearMiss,
  ScoreReport,
  ScoreSummary,
  Submission,
} from "../../evaluator/types.ts";
import { decodeAgainst } from "../bitset.ts";
import type { MutantMessageRow } from "../schema.ts";
import { getDb, type Db } from "../index.ts";
import { killMatrixBaseline } from "../kill-matrix-baseline.ts";
import { INTERVAL_COLUMNS, intervalsOf, type IntervalColumns } from "../interval-columns.ts";
import { compareCodeUnits, instanceScoreOf, type StoredTest } from "../row-mappers.ts";

/** Every generated test of a submission, grouped by instance id, each list in index order. */
export function loadTests(
  db: Db,
  submissionId: number,
  instanceId?: number,
): Map<number, StoredTest[]> {
  // Raw SQL kept: bench:pages times the mutant page, which reads tests and messages here.
  const rows = db.$client
    .prepare(
      `SELECT instance_id AS instanceId, idx, test_id AS testId, verdict, reference_outcomes AS referenceOutcomes,
         reference_message AS referenceMessage, file, line
       FROM generated_tests WHERE submission_id = @submissionId ${instanceId === undefined ? "" : "AND instance_id = @instanceId"} ORDER BY instance_id, idx`,
    )
    .all({ submissionId, instanceId }) as Array<StoredTest & { instanceId: number }>;
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
       FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id WHERE s.id = @id`,
    )
    .get({ id }) as
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
       FROM mutant_results mr JOIN mutants m ON m.id = mr.mutant_id WHERE mr.submission_id = @id`,
    )
    .all({ id }) as Array<{
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
      `SELECT si.*, i.slug FROM submission_instances si JOIN instances i ON i.id = si.instance_id WHERE si.submission_id = @id`,
    )
    .all({ id }) as Array<Record<string, unknown> & { instance_id: number; slug: string }>;
  const instances = instanceRows
    .sort((a, b) => compareCodeUnits(a.slug, b.slug))
    .map((row): InstanceScore => {
      const instanceTests = tests.get(row.instance_id) ?? [];
      const baseline = killMatrixBaseline(instanceTests);
      const mutantResults = (resultsByInstance.get(row.instance_id) ?? [])
        .sort((a, b) => compareCodeUnits(a.slug, b.slug))
        .map((r): MutantResult => {
          const failed = decodeAgainst(r.failedBits, baseline);
          const killingTests: string[] = [];
          const killReasons: Record<string, KillReason> = {};
          const nearMisses: NearMiss[] = [];
          const perMutant = messages.get(r.mutantId);
          for (const idx of failed) {
            const test = instanceTests[idx];
            if (!test) continue;
            const stored = perMutant?.get(idx);
            if (test.verdict === "valid") {
              killingTests.push(test.testId);
              if (stored?.kind === "kill" && stored.killReason !== null)
                killReasons[test.testId] = stored.killReason;
            }
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
          const result: MutantResult = {
            id: r.slug,
            status: r.status,
            killingTests,
            killReasons,
            nearMisses,
          };
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
       WHERE submission_id = @submissionId ${mutantId === undefined ? "" : "AND mutant_id = @mutantId"}`,
    )
    .all({ submissionId, mutantId }) as Array<{
    mutantId: number;
    testIdx: number;
    kind: MutantMessageRow["kind"];
    message: string | null;
    killReason: KillReason | null;
  }>;
  const out = new Map<number, Map<number, StoredMessage>>();
  for (const r of rows) {
    let inner = out.get(r.mutantId);
    if (!inner) out.set(r.mutantId, (inner = new Map<number, StoredMessage>()));
    inner.set(r.testIdx, { kind: r.kind, message: r.message, killReason: r.killReason });
  }
  return out;
}
