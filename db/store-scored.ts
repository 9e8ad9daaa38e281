import { StoreError } from "./store-error.ts";
import type {
  InstanceDetail,
  InstanceScore,
  ScoredBundle,
  ScoreSummary,
} from "../evaluator/types.ts";
import { encodeAgainst, toBitmap } from "./bitset.ts";
import type { Db } from "./index.ts";
import { findOrLoadBenchmark, loadCatalog, type CatalogInstance } from "./catalog.ts";
import type { BenchmarkFiles } from "./load-benchmark.ts";
import type { ComparePairs } from "./comparisons.ts";
import { recordIngest } from "./score-records.ts";
import { writeCoverage } from "./coverage.ts";
import { killMatrixBaseline } from "./kill-matrix-baseline.ts";
import { STORED_FIGURES, type StoredFigure } from "./metric-registry.ts";
import { findSubmissionByBundle } from "./queries/bundle.ts";
import { insertJob, type JobPlan } from "./verification/enqueue.ts";
import { submissionInstances, submissions } from "./schema.ts";

export type IngestPhase = "score" | "store";

export interface StoreOptions {
  /**
   * The evaluator's paired comparison (`pairwiseDifferences`), run in the store's transaction
   * over the benchmark's scored submissions so rank ranges are never stale. Without it the new
   * submission has no comparisons yet, and ranks count it as told apart from none.
   */
  compare?: ComparePairs;
  /** Loaded into the database first when the scored benchmark is not there yet. */
  benchmarkFiles?: BenchmarkFiles;
  owner?: string;
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
  /** Queues the submission's verification in the same transaction (DESIGN.md, "Trust"). */
  verification?: { plan: JobPlan; queueLimit?: number };
  /**
   * The bundle's content digest (evaluator/bundle/content-digest.ts): stored as its identity, so
   * that the same files packed another way are recognised as this submission.
   */
  contentSha256?: string;
}

export interface StoreResult {
  id: number;
  created: boolean;
}

export { StoreError } from "./store-error.ts";

/**
 * Writes a scored bundle in ONE immediate transaction: the submission, per-instance scores,
 * every generated test, the compact kill matrix (db/bitset.ts) with kill and near-miss
 * messages, and suite sources and logs. A bundle already stored (by its own sha256 or its
 * content digest) is not written again: the answer is the existing id with `created: false`. Any error rolls everything back;
 * so does a killed process, since SQLite discards an uncommitted transaction on next open.
 */
export function storeScoredBundle(
  db: Db,
  scored: ScoredBundle,
  options: StoreOptions = {},
): StoreResult {
  return db.$client.transaction(() => writeScored(db, scored, options)).immediate();
}

function writeScored(db: Db, scored: ScoredBundle, options: StoreOptions): StoreResult {
  const digests = [scored.bundleSha256, ...(options.contentSha256 ? [options.contentSha256] : [])];
  const existing = findSubmissionByBundle(digests, db);
  if (existing !== null) return { id: existing, created: false };

  const { report } = scored;
  const benchmarkId = findOrLoadBenchmark(db, report.benchmark, options.benchmarkFiles);
  const catalog = loadCatalog(db, benchmarkId);
  const s = report.submission;
  const summary = report.summary;
  const { id } = db
    .insert(submissions)
    .values({
      benchmarkId,
      model: s.model,
      agent: s.agent,
      setting: s.setting,
      reasoningEffort: s.reasoningEffort ?? null,
      organization: s.organization ?? null,
      date: s.date,
      links: s.links === undefined ? null : JSON.stringify(s.links),
      notes: s.notes ?? null,
      origin: "scored",
      bundleSha256: options.contentSha256 ?? scored.bundleSha256,
      owner: options.owner ?? null,
      ...summaryColumns(summary),
      submissionJson: JSON.stringify(s),
    })
    .returning({ id: submissions.id })
    .get();

  writeInstances(db, id, catalog, scored, options.onProgress);
  recordIngest(db, id, benchmarkId, scored, options.compare);
  if (options.verification)
    insertJob(db, id, options.verification.plan, options.verification.queueLimit);
  return { id, created: true };
}

/**
 * Writes each instance of a scored bundle for a submission (inside the caller's transaction):
 * an upload's, or the site's own runs replacing what a bundle claimed.
 */
export function writeInstances(
  db: Db,
  submissionId: number,
  catalog: Map<string, CatalogInstance>,
  scored: ScoredBundle,
  onProgress?: StoreOptions["onProgress"],
): void {
  const details = new Map(scored.details.map((d) => [d.instanceId, d]));
  const { benchmark, instances } = scored.report;
  onProgress?.("store", 0, instances.length);
  instances.forEach((score, i) => {
    const instance = catalog.get(score.id);
    if (!instance)
      throw new StoreError(
        `${benchmark} in the database has no instance '${score.id}'; reload the benchmark`,
      );
    writeInstance(db, submissionId, instance, score, details.get(score.id));
    onProgress?.("store", i + 1, instances.length);
  });
}

