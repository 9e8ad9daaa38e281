import { describe, expect, it } from "vitest";
import {
  costVsScore,
  generatedVsReference,
  logAxis,
  shortLabel,
  pointLabel,
  scoreCdf,
  sectionsVsScore,
  spearman,
  timeVsScore,
  type InstancePointSource,
  type ScorePointSource,
} from "./chart-data";

function row(
  id: number,
  model: string,
  m: number,
  cost: number | null,
  min: number | null,
  extra: Partial<ScorePointSource> = {},
): ScorePointSource {
  return {
    id,
    model,
    agent: "agent",
    setting: "spec-only",
    reasoningEffort: null,
    origin: "reported",
    mutationScore: m,
    mutationScoreStrict: null,
    mutationScorePooled: null,
    validityRate: null,
    referencePassRate: null,
    costUsd: cost,
    durationSec: min == null ? null : min * 60,
    testsPerInstance: null,
    ...extra,
  };
}

// Table 2, plus the ablation rows that carry a cost, plus one row without a cost (Table 4).
const rows = [
  row(1, "Claude Opus 5", 0.555, 10.56, 37.0),
  row(2, "GPT 6 Astra", 0.501, 2.18, 12.4),
  row(3, "Gemini 3.8 Flash", 0.379, 1.63, 9.3),
  row(4, "GPT 5.6 Sol", 0.377, 0.89, 8.2),
  row(5, "DeepSeek V4 Flash", 0.286, 0.14, 19.0),
  row(6, "GPT 5.6 Luna", 0.193, 0.03, 4.0),
  row(7, "GPT 5.6 Sol", 0.465, 2.4, null, { reasoningEffort: "xhigh" }),
  row(8, "GPT 5.6 Sol", 0.381, null, null, { setting: "spec+executable" }),
];

