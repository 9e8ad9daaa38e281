/**
 * The demo bundles in data/bundles/ were produced by `tsb run` on tsb-mini (see
 * docs/demo-data.md): `<name>` on version 1.0, `<name>-1.1` on version 1.1, the same suites run
 * unchanged. The paper's construction promise is checked on them: the reference suites,
 * submitted as a suite, kill every mutant with every test valid, on every released version. The
 * agent-written suites must score too, and differ from each other — a demo whose rows all look
 * alike shows nothing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBenchmark, loadBenchmark } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import type { ScoreReport, Submission } from "../types.ts";
import { sha256Tree } from "../runner/hash.ts";
import { demoSubmissions } from "../testing/demo-bundles.ts";
import { scoreBundle } from "./score-bundle.ts";

const root = path.join(import.meta.dirname, "..", "..", "data");
/** Every demo bundle's submission.json, by its name in data/bundles (folder or archive). */
const submissions = await demoSubmissions(path.join(root, "bundles"));

/** Scores a demo bundle against the benchmark version its submission.json names. */
async function score(name: string): Promise<ScoreReport> {
  const dir = path.join(root, "bundles", name);
  const id = submissionOf(name).benchmark;
  const benchmark = await findBenchmark(id, path.join(root, "benchmarks"));
  const bundle = await openBundle(dir);
  try {
    return (await scoreBundle(bundle, benchmark)).report;
  } finally {
    await bundle.close();
  }
}

/** A demo bundle's submission.json, as far as these tests read it. */
function submissionOf(
  name: string,
): Pick<Submission, "benchmark" | "model" | "agent" | "setting" | "entry" | "trial"> {
  const submission = submissions.get(name);
  if (!submission) throw new Error(`data/bundles/${name}: no such demo bundle`);
  return submission;
}

function expectReferenceScore({ summary }: ScoreReport, instances: number): void {
  expect(summary.instances).toEqual({ total: instances, submitted: instances });
  expect(summary.mutationScore).toBe(1);
  expect(summary.mutationScoreStrict).toBe(1);
  expect(summary.validityRate).toBe(1);
  expect(summary.mutants.survived).toBe(0);
}

describe("the demo bundles", () => {
  it("score the reference suites at M = 100% and V = 100% on every version, as the paper's construction promises", async () => {
    const references = [...submissions.keys()].filter(
      (name) => submissions.get(name)?.kind === "reference",
    );
    // One for each released version that can be run (the paper's catalog cannot).
    const released: string[] = [];
    for (const dir of readdirSync(path.join(root, "benchmarks"))) {
      const benchmark = await loadBenchmark(path.join(root, "benchmarks", dir));
      if (benchmark.kind === "runnable") released.push(`${benchmark.name}@${benchmark.version}`);
    }
    expect(released.length).toBeGreaterThanOrEqual(2);
    expect(new Set(references.map((name) => submissionOf(name).benchmark))).toEqual(
      new Set(released),
    );
    for (const name of references) {
      const report = await score(name);
      const benchmark = await findBenchmark(report.benchmark, path.join(root, "benchmarks"));
      expect(report.benchmark, name).toBe(submissionOf(name).benchmark);
      expectReferenceScore(report, benchmark.instances.length);
    }
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
    // The reference suites grew with 1.1; the agent-written ones must not have changed. Later
    // trials of an entry were written on 1.1 and have no 1.0 twin (the next test).
    const names = readdirSync(path.join(root, "bundles")).filter(
      (n) => /^agent-.+-1\.1$/.test(n) && (submissionOf(n).trial ?? 1) === 1,
    );
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
  it("hold three independent trials of the focused brief on 1.1 as one entry, each run from the suites its session wrote", async () => {
    const entry = "agent-focused-1.1";
    const trials = [...submissions.keys()]
      .filter((n) => submissionOf(n).entry === entry)
      .sort((a, b) => submissionOf(a).trial! - submissionOf(b).trial!);
    expect(trials.map((n) => submissionOf(n).trial)).toEqual([1, 2, 3]);
    // Trial 1 is the focused suites re-run on 1.1 (above); 2 and 3 were written afresh.
    expect(trials[0]).toBe("agent-focused-1.1");
    const config = ({ benchmark, model, agent, setting }: Submission) =>
      JSON.stringify([benchmark, model, agent, setting]);
    expect(new Set(trials.map((n) => config(submissionOf(n) as Submission))).size).toBe(1);
    const reports = await Promise.all(trials.map(score));
    for (const report of reports) {
      expect(report.benchmark).toBe("tsb-mini@1.1");
      expect(report.summary.instances.submitted).toBe(report.summary.instances.total);
    }
    const suite = (name: string, instance: string) =>
      sha256Tree(path.join(root, "bundles", name, "instances", instance, "suite"));
    for (const [k, name] of trials.entries()) {
      if (k === 0) continue;
      const source = path.join(root, "suites", `agent-focused-trial-${k + 1}`);
      const generation = JSON.parse(
        readFileSync(path.join(source, "generation.json"), "utf8"),
      ) as Record<string, { durationSec: number }>;
      for (const instance of readdirSync(path.join(root, "bundles", name, "instances"))) {
        // The bundle ran exactly the suite its session wrote, and says how long writing it took.
        expect(await suite(name, instance), `${name}/${instance}`).toBe(
          await sha256Tree(path.join(source, instance)),
        );
        const run = JSON.parse(
          readFileSync(path.join(root, "bundles", name, "instances", instance, "run.json"), "utf8"),
        ) as { durationSec: number };
        expect(run.durationSec).toBe(generation[instance]!.durationSec);
        // Independent attempts, not re-runs: no trial's suite is another's.
        for (const earlier of trials.slice(0, k))
          expect(await suite(name, instance), `${name}/${instance} vs ${earlier}`).not.toBe(
            await suite(earlier, instance),
          );
      }
    }
  });
});
