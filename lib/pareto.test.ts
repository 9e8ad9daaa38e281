import { describe, expect, it } from "vitest";
import { dominates, paretoFrontier } from "./pareto";

// Table 2 of the paper: M (%) and $ per instance.
const table2 = [
  { name: "Claude Opus 5", score: 55.5, cost: 10.56 },
  { name: "GPT 6 Astra", score: 50.1, cost: 2.18 },
  { name: "Gemini 3.8 Flash", score: 37.9, cost: 1.63 },
  { name: "GPT 5.6 Sol", score: 37.7, cost: 0.89 },
  { name: "DeepSeek V4 Flash", score: 28.6, cost: 0.14 },
  { name: "GPT 5.6 Luna", score: 19.3, cost: 0.03 },
];

describe("dominates", () => {
  it("needs one strict improvement", () => {
    expect(dominates({ cost: 1, score: 2 }, { cost: 1, score: 1 })).toBe(true);
    expect(dominates({ cost: 1, score: 1 }, { cost: 2, score: 1 })).toBe(true);
    expect(dominates({ cost: 1, score: 1 }, { cost: 1, score: 1 })).toBe(false);
    expect(dominates({ cost: 1, score: 1 }, { cost: 0.5, score: 2 })).toBe(false);
  });
});

describe("paretoFrontier", () => {
  // The paper's text says every model but Gemini 3.8 Flash lies on the frontier; by strict
  // dominance Gemini is on it too (37.9 beats Sol's 37.7, and only Astra and Opus score more,
  // at a higher cost), and no single hull rule reproduces the sentence, so we draw dominance.
  it("keeps every Table 2 model, since none costs more for less", () => {
    expect(paretoFrontier(table2).map((p) => p.name)).toEqual([
      "GPT 5.6 Luna",
      "DeepSeek V4 Flash",
      "GPT 5.6 Sol",
      "Gemini 3.8 Flash",
      "GPT 6 Astra",
      "Claude Opus 5",
    ]);
  });

  it("drops dominated points, such as Sol on xhigh effort (Astra is cheaper and better)", () => {
    const points = [...table2, { name: "GPT 5.6 Sol xhigh", score: 46.5, cost: 2.4 }];
    expect(paretoFrontier(points).map((p) => p.name)).not.toContain("GPT 5.6 Sol xhigh");
  });

  it("keeps the better of two equal-cost points and ignores non-finite ones", () => {
    const points = [
      { name: "a", cost: 1, score: 0.2 },
      { name: "b", cost: 1, score: 0.4 },
      { name: "c", cost: Number.NaN, score: 0.9 },
      { name: "d", cost: 3, score: Number.POSITIVE_INFINITY },
    ];
    expect(paretoFrontier(points).map((p) => p.name)).toEqual(["b"]);
  });

  it("returns nothing for no points", () => {
    expect(paretoFrontier([])).toEqual([]);
  });

  it("agrees with a brute-force dominance check on random points", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 50; trial++) {
      const points = Array.from({ length: 12 }, (_, i) => ({
        i,
        cost: Math.round(rand() * 20) / 2 + 0.01,
        score: Math.round(rand() * 10) / 10,
      }));
      const expected = points
        .filter((p) => !points.some((q) => dominates(q, p)))
        .map((p) => p.i)
        .sort();
      expect(
        paretoFrontier(points)
          .map((p) => p.i)
          .sort(),
      ).toEqual(expected);
    }
  });
});
