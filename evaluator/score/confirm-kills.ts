import { parseConfirmKey } from "../runner/protocol.ts";
import type { ProtocolRecord, RunRecord } from "../schemas.ts";
import type { JUnitResult } from "../types.ts";
import type { ReferenceVerdicts } from "./reference-runs.ts";

/** One confirmation run of the bundle: its parsed XML (null when none) and its outcomes record. */
export interface ConfirmationRun {
  run: JUnitResult | null;
  record: RunRecord | undefined;
}

export interface ConfirmedKills {
  /** Test indices that were valid on the reference runs but did not repeat: flaky instead. */
  flaky: Set<number>;
  /** Mutant id → the valid test whose failure on it was confirmed. */
  confirmed: Map<string, Set<string>>;
}

/** The figures of the confirmation rule: a bundle's `protocol` record, or the runner's own. */
export type ConfirmRule =
  | { version: 3; confirmations: number; judgedRuns: number }
  | { version: 2; confirmations: number; referenceConfirmations: number };

/** One confirmation run as the rule sees it. */
export interface JudgedRun {
  /** `confirm/<id>/<r>` (on a mutant) or `confirm/_reference/<name>`. */
  key: string;
  /** The tests the run selected; on a mutant, the first is the one whose kill it confirms. */
  selected: readonly string[];
  /** A test's outcome in this run ("passed", "failed", …); "missing" when it has none. */
  outcome: (test: string) => string;
  timedOut: boolean;
}

/**
 * The confirmation rule of DESIGN.md ("Confirmed kills") on plain outcomes, shared by the scorer
 * (`confirmKills`) and the runner's progress preview, so that the two cannot drift apart. Each
 * selected valid test must repeat its first-pass outcome on the run's program: on a mutant, fail
 * again where it failed there and pass where it passed; on a reference variant
 * (`confirm/_reference/<name>`), pass. A valid test that does not (other outcome, or missing) is
 * flaky: it leaves V's valid count and kills nothing. A run on a mutant that timed out judges
 * nothing. A mutant's kill is confirmed when its test is still valid, failed on it in the first
 * pass and again in at least `confirmations` runs on it, and besides
 * - protocol 3: repeated its outcome in at least `judgedRuns` runs, at least `confirmations` of
 *   them passes (the runs of its group, which all select alike);
 * - protocol 2: passed in at least `referenceConfirmations` runs on reference variants.
 */
export function judgeConfirmations(
  rule: ConfirmRule,
  runs: Iterable<JudgedRun>,
  failedInFirstPass: (mutant: string, test: string) => boolean,
  isValid: (test: string) => boolean,
): { flaky: Set<string>; confirmed: Map<string, string> } {
  const flaky = new Set<string>();
  const judged = new Map<string, { runs: number; passes: number; referencePasses: number }>();
  const mutantSide = new Map<string, { test: string; failedAgain: number }>();

  for (const { key, selected, outcome, timedOut } of runs) {
    const parsed = parseConfirmKey(key);
    if (!parsed) continue;
    if (parsed.side === "mutant" && timedOut) continue;
    for (const id of selected) {
      if (!isValid(id)) continue;
      const expected =
        parsed.side === "mutant" && failedInFirstPass(parsed.mutant, id) ? "failed" : "passed";
      if (outcome(id) !== expected) {
        flaky.add(id);
        continue;
      }
      const entry = judged.get(id) ?? { runs: 0, passes: 0, referencePasses: 0 };
      judged.set(id, entry);
      entry.runs += 1;
      if (expected === "passed") entry.passes += 1;
      if (parsed.side === "reference") entry.referencePasses += 1;
    }
    if (parsed.side === "mutant" && selected[0] !== undefined) {
      const test = selected[0];
      const entry = mutantSide.get(parsed.mutant) ?? { test, failedAgain: 0 };
      mutantSide.set(parsed.mutant, entry);
      if (entry.test !== test) {
        // Runs of one mutant confirming different tests: none of them is confirmed by repetition.
        entry.failedAgain = -Infinity;
      } else if (outcome(test) === "failed") entry.failedAgain += 1;
    }
  }

  const repeatedEnough = (test: string): boolean => {
    const entry = judged.get(test);
    if (!entry) return false;
    return rule.version === 3
      ? entry.runs >= rule.judgedRuns && entry.passes >= rule.confirmations
      : entry.referencePasses >= rule.referenceConfirmations;
  };
  const confirmed = new Map<string, string>();
  for (const [mutant, { test, failedAgain }] of mutantSide) {
    if (!isValid(test) || flaky.has(test)) continue;
    if (!failedInFirstPass(mutant, test)) continue;
    if (failedAgain < rule.confirmations) continue;
    if (!repeatedEnough(test)) continue;
    confirmed.set(mutant, test);
  }
  return { flaky, confirmed };
}

/**
 * `judgeConfirmations` on a bundle whose runs followed the protocol (docs/scoring.md). Every
 * confirmation run names its selected tests (`selected` in outcomes.json); a run without that
 * record selected the tests its XML holds.
 */
export function confirmKills(
  protocol: ProtocolRecord,
  reference: ReferenceVerdicts,
  mutantRuns: ReadonlyMap<string, JUnitResult | null>,
  runs: ReadonlyMap<string, ConfirmationRun>,
): ConfirmedKills {
  const validIndex = (id: string): number | undefined => {
    const index = reference.indexOf.get(id);
    return index !== undefined && reference.valid[index] === 1 ? index : undefined;
  };
  const judged = judgeConfirmations(
    protocol,
    [...runs].map(([key, { run, record }]) => ({
      key,
      selected: record?.selected ?? [...(run?.cases.keys() ?? [])],
      outcome: (test: string) => run?.cases.get(test)?.outcome ?? "missing",
      timedOut: record?.timedOut ?? false,
    })),
    (mutant, test) => mutantRuns.get(mutant)?.cases.get(test)?.outcome === "failed",
    (test) => validIndex(test) !== undefined,
  );
  return {
    flaky: new Set([...judged.flaky].map((test) => validIndex(test) as number)),
    confirmed: new Map([...judged.confirmed].map(([mutant, test]) => [mutant, new Set([test])])),
  };
}
