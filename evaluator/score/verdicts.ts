import type { MutantStatus, TestOutcome, TestVerdict } from "../types.ts";

/**
 * The per-test and per-mutant rules of DESIGN.md, "Scoring (normative)", as pure functions over
 * plain values so that each rule is tested on its own.
 */

/**
 * Valid: never failed and never missing in any reference run, and the same outcome in every
 * run. Invalid: failed in every run. Flaky: anything else.
 */
export function testVerdict(outcomes: ReadonlyArray<TestOutcome>): TestVerdict {
  if (outcomes.length === 0) return "flaky";
  let failed = 0;
  let missing = 0;
  for (const outcome of outcomes) {
    if (outcome === "failed") failed++;
    else if (outcome === "missing") missing++;
  }
  if (failed === outcomes.length) return "invalid";
  if (failed > 0 || missing > 0) return "flaky";
  return outcomes.every((o) => o === outcomes[0]) ? "valid" : "flaky";
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