describe("costVsScore", () => {
  const s = costVsScore(rows);

  it("plots every row with a cost and lists the rest as omitted", () => {
    expect(s.points.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.omitted).toEqual([{ id: 8, label: "GPT 5.6 Sol (spec+executable)" }]);
  });

  it("marks the frontier: xhigh Sol is dominated by Astra", () => {
    expect(
      s.points
        .filter((p) => p.onFrontier)
        .map((p) => p.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.frontier.map((p) => p.x)).toEqual([0.03, 0.14, 0.89, 1.63, 2.18, 10.56]);
    expect(s.frontier.map((p) => p.y)).toEqual([0.193, 0.286, 0.377, 0.379, 0.501, 0.555]);
  });
});

describe("error bars", () => {
  it("carry a scored row's interval as distances below and above M, and none for reported rows", () => {
    const scored = row(9, "Scored", 0.5, 1, 1, {
      origin: "scored",
      mutationScoreLo: 0.375,
      mutationScoreHi: 0.625,
    });
    const [withBar, without] = costVsScore([scored, rows[0]!]).points;
    expect(withBar!.yError).toEqual([0.125, 0.125]);
    expect(without!.yError).toBeUndefined();
  });
});

describe("timeVsScore", () => {
  it("uses minutes and has its own frontier: Luna at 4 min, Sol at 8.2, then Gemini, Astra, Opus", () => {
    const s = timeVsScore(rows);
    expect(s.points.find((p) => p.id === 1)?.x).toBeCloseTo(37.0);
    expect(s.omitted.map((o) => o.id)).toEqual([7, 8]);
    // DeepSeek takes 19 min for less than Astra's 12.4: dominated in time.
    expect(
      s.points
        .filter((p) => p.onFrontier)
        .map((p) => p.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 6]);
  });
});

describe("point labels", () => {
  it("tells apart points of one model by their agents, keeping that in the short label", () => {
    const same = ["thorough", "terse", "focused"].map((brief, i) =>
      row(20 + i, "Claude (version not recorded)", 0.9, null, 5 + i, {
        agent: `coding-agent session, ${brief} brief`,
      }),
    );
    const s = timeVsScore(same);
    expect(s.points.map((p) => p.label)).toEqual([
      "Claude (version not recorded) · thorough brief",
      "Claude (version not recorded) · terse brief",
      "Claude (version not recorded) · focused brief",
    ]);
    expect(new Set(s.points.map((p) => p.shortLabel)).size).toBe(3);
    expect(s.points.every((p) => p.shortLabel.length <= 36)).toBe(true);
  });
});

describe("pointLabel", () => {
  it("names effort and any non-default setting", () => {
    expect(pointLabel(rows[0]!)).toBe("Claude Opus 5");
    expect(
      pointLabel(row(9, "X", 0, null, null, { reasoningEffort: "low", setting: "official-docs" })),
    ).toBe("X (low, official-docs)");
  });
});

function inst(
  slug: string,
  m: number,
  sections: number,
  reference: number,
  generated: number,
  submitted = true,
): InstancePointSource {
  return {
    slug,
    title: slug,
    submitted,
    sectionCount: sections,
    referenceTests: reference,
    mutationScore: m,
    tests: { total: generated, valid: generated },
  };
}

describe("submission chart data", () => {
  const instances = [
    inst("a", 0.5, 10, 100, 40),
    inst("b", 0.25, 20, 300, 60),
    inst("c", 0.5, 5, 50, 50),
    inst("d", 0, 30, 80, 0, false),
  ];

  it("builds a step CDF over per-instance M", () => {
    expect(scoreCdf(instances)).toEqual([
      { score: 0, share: 0.25 },
      { score: 0.25, share: 0.5 },
      { score: 0.5, share: 1 },
    ]);
    expect(scoreCdf([inst("x", 0.8, 1, 1, 1)])).toEqual([
      { score: 0, share: 0 },
      { score: 0.8, share: 1 },
    ]);
    expect(scoreCdf([])).toEqual([]);
  });

  it("pairs sections with M for every instance, and test counts for submitted ones", () => {
    expect(sectionsVsScore(instances).map((p) => [p.sections, p.score])).toEqual([
      [10, 0.5],
      [20, 0.25],
      [5, 0.5],
      [30, 0],
    ]);
    expect(generatedVsReference(instances).map((p) => [p.slug, p.reference, p.generated])).toEqual([
      ["a", 100, 40],
      ["b", 300, 60],
      ["c", 50, 50],
    ]);
  });
});

describe("spearman", () => {
  it("is 1 for a monotone relation and -1 for a reversed one", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 1000])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
  });
  it("averages tied ranks and refuses degenerate input", () => {
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(0.9487, 3);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(spearman([1, 2], [1, 2])).toBeNull();
  });
});

describe("logAxis", () => {
  it("spans Table 2's costs between 1-2-5 steps past the outermost points", () => {
    const axis = logAxis([0.03, 0.14, 10.56]);
    expect(axis.domain).toEqual([0.02, 20]);
    expect(axis.ticks).toEqual([0.02, 0.1, 1, 10, 20]);
  });
  it("leaves room past a point just under a decade: 9.9 minutes is not on the edge", () => {
    const axis = logAxis([1.4, 9.9]);
    expect(axis.domain).toEqual([1, 20]);
    expect(axis.ticks).toEqual([1, 2, 5, 10, 20]);
  });
  it("adds 2 and 5 steps over a narrow range, and survives one value or none", () => {
    expect(logAxis([4, 37]).ticks).toEqual([2, 5, 10, 20, 50]);
    expect(logAxis([1]).domain).toEqual([0.5, 2]);
    expect(logAxis([0, -1]).domain).toEqual([0.1, 10]);
  });
});

describe("shortLabel", () => {
  it("shortens long labels with an ellipsis", () => {
    expect(shortLabel("GPT 6 Astra")).toBe("GPT 6 Astra");
    expect(shortLabel("Claude (version not recorded, exact model unknown)")).toBe(
      "Claude (version not recorded,…",
    );
  });
});
