import { describe, expect, it } from "vitest";
import { pairwiseDifferences, type PerInstance } from "./paired.ts";

const submission = (id: number, scores: number[], prefix = "i"): PerInstance => ({
  id,
  scores: new Map(scores.map((m, k) => [`${prefix}${String(k).padStart(3, "0")}`, m])),
});

/** 60 instances whose difficulty varies a lot: the pairing is what separates close suites. */
const base = Array.from({ length: 60 }, (_, k) => ((k * 13) % 60) / 60);

describe("pairwiseDifferences", () => {
  it("cannot tell identical submissions apart", () => {
    const [pair] = pairwiseDifferences([submission(1, base), submission(2, base)]);
    expect(pair).toMatchObject({ a: 1, b: 2, instances: 60, difference: [0, 0], distinct: false });
  });

  it("tells apart a suite that is 2 points better on every instance, though the spread is 100 points", () => {
    const better = base.map((m) => m + 0.02);
    const [pair] = pairwiseDifferences([submission(1, better), submission(2, base)]);
    expect(pair!.distinct).toBe(true);
    expect(pair!.difference[0]).toBeCloseTo(0.02, 10);
  });

  it("does not tell apart a difference carried by one instance", () => {
    const lucky = base.map((m, k) => (k === 0 ? m + 0.5 : m));
    const [pair] = pairwiseDifferences([submission(1, lucky), submission(2, base)]);
    expect(pair!.distinct).toBe(false);
    expect(pair!.difference[0]).toBe(0);
  });

  it("compares over the instances both have, and skips pairs with none", () => {
    const partial: PerInstance = {
      id: 3,
      scores: new Map([
        ["i000", 1],
        ["i001", 1],
      ]),
    };
    const other = submission(4, [0.5], "x");
    const pairs = pairwiseDifferences([submission(1, base), partial, other]);
    expect(pairs.map((p) => [p.a, p.b, p.instances])).toEqual([[1, 3, 2]]);
  });
});
