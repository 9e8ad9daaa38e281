import { inverseRealDft } from "./dft.ts";

/**
 * Mutant-level tests of whether two suites (or two entries of several trials) kill different
 * mutants more often than chance would. Each mutant is a pair of outcomes, one per side; only
 * the mutants the two sides disagree on carry information (McNemar 1947).
 *
 * Both tests treat mutants as independent. They are not: one test of a suite kills several
 * related mutants, and mutants cluster in instances. So a p-value here is optimistic; the
 * verdict that accounts for the clustering is the paired bootstrap over instances
 * (evaluator/stats/paired.ts). docs/scoring.md says so where the page shows both.
 */

/** What a mutant-level test found. */
export interface MutantTest {
  /** "mcnemar-exact" for one trial a side; "stratified-exact" for trials (below). */
  method: "mcnemar-exact" | "stratified-exact";
  /** Two-sided p-value. */
  pValue: number;
  /**
   * True when `pValue` is an upper bound rather than the value: the stratified test's Fourier
   * path is accurate to about 1e-10, so a smaller p is reported as 1e-10.
   */
  pValueIsBound: boolean;
  /** Mutants that carry information: discordant ones (one trial a side) or 0 < kills < all trials. */
  informative: number;
  /** The statistic: A's kills summed over the informative mutants (b for McNemar). */
  observed: number;
  /** Its mean under the null hypothesis ((b + c) / 2 for McNemar). */
  expected: number;
}

/**
 * The exact McNemar test (two-sided): of the b + c mutants only one side kills, A kills b.
 * Under the null hypothesis each is A's with probability 1/2, so b ~ Binomial(b + c, 1/2) and
 * p = min(1, 2 · P(X ≤ min(b, c))), which is also R's `binom.test(b, b + c)` and
 * `mcnemar.exact`. Summed in log space, so it is exact to rounding for any count.
 */
export function mcnemarExact(onlyA: number, onlyB: number): MutantTest {
  const n = onlyA + onlyB;
  const base = { method: "mcnemar-exact" as const, pValueIsBound: false, informative: n };
  const result = { ...base, observed: onlyA, expected: n / 2 };
  if (onlyA === onlyB) return { ...result, pValue: 1 };
  const low = Math.min(onlyA, onlyB);
  // log C(n, i) − n log 2, for i = 0..low, summed by log-sum-exp.
  let logTerm = -n * Math.LN2;
  const logs = [logTerm];
  for (let i = 0; i < low; i++) {
    logTerm += Math.log(n - i) - Math.log(i + 1);
    logs.push(logTerm);
  }
  const top = Math.max(...logs);
  const tail = Math.exp(top) * logs.reduce((sum, l) => sum + Math.exp(l - top), 0);
  return { ...result, pValue: Math.min(1, 2 * tail) };
}

/**
 * The exact test with trials: each mutant is killed by cA of A's kA trials and cB of B's kB.
 * Under the null hypothesis that both entries are the same agent, a mutant's kA + kB trials are
 * alike, so given how many of them killed it (s = cA + cB) the killing trials are a random s of
 * the kA + kB and cA is hypergeometric. The statistic is A's kills summed over the mutants, and
 * its null distribution is the convolution of those hypergeometrics: the exact conditional test
 * of a 2×2 table per mutant (entry × killed), as R's `mantelhaen.test(exact = TRUE)` computes
 * it, with its two-sided rule (sum the probabilities no greater than the observed one's).
 * With one trial a side it is the exact McNemar test. A mutant every trial kills, or none, says
 * nothing and is left out, as McNemar leaves out the mutants both or neither kill.
 *
 * `killsA[m]` and `killsB[m]` are mutant m's kill counts. `path` forces how the null
 * distribution is computed (tests compare the two); by default its size decides.
 */
