import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { instanceFigures } from "../evaluator/score/instance-figures.ts";
import { summarize } from "../evaluator/score/summarize.ts";
import { isNearMiss, mutantStatus } from "../evaluator/score/verdicts.ts";
import type { MutantStatus, ScoreSummary } from "../evaluator/types.ts";
import { decodeAgainst, toBitmap } from "../db/bitset.ts";
import type { Db } from "../db/client.ts";
import { loadInstanceScores, loadTests } from "../db/queries/score-report.ts";
import { instanceScoreOf, type StoredTest } from "../db/row-mappers.ts";
import {
  generatedTests,
  mutantMessages,
  mutantResults,
  mutants,
  submissionInstances,
  submissions,
} from "../db/schema.ts";
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
  const stale = db
    .select({ id: submissions.id, summaryJson: submissions.summaryJson })
    .from(submissions)
    .where(
      and(
        eq(submissions.origin, "scored"),
        isNotNull(submissions.summaryJson),
        sql`json_extract(${submissions.summaryJson}, '$.tests.skipped') IS NULL`,
      ),
    )
    .orderBy(submissions.id)
    .all();
  for (const { id, summaryJson } of stale) {
    // Never null here (the query asks for a summary); the old one says whether R was reported.
    const old = JSON.parse(summaryJson ?? "null") as ScoreSummary;
    rederiveSubmission(db, id, old.referencePassRate !== null);
  }
  return stale.map((s) => s.id);
}

function rederiveSubmission(db: Db, submissionId: number, reportR: boolean): void {
  db.update(generatedTests)
    .set({ verdict: "skipped" })
    .where(
      and(
        eq(generatedTests.submissionId, submissionId),
        eq(generatedTests.verdict, "valid"),
        ne(generatedTests.referenceOutcomes, ""),
        sql`replace(${generatedTests.referenceOutcomes}, 's', '') = ''`,
      ),
    )
    .run();
  for (const [instanceId, tests] of loadTests(db, submissionId))
    rederiveInstance(db, submissionId, instanceId, tests);
  rederiveSummary(db, submissionId, reportR);
}

/** The submission's figures from its instance rows, by the evaluator's `summarize`. */
function rederiveSummary(db: Db, submissionId: number, reportR: boolean): void {
  const summary = summarize(
    loadInstanceScores(db, submissionId).map((row) => instanceScoreOf(row, [])),
    reportR,
  );
  db.update(submissions)
    .set({
      mutationScore: summary.mutationScore,
      mutationScoreStrict: summary.mutationScoreStrict,
      mutationScorePooled: summary.mutationScorePooled,
      validityRate: summary.validityRate,
      validityRatePooled: summary.validityRatePooled,
      summaryJson: JSON.stringify(summary),
    })
    .where(eq(submissions.id, submissionId))
    .run();
}

function rederiveInstance(
  db: Db,
  submissionId: number,
  instanceId: number,
  tests: readonly StoredTest[],
): void {
  const baseline = killMatrixBaseline(tests);
  const ofInstance = and(
    eq(mutantResults.submissionId, submissionId),
    eq(mutantResults.instanceId, instanceId),
  );
  const stored = db
    .select({
      mutantId: mutantResults.mutantId,
      position: mutants.position,
      status: mutantResults.status,
      failedBits: mutantResults.failedBits,
      timedOut: mutantResults.timedOut,
    })
    .from(mutantResults)
    .innerJoin(mutants, eq(mutants.id, mutantResults.mutantId))
    .where(ofInstance)
    .all();
  const statuses: MutantStatus[] = [];
  const detected: number[] = [];
  for (const mutant of stored) {
    const ofMutant = and(
      eq(mutantMessages.submissionId, submissionId),
      eq(mutantMessages.mutantId, mutant.mutantId),
    );
    const failed = decodeAgainst(mutant.failedBits, baseline);
    let validFailures = 0;
    for (const idx of failed) {
      const test = tests[idx];
      if (test?.verdict === "valid") validFailures++;
      // A skipped test has no reference failure message, so its failure is a near miss.
      else if (test?.verdict === "skipped" && isNearMiss("skipped", undefined, undefined))
        db.update(mutantMessages)
          .set({ kind: "near-miss", killReason: null })
          .where(and(ofMutant, eq(mutantMessages.testIdx, idx), eq(mutantMessages.kind, "kill")))
          .run();
    }
    const hadResult = mutant.status !== "no-result";
    const status = mutantStatus(validFailures, mutant.timedOut === true, hadResult);
    if (status !== mutant.status)
      db.update(mutantResults)
        .set({ status })
        .where(
          and(
            eq(mutantResults.submissionId, submissionId),
            eq(mutantResults.mutantId, mutant.mutantId),
          ),
        )
        .run();
    statuses.push(status);
    if (status === "killed" || status === "timeout") detected.push(mutant.position);
  }
  // Statuses only: a re-derive runs before revisions existed, so no mutant is ignored yet.
  const figures = instanceFigures(
    tests,
    statuses.map((status, k) => ({ id: String(k), status })),
  );
  const ofRow = and(
    eq(submissionInstances.submissionId, submissionId),
    eq(submissionInstances.instanceId, instanceId),
  );
  const row = db
    .select({ detectedMutants: submissionInstances.detectedMutants })
    .from(submissionInstances)
    .where(ofRow)
    .get();
  db.update(submissionInstances)
    .set({
      testsValid: figures.tests.valid,
      testsInvalid: figures.tests.invalid,
      testsSkipped: figures.tests.skipped,
      testsFlaky: figures.tests.flaky,
      validityRate: figures.validityRate,
      mutantsKilled: figures.mutants.killed,
      mutantsTimeout: figures.mutants.timeout,
      mutantsSurvived: figures.mutants.survived,
      mutantsNoResult: figures.mutants.noResult,
      mutationScore: figures.mutationScore,
      mutationScoreStrict: figures.mutationScoreStrict,
      // Same length as stored: the mask covers the instance's mutants by position.
      detectedMutants: toBitmap(detected, 8 * (row?.detectedMutants?.length ?? 0)),
    })
    .where(ofRow)
    .run();
}
