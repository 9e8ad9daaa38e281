import { StoreError } from "./store-error.ts";
import type { InstanceDetail, InstanceScore, ScoredBundle } from "../evaluator/types.ts";
import { encodeAgainst, toBitmap } from "./bitset.ts";
import type { Db } from "./index.ts";
import { findOrLoadBenchmark, loadCatalog, type CatalogInstance } from "./catalog.ts";
import type { BenchmarkFiles } from "./load-benchmark.ts";
import { findSubmissionByBundle } from "./queries/bundle.ts";
import { insertJob, type JobPlan } from "./verification/enqueue.ts";

export type IngestPhase = "score" | "store";

export interface StoreOptions {
  /** Loaded into the database first when the scored benchmark is not there yet. */
  benchmarkFiles?: BenchmarkFiles;
  owner?: string;
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
  /** Queues the submission's verification in the same transaction (DESIGN.md, "Trust"). */
  verification?: { plan: JobPlan; queueLimit?: number };
}

export interface StoreResult {
  id: number;
  created: boolean;
}

export { StoreError } from "./store-error.ts";

/**
 * Writes a scored bundle in ONE immediate transaction: the submission, per-instance scores,
 * every generated test, the compact kill matrix (db/bitset.ts) with kill and near-miss
 * messages, and suite sources and logs. A bundle whose sha256 is already stored is not written
 * again: the answer is the existing id with `created: false`. Any error rolls everything back;
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
  const client = db.$client;
  const existing = findSubmissionByBundle(scored.bundleSha256, db);
  if (existing !== null) return { id: existing, created: false };

  const { report } = scored;
  const benchmarkId = findOrLoadBenchmark(db, report.benchmark, options.benchmarkFiles);
  const catalog = loadCatalog(db, benchmarkId);
  const s = report.submission;
  const summary = report.summary;
  const { id } = client
    .prepare(
      `INSERT INTO submissions (benchmark_id, model, agent, setting, reasoning_effort, organization, date, links, notes,
         origin, bundle_sha256, owner, mutation_score, mutation_score_strict, mutation_score_pooled, validity_rate,
         validity_rate_pooled, reference_pass_rate, cost_usd, duration_sec, instances_total, instances_submitted,
         summary_json, submission_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'scored', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      benchmarkId,
      s.model,
      s.agent,
      s.setting,
      s.reasoningEffort ?? null,
      s.organization ?? null,
      s.date,
      s.links === undefined ? null : JSON.stringify(s.links),
      s.notes ?? null,
      scored.bundleSha256,
      options.owner ?? null,
      summary.mutationScore,
      summary.mutationScoreStrict,
      summary.mutationScorePooled,
      summary.validityRate,
      summary.validityRatePooled,
      summary.referencePassRate,
      summary.costUsd,
      summary.durationSec,
      summary.instances.total,
      summary.instances.submitted,
      JSON.stringify(summary),
      JSON.stringify(s),
    ) as { id: number };

  const details = new Map(scored.details.map((d) => [d.instanceId, d]));
  const total = report.instances.length;
  options.onProgress?.("store", 0, total);
  report.instances.forEach((score, i) => {
    const instance = catalog.get(score.id);
    if (!instance)
      throw new StoreError(
        `${report.benchmark} in the database has no instance '${score.id}'; reload the benchmark`,
      );
    writeInstance(db, id, instance, score, details.get(score.id));
    options.onProgress?.("store", i + 1, total);
  });
  if (options.verification)
    insertJob(db, id, options.verification.plan, options.verification.queueLimit);
  return { id, created: true };
}

export function writeInstance(
  db: Db,
  submissionId: number,
  instance: CatalogInstance,
  score: InstanceScore,
  detail: InstanceDetail | undefined,
): void {
  const client = db.$client;
  const tests = detail?.tests ?? [];
  const indexOf = new Map(tests.map((t, i) => [t.id, i]));
  const baseline = invalidIndices(detail);
  const detailMutants = new Map((detail?.mutants ?? []).map((m) => [m.id, m]));
  const detected: number[] = [];

  const insertResult = client.prepare(
    `INSERT INTO mutant_results (submission_id, mutant_id, instance_id, status, failed_bits, exit_code, timed_out, duration_sec)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMessage = client.prepare(
    "INSERT INTO mutant_messages (submission_id, mutant_id, test_idx, kind, message) VALUES (?, ?, ?, ?, ?)",
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
    insertResult.run(
      submissionId,
      mutant.id,
      instance.id,
      result.status,
      encodeAgainst(mutantDetail?.failedTests ?? [], baseline),
      outcome?.exitCode ?? null,
      outcome === null ? null : outcome.timedOut ? 1 : 0,
      outcome?.durationSec ?? null,
    );
    for (const testId of result.killingTests) {
      const idx = requireIndex(indexOf, testId, instance.slug);
      insertMessage.run(
        submissionId,
        mutant.id,
        idx,
        "kill",
        mutantDetail?.messages.get(idx) ?? null,
      );
    }
    for (const miss of result.nearMisses) {
      const idx = requireIndex(indexOf, miss.id, instance.slug);
      insertMessage.run(submissionId, mutant.id, idx, "near-miss", miss.mutantMessage ?? null);
    }
  }
  detected.sort((a, b) => a - b);

  const cost = score.cost;
  client
    .prepare(
      `INSERT INTO submission_instances (submission_id, instance_id, submitted, mutation_score, mutation_score_strict,
         validity_rate, reference_pass_rate, tests_total, tests_valid, tests_invalid, tests_flaky, mutants_total,
         mutants_killed, mutants_timeout, mutants_survived, mutants_no_result, has_run_cost, cost_usd, duration_sec,
         steps, tokens, detected_mutants)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      submissionId,
      instance.id,
      score.submitted ? 1 : 0,
      score.mutationScore,
      score.mutationScoreStrict,
      score.validityRate,
      score.referencePassRate,
      score.tests.total,
      score.tests.valid,
      score.tests.invalid,
      score.tests.flaky,
      score.mutants.total,
      score.mutants.killed,
      score.mutants.timeout,
      score.mutants.survived,
      score.mutants.noResult,
      cost ? 1 : 0,
      cost?.costUsd ?? null,
      cost?.durationSec ?? null,
      cost?.steps ?? null,
      cost?.tokens ?? null,
      toBitmap(detected, instance.mutantCount),
    );

  const insertTest = client.prepare(
    `INSERT INTO generated_tests (submission_id, instance_id, idx, test_id, verdict, reference_outcomes, reference_message, file, line)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  tests.forEach((test, idx) => {
    insertTest.run(
      submissionId,
      instance.id,
      idx,
      test.id,
      test.verdict,
      test.referenceOutcomes.map((o) => o[0]).join(""),
      test.referenceMessage ?? null,
      test.file ?? null,
      test.line ?? null,
    );
  });

  const insertFile = client.prepare(
    "INSERT INTO submission_files (submission_id, instance_id, kind, path, content) VALUES (?, ?, ?, ?, ?)",
  );
  for (const [file, content] of detail?.suiteFiles ?? [])
    insertFile.run(submissionId, instance.id, "suite", file, content);
  for (const [file, content] of detail?.logs ?? [])
    insertFile.run(submissionId, instance.id, "log", file, content);
}

/** The kill-matrix baseline of an instance: its invalid tests, which fail on every mutant. */
export function invalidIndices(detail: Pick<InstanceDetail, "tests"> | undefined): number[] {
  const out: number[] = [];
  detail?.tests.forEach((t, i) => {
    if (t.verdict === "invalid") out.push(i);
  });
  return out;
}

function requireIndex(indexOf: Map<string, number>, testId: string, instance: string): number {
  const idx = indexOf.get(testId);
  if (idx === undefined)
    throw new StoreError(
      `instance '${instance}': test '${testId}' of a mutant result is not among its tests`,
    );
  return idx;
}
