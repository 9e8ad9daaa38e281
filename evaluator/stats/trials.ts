import { INTERVAL_FIGURES, type ScoreIntervals } from "./intervals.ts";
import { percentileInterval } from "./percentile.ts";
import { BOOTSTRAP, replicateMeansOf, resamplePlan } from "./resample.ts";

/**
 * An entry: several independent trials of one agent configuration on one benchmark version
 * (docs/scoring.md, "Trials"). Each trial is scored on its own; this module turns the trials'
 * scores into the entry's figures, their spread, their intervals and "M over k trials".
 */

/** One trial of an entry, as its stored scores give it. */
export interface TrialScores {
  /**
   * The trial's headline figures by name (ScoreSummary's numbers, and any other per-trial
   * figure the caller wants averaged, such as tests per instance); null where unknown.
   */
  figures: Readonly<Record<string, number | null>>;
  /** Per instance, in the order of `instances` of the entry (sorted by id, as reports are). */
  instances: readonly {
    mutationScore: number;
    mutationScoreStrict: number;
    validityRate: number | null;
  }[];
}

/** How a figure varies between an entry's trials. */
export interface Spread {
  mean: number;
  /** Sample standard deviation (n − 1); null with one trial. */
  sd: number | null;
  min: number;
  max: number;
}

/** An entry's figures: what the leaderboard row, the submission page and the API show. */
export interface EntrySummary {
  trials: number;
  /** Each figure's mean over the trials that have it (null where none does). */
  mean: Record<string, number | null>;
  /** Spread of M and V between trials (V null when no trial has tests). */
  spread: { mutationScore: Spread; validityRate: Spread | null };
  /**
   * 95% intervals over instances of the trial means (below): they include the variation
   * between trials as well as between instances.
   */
  ci: ScoreIntervals;
  /**
   * "M over k trials", k = 1..trials: the share of mutants killed (or timed out) in at least
   * one of k trials, averaged over every choice of k of the entry's trials (pass@k's estimator,
   * Chen et al. 2021), then over instances as M is. Index k − 1; the first equals M's mean.
   */
  mutationScoreAtK: number[];
  /**
   * M's variance split by source (one-way random-effects estimates, balanced): between
   * instances (σ²_inst) and between trials of one instance (σ²_trial). The squared standard
   * error of M is σ²_inst / n + σ²_trial / (n·k); `trialShare` is the second term's share of it.
   * Null with one trial.
   */
  variance: { betweenInstances: number; betweenTrials: number; trialShare: number } | null;
  /** Per instance, in the entry's order: how M varies between trials. */
  instances: { id: string; mutationScore: Spread }[];
}

/**
 * An entry's summary, and M's bootstrap replicate means for paired comparisons.
 *
 * The interval resamples instances with replacement and keeps each instance's trials (a
 * two-stage bootstrap that draws the second stage without replacement, which Davison & Hinkley
 * 1997 §3.8 and Ren et al. 2010 recommend): an instance's value is the mean of its trials, so the
 * variation between trials is in every resample (its share of M's variance is σ²_trial / k per
 * instance). Drawing the trials again with replacement would count that variation twice and
 * widen the interval by about σ²_trial·(k − 1)/k² per instance. The same fixed-seed plan as every
 * interval, so an entry's replicates pair with any submission's over the same instances, and one
 * trial gives exactly the one-submission interval.
 *
 * `killCounts[i][m]`: how many trials detected mutant m of instance i (the mutants M counts,
 * i.e. without the ignored ones). `instanceIds` is the order of every per-instance list.
 */
