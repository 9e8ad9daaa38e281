import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scoreIntervals } from "./intervals.ts";

const numpyScript = fileURLToPath(new URL("./testing/numpy_bootstrap.py", import.meta.url));
const hasNumpy = spawnSync("python3", ["-c", "import numpy"]).status === 0;

/** The same interval computed by numpy with its own generator (testing/numpy_bootstrap.py). */
function numpyInterval(values: (number | null)[], seed: number): [number, number] {
  const run = spawnSync("python3", [numpyScript], { input: JSON.stringify({ values, seed }) });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString()) as [number, number];
}

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
