/**
 * The demo bundles in data/bundles/ were produced by `tsb run` on tsb-mini (see
 * docs/demo-data.md). The paper's construction promise is checked on them: the reference suites,
 * submitted as a suite, kill every mutant with every test valid. The agent-written suites must
 * score too, and differ from each other — a demo whose rows all look alike shows nothing.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBenchmark } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import type { ScoreReport } from "../types.ts";
import { scoreBundle } from "./score-bundle.ts";

const root = path.join(import.meta.dirname, "..", "..", "data");

async function score(name: string): Promise<ScoreReport> {
  const benchmark = await loadBenchmark(path.join(root, "benchmarks", "tsb-mini"));
  const bundle = await openBundle(path.join(root, "bundles", name));
  try {
    return (await scoreBundle(bundle, benchmark)).report;
  } finally {
    await bundle.close();
  }
}

describe("the demo bundles", () => {
  it("score the reference suites at M = 100% and V = 100%, as the paper's construction promises", async () => {
    const { summary } = await score("reference");
    expect(summary.instances).toEqual({ total: 4, submitted: 4 });
    expect(summary.mutationScore).toBe(1);
    expect(summary.mutationScoreStrict).toBe(1);
    expect(summary.validityRate).toBe(1);
    expect(summary.mutants.survived).toBe(0);
  });

  it("include at least three agent-written suites whose mutation scores are not all equal", async () => {
    const agents = readdirSync(path.join(root, "bundles")).filter((n) => n.startsWith("agent-"));
    expect(agents.length).toBeGreaterThanOrEqual(3);
    const reports = await Promise.all(agents.map(score));
    for (const report of reports) {
      expect(report.submission.setting).toBe("spec-only");
      expect(report.summary.instances.submitted).toBe(4);
    }
    const scores = new Set(reports.map((r) => r.summary.mutationScore));
    expect(scores.size).toBeGreaterThan(1);
  });
});
