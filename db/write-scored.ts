import type { MutantReach, ReachStatus } from "../evaluator/coverage/reach.ts";
import type { InstanceDetail, InstanceScore, ScoredBundle } from "../evaluator/types.ts";
import { encodeAgainst, toBitmap } from "./bitset.ts";
import type { CatalogInstance } from "./catalog.ts";
import type { Db } from "./client.ts";
import { writeCoverage } from "./coverage.ts";
import { killMatrixBaseline } from "./kill-matrix-baseline.ts";
import {
  submissionInstances,
  submissions,
  type GeneratedTestRow,
  type MutantMessageRow,
  type MutantResultRow,
  type RawRow,
  type SubmissionFileRow,
} from "./schema.ts";
import { StoreError } from "./store-error.ts";
import { summaryColumns } from "./summary-columns.ts";

/**
 * The writers of a scored bundle's rows, each inside the caller's transaction: the ingest
 * pipeline (ingest/store-scored.ts) opens it for an upload, and the verification store
 * (ingest/verification-scores.ts) for the site's own runs replacing what a bundle claimed.
 */

/** Inserts the `submissions` row of a scored bundle and returns its id. */
export function writeSubmission(
  db: Db,
  benchmarkId: number,
  scored: ScoredBundle,
  { bundleSha256, owner }: { bundleSha256: string; owner: string | null },
): number {
  const s = scored.report.submission;
  return db
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
      kind: s.kind ?? "agent",
      bundleSha256,
      owner,
      ...summaryColumns(scored.report.summary),
      submissionJson: JSON.stringify(s),
    })
    .returning({ id: submissions.id })
    .get().id;
}

/**
 * What the ingest derived of one instance's mutants under a submission, by mutant row id: the
 * reach of each mutant whose changed lines the coverage measured, and every mutant's status told
 * apart by reach (what the coverage views show).
 */
export interface ReachFacts {
  reach: ReadonlyMap<number, MutantReach>;
  status: ReadonlyMap<number, ReachStatus>;
}

/**
 * Writes each instance of a scored bundle for a submission: its figures, mutant results and
 * messages, tests, suite files and logs, and coverage with each mutant's reach as `reachOf`
 * gives it (the ingest derives it). `onProgress` counts instances written.
 */
export function writeInstances(
  db: Db,
  submissionId: number,
  catalog: Map<string, CatalogInstance>,
  scored: ScoredBundle,
  reachOf: (
    instance: CatalogInstance,
    score: InstanceScore,
    detail: InstanceDetail | undefined,
  ) => ReachFacts,
  onProgress?: (done: number, total: number) => void,
): void {
  const details = new Map(scored.details.map((d) => [d.instanceId, d]));
  const { benchmark, instances } = scored.report;
  onProgress?.(0, instances.length);
  instances.forEach((score, i) => {
    const instance = catalog.get(score.id);
    if (!instance)
      throw new StoreError(
        `${benchmark} in the database has no instance '${score.id}'; reload the benchmark`,
      );
    const detail = details.get(score.id);
    const reach = reachOf(instance, score, detail);
    const detected = writeMutantResults(db, submissionId, instance, score, detail, reach.status);
    writeInstanceFigures(db, submissionId, instance, score, detected);
    writeTests(db, submissionId, instance.id, detail);
    writeSuiteFiles(db, submissionId, instance.id, detail);
    writeCoverage(db, submissionId, instance, detail, reach.reach);
    onProgress?.(i + 1, instances.length);
  });
}

/**
 * The instance's kill matrix (each mutant's failed tests against the baseline, db/bitset.ts)
 * with its kill and near-miss messages. Returns the positions of the mutants detected.
 */
function writeMutantResults(
  db: Db,
  submissionId: number,
  instance: CatalogInstance,
  score: InstanceScore,
  detail: InstanceDetail | undefined,
  reachStatus: ReadonlyMap<number, ReachStatus>,
): number[] {
  // Raw SQL kept: bench:ingest times the store (one insert per mutant result and message).
  const client = db.$client;
  const tests = detail?.tests ?? [];
  const indexOf = new Map(tests.map((t, i) => [t.id, i]));
  const baseline = killMatrixBaseline(tests);
  const detailMutants = new Map((detail?.mutants ?? []).map((m) => [m.id, m]));
  const detected: number[] = [];

  const insertResult = client.prepare<RawRow<MutantResultRow>>(
    `INSERT INTO mutant_results (submission_id, mutant_id, instance_id, status, failed_bits, exit_code, timed_out, duration_sec, reach_status, hedged)
     VALUES (@submissionId, @mutantId, @instanceId, @status, @failedBits, @exitCode, @timedOut, @durationSec, @reachStatus, @hedged)`,
  );
  const insertMessage = client.prepare<MutantMessageRow>(
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
      reachStatus: reachStatus.get(mutant.id) ?? null,
      hedged: mutantDetail
        ? result.status === "killed" && mutantDetail.invalidNotFailed.length > 0
          ? 1
          : 0
        : null,
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
  return detected.sort((a, b) => a - b);
}

/** The instance's `submission_instances` row: its figures and the detected-mutant mask. */
function writeInstanceFigures(
  db: Db,
  submissionId: number,
  instance: CatalogInstance,
  score: InstanceScore,
  detected: number[],
): void {
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
}

/**
 * Every generated test with its verdict and reference outcomes. Prepared statements rather than
 * the query builder: a full-scale instance has thousands of tests, and these rows are most of an
 * ingest's write time.
 */
function writeTests(
  db: Db,
  submissionId: number,
  instanceId: number,
  detail: InstanceDetail | undefined,
): void {
  const insertTest = db.$client.prepare<GeneratedTestRow>(
    `INSERT INTO generated_tests (submission_id, instance_id, idx, test_id, verdict, reference_outcomes, reference_message, file, line)
     VALUES (@submissionId, @instanceId, @idx, @testId, @verdict, @referenceOutcomes, @referenceMessage, @file, @line)`,
  );
  (detail?.tests ?? []).forEach((test, idx) => {
    insertTest.run({
      submissionId,
      instanceId,
      idx,
      testId: test.id,
      verdict: test.verdict,
      referenceOutcomes: test.referenceOutcomes.map((o) => o[0]).join(""),
      referenceMessage: test.referenceMessage ?? null,
      file: test.file ?? null,
      line: test.line ?? null,
    });
  });
}

/** The suite's source files and the run logs the bundle carries. */
function writeSuiteFiles(
  db: Db,
  submissionId: number,
  instanceId: number,
  detail: InstanceDetail | undefined,
): void {
  const insertFile = db.$client.prepare<SubmissionFileRow>(
    `INSERT INTO submission_files (submission_id, instance_id, kind, path, content)
     VALUES (@submissionId, @instanceId, @kind, @path, @content)`,
  );
  const write = (kind: SubmissionFileRow["kind"], files: Map<string, string> | undefined) => {
    for (const [path, content] of files ?? [])
      insertFile.run({ submissionId, instanceId, kind, path, content });
  };
  write("suite", detail?.suiteFiles);
  write("log", detail?.logs);
}

function requireIndex(indexOf: Map<string, number>, testId: string, instance: string): number {
  const idx = indexOf.get(testId);
  if (idx === undefined)
    throw new StoreError(
      `instance '${instance}': test '${testId}' of a mutant result is not among its tests`,
    );
  return idx;
}
