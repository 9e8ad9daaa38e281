import { instanceFigures } from "../evaluator/score/instance-figures.ts";
import { summarize } from "../evaluator/score/summarize.ts";
import { isNearMiss, mutantStatus } from "../evaluator/score/verdicts.ts";
import type { MutantStatus, ScoreSummary } from "../evaluator/types.ts";
import { decodeAgainst, toBitmap } from "../db/bitset.ts";
import type { Db } from "../db/client.ts";
import { loadTests } from "../db/queries/score-report.ts";
import { instanceScoreOf, type StoredTest } from "../db/row-mappers.ts";
import { killMatrixBaseline } from "../db/kill-matrix-baseline.ts";

/**
 * Re-derives submissions stored before the `skipped` verdict (DESIGN.md, "Scoring"), so that no
 * stored figure keeps the old rule, under which a test skipped in every reference run was valid.
 * Everything needed is stored: each test's reference outcomes, each mutant's failed tests, its
 * time-out flag, and its messages. The evaluator's own rules (verdicts.ts, summarize.ts) are
 * applied to those rows, so there is no second copy of them here:
 *
 * 1. a test whose reference outcomes are all "skipped" becomes `skipped`;
 * 2. a mutant that such a test had killed is re-judged (timeout or survived when no valid test
 *    failed on it), and the test's kill message becomes a near miss;
 * 3. each instance's counts, M, strict M, V and detected-mutant mask follow, then the
 *    submission's summary, through the same `summarize` that scoring uses.
 *
 * A submission stored under the old rule is recognised by its summary lacking `tests.skipped`.
 * A recorded data migration (db/data-migrations.ts), run in its transaction after the schema
 * migrations; repeating it finds nothing left to do. Returns the ids it re-derived.
 */
export function rederiveSkippedVerdicts(db: Db): number[] {
  const ids = (
    db.$client
      .prepare(
        `SELECT id FROM submissions WHERE origin = 'scored' AND summary_json IS NOT NULL
           AND json_extract(summary_json, '$.tests.skipped') IS NULL ORDER BY id`,
      )
      .all() as Array<{ id: number }>
  ).map((r) => r.id);
  for (const id of ids) rederiveSubmission(db, id);
  return ids;
}

function rederiveSubmission(db: Db, submissionId: number): void {
  const client = db.$client;
  client
    .prepare(
      `UPDATE generated_tests SET verdict = 'skipped'
       WHERE submission_id = ? AND verdict = 'valid' AND reference_outcomes <> ''
         AND replace(reference_outcomes, 's', '') = ''`,
    )
    .run(submissionId);
  for (const [instanceId, tests] of loadTests(db, submissionId))
    rederiveInstance(db, submissionId, instanceId, tests);
  rederiveSummary(db, submissionId);
}

/** The submission's figures from its instance rows, by the evaluator's `summarize`. */
function rederiveSummary(db: Db, submissionId: number): void {
  const client = db.$client;
  const rows = client
    .prepare(
      `SELECT si.*, i.slug FROM submission_instances si JOIN instances i ON i.id = si.instance_id
       WHERE si.submission_id = ?`,
    )
    .all(submissionId) as Array<Record<string, unknown> & { slug: string }>;
  // The evaluator's order (UTF-16 code units), so that means add up exactly as when scored.
  rows.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const instances = rows.map((row) => instanceScoreOf(row, []));
  const { summaryJson } = client
    .prepare("SELECT summary_json AS summaryJson FROM submissions WHERE id = ?")
    .get(submissionId) as { summaryJson: string };
  const old = JSON.parse(summaryJson) as ScoreSummary;
  const summary = summarize(instances, old.referencePassRate !== null);
  client
    .prepare(
      `UPDATE submissions SET mutation_score = @mutationScore, mutation_score_strict = @mutationScoreStrict,
         mutation_score_pooled = @mutationScorePooled, validity_rate = @validityRate,
         validity_rate_pooled = @validityRatePooled, summary_json = @summaryJson
       WHERE id = @id`,
    )
    .run({
      mutationScore: summary.mutationScore,
      mutationScoreStrict: summary.mutationScoreStrict,
      mutationScorePooled: summary.mutationScorePooled,
      validityRate: summary.validityRate,
      validityRatePooled: summary.validityRatePooled,
      summaryJson: JSON.stringify(summary),
      id: submissionId,
    });
}

