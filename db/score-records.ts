import type { ScoreIntervals, ScoreSummary, ScoredBundle } from "../evaluator/types.ts";
import type { Rescored } from "../evaluator/score/rescore.ts";
import { refreshComparisons, storeReplicates, type ComparePairs } from "./comparisons.ts";
import type { Db } from "./client.ts";
import { STORED_FIGURES } from "./metric-registry.ts";
import { eq } from "drizzle-orm";
import {
  benchmarks,
  submissions,
  type InstanceRow,
  type InstanceScoreRow,
  type ScoreHistoryRow,
  type SubmissionRow,
} from "./schema.ts";
import { INTERVAL_ASSIGNMENTS, intervalParams, type IntervalColumns } from "./interval-columns.ts";
import { storedFigures, type StoredFigureValues } from "./summary-columns.ts";
import { StoreError } from "./store-error.ts";

/**
 * The figures a submission gains beyond what the first store writes: its intervals and revision,
 * codegen passes (so a revision can recompute R), a score-history row, and the benchmark's
 * pairwise comparisons. Written by an ingest (`writeScoreRecords`, `writeComparisons`) and by a rescore (`writeRescored`).
 */

/**
 * Completes a freshly stored submission, inside the store's transaction: refuses a report
 * scored under another revision than the database holds (a rescore must come first, or stored
 * and new rows would count different mutants), then writes intervals, revision, codegen passes
 * and its history row.
 */
export function writeScoreRecords(
  db: Db,
  submissionId: number,
  benchmarkId: number,
  scored: ScoredBundle,
): void {
  const { report } = scored;
  const stored = db
    .select({ revision: benchmarks.revision })
    .from(benchmarks)
    .where(eq(benchmarks.id, benchmarkId))
    .get()!;
  if (stored.revision !== report.revision)
    throw new StoreError(
      `${report.benchmark} was scored under rev ${report.revision} of its folder but the database holds rev ${stored.revision}; run \`tsb rescore\` first so every stored submission counts the same mutants`,
    );
  // Raw SQL kept: bench:ingest and bench:ranks time these per-ingest and per-rescore writes.
  db.$client
    .prepare<Pick<SubmissionRow, "id" | "revision"> & IntervalColumns>(
      `UPDATE submissions SET revision = @revision, ${INTERVAL_ASSIGNMENTS} WHERE id = @id`,
    )
    .run({ id: submissionId, revision: report.revision, ...intervalParams(report.ci) });
  const setCodegen = db.$client.prepare<
    Pick<InstanceScoreRow, "submissionId" | "codegenPassed"> &
      Pick<InstanceRow, "benchmarkId" | "slug">
  >(
    `UPDATE submission_instances SET codegen_passed = @codegenPassed
     WHERE submission_id = @submissionId AND instance_id = (SELECT id FROM instances WHERE benchmark_id = @benchmarkId AND slug = @slug)`,
  );
  for (const detail of scored.details)
    if (detail.codegenPassed)
      setCodegen.run({
        submissionId,
        benchmarkId,
        slug: detail.instanceId,
        codegenPassed: JSON.stringify(detail.codegenPassed),
      });
  recordHistory(db, submissionId, report.revision, new Date().toISOString(), report);
}

/**
 * The submission's bootstrap replicates of M and every pairwise comparison of its benchmark
 * (`compare` is the evaluator's paired comparison), in the store's transaction so rank ranges
 * are never stale.
 */
export function writeComparisons(
  db: Db,
  submissionId: number,
  benchmarkId: number,
  compare: ComparePairs,
  replicates: ScoredBundle["mutationScoreReplicates"],
): void {
  storeReplicates(db, submissionId, compare, replicates);
  refreshComparisons(db, benchmarkId, compare, submissionId);
}

/**
 * Writes a submission's figures under `revision`, with its score-history row. `instanceIds`
 * matches `rescored.instances`; a null leaves that instance's stored row as it is.
 */
