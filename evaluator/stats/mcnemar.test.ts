import { describe, expect, it } from "vitest";
import { mcnemarExact, stratifiedExactTest } from "./mcnemar.ts";

// Two-sided exact p-values of b vs c discordant pairs, from scipy 1.17's
// `binomtest(b, b + c, 0.5).pvalue` (R's `binom.test` gives the same).
const KNOWN: [number, number, number][] = [
  [1, 7, 0.0703125],
  [0, 5, 0.0625],
  [3, 3, 1],
  [10, 20, 0.09873714670538905],
  [12, 2, 0.012939453125],
  [2, 0, 0.5],
  [59, 121, 4.4344492637551645e-6],
  [1000, 1100, 0.03072070786424249],
];

describe("mcnemarExact", () => {
  it.each(KNOWN)("b = %i, c = %i gives p = %f", (b, c, p) => {
    const test = mcnemarExact(b, c);
    expect(test.pValue).toBeCloseTo(p, 12);
    expect(test.pValue / p).toBeCloseTo(1, 9);
    expect(test).toMatchObject({ informative: b + c, observed: b, expected: (b + c) / 2 });
  });

  it("is 1 without discordant mutants, and symmetric in A and B", () => {
    expect(mcnemarExact(0, 0).pValue).toBe(1);
    expect(mcnemarExact(7, 1).pValue).toBe(mcnemarExact(1, 7).pValue);
  });

  it("stays exact far in the tail, where a naive product underflows", () => {
    // 2 · 2^-2000: the probability that 2,000 discordant mutants all go one way.
    const p = mcnemarExact(2000, 0).pValue;
    expect(p).toBe(0);
    expect(mcnemarExact(0, 1000).pValue).toBeCloseTo(2 * 2 ** -1000, 310);
  });
});

/** Kill counts for `n` mutants per pattern: [cA, cB] repeated. */
function counts(patterns: [number, number, number][]): { a: number[]; b: number[] } {
  const a: number[] = [];
  const b: number[] = [];
  for (const [n, ca, cb] of patterns)
    for (let i = 0; i < n; i++) {
      a.push(ca);
      b.push(cb);
    }
  return { a, b };
}

/**
 * The same test by brute force: every way the killing trials of each informative mutant can
 * fall between the sides, weighted by its hypergeometric probability, then the two-sided rule.
 */
function bruteForce(a: number[], b: number[], kA: number, kB: number): number {
  const choose = (n: number, k: number): number =>
    k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k;
  let dist = new Map<number, number>([[0, 1]]);
  let observed = 0;
  a.forEach((ca, m) => {
    const s = ca + b[m]!;
    if (s === 0 || s === kA + kB) return;
    observed += ca;
    const next = new Map<number, number>();
    for (const [sum, p] of dist)
      for (let x = 0; x <= Math.min(s, kA); x++) {
        const q = (choose(s, x) * choose(kA + kB - s, kA - x)) / choose(kA + kB, kA);
        if (q > 0) next.set(sum + x, (next.get(sum + x) ?? 0) + p * q);
      }
    dist = next;
  });
  const at = dist.get(observed)!;
  return [...dist.values()].filter((p) => p <= at * (1 + 1e-7)).reduce((s, p) => s + p, 0);
}

describe("stratifiedExactTest", () => {
  it("is the exact McNemar test with one trial a side", () => {
    for (const [onlyA, onlyB, p] of KNOWN) {
      const { a, b } = counts([
        [onlyA, 1, 0],
        [onlyB, 0, 1],
        [5, 1, 1],
        [4, 0, 0],
      ]);
      const test = stratifiedExactTest(a, b, 1, 1);
      expect(test.pValue / p).toBeCloseTo(1, 9);
      expect(test).toMatchObject({ informative: onlyA + onlyB, observed: onlyA });
    }
  });

  it("agrees with brute force for three trials a side and for unequal trial counts", () => {
    const cases: [[number, number, number][], number, number][] = [
      [
        [
          [3, 3, 0],
          [2, 2, 1],
          [2, 1, 0],
          [1, 0, 2],
          [4, 3, 3],
          [3, 0, 0],
        ],
        3,
        3,
      ],
      [
        [
          [2, 1, 0],
          [3, 0, 2],
          [1, 1, 3],
          [2, 0, 1],
        ],
        1,
        3,
      ],
      [
        [
          [4, 2, 2],
          [1, 5, 0],
          [2, 0, 1],
        ],
        5,
        2,
      ],
    ];
    for (const [patterns, kA, kB] of cases) {
      const { a, b } = counts(patterns);
      expect(stratifiedExactTest(a, b, kA, kB).pValue).toBeCloseTo(bruteForce(a, b, kA, kB), 12);
    }
  });

  it("gives the same p by Fourier inversion as by convolution", () => {
    const mixes: [number, number, number][][] = [
      [
        [90, 2, 1],
        [80, 1, 2],
        [70, 3, 1],
        [60, 1, 3],
        [100, 3, 3],
      ],
      [
        [100, 2, 1],
        [100, 1, 2],
        [50, 3, 0],
        [50, 0, 3],
      ],
      [
        [40, 1, 0],
        [45, 0, 1],
      ],
    ];
    for (const mix of mixes) {
      const { a, b } = counts(mix);
      const direct = stratifiedExactTest(a, b, 3, 3, "convolution");
      const fourier = stratifiedExactTest(a, b, 3, 3, "fourier");
      expect(Math.abs(direct.pValue - fourier.pValue)).toBeLessThan(1e-10);
      expect(fourier.informative).toBe(direct.informative);
    }
    // A and B alike: the observed statistic is its mean and p is 1.
    const even = counts(mixes[1]!);
    const fair = stratifiedExactTest(even.a, even.b, 3, 3);
    expect(fair.observed).toBeCloseTo(fair.expected, 9);
    expect(fair.pValue).toBeCloseTo(1, 9);
  });

  it("takes the Fourier path for thousands of mutants", () => {
    const { a, b } = counts([
      [2000, 2, 1],
      [1800, 1, 2],
      [700, 3, 1],
      [600, 1, 3],
      [4000, 3, 3],
    ]);
    const test = stratifiedExactTest(a, b, 3, 3);
    // The same statistic by convolution: exact to rounding, only slower.
    expect(
      Math.abs(test.pValue - stratifiedExactTest(a, b, 3, 3, "convolution").pValue),
    ).toBeLessThan(1e-10);
    expect(test.informative).toBe(5100);
    // 2,000·2 + 1,800 + 700·3 + 600 = 8,500 A kills; under the null each informative mutant
    // gives A half its kills: (2,000·3 + 1,800·3 + 700·4 + 600·4) / 2 = 8,300.
    expect(test.observed).toBe(8500);
    expect(test.expected).toBeCloseTo(8300, 9);
    expect(test.pValue).toBeGreaterThan(0);
    expect(test.pValue).toBeLessThan(1e-3);
  });

  it("reports a p below the Fourier path's accuracy as a bound", () => {
    const { a, b } = counts([[3000, 3, 0]]);
    const test = stratifiedExactTest(a, b, 3, 3);
    expect(test).toMatchObject({ pValue: 1e-10, pValueIsBound: true });
  });

  it("leaves out mutants every trial or no trial kills, and is 1 without others", () => {
    const { a, b } = counts([
      [5, 3, 3],
      [7, 0, 0],
    ]);
    expect(stratifiedExactTest(a, b, 3, 3)).toMatchObject({ informative: 0, pValue: 1 });
  });
});
