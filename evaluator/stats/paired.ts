import { percentileInterval, type Interval } from "./percentile.ts";
import { BOOTSTRAP, replicateMeans, resamplePlan } from "./resample.ts";
import { summarizeEntry } from "./trials.ts";

/** Per-instance M of one submission: instance id → M. */
export interface PerInstance {
  id: number;
  scores: ReadonlyMap<string, number>;
}

/** The paired comparison of two submissions: the interval of M(a) − M(b). */
export interface PairComparison {
  a: number;
  b: number;
  /** Instances both have, which the difference is resampled over. */
  instances: number;
  difference: Interval;
  /** The interval excludes 0: the two can be told apart. */
  distinct: boolean;
}

/**
 * Paired percentile bootstrap of the difference in M for every pair of submissions, over the
 * instances both have (DESIGN.md, "Uncertainty"). Resampling instances jointly keeps each
 * instance's difficulty common to both sides, so the interval is far narrower than two separate
 * intervals would suggest.
 *
 * Submissions over the same instances share one resampling plan, so each one's replicate means
 * are computed once and a pair costs B subtractions; a pair over a smaller common set is
 * resampled on its own.
 */
export function pairwiseDifferences(submissions: readonly PerInstance[]): PairComparison[] {
  const replicates = new Map<string, Map<number, Float64Array>>();
  const replicatesOf = (s: PerInstance, ids: readonly string[]): Float64Array => {
    const key = ids.join("\u0000");
    let bySubmission = replicates.get(key);
    if (!bySubmission) replicates.set(key, (bySubmission = new Map<number, Float64Array>()));
    let out = bySubmission.get(s.id);
    if (!out) {
      const values = ids.map((id) => s.scores.get(id)!);
      bySubmission.set(s.id, (out = replicateMeans(values, resamplePlan(ids.length))));
    }
    return out;
  };

  const out: PairComparison[] = [];
  for (let x = 0; x < submissions.length; x++) {
    for (let y = x + 1; y < submissions.length; y++) {
      const a = submissions[x]!;
      const b = submissions[y]!;
      const common = [...a.scores.keys()].filter((id) => b.scores.has(id)).sort(compare);
      if (common.length === 0) continue;
      const verdict = compareReplicates(replicatesOf(a, common), replicatesOf(b, common));
      out.push({ a: a.id, b: b.id, instances: common.length, ...verdict });
    }
  }
  return out;
}

/**
 * The paired verdict from two submissions' replicate means under the same resampling plan: the
 * percentile interval of their differences, and whether it excludes 0.
 */
export function compareReplicates(
  a: Float64Array,
  b: Float64Array,
): { difference: Interval; distinct: boolean } {
  const diff = new Float64Array(a.length);
  for (let k = 0; k < diff.length; k++) diff[k] = a[k]! - b[k]!;
  const difference = percentileInterval(diff, BOOTSTRAP.level)!;
  return { difference, distinct: difference[0] > 0 || difference[1] < 0 };
}

/** M's bootstrap replicate means over instances in the given order (sorted by id). */
export function mutationScoreReplicates(values: readonly number[]): Float64Array {
  return replicateMeans(values, resamplePlan(values.length));
}

/**
 * What storage needs of the evaluator to keep comparisons current, passed in by the caller
 * (db/ stores what the evaluator computes): replicate means are stored per submission, so a
 * new submission is compared with each stored one at B subtractions a pair; pairs whose
 * instance sets differ are resampled over the instances both have; an entry of trials is
 * summarised (its figures, intervals and replicates) before it is compared as one.
 */
export interface PairStatistics {
  replicates: (values: readonly number[]) => Float64Array;
  compare: typeof compareReplicates;
  pairwise: typeof pairwiseDifferences;
  entry: typeof summarizeEntry;
}

export const pairStatistics: PairStatistics = {
  replicates: mutationScoreReplicates,
  compare: compareReplicates,
  pairwise: pairwiseDifferences,
  entry: summarizeEntry,
};

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
