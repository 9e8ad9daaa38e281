import type {
  JUnitResult,
  KillReason,
  MutantDetail,
  MutantResult,
  NearMiss,
  RunOutcome,
} from "../types.ts";
import { killReason } from "./kill-reason.ts";
import type { ReferenceVerdicts } from "./reference-runs.ts";
import { isNearMiss, mutantStatus } from "./verdicts.ts";

/**
 * Judges one mutant of the benchmark: its status, killing tests and near misses for the report,
 * and for storage the indices of every test of T̂ that failed on it. `run` is its parsed XML, or
 * null when the bundle has none; tests the reference runs never saw are not part of T̂ and are
 * ignored. `timeoutDetects` is false when a reference run timed out: the mutant's own timeout
 * then proves nothing, and it is judged on its XML alone. `confirmed`, for a bundle whose runs
 * followed the confirmed protocol, names the valid tests whose failure on this mutant repeated:
 * a valid test's failure that was not confirmed is no kill, and is left out of the stored matrix.
 * Each killing test's kill reason (assertion, error, timeout) is read from its JUnit element.
 * The invalid tests that were to run on it and did not fail are kept for hedged kills.
 */
export function judgeMutant(
  id: string,
  run: JUnitResult | null,
  outcome: RunOutcome | null,
  reference: ReferenceVerdicts,
  {
    timeoutDetects,
    confirmed,
    selected,
  }: {
    timeoutDetects: boolean;
    confirmed?: ReadonlySet<string> | null;
    /** A covering-tests run's selection (outcomes.json); absent, the run was to run every test. */
    selected?: readonly string[];
  } = {
    timeoutDetects: true,
  },
): { result: MutantResult; detail: MutantDetail } {
  const failedTests: number[] = [];
  const messages = new Map<number, string>();
  const killReasons = new Map<number, KillReason>();
  const killingTests: string[] = [];
  const reasonsById: Record<string, KillReason> = {};
  const nearMisses: NearMiss[] = [];
  const invalidNotFailed: number[] = [];
  if (run) {
    // Mutant runs are read keeping failures only, so an invalid test that passed is one whose
    // failure is missing: among those the run was to run (all, or its covering selection). A
    // run that timed out may have stopped before them, so it shows nothing either way.
    const selection = selected ? new Set(selected) : null;
    for (const index of outcome?.timedOut ? [] : reference.invalid) {
      const test = reference.tests[index];
      if (!test || (selection && !selection.has(test.id))) continue;
      if (run.cases.get(test.id)?.outcome !== "failed") invalidNotFailed.push(index);
    }
    for (const testCase of run.cases.values()) {
      if (testCase.outcome !== "failed") continue;
      const index = reference.indexOf.get(testCase.id);
      if (index === undefined) continue;
      if (confirmed && reference.valid[index] === 1 && !confirmed.has(testCase.id)) continue;
      failedTests.push(index);
    }
    failedTests.sort((a, b) => a - b);
    for (const index of failedTests) {
      const test = reference.tests[index];
      if (!test) continue;
      const testCase = run.cases.get(test.id);
      const raw = testCase?.message;
      const message = raw === undefined ? undefined : reference.pool.detach(raw);
      if (reference.valid[index] === 1) {
        killingTests.push(test.id);
        if (testCase) {
          const reason = killReason(testCase);
          killReasons.set(index, reason);
          reasonsById[test.id] = reason;
        }
      } else if (isNearMiss(test.verdict, message, reference.referenceMessages[index])) {
        nearMisses.push({
          id: test.id,
          verdict: test.verdict === "valid" ? "flaky" : test.verdict,
          ...(message !== undefined ? { mutantMessage: message } : {}),
          ...(test.referenceMessage !== undefined
            ? { referenceMessage: test.referenceMessage }
            : {}),
        });
      } else {
        continue;
      }
      if (message !== undefined) messages.set(index, message);
    }
  }
  const status = mutantStatus(
    killingTests.length,
    timeoutDetects && (outcome?.timedOut ?? false),
    run !== null || outcome?.notReached === true,
  );
  return {
    result: { id, status, killingTests, killReasons: reasonsById, nearMisses },
    detail: { id, status, failedTests, messages, killReasons, outcome, invalidNotFailed },
  };
}
