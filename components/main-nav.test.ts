import { describe, expect, it } from "vitest";
import { benchmarkOfPage } from "./main-nav";

describe("benchmarkOfPage", () => {
  const of = (path: string, query = "") => benchmarkOfPage(path, new URLSearchParams(query));
  it("names the benchmark of an instance page or a leaderboard tab, with its version", () => {
    expect(of("/benchmarks/tsb-mini%401.0/instances/tally")).toBe("tsb-mini@1.0");
    expect(of("/benchmarks/testsuitebench/instances")).toBe("testsuitebench");
    expect(of("/", "benchmark=testsuitebench")).toBe("testsuitebench");
    expect(of("/", "benchmark=tsb-mini&version=1.0&sort=date.desc")).toBe("tsb-mini@1.0");
  });
  it("names none elsewhere", () => {
    expect(of("/")).toBeNull();
    expect(of("/submissions/3", "benchmark=x")).toBeNull();
  });
});
