import { percentileInterval } from "./percentile.ts";
import { BOOTSTRAP, replicateMeansOf, resamplePlan } from "./resample.ts";

/** The per-instance figures an interval is taken over (a subset of InstanceScore, evaluator/types.ts). */
interface BootstrapInput {
  mutationScore: number;
  mutationScoreStrict: number;
  validityRate: number | null;
}

/**
 * The headline figures that get a 95% interval: the name the report prints before it and the
 * per-instance value resampled (NaN is left out of the mean, as V leaves out an instance with no
 * valid tests). The report's `ci`, its text line and storage all follow this list, so an interval
 * is added here, with its columns in db/schema.ts and the registry (db/metric-registry.ts).
 * Declared here rather than in evaluator/types.ts so the type follows the list without a cycle.
 */
export const INTERVAL_FIGURES = {
  mutationScore: { label: "M", of: (i: BootstrapInput) => i.mutationScore },
  mutationScoreStrict: { label: "strict M", of: (i: BootstrapInput) => i.mutationScoreStrict },
  validityRate: { label: "V", of: (i: BootstrapInput) => i.validityRate ?? NaN },
} as const;

/** A figure with a 95% interval. */
export type IntervalFigure = keyof typeof INTERVAL_FIGURES;

/** A 95% interval [lo, hi] as fractions; null where the figure has no interval. */
export type ScoreInterval = [number, number] | null;

/** Percentile bootstrap intervals of the headline figures, over instances. */
export type ScoreIntervals = Record<IntervalFigure, ScoreInterval>;

const FIGURES = Object.keys(INTERVAL_FIGURES) as IntervalFigure[];

/**
 * 95% percentile bootstrap intervals (Efron & Tibshirani 1993, ch. 13) of the headline figures
 * over the benchmark's instances: every instance counts, a missing one as the scoring rules
 * score it (M = 0; left out of V's mean). Deterministic: fixed B and seed (resample.ts).
 * `instances` must be in the report's order (sorted by id), which fixes the resampling.
 */
export function scoreIntervals(instances: readonly BootstrapInput[]): ScoreIntervals {
  return bootstrapScores(instances).ci;
}

/**
 * The intervals of `scoreIntervals`, and M's 10,000 replicate means, which storage keeps so
 * that paired comparisons need no resampling (evaluator/stats/paired.ts). One pass over the
 * resampling plan serves every figure.
 */
export function bootstrapScores(instances: readonly BootstrapInput[]): {
  ci: ScoreIntervals;
  mutationScoreReplicates: Float64Array;
} {
  if (instances.length === 0)
    return {
      ci: Object.fromEntries(FIGURES.map((f) => [f, null])) as ScoreIntervals,
      mutationScoreReplicates: new Float64Array(0),
    };
  const replicates = replicateMeansOf(
    FIGURES.map((f) => instances.map(INTERVAL_FIGURES[f].of)),
    resamplePlan(instances.length),
  );
  const ci = Object.fromEntries(
    FIGURES.map((f, k) => [f, percentileInterval(replicates[k]!, BOOTSTRAP.level)]),
  ) as ScoreIntervals;
  return { ci, mutationScoreReplicates: replicates[FIGURES.indexOf("mutationScore")]! };
}
