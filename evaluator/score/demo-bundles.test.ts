/**
 * The demo bundles in data/bundles/ were produced by `tsb run` on tsb-mini (see
 * docs/demo-data.md): `<name>` on version 1.0, `<name>-1.1` on version 1.1, the same suites run
 * unchanged. The paper's construction promise is checked on them: the reference suites,
 * submitted as a suite, kill every mutant with every test valid, on both versions. The
 * agent-written suites must score too, and differ from each other — a demo whose rows all look
 * alike shows nothing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBenchmark } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import type { ScoreReport } from "../types.ts";
import { sha256Tree } from "../runner/hash.ts";
import { scoreBundle } from "./score-bundle.ts";

const root = path.join(import.meta.dirname, "..", "..", "data");

/** Scores a demo bundle against the benchmark version its submission.json names. */
async function score(name: string): Promise<ScoreReport> {
  const dir = path.join(root, "bundles", name);
  const { benchmark: id } = JSON.parse(readFileSync(path.join(dir, "submission.json"), "utf8")) as {
    benchmark: string;
  };
  const benchmark = await findBenchmark(id, path.join(root, "benchmarks"));
  const bundle = await openBundle(dir);
  try {
    return (await scoreBundle(bundle, benchmark)).report;
  } finally {
    await bundle.close();
  }
}

function expectReferenceScore({ summary }: ScoreReport, instances: number): void {
  expect(summary.instances).toEqual({ total: instances, submitted: instances });
  expect(summary.mutationScore).toBe(1);
  expect(summary.mutationScoreStrict).toBe(1);
  expect(summary.validityRate).toBe(1);
  expect(summary.mutants.survived).toBe(0);
}

describe("the demo bundles", () => {
  it("score the reference suites at M = 100% and V = 100%, as the paper's construction promises", async () => {
    const report = await score("reference");
    expect(report.benchmark).toBe("tsb-mini@1.0");
    expectReferenceScore(report, 4);
  });

  it("score the reference suites at M = 100% and V = 100% on tsb-mini 1.1 too", async () => {
    const report = await score("reference-1.1");
    expect(report.benchmark).toBe("tsb-mini@1.1");
    const { instances } = JSON.parse(
      readFileSync(path.join(root, "benchmarks", "tsb-mini-1.1", "benchmark.json"), "utf8"),
    ) as { instances: string[] };
    expectReferenceScore(report, instances.length);
  });

  it("include at least three agent-written suites on 1.0 whose mutation scores are not all equal", async () => {
    const agents = readdirSync(path.join(root, "bundles")).filter((n) => /^agent-[a-z]+$/.test(n));
    expect(agents.length).toBeGreaterThanOrEqual(3);
    const reports = await Promise.all(agents.map(score));
    for (const report of reports) {
      expect(report.benchmark).toBe("tsb-mini@1.0");
      expect(report.submission.setting).toBe("spec-only");
      expect(report.summary.instances.submitted).toBe(4);
    }
    const scores = new Set(reports.map((r) => r.summary.mutationScore));
    expect(scores.size).toBeGreaterThan(1);
  });

  it("re-run the agent-written 1.0 suites on 1.1 unchanged: each instance's suite is byte-identical", async () => {
    // The reference suites grew with 1.1; the agent-written ones must not have changed.
    const names = readdirSync(path.join(root, "bundles")).filter((n) => /^agent-.+-1\.1$/.test(n));
    for (const name of names) {
      const twin = path.join(root, "bundles", name.slice(0, -"-1.1".length));
      expect(existsSync(twin), `${name} has no 1.0 bundle`).toBe(true);
      for (const instance of readdirSync(path.join(twin, "instances"))) {
        const suite = (dir: string) => sha256Tree(path.join(dir, "instances", instance, "suite"));
        expect(await suite(path.join(root, "bundles", name)), `${name}/${instance}`).toBe(
          await suite(twin),
        );
      }
    }
  });

  it("tell the agent-written suites further apart on 1.1: every one of them runs there, and the spread of M grows", async () => {
    const agents = readdirSync(path.join(root, "bundles")).filter((n) => /^agent-[a-z]+$/.test(n));
    const spread = (reports: ScoreReport[]) => {
      const scores = reports.map((r) => r.summary.mutationScore);
      return Math.max(...scores) - Math.min(...scores);
    };
    const on10 = await Promise.all(agents.map(score));
    const on11 = await Promise.all(agents.map((name) => score(`${name}-1.1`)));
    for (const report of on11) {
      expect(report.benchmark).toBe("tsb-mini@1.1");
      expect(report.summary.instances.submitted).toBe(report.summary.instances.total);
    }
    on10.forEach((report, i) => {
      expect(on11[i]!.summary.mutationScore, agents[i]).toBeLessThan(report.summary.mutationScore);
    });
    expect(spread(on11)).toBeGreaterThan(2 * spread(on10));
  });
});
