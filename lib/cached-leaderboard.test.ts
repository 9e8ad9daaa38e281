import { describe, expect, it } from "vitest";
import {
  BENCHMARK_NAME,
  DEFAULT_SEGMENT,
  leaderboardParamsOf,
  VIEW_PARAMS,
} from "./cached-leaderboard";
import { parseLeaderboardView } from "./leaderboard-view-schema";

describe("the cached leaderboard's rules", () => {
  it("know every view parameter, so no sorted or filtered view gets the cached page", () => {
    const keys = Object.keys(parseLeaderboardView({})).filter((k) => k !== "benchmark");
    expect(keys.sort()).toEqual([...VIEW_PARAMS].sort());
  });

  it("take as a benchmark name exactly what the page takes as it is", () => {
    const name = new RegExp(`^${BENCHMARK_NAME}$`);
    for (const value of ["tsb-mini", "tsb-mini-1.1", "a_b", "", "../etc", "x y", "a".repeat(101)])
      expect(name.test(value), value).toBe(
        parseLeaderboardView({ benchmark: value }).benchmark === value,
      );
    expect(name.test(DEFAULT_SEGMENT)).toBe(false);
  });

  it("map a segment back to the parameters it stands for", () => {
    expect(leaderboardParamsOf(DEFAULT_SEGMENT)).toEqual({});
    expect(leaderboardParamsOf("tsb-mini")).toEqual({ benchmark: "tsb-mini" });
  });
});