function writeInstance(
  db: Db,
  submissionId: number,
  instance: CatalogInstance,
  score: InstanceScore,
  detail: InstanceDetail | undefined,
): void {
  const client = db.$client;
  const tests = detail?.tests ?? [];
  const indexOf = new Map(tests.map((t, i) => [t.id, i]));
  const baseline = killMatrixBaseline(detail?.tests ?? []);
  const detailMutants = new Map((detail?.mutants ?? []).map((m) => [m.id, m]));
  const detected: number[] = [];

  const insertResult = client.prepare(
    `INSERT INTO mutant_results (submission_id, mutant_id, instance_id, status, failed_bits, exit_code, timed_out, duration_sec)
     VALUES (@submissionId, @mutantId, @instanceId, @status, @failedBits, @exitCode, @timedOut, @durationSec)`,
  );
  const insertMessage = client.prepare(
    `INSERT INTO mutant_messages (submission_id, mutant_id, test_idx, kind, message, kill_reason)
     VALUES (@submissionId, @mutantId, @testIdx, @kind, @message, @killReason)`,
  );
  for (const result of score.mutantResults) {
    const mutant = instance.mutants.get(result.id);
    if (!mutant)
      throw new StoreError(
        `instance '${instance.slug}' in the database has no mutant '${result.id}'; reload the benchmark`,
      );
    if (result.status === "killed" || result.status === "timeout") detected.push(mutant.position);
    const mutantDetail = detailMutants.get(result.id);
    const outcome = mutantDetail?.outcome ?? null;
    insertResult.run({
      submissionId,
      mutantId: mutant.id,
      instanceId: instance.id,
      status: result.status,
      failedBits: encodeAgainst(mutantDetail?.failedTests ?? [], baseline),
      exitCode: outcome?.exitCode ?? null,
      timedOut: outcome === null ? null : outcome.timedOut ? 1 : 0,
      durationSec: outcome?.durationSec ?? null,
    });
    for (const testId of result.killingTests) {
      const testIdx = requireIndex(indexOf, testId, instance.slug);
      insertMessage.run({
        submissionId,
        mutantId: mutant.id,
        testIdx,
        kind: "kill",
        message: mutantDetail?.messages.get(testIdx) ?? null,
        killReason: mutantDetail?.killReasons.get(testIdx) ?? null,
      });
    }
    for (const miss of result.nearMisses) {
      const testIdx = requireIndex(indexOf, miss.id, instance.slug);
      insertMessage.run({
        submissionId,
        mutantId: mutant.id,
        testIdx,
        kind: "near-miss",
        message: miss.mutantMessage ?? null,
        killReason: null,
      });
    }
  }
  detected.sort((a, b) => a - b);

  const cost = score.cost;
  db.insert(submissionInstances)
    .values({
      submissionId,
      instanceId: instance.id,
      submitted: score.submitted,
      mutationScore: score.mutationScore,
      mutationScoreStrict: score.mutationScoreStrict,
      validityRate: score.validityRate,
      referencePassRate: score.referencePassRate,
      testsTotal: score.tests.total,
      testsValid: score.tests.valid,
      testsInvalid: score.tests.invalid,
      testsSkipped: score.tests.skipped,
      testsFlaky: score.tests.flaky,
      mutantsTotal: score.mutants.total,
      mutantsKilled: score.mutants.killed,
      mutantsTimeout: score.mutants.timeout,
      mutantsSurvived: score.mutants.survived,
      mutantsNoResult: score.mutants.noResult,
      hasRunCost: cost !== null,
      costUsd: cost?.costUsd ?? null,
      durationSec: cost?.durationSec ?? null,
      steps: cost?.steps ?? null,
      tokens: cost?.tokens ?? null,
      detectedMutants: toBitmap(detected, instance.mutantCount),
      killsConfirmed: score.confirmed === true,
    })
    .run();

  // Prepared statements rather than the query builder: a full-scale instance has thousands of
  // tests, and these rows are most of an ingest's write time.
  const insertTest = client.prepare(
    `INSERT INTO generated_tests (submission_id, instance_id, idx, test_id, verdict, reference_outcomes, reference_message, file, line)
     VALUES (@submissionId, @instanceId, @idx, @testId, @verdict, @referenceOutcomes, @referenceMessage, @file, @line)`,
  );
  tests.forEach((test, idx) => {
    insertTest.run({
      submissionId,
      instanceId: instance.id,
      idx,
      testId: test.id,
      verdict: test.verdict,
      referenceOutcomes: test.referenceOutcomes.map((o) => o[0]).join(""),
      referenceMessage: test.referenceMessage ?? null,
      file: test.file ?? null,
      line: test.line ?? null,
    });
  });

  const insertFile = client.prepare(
    `INSERT INTO submission_files (submission_id, instance_id, kind, path, content)
     VALUES (@submissionId, @instanceId, @kind, @path, @content)`,
  );
  const files = [
    ...[...(detail?.suiteFiles ?? [])].map(([path, content]) => ({ kind: "suite", path, content })),
    ...[...(detail?.logs ?? [])].map(([path, content]) => ({ kind: "log", path, content })),
  ];
  for (const file of files) insertFile.run({ submissionId, instanceId: instance.id, ...file });
  writeCoverage(db, submissionId, instance, detail);
}

/**
 * The `submissions` columns a summary fills: the figures the metric registry stores, each in
 * its column, and those every view needs beside them. One list for an upload's row and for a
 * verification that replaces its figures.
 */
export function summaryColumns(summary: ScoreSummary) {
  // Typed by hand: a ScoreSummary's mutationScore is never null, as its NOT NULL column needs.
  const figures = Object.fromEntries(
    STORED_FIGURES.map((f) => [f.column, summary[f.figure]]),
  ) as Record<StoredFigure, number | null> & { mutationScore: number };
  return {
    ...figures,
    mutationScoreStrict: summary.mutationScoreStrict,
    mutationScorePooled: summary.mutationScorePooled,
    validityRatePooled: summary.validityRatePooled,
    instancesTotal: summary.instances.total,
    instancesSubmitted: summary.instances.submitted,
    summaryJson: JSON.stringify(summary),
  };
}

function requireIndex(indexOf: Map<string, number>, testId: string, instance: string): number {
  const idx = indexOf.get(testId);
  if (idx === undefined)
    throw new StoreError(
      `instance '${instance}': test '${testId}' of a mutant result is not among its tests`,
    );
  return idx;
}
