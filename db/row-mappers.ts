/**
 * Stored rows as the evaluator's types: pure functions over rows a query has read, shared by the
 * page queries, revisions and data migrations. Type imports only, so that any module of db/ can
 * use them without joining an import cycle.
 */
import type {
  InstanceScore,
  MutantResult,
  RunCost,
  TestOutcome,
  TestVerdict,
} from "../evaluator/types.ts";
import type { SubmissionInstanceRow } from "./queries/types.ts";

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

export function testCounts(r: Record<string, unknown>): SubmissionInstanceRow["tests"] {
  return {
    total: r.tests_total as number,
    valid: r.tests_valid as number,
    invalid: r.tests_invalid as number,
    skipped: r.tests_skipped as number,
    flaky: r.tests_flaky as number,
  };
}

export function mutantCounts(r: Record<string, unknown>): SubmissionInstanceRow["mutants"] {
  return {
    total: r.mutants_total as number,
    killed: r.mutants_killed as number,
    timeout: r.mutants_timeout as number,
    survived: r.mutants_survived as number,
    noResult: r.mutants_no_result as number,
  };
}

/** The evaluator's order: UTF-16 code units, the same on every machine. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
