import { describe, expect, it } from "vitest";
import { bootstrapScores } from "./intervals.ts";
import { seededRandom } from "./resample.ts";
import { mutationScoreAtK, summarizeEntry, type TrialScores } from "./trials.ts";

/** A trial with per-instance M (V 1, strict M half of M); its headline figures follow. */
function trial(scores: readonly number[]): TrialScores {
  const mean = scores.reduce((s, m) => s + m, 0) / scores.length;
  return {
    figures: { mutationScore: mean, validityRate: 1, costUsd: null },
    instances: scores.map((m) => ({
      mutationScore: m,
      mutationScoreStrict: m / 2,
      validityRate: 1,
    })),
  };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `i${String(i).padStart(3, "0")}`);
const noKills = (n: number) => Array.from({ length: n }, () => new Uint8Array(0));

/** n instances of a two-level model: instance effects of sd σa, trial noise of sd σe. */
function twoLevel(n: number, k: number, sa: number, se: number, seed: number): number[][] {
  const random = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const effects = Array.from({ length: n }, () => 0.5 + sa * normal());
  return Array.from({ length: k }, () => effects.map((e) => e + se * normal()));
}

const variance = (xs: Float64Array) => {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1);
};

describe("summarizeEntry", () => {
  it("gives one trial exactly the one-submission interval and replicates", () => {
    const scores = Array.from({ length: 30 }, (_, i) => ((i * 37) % 100) / 100);
    const one = trial(scores);
    const { summary, mutationScoreReplicates } = summarizeEntry({
      instanceIds: ids(30),
      trials: [one],
      killCounts: noKills(30),
    });
    const alone = bootstrapScores(one.instances);
    expect(summary.ci).toEqual(alone.ci);
    expect(mutationScoreReplicates).toEqual(alone.mutationScoreReplicates);
    expect(summary.spread.mutationScore.sd).toBeNull();
    expect(summary.variance).toBeNull();
  });

  it("means each figure over the trials that have it, with the spread between them", () => {
    const { summary } = summarizeEntry({
      instanceIds: ids(2),
      trials: [trial([0.2, 0.4]), trial([0.4, 0.6]), trial([0.6, 0.8])],
      killCounts: noKills(2),
    });
    expect(summary.trials).toBe(3);
    expect(summary.mean.mutationScore).toBeCloseTo(0.5, 12);
    expect(summary.mean.costUsd).toBeNull();
    expect(summary.spread.mutationScore.min).toBeCloseTo(0.3, 12);
    expect(summary.spread.mutationScore.max).toBeCloseTo(0.7, 12);
    expect(summary.spread.mutationScore.sd).toBeCloseTo(0.2, 12);
    expect(summary.instances[0]!.mutationScore.mean).toBeCloseTo(0.4, 12);
    expect(summary.instances[1]!.mutationScore.mean).toBeCloseTo(0.6, 12);
    expect(summary.instances[0]!.mutationScore.sd).toBeCloseTo(0.2, 12);
  });

  it("is the one-trial interval again when every trial scores alike", () => {
    const scores = Array.from({ length: 25 }, (_, i) => ((i * 13) % 25) / 25);
    const same = summarizeEntry({
      instanceIds: ids(25),
      trials: [trial(scores), trial(scores), trial(scores)],
      killCounts: noKills(25),
    });
    expect(same.summary.ci).toEqual(bootstrapScores(trial(scores).instances).ci);
    expect(same.summary.variance!.betweenTrials).toBeCloseTo(0, 20);
    expect(same.summary.variance!.trialShare).toBeCloseTo(0, 12);
  });

  it("has M's variance over instances plus the trials' over n·k, not the trials' twice", () => {
    // 400 instances, 3 trials, σ_inst = 0.2, σ_trial = 0.15: Var(M) = 0.04/400 + 0.0225/1200.
    const n = 400;
    const k = 3;
    const trials = twoLevel(n, k, 0.2, 0.15, 7).map(trial);
    const { summary, mutationScoreReplicates } = summarizeEntry({
      instanceIds: ids(n),
      trials,
      killCounts: noKills(n),
    });
    const expected = 0.04 / n + 0.0225 / (n * k);
    expect(variance(mutationScoreReplicates) / expected).toBeGreaterThan(0.85);
    expect(variance(mutationScoreReplicates) / expected).toBeLessThan(1.15);
    // Drawing the trials again with replacement would add σ²_trial·(k − 1)/k² / n: 0.0225·2/9/400.
    const doubled = expected + (0.0225 * (k - 1)) / (k * k * n);
    expect(variance(mutationScoreReplicates)).toBeLessThan(doubled * 0.95);
    // The random-effects estimates find both sources and the trials' share of the variance.
    const v = summary.variance!;
    expect(v.betweenTrials).toBeGreaterThan(0.0225 * 0.85);
    expect(v.betweenTrials).toBeLessThan(0.0225 * 1.15);
    expect(v.betweenInstances).toBeGreaterThan(0.04 * 0.8);
    expect(v.betweenInstances).toBeLessThan(0.04 * 1.2);
    expect(v.trialShare).toBeCloseTo(0.0225 / k / (0.04 + 0.0225 / k), 1);
  });

  it("is wider when trials disagree than when they agree, and narrower than one noisy trial", () => {
    // Var(M)·n: 0.04 + 0.0001/3 when quiet, 0.04 + 0.0625/3 when noisy, 0.04 + 0.0625 for one trial.
    const n = 400;
    const quiet = twoLevel(n, 3, 0.2, 0.01, 11).map(trial);
    const noisy = twoLevel(n, 3, 0.2, 0.25, 12).map(trial);
    const width = (t: TrialScores[]) => {
      const [lo, hi] = summarizeEntry({ instanceIds: ids(n), trials: t, killCounts: noKills(n) })
        .summary.ci.mutationScore!;
      return hi - lo;
    };
    expect(width(noisy)).toBeGreaterThan(width(quiet) * 1.1);
    expect(width(noisy)).toBeLessThan(width([noisy[0]!]));
  });

  it("leaves an instance without V out of V's mean, as one submission's V does", () => {
    const withV = trial([0.5, 0.5]);
    const without: TrialScores = {
      ...withV,
      instances: withV.instances.map((i, k) => ({ ...i, validityRate: k === 0 ? null : 0.5 })),
    };
    const { summary } = summarizeEntry({
      instanceIds: ids(2),
      trials: [without, without],
      killCounts: noKills(2),
    });
    expect(summary.ci.validityRate).toEqual([0.5, 0.5]);
  });
});

