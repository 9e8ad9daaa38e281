import type { InstanceScore, MutantCounts, ScoreSummary, TestCounts } from "../types.ts";

/**
 * The bundle-level figures (DESIGN.md, "Aggregates"). `instances` holds every instance of the
 * benchmark, submitted or not. Headline M and R are means over all of them (a missing instance
 * scores 0); V's mean leaves out instances without tests; pooled figures divide sums; cost and
 * time are means over the instances that reported them.
 */
export function summarize(instances: readonly InstanceScore[], reportR: boolean): ScoreSummary {
  const mutants: MutantCounts = { total: 0, killed: 0, timeout: 0, survived: 0, noResult: 0 };
  const tests: TestCounts = { total: 0, valid: 0, invalid: 0, skipped: 0, flaky: 0 };
  for (const instance of instances) {
    for (const key of Object.keys(mutants) as (keyof MutantCounts)[])
      mutants[key] += instance.mutants[key];
    for (const key of Object.keys(tests) as (keyof TestCounts)[]) tests[key] += instance.tests[key];
  }
  const validity = instances.flatMap((i) => (i.validityRate === null ? [] : [i.validityRate]));
  return {
    mutationScore: mean(instances.map((i) => i.mutationScore)) ?? 0,
    mutationScoreStrict: mean(instances.map((i) => i.mutationScoreStrict)) ?? 0,
    mutationScorePooled: ratio(mutants.killed + mutants.timeout, mutants.total),
    validityRate: mean(validity) ?? 0,
    validityRatePooled: ratio(tests.valid, tests.total),
    referencePassRate: reportR ? (mean(instances.map((i) => i.referencePassRate ?? 0)) ?? 0) : null,
    costUsd: mean(
      instances.flatMap((i) => (i.cost?.costUsd === undefined ? [] : [i.cost.costUsd])),
    ),
    durationSec: mean(
      instances.flatMap((i) => (i.cost?.durationSec === undefined ? [] : [i.cost.durationSec])),
    ),
    instances: { total: instances.length, submitted: instances.filter((i) => i.submitted).length },
    mutants,
    tests,
  };
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}
