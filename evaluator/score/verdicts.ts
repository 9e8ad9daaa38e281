import type { MutantStatus, TestOutcome, TestVerdict } from "../types.ts";

/**
 * The per-test and per-mutant rules of DESIGN.md, "Scoring (normative)", as pure functions over
 * plain values so that each rule is tested on its own.
 */

/**
 * Valid: passed in every reference run. Invalid: failed in every run. Skipped: skipped in
 * every run (it never ran, so counting it valid would let a suite raise V with skips). Flaky:
 * anything else, a run where the test was missing included.
 */
export function testVerdict(outcomes: ReadonlyArray<TestOutcome>): TestVerdict {
  const first = outcomes[0];
  if (first === undefined || first === "missing") return "flaky";
  for (const outcome of outcomes) if (outcome !== first) return "flaky";
  return first === "passed" ? "valid" : first === "failed" ? "invalid" : "skipped";
}

/**
 * Killed when a valid test failed on the mutant; timeout when its run timed out and no valid
 * test failed; no-result when it has no XML and did not time out; otherwise survived.
 */
export function mutantStatus(
  validFailures: number,
  timedOut: boolean,
  hasResult: boolean,
): MutantStatus {
  if (validFailures > 0) return "killed";
  if (timedOut) return "timeout";
  if (!hasResult) return "no-result";
  return "survived";
}

/**
 * A near miss: a test that is not valid, failed on the mutant, and whose failure message there
 * was seen in none of its reference runs. A missing message compares as the empty string, so a
 * test failing without a message on both sides is not a near miss.
 */
export function isNearMiss(
  verdict: TestVerdict,
  mutantMessage: string | undefined,
  referenceMessages: ReadonlySet<string> | undefined,
): boolean {
  if (verdict === "valid") return false;
  return !(referenceMessages?.has(mutantMessage ?? "") ?? false);
}