describe("mutationScoreAtK", () => {
  it("is M's mean for k = 1 and the union for every trial", () => {
    // One instance of four mutants that 0, 1, 2 and 3 of three trials detect.
    const atK = mutationScoreAtK([Uint8Array.of(0, 1, 2, 3)], 3);
    expect(atK[0]).toBeCloseTo((0 + 1 / 3 + 2 / 3 + 1) / 4, 12);
    // Two of three trials miss a mutant one trial detects with chance C(2,2)/C(3,2) = 1/3.
    expect(atK[1]).toBeCloseTo((0 + 2 / 3 + 1 + 1) / 4, 12);
    expect(atK[2]).toBeCloseTo(3 / 4, 12);
  });

  it("never falls as k grows, and averages over instances as M does", () => {
    const atK = mutationScoreAtK(
      [Uint8Array.of(0, 2, 5, 1, 1), Uint8Array.of(5, 5), new Uint8Array(0)],
      5,
    );
    for (let k = 1; k < atK.length; k++) expect(atK[k]).toBeGreaterThanOrEqual(atK[k - 1]!);
    // The instance without mutants counts 0, as its M does.
    expect(atK[4]).toBeCloseTo((4 / 5 + 1 + 0) / 3, 12);
    expect(atK[0]).toBeCloseTo((9 / 25 + 1 + 0) / 3, 12);
  });

  it("ties k = 1 to the trials' mean M in summarizeEntry", () => {
    // Two trials of two instances of two mutants; trial 1 detects both of instance 0, trial 2 one.
    const { summary } = summarizeEntry({
      instanceIds: ids(2),
      trials: [trial([1, 0.5]), trial([0.5, 0])],
      killCounts: [Uint8Array.of(2, 1), Uint8Array.of(1, 0)],
    });
    expect(summary.mutationScoreAtK[0]).toBeCloseTo(summary.mean.mutationScore!, 12);
    expect(summary.mutationScoreAtK[1]).toBeCloseTo((1 + 0.5) / 2, 12);
  });
});
