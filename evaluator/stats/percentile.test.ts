import { describe, expect, it } from "vitest";
import { percentileInterval } from "./percentile.ts";
import { seededRandom } from "./resample.ts";

/** Type-7 quantile by a full sort: the definition the selection must match. */
function sortedQuantile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const k = Math.floor(h);
  return k + 1 < s.length ? s[k]! + (h - k) * (s[k + 1]! - s[k]!) : s[k]!;
}

describe("percentileInterval", () => {
  it("matches sorting for random, tied and tiny inputs", () => {
    const random = seededRandom(7);
    for (const size of [1, 2, 3, 10, 101, 10_000]) {
      for (const levels of [1000, 5]) {
        const values = Array.from({ length: size }, () => Math.floor(random() * levels) / levels);
        const [lo, hi] = percentileInterval(values, 0.95)!;
        expect(lo).toBeCloseTo(sortedQuantile(values, 0.025), 12);
        expect(hi).toBeCloseTo(sortedQuantile(values, 0.975), 12);
      }
    }
  });

  it("leaves NaN replicates out and gives null when nothing is left", () => {
    expect(percentileInterval([NaN, 0.5, NaN], 0.95)).toEqual([0.5, 0.5]);
    expect(percentileInterval([NaN, NaN], 0.95)).toBeNull();
  });
});
