/**
 * Stored rows as the evaluator's types: pure functions over rows a query has read, shared by the
 * page queries, revisions and data migrations. Type imports only, so that any module of db/ can
 * use them without joining an import cycle.
 */
import type {
  InstanceScore,
  MutantCounts,
  MutantResult,
  RunCost,
  TestCounts,
  TestOutcome,
} from "../evaluator/types.ts";
import type { GeneratedTestRow, InstanceRow, InstanceScoreRow } from "./schema.ts";

/** A generated test as the kill matrix reads it: a `generated_tests` row without its keys. */
export type StoredTest = Pick<
  GeneratedTestRow,
  "idx" | "testId" | "verdict" | "referenceOutcomes" | "referenceMessage" | "file" | "line"
>;

const OUTCOME_BY_LETTER: Record<string, TestOutcome> = {
  p: "passed",
  f: "failed",
  s: "skipped",
  m: "missing",
};

export function referenceOutcomes(letters: string): TestOutcome[] {
  return [...letters].map((l) => OUTCOME_BY_LETTER[l] ?? "missing");
}

/** A `submission_instances` row as drizzle's builder reads it, with its instance's slug. */
export type InstanceScoreInput = InstanceScoreRow & Pick<InstanceRow, "slug">;

/**
 * An instance's stored figures as the evaluator's InstanceScore, with the mutant results the
 * caller has loaded.
 */
export function instanceScoreOf(
  row: InstanceScoreInput,
  mutantResults: MutantResult[],
): InstanceScore {
  return {
    id: row.slug,
    submitted: row.submitted,
    // Kills confirmed by re-runs (protocol 2 and 3), as the evaluator's report says.
    ...(row.killsConfirmed ? { confirmed: true as const } : {}),
    mutationScore: row.mutationScore,
    mutationScoreStrict: row.mutationScoreStrict,
    validityRate: row.validityRate,
    referencePassRate: row.referencePassRate,
    cost: row.hasRunCost ? runCost(row) : null,
    tests: testCounts(row),
    mutants: mutantCounts(row),
    mutantResults,
  };
}

function runCost(
  row: Pick<InstanceScoreRow, "costUsd" | "durationSec" | "steps" | "tokens">,
): RunCost {
  const cost: RunCost = {};
  if (row.costUsd !== null) cost.costUsd = row.costUsd;
  if (row.durationSec !== null) cost.durationSec = row.durationSec;
  if (row.steps !== null) cost.steps = row.steps;
  if (row.tokens !== null) cost.tokens = row.tokens;
  return cost;
}

type TestCountColumn = "testsTotal" | "testsValid" | "testsInvalid" | "testsSkipped" | "testsFlaky";
type MutantCountColumn =
  "mutantsTotal" | "mutantsKilled" | "mutantsTimeout" | "mutantsSurvived" | "mutantsNoResult";

export function testCounts(r: Pick<InstanceScoreRow, TestCountColumn>): TestCounts {
  return {
    total: r.testsTotal,
    valid: r.testsValid,
    invalid: r.testsInvalid,
    skipped: r.testsSkipped,
    flaky: r.testsFlaky,
  };
}

export function mutantCounts(r: Pick<InstanceScoreRow, MutantCountColumn>): MutantCounts {
  return {
    total: r.mutantsTotal,
    killed: r.mutantsKilled,
    timeout: r.mutantsTimeout,
    survived: r.mutantsSurvived,
    noResult: r.mutantsNoResult,
  };
}

/** The evaluator's order: UTF-16 code units, the same on every machine. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
