/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { and, eq, getTableColumns } from "drizzle-orm";
import type {
  InstanceScore,
  KillReason,
  MutantResult,
  NearMiss,
  ScoreReport,
  ScoreSummary,
  Submission,
} from "../../evaluator/types.ts";
import { decodeAgainst } from "../bitset.ts";
import {
  benchmarks,
  ignoredEntries,
  instances,
  mutantResults,
  mutants,
  submissionInstances,
  submissions,
  type GeneratedTestRow,
  type MutantMessageRow,
} from "../schema.ts";
import { getDb, type Db } from "../index.ts";
import { killMatrixBaseline } from "../kill-matrix-baseline.ts";
import { INTERVAL_SELECTION, intervalsOf } from "../interval-columns.ts";
import {
  compareCodeUnits,
  instanceScoreOf,
  type InstanceScoreInput,
  type StoredTest,
} from "../row-mappers.ts";

/** Every generated test of a submission, grouped by instance id, each list in index order. */
export function loadTests(
  db: Db,
  submissionId: number,
  instanceId?: number,
): Map<number, StoredTest[]> {
  // Raw SQL kept: bench:pages times the mutant page, which reads tests and messages here.
  const rows = db.$client
    .prepare<
      Pick<GeneratedTestRow, "submissionId"> & {
        instanceId: GeneratedTestRow["instanceId"] | undefined;
      },
      StoredTest & Pick<GeneratedTestRow, "instanceId">
    >(
      `SELECT instance_id AS instanceId, idx, test_id AS testId, verdict, reference_outcomes AS referenceOutcomes,
         reference_message AS referenceMessage, file, line
       FROM generated_tests WHERE submission_id = @submissionId ${instanceId === undefined ? "" : "AND instance_id = @instanceId"} ORDER BY instance_id, idx`,
    )
    .all({ submissionId, instanceId });
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
  const sub = db
    .select({
      origin: submissions.origin,
      summaryJson: submissions.summaryJson,
      submissionJson: submissions.submissionJson,
      name: benchmarks.name,
      version: benchmarks.version,
      revision: submissions.revision,
      ...INTERVAL_SELECTION,
    })
    .from(submissions)
    .innerJoin(benchmarks, eq(benchmarks.id, submissions.benchmarkId))
    .where(eq(submissions.id, id))
    .get();
  if (!sub || sub.origin !== "scored" || sub.summaryJson === null || sub.submissionJson === null)
    return null;

  const tests = loadTests(db, id);
  const messages = loadMessages(db, id);
  const results = db
    .select({
      instanceId: mutantResults.instanceId,
      mutantId: mutants.id,
      slug: mutants.slug,
      status: mutantResults.status,
      failedBits: mutantResults.failedBits,
    })
    .from(mutantResults)
    .innerJoin(mutants, eq(mutants.id, mutantResults.mutantId))
    .where(eq(mutantResults.submissionId, id))
    .all();
  const resultsByInstance = new Map<number, typeof results>();
  for (const r of results) {
    let list = resultsByInstance.get(r.instanceId);
    if (!list) resultsByInstance.set(r.instanceId, (list = []));
    list.push(r);
  }

  const ignored = ignoredMutants(db, id);
  const scores = loadInstanceScores(db, id).map((row): InstanceScore => {
    const instanceTests = tests.get(row.instanceId) ?? [];
    const baseline = killMatrixBaseline(instanceTests);
    const instanceResults = (resultsByInstance.get(row.instanceId) ?? [])
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
    return instanceScoreOf(row, instanceResults);
  });

  return {
    benchmark: `${sub.name}@${sub.version}`,
    revision: sub.revision ?? 1,
    submission: JSON.parse(sub.submissionJson) as Submission,
    summary: JSON.parse(sub.summaryJson) as ScoreSummary,
    ci: intervalsOf(sub),
    instances: scores,
  };
}

/**
 * A submission's `submission_instances` rows with their instances' slugs, in the evaluator's
 * order (UTF-16 code units), so that means over them add up exactly as when it was scored.
 */
export function loadInstanceScores(db: Db, submissionId: number): InstanceScoreInput[] {
  return db
    .select({ ...getTableColumns(submissionInstances), slug: instances.slug })
    .from(submissionInstances)
    .innerJoin(instances, eq(instances.id, submissionInstances.instanceId))
    .where(eq(submissionInstances.submissionId, submissionId))
    .all()
    .sort((a, b) => compareCodeUnits(a.slug, b.slug));
}

/** Ids of the mutants the submission's benchmark revision ignores. */
function ignoredMutants(db: Db, submissionId: number): Set<number> {
  const rows = db
    .select({ id: mutants.id })
    .from(ignoredEntries)
    .innerJoin(
      mutants,
      and(eq(mutants.instanceId, ignoredEntries.instanceId), eq(mutants.slug, ignoredEntries.item)),
    )
    .innerJoin(instances, eq(instances.id, ignoredEntries.instanceId))
    .innerJoin(submissions, eq(submissions.benchmarkId, instances.benchmarkId))
    .where(and(eq(ignoredEntries.kind, "mutant"), eq(submissions.id, submissionId)))
    .all();
  return new Set(rows.map((r) => r.id));
}

/** A kill or near-miss message as stored; `killReason` is null for a near miss or an older row. */
export type StoredMessage = Pick<MutantMessageRow, "kind" | "message" | "killReason">;

/** Kill and near-miss messages of a submission: mutant id → test index → message. */
export function loadMessages(
  db: Db,
  submissionId: number,
  mutantId?: number,
): Map<number, Map<number, StoredMessage>> {
  const rows = db.$client
    .prepare<
      Pick<MutantMessageRow, "submissionId"> & {
        mutantId: MutantMessageRow["mutantId"] | undefined;
      },
      Pick<MutantMessageRow, "mutantId" | "testIdx"> & StoredMessage
    >(
      `SELECT mutant_id AS mutantId, test_idx AS testIdx, kind, message, kill_reason AS killReason FROM mutant_messages
       WHERE submission_id = @submissionId ${mutantId === undefined ? "" : "AND mutant_id = @mutantId"}`,
    )
    .all({ submissionId, mutantId });
  const out = new Map<number, Map<number, StoredMessage>>();
  for (const r of rows) {
    let inner = out.get(r.mutantId);
    if (!inner) out.set(r.mutantId, (inner = new Map<number, StoredMessage>()));
    inner.set(r.testIdx, { kind: r.kind, message: r.message, killReason: r.killReason });
  }
  return out;
}
