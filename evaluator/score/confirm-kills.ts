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
 * outcomes.json), each with an outcome it must repeat: on a mutant (`confirm/<id>/<r>`) the
 * first selected test is the one being confirmed and must fail again, the others (decoys)
 * passed there and must pass again; on a reference variant (`confirm/_reference/<name>`) every
 * selected test must pass. A valid test that does not repeat (other outcome, or missing) is
 * flaky. A mutant's kill is confirmed when its test failed again in all `confirmations` runs on
 * it, passed in at least `referenceConfirmations` runs on reference variants, and stayed valid.
 * A run on a mutant that timed out confirms nothing and condemns nothing.
 */
export function confirmKills(
  protocol: ProtocolRecord,
  reference: ReferenceVerdicts,
  mutantRuns: ReadonlyMap<string, JUnitResult | null>,
  runs: ReadonlyMap<string, ConfirmationRun>,
): ConfirmedKills {
  const flaky = new Set<number>();
  const referencePasses = new Map<string, number>();
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
    for (const [i, id] of selected.entries()) {
      const index = validIndex(id);
      if (index === undefined) continue;
      const outcome = run?.cases.get(id)?.outcome ?? "missing";
      const confirming = parsed.side === "mutant" && i === 0;
      if (outcome !== (confirming ? "failed" : "passed")) flaky.add(index);
      else if (parsed.side === "reference")
        referencePasses.set(id, (referencePasses.get(id) ?? 0) + 1);
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

  const confirmed = new Map<string, Set<string>>();
  for (const [mutant, { test, failedAgain }] of mutantSide) {
    const index = validIndex(test);
    if (index === undefined || flaky.has(index)) continue;
    if (mutantRuns.get(mutant)?.cases.get(test)?.outcome !== "failed") continue;
    if (failedAgain < protocol.confirmations) continue;
    if ((referencePasses.get(test) ?? 0) < protocol.referenceConfirmations) continue;
    confirmed.set(mutant, new Set([test]));
  }
  return { flaky, confirmed };
}
