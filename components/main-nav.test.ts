import { describe, expect, it } from "vitest";
import { benchmarkOfPage, instancesLinkOf } from "./main-nav";

describe("benchmarkOfPage", () => {
  const of = (path: string, query = "") => benchmarkOfPage(path, new URLSearchParams(query));
  it("names the benchmark of an instance page or a leaderboard tab, with its version", () => {
    expect(of("/benchmarks/tsb-mini%401.0/instances/tally")).toBe("tsb-mini@1.0");
    expect(of("/benchmarks/testsuitebench/instances")).toBe("testsuitebench");
    expect(of("/", "benchmark=testsuitebench")).toBe("testsuitebench");
    expect(of("/", "benchmark=tsb-mini&version=1.0&sort=date.desc")).toBe("tsb-mini@1.0");
    expect(of("/", "benchmark=tsb-mini%401.0")).toBe("tsb-mini@1.0");
  });
  it("names none elsewhere", () => {
    expect(of("/")).toBeNull();
    expect(of("/submissions/3", "benchmark=x")).toBeNull();
  });
});

describe("the header's Instances link", () => {
  const link = (path: string, query = "") => instancesLinkOf(path, new URLSearchParams(query));
  it("goes through the submission on its pages and on a comparison, to that submission's version", () => {
    expect(link("/submissions/3")).toBe("/submissions/3/instances");
    expect(link("/submissions/3/instances/calc/stryker.json")).toBe("/submissions/3/instances");
    expect(link("/compare", "s=1,3,5")).toBe("/submissions/1/instances");
    expect(link("/compare", "s=4&s=6")).toBe("/submissions/4/instances");
    // The paired page's two sides are of one version: A's.
    expect(link("/compare/paired", "a=7&b=1")).toBe("/submissions/7/instances");
  });
  it("keeps the version of an instance page or a leaderboard tab, else the default benchmark", () => {
    expect(link("/benchmarks/tsb-mini%401.0/instances/calc")).toBe(
      "/benchmarks/tsb-mini%401.0/instances",
    );
    expect(link("/", "benchmark=tsb-mini&version=1.0")).toBe(
      "/benchmarks/tsb-mini%401.0/instances",
    );
    expect(link("/compare")).toBe("/benchmarks/tsb-mini/instances");
    expect(link("/about")).toBe("/benchmarks/tsb-mini/instances");
  });
});