export function summarizeEntry(input: {
  instanceIds: readonly string[];
  trials: readonly TrialScores[];
  killCounts: readonly ArrayLike<number>[];
}): { summary: EntrySummary; mutationScoreReplicates: Float64Array } {
  const { instanceIds, trials, killCounts } = input;
  const k = trials.length;
  const n = instanceIds.length;
  if (k === 0) throw new Error("an entry needs at least one trial");
  for (const trial of trials)
    if (trial.instances.length !== n)
      throw new Error(`a trial has ${trial.instances.length} instances, the entry ${n}`);

  const figures = [...new Set(trials.flatMap((t) => Object.keys(t.figures)))].sort();
  const mean = Object.fromEntries(
    figures.map((f) => [f, meanOf(trials.map((t) => t.figures[f] ?? null))]),
  );
  const headline = (f: "mutationScore" | "validityRate") =>
    spreadOf(trials.flatMap((t) => (typeof t.figures[f] === "number" ? [t.figures[f]] : [])));

  // Each instance's value for each interval figure: the mean over its trials.
  const names = Object.keys(INTERVAL_FIGURES) as (keyof typeof INTERVAL_FIGURES)[];
  const perInstance = names.map((name) =>
    instanceIds.map((_, i) => {
      const values = trials.map((t) => INTERVAL_FIGURES[name].of(t.instances[i]!));
      return nanMean(values);
    }),
  );
  let ci: ScoreIntervals;
  let replicates: Float64Array;
  if (n === 0) {
    ci = Object.fromEntries(names.map((name) => [name, null])) as ScoreIntervals;
    replicates = new Float64Array(0);
  } else {
    const drawn = replicateMeansOf(perInstance, resamplePlan(n));
    ci = Object.fromEntries(
      names.map((name, f) => [name, percentileInterval(drawn[f]!, BOOTSTRAP.level)]),
    ) as ScoreIntervals;
    replicates = drawn[names.indexOf("mutationScore")]!;
  }

  const instanceSpreads = instanceIds.map((id, i) => ({
    id,
    mutationScore: spreadOf(trials.map((t) => t.instances[i]!.mutationScore))!,
  }));
  return {
    summary: {
      trials: k,
      mean,
      spread: { mutationScore: headline("mutationScore")!, validityRate: headline("validityRate") },
      ci,
      mutationScoreAtK: mutationScoreAtK(killCounts, k),
      variance: varianceComponents(
        instanceSpreads.map((s) => s.mutationScore),
        k,
      ),
      instances: instanceSpreads,
    },
    mutationScoreReplicates: replicates,
  };
}

/**
 * "M over k trials" for k = 1..trials (see EntrySummary): for a mutant that c of K trials
 * detect, the chance that k trials drawn without replacement include one of them is
 * 1 − C(K − c, k) / C(K, k). Averaged over an instance's mutants, then over instances; an
 * instance without mutants counts 0, as its M does.
 */
export function mutationScoreAtK(
  killCounts: readonly ArrayLike<number>[],
  trials: number,
): number[] {
  const out: number[] = [];
  for (let k = 1; k <= trials; k++) {
    // missed[c]: the chance that k of the K trials all miss a mutant that c of them detect.
    const missed = Array.from({ length: trials + 1 }, (_, c) =>
      ratioOfChoices(trials - c, trials, k),
    );
    let sum = 0;
    for (const counts of killCounts) {
      if (counts.length === 0) continue;
      let detected = 0;
      for (let m = 0; m < counts.length; m++) detected += 1 - missed[counts[m]!]!;
      sum += detected / counts.length;
    }
    out.push(killCounts.length === 0 ? 0 : sum / killCounts.length);
  }
  return out;
}

/** C(a, k) / C(b, k) for a ≤ b, as a product (0 when a < k). */
function ratioOfChoices(a: number, b: number, k: number): number {
  if (a < k) return 0;
  let ratio = 1;
  for (let i = 0; i < k; i++) ratio *= (a - i) / (b - i);
  return ratio;
}

function varianceComponents(instances: readonly Spread[], k: number): EntrySummary["variance"] {
  const n = instances.length;
  if (k < 2 || n < 2) return null;
  const betweenTrials = instances.reduce((s, i) => s + i.sd! ** 2, 0) / n;
  const means = instances.map((i) => i.mean);
  const grand = means.reduce((s, m) => s + m, 0) / n;
  const ofMeans = means.reduce((s, m) => s + (m - grand) ** 2, 0) / (n - 1);
  const betweenInstances = Math.max(0, ofMeans - betweenTrials / k);
  const trialTerm = betweenTrials / (n * k);
  const total = betweenInstances / n + trialTerm;
  return { betweenInstances, betweenTrials, trialShare: total > 0 ? trialTerm / total : 0 };
}

function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd =
    values.length < 2
      ? null
      : Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
  return { mean, sd, min: Math.min(...values), max: Math.max(...values) };
}

function meanOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((s, v) => s + v, 0) / known.length;
}

function nanMean(values: readonly number[]): number {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (Number.isNaN(v)) continue;
    sum += v;
    count++;
  }
  return count === 0 ? NaN : sum / count;
}
