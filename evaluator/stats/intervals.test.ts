import { describe, expect, it } from "vitest";
import { scoreIntervals } from "./intervals.ts";
import { hasNumpy, numpyInterval } from "./testing/numpy-bootstrap.ts";

const instance = (m: number, v: number | null = 1) => ({
  mutationScore: m,
  mutationScoreStrict: m / 2,
  validityRate: v,
});

describe("scoreIntervals", () => {
  it("is deterministic and brackets the mean", () => {
    const scores = Array.from({ length: 40 }, (_, i) => instance(((i * 37) % 100) / 100));
    const first = scoreIntervals(scores);
    expect(scoreIntervals(scores)).toEqual(first);
    const mean = scores.reduce((s, i) => s + i.mutationScore, 0) / scores.length;
    const [lo, hi] = first.mutationScore!;
    expect(lo).toBeLessThan(mean);
    expect(hi).toBeGreaterThan(mean);
    expect(first.mutationScoreStrict![0]).toBeCloseTo(lo / 2, 12);
  });

  it("is a point when every instance scores the same, and null for V without tests", () => {
    const ci = scoreIntervals([instance(0.5, null), instance(0.5, null), instance(0.5, null)]);
    expect(ci.mutationScore).toEqual([0.5, 0.5]);
    expect(ci.validityRate).toBeNull();
  });

  it.skipIf(!hasNumpy)("agrees with an independent numpy bootstrap within half a point", () => {
    // 165 instances with a wide, lumpy spread, as the paper's per-instance M is.
    const values = Array.from({ length: 165 }, (_, i) => ((i * 7919) % 101) / 100);
    const ours = scoreIntervals(values.map((m) => instance(m))).mutationScore!;
    const theirs = numpyInterval(values, 12345);
    expect(Math.abs(ours[0] - theirs[0])).toBeLessThan(0.005);
    expect(Math.abs(ours[1] - theirs[1])).toBeLessThan(0.005);
  });
});
