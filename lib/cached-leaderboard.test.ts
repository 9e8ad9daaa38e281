import { describe, expect, it } from "vitest";
import {
  cachedLeaderboardPath,
  DEFAULT_SEGMENT,
  leaderboardParamsOf,
  publicLeaderboardUrl,
} from "./cached-leaderboard";

const path = (query: string) => cachedLeaderboardPath(new URLSearchParams(query));

describe("cachedLeaderboardPath", () => {
  it("sends the bare leaderboard and a named benchmark to the cached route", () => {
    expect(path("")).toBe(`/leaderboard/${DEFAULT_SEGMENT}`);
    expect(path("benchmark=tsb-mini-1.1")).toBe("/leaderboard/tsb-mini-1.1");
  });

  it("leaves views that change the HTML to the page rendered per request", () => {
    expect(path("benchmark=tsb-mini&sort=v.asc")).toBeNull();
    expect(path("q=claude")).toBeNull();
    expect(path("benchmark=a&benchmark=b")).toBeNull();
    expect(path("utm_source=mail")).toBeNull();
  });

  it("leaves names the page would not take as they are to the per-request page", () => {
    expect(path("benchmark=")).toBeNull();
    expect(path("benchmark=..%2Fetc")).toBeNull();
    expect(path(`benchmark=${DEFAULT_SEGMENT}`)).toBeNull();
  });
});

describe("the cached route's segments", () => {
  it("map back to the parameters and address they stand for", () => {
    expect(leaderboardParamsOf(DEFAULT_SEGMENT)).toEqual({});
    expect(leaderboardParamsOf("tsb-mini")).toEqual({ benchmark: "tsb-mini" });
    expect(publicLeaderboardUrl(DEFAULT_SEGMENT)).toBe("/");
    expect(publicLeaderboardUrl("tsb-mini-1.1")).toBe("/?benchmark=tsb-mini-1.1");
  });
});
