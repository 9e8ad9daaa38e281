import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { summarize } from "./demo-summary.ts";

const bundles = (...names: string[]) => names.map((n) => path.join("data", "bundles", n));

describe("the demo summary (docs/demo-data.md's figures)", () => {
  it("gives tsb-mini 1.1's agent suites the M, sections, test ratios and overlap the docs quote", async () => {
    const summary = await summarize(
      bundles("reference-1.1", "agent-focused-1.1", "agent-terse-1.1", "agent-thorough-1.1"),
    );
    expect(summary.benchmark).toBe("tsb-mini@1.1");
    const [reference, focused, terse, thorough] = summary.bundles;
    expect(reference).toMatchObject({ kind: "reference", mutationScore: 1, sectionsRho: null });
    expect([focused, terse, thorough].map((b) => b!.mutationScore.toFixed(3))).toEqual([
      "0.653",
      "0.924",
      "0.945",
    ]);
    // semver's spec has the most sections (17); the others 9–11.
    expect(terse!.instances.find((i) => i.id === "semver")).toMatchObject({ sections: 17 });
    expect(terse!.interval?.[0]).toBeLessThan(terse!.mutationScore);
    // Each instance's mutants are counted once, under the set of bundles detecting them.
    const benchmark = await loadBenchmark(path.join("data", "benchmarks", "tsb-mini-1.1"));
    const sum = (counts: Record<string, number> = {}) =>
      Object.values(counts).reduce((s, n) => s + n, 0);
    for (const instance of benchmark.instances)
      expect(sum(summary.overlap[instance.id]), instance.id).toBe(instance.mutants?.length);
    expect(sum(summary.overlap.all)).toBe(323);
    // "14 of the 323 mutants no agent suite detects" (docs/demo-data.md).
    expect(summary.overlap.all?.[""]).toBe(14);
  });
});
