import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import type { InstanceDetail, InstanceScore, MutantStatus } from "../types.ts";

/**
 * The paper's mutant checks (section 2.2, "Candidate Refinement"), computed from the reference
 * suite scored as if it were a submission: its valid tests that fail on a mutant kill it.
 */

/** What the paper reaches after refinement (section 2.2): 73.0% and 0.17%. */
export const PAPER_FIGURES = { killedOnlyByTargetShare: 0.73, meanTbarShare: 0.0017 } as const;

/** The drop rule's threshold: a mutant killed by more than this share of unrelated tests. */
export const UNRELATED_KILL_LIMIT = 0.2;

export interface MutantCheck {
  id: string;
  section: string;
  targetTest: string;
  status: MutantStatus;
  killedByTarget: boolean;
  /** T̄: the reference tests other than the target that kill the mutant, sorted. */
  otherKillers: string[];
  /** |T̄| / (|T| - 1): the share of unrelated tests that kill it. */
  unrelatedShare: number;
  dropped: boolean;
  /** Why it is dropped; absent when kept. */
  reason?: string;
}

export interface InstanceCheck {
  id: string;
  /** Tests the reference suite ran (|T|), and what instance.json declares. */
  suiteSize: number;
  declaredReferenceTests: number;
  /** Reference tests that failed, went missing or changed outcome on the reference executable. */
  referenceFailures: string[];
  mutants: MutantCheck[];
  dropped: number;
  /** Share of mutants killed by their target and by no other reference test (paper: 73.0%). */
  killedOnlyByTargetShare: number;
  /** Mean over mutants of |T̄| / |T| (paper: 0.17%). */
  meanTbarShare: number;
  /** The instance passes the check: a clean reference run, declared size right, nothing dropped. */
  ok: boolean;
}

/** Applies the paper's checks to one instance's scored reference suite. */
export function checkInstance(
  definition: InstanceDefinition,
  score: InstanceScore,
  detail: InstanceDetail,
): InstanceCheck {
  const suiteSize = detail.tests.length;
  const inSuite = new Set(detail.tests.map((t) => t.id));
  const results = new Map(score.mutantResults.map((r) => [r.id, r]));
  const mutants = (definition.mutants ?? []).map((mutant): MutantCheck => {
    const result = results.get(mutant.id);
    const status = result?.status ?? "no-result";
    const killers = result?.killingTests ?? [];
    const killedByTarget = killers.includes(mutant.targetTest);
    const otherKillers = killers.filter((t) => t !== mutant.targetTest);
    const unrelatedShare = suiteSize > 1 ? otherKillers.length / (suiteSize - 1) : 0;
    const reason = dropReason(mutant.targetTest, inSuite, status, killedByTarget, unrelatedShare);
    return {
      id: mutant.id,
      section: mutant.section,
      targetTest: mutant.targetTest,
      status,
      killedByTarget,
      otherKillers,
      unrelatedShare,
      dropped: reason !== undefined,
      ...(reason !== undefined ? { reason } : {}),
    };
  });
  const referenceFailures = detail.tests.filter((t) => t.verdict !== "valid").map((t) => t.id);
  const count = Math.max(mutants.length, 1);
  const dropped = mutants.filter((m) => m.dropped).length;
  return {
    id: definition.id,
    suiteSize,
    declaredReferenceTests: definition.referenceTests,
    referenceFailures,
    mutants,
    dropped,
    killedOnlyByTargetShare:
      mutants.filter((m) => m.killedByTarget && m.otherKillers.length === 0).length / count,
    meanTbarShare:
      suiteSize > 0
        ? mutants.reduce((sum, m) => sum + m.otherKillers.length / suiteSize, 0) / count
        : 0,
    ok:
      dropped === 0 &&
      referenceFailures.length === 0 &&
      suiteSize === definition.referenceTests &&
      suiteSize > 0,
  };
}

function dropReason(
  target: string,
  inSuite: ReadonlySet<string>,
  status: MutantStatus,
  killedByTarget: boolean,
  unrelatedShare: number,
): string | undefined {
  if (!inSuite.has(target)) return `target test '${target}' is not in the reference suite`;
  if (!killedByTarget) {
    if (status === "timeout") return "not killed by its target: the run timed out";
    if (status === "no-result")
      return "not killed by its target: no result (build failed or the suite did not report)";
    return "not killed by its target test";
  }
  if (unrelatedShare > UNRELATED_KILL_LIMIT) {
    return `killed by ${(unrelatedShare * 100).toFixed(1)}% of unrelated tests (limit ${UNRELATED_KILL_LIMIT * 100}%)`;
  }
  return undefined;
}

export interface CheckSummary {
  mutants: number;
  dropped: number;
  /** Pooled over every mutant of the checked instances. */
  killedOnlyByTargetShare: number;
  meanTbarShare: number;
}

/** Pools the per-mutant figures over all checked instances. */
export function summarizeChecks(instances: readonly InstanceCheck[]): CheckSummary {
  const all = instances.flatMap((i) => i.mutants.map((m) => ({ m, suiteSize: i.suiteSize })));
  const count = Math.max(all.length, 1);
  return {
    mutants: all.length,
    dropped: all.filter(({ m }) => m.dropped).length,
    killedOnlyByTargetShare:
      all.filter(({ m }) => m.killedByTarget && m.otherKillers.length === 0).length / count,
    meanTbarShare:
      all.reduce(
        (sum, { m, suiteSize }) => sum + (suiteSize > 0 ? m.otherKillers.length / suiteSize : 0),
        0,
      ) / count,
  };
}
