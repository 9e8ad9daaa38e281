import type { MutantStatus, TestVerdict } from "../types.ts";
import type { ClaimView, MutantClaim } from "./claim.ts";

/** DESIGN.md, "Trust": verified when ≥ 99% of mutant statuses agree and |ΔM|, |ΔV| ≤ 1 point. */
export const AGREEMENT_NEEDED = 0.99;
export const MAX_DELTA_POINTS = 1;
/** Tests listed per disagreement; a mutant that fails hundreds of tests keeps the first ones. */
const TESTS_PER_DISAGREEMENT = 20;

export interface TestSide {
  failed: boolean;
  message?: string;
}

/** One mutant whose re-run status differs from the claimed one. */
export interface Disagreement {
  instance: string;
  mutant: string;
  claimed: MutantStatus;
  rerun: MutantStatus;
  /** The tests that failed on either side, with what each side saw. */
  tests: Array<{ id: string; claimed: TestSide; rerun: TestSide }>;
}

export interface VerdictChange {
  instance: string;
  test: string;
  claimed: TestVerdict | "absent";
  rerun: TestVerdict | "absent";
}

export interface Comparison {
  decision: "verified" | "disputed";
  mutantsCompared: number;
  mutantsAgreeing: number;
  /** Percentage points, re-run minus claimed. */
  deltaM: number;
  deltaV: number;
  claimed: { mutationScore: number; validityRate: number };
  rerun: { mutationScore: number; validityRate: number };
  disagreements: Disagreement[];
  verdictChanges: VerdictChange[];
}

/**
 * Compares what a result bundle claimed with the site's re-run of its suites, instance by
 * instance: each mutant's status and each test's verdict. Mutants of instances the bundle did
 * not submit are not compared (neither side ran them).
 */
export function compareClaims(claimed: ClaimView, rerun: ClaimView): Comparison {
  const rerunInstances = new Map(rerun.instances.map((i) => [i.id, i]));
  const disagreements: Disagreement[] = [];
  const verdictChanges: VerdictChange[] = [];
  let compared = 0;
  for (const instance of claimed.instances) {
    const other = rerunInstances.get(instance.id);
    const otherMutants = new Map(other?.mutants.map((m) => [m.id, m]));
    for (const mutant of instance.mutants) {
      compared++;
      const again = otherMutants.get(mutant.id) ?? {
        id: mutant.id,
        status: "no-result" as const,
        failed: [],
      };
      if (again.status !== mutant.status)
        disagreements.push({
          instance: instance.id,
          mutant: mutant.id,
          claimed: mutant.status,
          rerun: again.status,
          tests: testsInvolved(mutant, again),
        });
    }
    const rerunVerdicts = other?.verdicts ?? {};
    const ids = new Set([...Object.keys(instance.verdicts), ...Object.keys(rerunVerdicts)]);
    for (const test of [...ids].sort()) {
      const before = instance.verdicts[test] ?? "absent";
      const after = rerunVerdicts[test] ?? "absent";
      if (before !== after)
        verdictChanges.push({ instance: instance.id, test, claimed: before, rerun: after });
    }
  }
  const points = (x: number) => Math.round(x * 100 * 1e6) / 1e6;
  const deltaM = points(rerun.mutationScore - claimed.mutationScore);
  const deltaV = points(rerun.validityRate - claimed.validityRate);
  const agreeing = compared - disagreements.length;
  const verified =
    (compared === 0 || agreeing / compared >= AGREEMENT_NEEDED) &&
    Math.abs(deltaM) <= MAX_DELTA_POINTS &&
    Math.abs(deltaV) <= MAX_DELTA_POINTS;
  return {
    decision: verified ? "verified" : "disputed",
    mutantsCompared: compared,
    mutantsAgreeing: agreeing,
    deltaM,
    deltaV,
    claimed: { mutationScore: claimed.mutationScore, validityRate: claimed.validityRate },
    rerun: { mutationScore: rerun.mutationScore, validityRate: rerun.validityRate },
    disagreements,
    verdictChanges,
  };
}

function testsInvolved(claimed: MutantClaim, rerun: MutantClaim): Disagreement["tests"] {
  const before = new Map(claimed.failed.map((f) => [f.test, f.message]));
  const after = new Map(rerun.failed.map((f) => [f.test, f.message]));
  const side = (map: Map<string, string | undefined>, id: string): TestSide => {
    if (!map.has(id)) return { failed: false };
    const message = map.get(id);
    return message === undefined ? { failed: true } : { failed: true, message };
  };
  // Tests whose outcome differs first: they are what the disagreement is about.
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort(
    (a, b) =>
      Number(before.has(b) !== after.has(b)) - Number(before.has(a) !== after.has(a)) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
  return ids
    .slice(0, TESTS_PER_DISAGREEMENT)
    .map((id) => ({ id, claimed: side(before, id), rerun: side(after, id) }));
}
