import type { InstanceScore, ScoreIntervals } from "../types.ts";
import { percentileInterval } from "./percentile.ts";
import { BOOTSTRAP, replicateMeans, resamplePlan } from "./resample.ts";

/**
 * 95% percentile bootstrap intervals (Efron & Tibshirani 1993, ch. 13) of the headline figures
 * over the benchmark's instances: every instance counts, a missing one as the scoring rules
 * score it (M = 0; left out of V's mean). Deterministic: fixed B and seed (resample.ts).
 * `instances` must be in the report's order (sorted by id), which fixes the resampling.
 */
export function scoreIntervals(
  instances: readonly Pick<
    InstanceScore,
    "mutationScore" | "mutationScoreStrict" | "validityRate"
  >[],
): ScoreIntervals {
  if (instances.length === 0)
    return { mutationScore: null, mutationScoreStrict: null, validityRate: null };
  const plan = resamplePlan(instances.length);
  const interval = (values: number[]) =>
    percentileInterval(replicateMeans(values, plan), BOOTSTRAP.level);
  return {
    mutationScore: interval(instances.map((i) => i.mutationScore)),
    mutationScoreStrict: interval(instances.map((i) => i.mutationScoreStrict)),
    validityRate: interval(instances.map((i) => i.validityRate ?? NaN)),
  };
}
