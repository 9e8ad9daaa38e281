import { describe, expect, it } from "vitest";
import { rankText, withRankRanges, type RankInput } from "./rank";

const scored = (id: number, m: number): RankInput => ({
  id,
  mutationScore: m,
  origin: "scored",
  citation: null,
  instancesTotal: 165,
});
const reported = (id: number, m: number, instances = 165, citation = "Table 2"): RankInput => ({
  id,
  mutationScore: m,
  origin: "reported",
  citation,
  instancesTotal: instances,
  reportedKind: citation === "Table 2" ? "main-results" : "ablation",
});

describe("withRankRanges", () => {
  it("gives each row the ranks it could take among the rows it cannot be told apart from", () => {
    // 1 is better than everyone beyond doubt; 2, 3 and 4 cannot be told apart from each other,
    // but 2 is better than 5 beyond doubt.
    const rows = [1, 0.6, 0.5, 0.45, 0.4].map((m, i) => scored(i + 1, m));
    const distinct = [
      [1, 2],
      [1, 3],
      [1, 4],
      [1, 5],
      [2, 5],
    ];
    const pairs = distinct.map(([a, b]) => ({ a: a!, b: b!, distinct: true }));
    const ranked = withRankRanges(rows, pairs, 165);
    expect(ranked.map(rankText)).toEqual(["1", "2–4", "2–5", "2–5", "3–5"]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it("ranks scored rows on another instance set only among themselves, and says which set", () => {
    const subsample = (id: number, m: number): RankInput => ({
      ...scored(id, m),
      instancesTotal: 30,
    });
    const rows = [scored(1, 0.555), scored(2, 0.379), subsample(3, 0.255), subsample(4, 0.04)];
    const ranked = withRankRanges(rows, [], 165);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 1, 2]);
    expect(ranked[2]!.rankSet).toEqual({ instances: 30, size: 2, citation: null });
    expect(ranked[0]!.rankSet).toBeNull();
  });

  it("ranks a paper's main results alone: its ablations and the reference suite are shown unranked", () => {
    const rows = [
      reported(1, 0.555),
      reported(2, 0.465, 165, "Section 3.1, Reasoning Effort"),
      reported(3, 0.377),
      // Table 4's baseline is the Table 2 run again: it must not share that row's rank.
      reported(4, 0.377, 165, "Table 4"),
      reported(5, 0.255, 30, "Table 5"),
      reported(6, 0.193),
      { ...scored(7, 1), kind: "reference" as const },
    ];
    const ranked = withRankRanges(rows, [], 165);
    expect(ranked.map(rankText)).toEqual(["1†", "abl.", "2†", "abl.", "abl.", "3†", "ref"]);
    expect(ranked.map((r) => r.rank)).toEqual([1, null, 2, null, null, 3, null]);
    const shown = ranked.map(rankText).filter((t) => t.endsWith("†"));
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("shares the point rank between equal scores and counts a missing pair as not told apart", () => {
    const ranked = withRankRanges([scored(1, 0.5), scored(2, 0.5), scored(3, 0.2)], [], 165);
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 3]);
    expect(ranked.map(rankText)).toEqual(["1–3", "1–3", "1–3"]);
  });
});
