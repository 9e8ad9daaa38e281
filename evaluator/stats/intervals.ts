import type { InstanceScore, ScoreIntervals } from "../types.ts";
import { percentileInterval } from "./percentile.ts";
import { BOOTSTRAP, replicateMeansOf, resamplePlan } from "./resample.ts";

/**
 * 95% percentile bootstrap intervals (Efron & Tibshirani 1993, ch. 13) of the headline figures
 * over the benchmark's instances: every instance counts, a missing one as the scoring rules
 * score it (M = 0; left out of V's mean). Deterministic: fixed B and seed (resample.ts).
 * `instances` must be in the report's order (sorted by id), which fixes the resampling.
 */
export function scoreIntervals(instances: readonly BootstrapInput[]): ScoreIntervals {
  return bootstrapScores(instances).ci;
}

type BootstrapInput = Pick<InstanceScore, "mutationScore" | "mutationScoreStrict" | "validityRate">;

/**
 * The intervals of `scoreIntervals`, and M's 10,000 replicate means, which storage keeps so
 * that paired comparisons need no resampling (evaluator/stats/paired.ts). One pass over the
 * resampling plan serves all three figures.
 */
export function bootstrapScores(instances: readonly BootstrapInput[]): {
  ci: ScoreIntervals;
  mutationScoreReplicates: Float64Array;
} {
  if (instances.length === 0)
    return {
      ci: { mutationScore: null, mutationScoreStrict: null, validityRate: null },
      mutationScoreReplicates: new Float64Array(0),
    };
  const [m, strict, v] = replicateMeansOf(
    [
      instances.map((i) => i.mutationScore),
      instances.map((i) => i.mutationScoreStrict),
      instances.map((i) => i.validityRate ?? NaN),
    ],
    resamplePlan(instances.length),
  ) as [Float64Array, Float64Array, Float64Array];
  return {
    ci: {
      mutationScore: percentileInterval(m, BOOTSTRAP.level),
      mutationScoreStrict: percentileInterval(strict, BOOTSTRAP.level),
      validityRate: percentileInterval(v, BOOTSTRAP.level),
    },
    mutationScoreReplicates: m,
  };
}
