import { describe, expect, it } from "vitest";
import {
  instanceHref,
  instancesHref,
  leaderboardHref,
  mutantPageHref,
  submissionInstancesHref,
} from "./benchmark-links";

const v10 = { name: "tsb-mini", version: "1.0" };

describe("links to a benchmark's pages", () => {
  it("name the version always, the latest one too", () => {
    expect(instancesHref(v10)).toBe("/benchmarks/tsb-mini%401.0/instances");
    expect(
      instanceHref({ benchmark: { name: "tsb-mini", version: "1.1" }, instance: "calc" }),
    ).toBe("/benchmarks/tsb-mini%401.1/instances/calc");
  });

  it("carry the submission and other set values, and encode ids", () => {
    const calc = { benchmark: v10, instance: "calc" };
    expect(instanceHref(calc, { submission: 5, status: "undetected", order: null })).toBe(
      "/benchmarks/tsb-mini%401.0/instances/calc?submission=5&status=undetected",
    );
    expect(mutantPageHref(calc, "a b/c", { submission: 7 })).toBe(
      "/benchmarks/tsb-mini%401.0/instances/calc/mutants/a%20b%2Fc?submission=7",
    );
    expect(mutantPageHref(calc, "m")).toBe("/benchmarks/tsb-mini%401.0/instances/calc/mutants/m");
  });

  it("name an older version's leaderboard by its version, the latest one's by name", () => {
    expect(leaderboardHref(v10)).toBe("/?benchmark=tsb-mini&version=1.0");
    expect(leaderboardHref({ ...v10, version: "1.1", latest: true })).toBe("/?benchmark=tsb-mini");
  });

  it("go through a submission where only its id is known", () => {
    expect(submissionInstancesHref(4)).toBe("/submissions/4/instances");
    expect(submissionInstancesHref(4, "fd x")).toBe("/submissions/4/instances/fd%20x");
  });
});