export function stratifiedExactTest(
  killsA: ArrayLike<number>,
  killsB: ArrayLike<number>,
  trialsA: number,
  trialsB: number,
  path?: "convolution" | "fourier",
): MutantTest {
  if (killsA.length !== killsB.length)
    throw new Error(
      `exact test: ${killsA.length} mutants on one side, ${killsB.length} on the other`,
    );
  const total = trialsA + trialsB;
  // Mutants by s, the number of trials (of either side) that killed them.
  const byKills = new Array<number>(total + 1).fill(0);
  let observed = 0;
  let informative = 0;
  for (let m = 0; m < killsA.length; m++) {
    const a = killsA[m]!;
    const s = a + killsB[m]!;
    if (s === 0 || s === total) continue;
    byKills[s]!++;
    observed += a;
    informative++;
  }
  const groups = byKills.flatMap((count, s) =>
    count > 0 ? [{ count, ...hypergeometric(total, s, trialsA) }] : [],
  );
  const offset = groups.reduce((sum, g) => sum + g.count * g.low, 0);
  const expected = groups.reduce(
    (sum, g) => sum + g.count * g.pmf.reduce((e, p, j) => e + p * (g.low + j), 0),
    0,
  );
  const base = { method: "stratified-exact" as const, informative, observed, expected };
  if (informative === 0) return { ...base, pValue: 1, pValueIsBound: false };
  const span = groups.reduce((sum, g) => sum + g.count * (g.pmf.length - 1), 0);
  // Direct convolution is exact to rounding and cheap for a few hundred mutants; past that the
  // Fourier inversion of the characteristic function (Hong 2013, for the Poisson binomial) is
  // O(span log span) and accurate to about 1e-10 in absolute terms.
  const direct = path ? path === "convolution" : span * informative <= 4_000_000;
  const pmf = direct ? convolveGroups(groups, span) : invertGroups(groups, span);
  const at = observed - offset;
  const limit = pmf[at]! * (1 + 1e-7);
  let p = 0;
  for (const value of pmf) if (value <= limit) p += value;
  p = Math.min(1, Math.max(0, p));
  const floor = 1e-10;
  if (!direct && p < floor) return { ...base, pValue: floor, pValueIsBound: true };
  return { ...base, pValue: p, pValueIsBound: false };
}

interface Group {
  count: number;
  /** The smallest cA possible; pmf[j] = P(cA = low + j). */
  low: number;
  pmf: number[];
}

/** cA when s of `total` alike trials killed and `drawn` of them are A's. */
function hypergeometric(total: number, s: number, drawn: number): Omit<Group, "count"> {
  const low = Math.max(0, s - (total - drawn));
  const high = Math.min(s, drawn);
  const pmf: number[] = [];
  for (let x = low; x <= high; x++)
    pmf.push(Math.exp(logChoose(s, x) + logChoose(total - s, drawn - x) - logChoose(total, drawn)));
  return { low, pmf };
}

function logChoose(n: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i++) sum += Math.log(n - k + i) - Math.log(i);
  return sum;
}

/** The distribution of the shifted statistic by repeated convolution, one mutant at a time. */
function convolveGroups(groups: readonly Group[], span: number): Float64Array {
  let dist = new Float64Array(span + 1);
  let next = new Float64Array(span + 1);
  dist[0] = 1;
  let width = 0;
  for (const g of groups) {
    const step = g.pmf.length - 1;
    for (let c = 0; c < g.count; c++) {
      next.fill(0, 0, width + step + 1);
      for (let x = 0; x <= width; x++) {
        const px = dist[x]!;
        if (px === 0) continue;
        for (let j = 0; j <= step; j++) next[x + j]! += px * g.pmf[j]!;
      }
      [dist, next] = [next, dist];
      width += step;
    }
  }
  return dist;
}

/**
 * The same distribution from its characteristic function: at frequency ω the shifted
 * statistic's is Π over groups of φ_g(ω)^count, taken in polar form, then inverted by one DFT
 * of a power-of-two length past the span (so nothing wraps around).
 */
function invertGroups(groups: readonly Group[], span: number): Float64Array {
  let size = 1;
  while (size < span + 1) size *= 2;
  const half = size / 2;
  const re = new Float64Array(half + 1);
  const im = new Float64Array(half + 1);
  for (let l = 0; l <= half; l++) {
    const omega = (2 * Math.PI * l) / size;
    let logModulus = 0;
    let angle = 0;
    for (const g of groups) {
      let x = 0;
      let y = 0;
      g.pmf.forEach((p, j) => {
        x += p * Math.cos(omega * j);
        y += p * Math.sin(omega * j);
      });
      logModulus += g.count * Math.log(Math.hypot(x, y));
      angle += g.count * Math.atan2(y, x);
    }
    // The DFT of the distribution is the conjugate of its characteristic function.
    const modulus = Math.exp(logModulus);
    re[l] = modulus * Math.cos(angle);
    im[l] = -modulus * Math.sin(angle);
  }
  return inverseRealDft(re, im, size).subarray(0, span + 1);
}
