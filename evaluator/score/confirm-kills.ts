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

/**
 * The confirmation rule of DESIGN.md ("Confirmed kills") for a bundle whose runs followed the
 * protocol (docs/scoring.md). Every confirmation run names its selected tests (`selected` in
 * outcomes.json), the first being, on a mutant (`confirm/<id>/<r>`), the test whose kill is being
 * confirmed. Each selected valid test must repeat its first-pass outcome on the run's program:
 * on a mutant, fail again where it failed there and pass where it passed; on a reference variant
 * (`confirm/_reference/<name>`), pass. A valid test that does not (other outcome, or missing) is
 * flaky: it leaves V's valid count and kills nothing. A run on a mutant that timed out judges
 * nothing. A mutant's kill is confirmed when its test is still valid, failed again in at least
 * `confirmations` runs on it, and besides
 * - protocol 3: repeated its outcome in at least `judgedRuns` runs, at least `confirmations` of
 *   them passes (the runs of its group, which all select alike);
 * - protocol 2: passed in at least `referenceConfirmations` runs on reference variants.
 */
export function confirmKills(
  protocol: ProtocolRecord,
  reference: ReferenceVerdicts,
  mutantRuns: ReadonlyMap<string, JUnitResult | null>,
  runs: ReadonlyMap<string, ConfirmationRun>,
): ConfirmedKills {
  const flaky = new Set<number>();
  const judged = new Map<string, { runs: number; passes: number; referencePasses: number }>();
  const mutantSide = new Map<string, { test: string; failedAgain: number }>();
  const validIndex = (id: string): number | undefined => {
    const index = reference.indexOf.get(id);
    return index !== undefined && reference.valid[index] === 1 ? index : undefined;
  };

  for (const [key, { run, record }] of runs) {
    const parsed = parseConfirmKey(key);
    if (!parsed) continue;
    const selected = record?.selected ?? [...(run?.cases.keys() ?? [])];
    if (parsed.side === "mutant" && record?.timedOut) continue;
    const firstPass = parsed.side === "mutant" ? mutantRuns.get(parsed.mutant) : undefined;
    for (const id of selected) {
      const index = validIndex(id);
      if (index === undefined) continue;
      const expected = firstPass?.cases.get(id)?.outcome === "failed" ? "failed" : "passed";
      if ((run?.cases.get(id)?.outcome ?? "missing") !== expected) {
        flaky.add(index);
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
      } else if (run?.cases.get(test)?.outcome === "failed") entry.failedAgain += 1;
    }
  }

  const repeatedEnough = (test: string): boolean => {
    const entry = judged.get(test);
    if (!entry) return false;
    return protocol.version === 3
      ? entry.runs >= protocol.judgedRuns && entry.passes >= protocol.confirmations
      : entry.referencePasses >= protocol.referenceConfirmations;
  };
  const confirmed = new Map<string, Set<string>>();
  for (const [mutant, { test, failedAgain }] of mutantSide) {
    const index = validIndex(test);
    if (index === undefined || flaky.has(index)) continue;
    if (mutantRuns.get(mutant)?.cases.get(test)?.outcome !== "failed") continue;
    if (failedAgain < protocol.confirmations) continue;
    if (!repeatedEnough(test)) continue;
    confirmed.set(mutant, new Set([test]));
  }
  return { flaky, confirmed };
}