function rederiveInstance(
  db: Db,
  submissionId: number,
  instanceId: number,
  tests: readonly StoredTest[],
): void {
  const client = db.$client;
  const baseline = killMatrixBaseline(tests);
  const mutants = client
    .prepare(
      `SELECT mr.mutant_id AS mutantId, m.position, mr.status, mr.failed_bits AS failedBits, mr.timed_out AS timedOut
       FROM mutant_results mr JOIN mutants m ON m.id = mr.mutant_id
       WHERE mr.submission_id = ? AND mr.instance_id = ?`,
    )
    .all(submissionId, instanceId) as Array<{
    mutantId: number;
    position: number;
    status: MutantStatus;
    failedBits: Buffer | null;
    timedOut: number | null;
  }>;
  const setStatus = client.prepare(
    "UPDATE mutant_results SET status = ? WHERE submission_id = ? AND mutant_id = ?",
  );
  const toNearMiss = client.prepare(
    `UPDATE mutant_messages SET kind = 'near-miss', kill_reason = NULL
     WHERE submission_id = ? AND mutant_id = ? AND test_idx = ? AND kind = 'kill'`,
  );
  const statuses: MutantStatus[] = [];
  const detected: number[] = [];
  for (const mutant of mutants) {
    const failed = decodeAgainst(mutant.failedBits, baseline);
    let validFailures = 0;
    for (const idx of failed) {
      const test = tests[idx];
      if (test?.verdict === "valid") validFailures++;
      // A skipped test has no reference failure message, so its failure is a near miss.
      else if (test?.verdict === "skipped" && isNearMiss("skipped", undefined, undefined))
        toNearMiss.run(submissionId, mutant.mutantId, idx);
    }
    const hadResult = mutant.status !== "no-result";
    const status = mutantStatus(validFailures, mutant.timedOut === 1, hadResult);
    if (status !== mutant.status) setStatus.run(status, submissionId, mutant.mutantId);
    statuses.push(status);
    if (status === "killed" || status === "timeout") detected.push(mutant.position);
  }
  // Statuses only: a re-derive runs before revisions existed, so no mutant is ignored yet.
  const figures = instanceFigures(
    tests,
    statuses.map((status, k) => ({ id: String(k), status })),
  );
  const { detectedMutants } = client
    .prepare(
      "SELECT detected_mutants AS detectedMutants FROM submission_instances WHERE submission_id = ? AND instance_id = ?",
    )
    .get(submissionId, instanceId) as { detectedMutants: Buffer | null };
  client
    .prepare(
      `UPDATE submission_instances SET tests_valid = @valid, tests_invalid = @invalid, tests_skipped = @skipped,
         tests_flaky = @flaky, validity_rate = @validityRate, mutants_killed = @killed, mutants_timeout = @timeout,
         mutants_survived = @survived, mutants_no_result = @noResult, mutation_score = @mutationScore,
         mutation_score_strict = @mutationScoreStrict, detected_mutants = @detectedMutants
       WHERE submission_id = @submissionId AND instance_id = @instanceId`,
    )
    .run({
      valid: figures.tests.valid,
      invalid: figures.tests.invalid,
      skipped: figures.tests.skipped,
      flaky: figures.tests.flaky,
      killed: figures.mutants.killed,
      timeout: figures.mutants.timeout,
      survived: figures.mutants.survived,
      noResult: figures.mutants.noResult,
      validityRate: figures.validityRate,
      mutationScore: figures.mutationScore,
      mutationScoreStrict: figures.mutationScoreStrict,
      // Same length as stored: the mask covers the instance's mutants by position.
      detectedMutants: toBitmap(detected, 8 * (detectedMutants?.length ?? 0)),
      submissionId,
      instanceId,
    });
}
