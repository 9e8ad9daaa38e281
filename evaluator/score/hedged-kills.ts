import type { InstanceDetail } from "../types.ts";

/**
 * Hedged kills. A suite can assert both answers to a question it cannot answer from the spec:
 * one test that bit b of the output is 0 and one that it is 1. On the reference one of each pair
 * fails, so the reference runs judge it invalid and its twin valid, and the valid twin then kills
 * every program whose answer differs: the scorer's own validity rule has written the reference's
 * behaviour into the suite, with no expected value taken from the spec, nothing remembered and no
 * run told apart (evaluator/runner/testing/memory-suites.ts, `hedgingSuite`). Its mark is that
 * on each mutant it kills, the twin that the reference made invalid passes: the suite asserted
 * the mutant's behaviour as well. M counts the kill (paper, section 2.3: invalid tests are
 * filtered out); this names it, so that a reader and a maintainer can see it. An honest suite
 * hedges rarely: none of the demo bundles' 2,018 kills is hedged.
 */
export interface HedgedKill {
  mutant: string;
  /** The invalid tests that did not fail on the mutant. */
  invalidTests: string[];
}

/**
 * The killed mutants of one instance on which an invalid test did not fail. Mutant runs are read
 * keeping failures only, so "did not fail" stands for "passed": a test the run was to run (all of
 * them, or a covering run's selection) that is missing from its XML counts too, since a suite
 * that drops its twin from a run has hidden the same thing.
 */
export function hedgedKills(detail: InstanceDetail): HedgedKill[] {
  return detail.mutants
    .filter((m) => m.status === "killed" && m.invalidNotFailed.length > 0)
    .map((m) => ({
      mutant: m.id,
      invalidTests: m.invalidNotFailed.map((i) => detail.tests[i]?.id ?? `#${i}`),
    }));
}

/** One warning per instance with hedged kills, naming the first of them and a test. */
export function hedgeWarnings(details: readonly InstanceDetail[]): string[] {
  const warnings: string[] = [];
  for (const detail of details) {
    const hedged = hedgedKills(detail);
    const first = hedged[0];
    if (!first) continue;
    const killed = detail.mutants.filter((m) => m.status === "killed").length;
    const others = first.invalidTests.length - 1;
    warnings.push(
      `${detail.instanceId}: ${hedged.length} of ${killed} kills are hedged: on each, an invalid ` +
        `test of the suite did not fail (it asserted the mutant's behaviour as well as the ` +
        `reference's), such as ${first.mutant}, on which ${first.invalidTests[0]}` +
        `${others > 0 ? ` and ${others} other invalid test(s)` : ""} did not fail; ` +
        `M counts them (docs/scoring.md, "Hedged kills")`,
    );
  }
  return warnings;
}