export function writeRescored(
  db: Db,
  submissionId: number,
  instanceIds: readonly (number | null)[],
  rescored: Rescored,
  revision: number,
  at: string,
): void {
  const client = db.$client;
  const updateInstance = client.prepare<
    Pick<
      InstanceScoreRow,
      | "submissionId"
      | "instanceId"
      | "mutationScore"
      | "mutationScoreStrict"
      | "referencePassRate"
      | "mutantsTotal"
      | "mutantsKilled"
      | "mutantsTimeout"
      | "mutantsSurvived"
      | "mutantsNoResult"
    >
  >(
    `UPDATE submission_instances SET mutation_score = @mutationScore, mutation_score_strict = @mutationScoreStrict,
       reference_pass_rate = @referencePassRate, mutants_total = @mutantsTotal, mutants_killed = @mutantsKilled,
       mutants_timeout = @mutantsTimeout, mutants_survived = @mutantsSurvived, mutants_no_result = @mutantsNoResult
     WHERE submission_id = @submissionId AND instance_id = @instanceId`,
  );
  rescored.instances.forEach((score, i) => {
    const instanceId = instanceIds[i];
    if (instanceId === null || instanceId === undefined) return;
    const { mutants } = score;
    updateInstance.run({
      submissionId,
      instanceId,
      mutationScore: score.mutationScore,
      mutationScoreStrict: score.mutationScoreStrict,
      referencePassRate: score.referencePassRate,
      mutantsTotal: mutants.total,
      mutantsKilled: mutants.killed,
      mutantsTimeout: mutants.timeout,
      mutantsSurvived: mutants.survived,
      mutantsNoResult: mutants.noResult,
    });
  });
  const { summary, ci } = rescored;
  client
    .prepare<
      StoredFigureValues &
        Pick<
          SubmissionRow,
          "id" | "mutationScoreStrict" | "mutationScorePooled" | "summaryJson" | "revision"
        > &
        IntervalColumns
    >(
      // Every figure the metric registry stores from the summary, so a new column follows too.
      `UPDATE submissions SET ${STORED_FIGURES.map((f) => `${submissions[f.column].name} = @${f.column}`).join(", ")},
         mutation_score_strict = @mutationScoreStrict, mutation_score_pooled = @mutationScorePooled,
         summary_json = @summaryJson, revision = @revision, ${INTERVAL_ASSIGNMENTS}
       WHERE id = @id`,
    )
    .run({
      id: submissionId,
      ...storedFigures(summary),
      mutationScoreStrict: summary.mutationScoreStrict,
      mutationScorePooled: summary.mutationScorePooled,
      summaryJson: JSON.stringify(summary),
      revision,
      ...intervalParams(ci),
    });
  recordHistory(db, submissionId, revision, at, rescored);
}

/** One score-history row: a revision's headline figures, replaced if the revision repeats. */
export function recordHistory(
  db: Db,
  submissionId: number,
  revision: number,
  at: string,
  { summary, ci }: { summary: ScoreSummary; ci: ScoreIntervals },
): void {
  db.$client
    .prepare<ScoreHistoryRow>(
      `INSERT OR REPLACE INTO score_history (submission_id, revision, recorded_at, mutation_score, mutation_score_strict,
         mutation_score_lo, mutation_score_hi, validity_rate, reference_pass_rate, mutants_total)
       VALUES (@submissionId, @revision, @recordedAt, @mutationScore, @mutationScoreStrict,
         @mutationScoreLo, @mutationScoreHi, @validityRate, @referencePassRate, @mutantsTotal)`,
    )
    .run({
      submissionId,
      revision,
      recordedAt: at,
      mutationScore: summary.mutationScore,
      mutationScoreStrict: summary.mutationScoreStrict,
      mutationScoreLo: ci.mutationScore?.[0] ?? null,
      mutationScoreHi: ci.mutationScore?.[1] ?? null,
      validityRate: summary.validityRate,
      referencePassRate: summary.referencePassRate,
      mutantsTotal: summary.mutants.total,
    });
}
