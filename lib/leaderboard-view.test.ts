import { describe, expect, it } from "vitest";
import { parseLeaderboardView } from "./leaderboard-view-schema";
import { viewToSearchParams } from "./leaderboard-view";

const fromQuery = (query: string) => {
  const params: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(query)) {
    const prev = params[k];
    params[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return parseLeaderboardView(params);
};

describe("leaderboard view in the URL", () => {
  it("defaults to tsb-mini sorted by M, best first", () => {
    expect(fromQuery("")).toEqual({
      benchmark: "tsb-mini",
      version: "",
      sort: { id: "mutationScore", desc: true },
      q: "",
      setting: [],
      origin: [],
      agent: [],
      verification: [],
      hide: [],
    });
    expect(viewToSearchParams(fromQuery("")).toString()).toBe("");
  });

  it("round-trips a full view, repeated facets included", () => {
    const query =
      "benchmark=testsuitebench&version=1.0&sort=costUsd.asc&q=gpt&setting=spec-only&origin=reported&agent=Codex+CLI&agent=Claude+Code&verification=verified&verification=disputed&hide=date,agent";
    const view = fromQuery(query);
    expect(view.agent).toEqual(["Codex CLI", "Claude Code"]);
    expect(view.version).toBe("1.0");
    expect(view.verification).toEqual(["verified", "disputed"]);
    expect(view.sort).toEqual({ id: "costUsd", desc: false });
    expect(view.hide).toEqual(["date", "agent"]);
    expect(fromQuery(viewToSearchParams(view).toString())).toEqual(view);
  });

  it("keeps an older version with its benchmark, whatever else the view changes", () => {
    const view = fromQuery("version=1.0&benchmark=tsb-mini");
    const sorted = { ...view, sort: { id: "mutationScore" as const, desc: false }, q: "claude" };
    expect(viewToSearchParams(sorted).toString()).toBe(
      "benchmark=tsb-mini&version=1.0&sort=mutationScore.asc&q=claude",
    );
  });

  it("takes name@version, the form instance URLs use, as the benchmark and its version", () => {
    expect(fromQuery("benchmark=tsb-mini%401.0")).toMatchObject({
      benchmark: "tsb-mini",
      version: "1.0",
    });
    expect(fromQuery("benchmark=testsuitebench@1.0&version=9")).toMatchObject({
      benchmark: "testsuitebench",
      version: "1.0",
    });
    expect(viewToSearchParams(fromQuery("benchmark=tsb-mini@1.0")).toString()).toBe(
      "benchmark=tsb-mini&version=1.0",
    );
  });

  it("falls back to defaults for values a stale or hand-edited link might carry", () => {
    const view = fromQuery(
      "sort=bogus.desc&hide=model,nope,origin&benchmark=../etc&version=1/../2",
    );
    expect(view.sort).toEqual({ id: "mutationScore", desc: true });
    expect(view.hide).toEqual(["origin"]);
    expect(view.benchmark).toBe("tsb-mini");
    expect(view.version).toBe("");
  });
});
