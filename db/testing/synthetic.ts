import type {
  BenchmarkDefinition,
  InstanceDefinition,
} from "../../evaluator/benchmark/load-benchmark.ts";
import { instanceFigures } from "../../evaluator/score/instance-figures.ts";
import { judgeMutant } from "../../evaluator/score/judge-mutant.ts";
import { judgeReferenceRuns } from "../../evaluator/score/reference-runs.ts";
import { summarize } from "../../evaluator/score/summarize.ts";
import { scoreIntervals } from "../../evaluator/stats/intervals.ts";
import type {
  InstanceDetail,
  InstanceScore,
  JUnitCase,
  JUnitResult,
  RunOutcome,
  ScoredBundle,
} from "../../evaluator/types.ts";

/**
 * Scored bundles made in memory for storage tests and the ingest bench: parsed JUnit results
 * are generated at random (seeded) and judged by the evaluator's own rules (judgeReferenceRuns,
 * judgeMutant, instanceFigures, summarize), so every figure is consistent with what
 * `scoreBundle` would return for the same outcomes. No XML is involved; the evaluator's tests
 * cover parsing.
 */

export interface SyntheticOptions {
  seed: number;
  testsPerInstance: number;
  /** Fraction of tests that fail in every reference run (they become the kill-matrix baseline). */
  invalidRate?: number;
  flakyRate?: number;
  /** Instances left out of the bundle. */
  omit?: string[];
  /** Probability that a mutant is detected (killed, or timed out). */
  detectRate?: number;
  sha256?: string;
  withSuite?: boolean;
}

export function syntheticBenchmark(
  name: string,
  instanceCount: number,
  mutantsPerInstance: number,
): BenchmarkDefinition {
  const instances: InstanceDefinition[] = Array.from({ length: instanceCount }, (_, i) => {
    const id = `inst${String(i).padStart(3, "0")}`;
    const sections = [
      { id: "usage", title: "Usage" },
      { id: "output", title: "Output" },
    ];
    return {
      id,
      title: `Instance ${i}`,
      language: "C",
      sections,
      sectionCount: sections.length,
      mutantCount: mutantsPerInstance,
      referenceTests: 10,
      mutants: Array.from({ length: mutantsPerInstance }, (_, m) => ({
        id: `m${String(m).padStart(3, "0")}`,
        section: m % 2 === 0 ? "usage" : "output",
        targetTest: `tests.test_ref.test_${m}`,
        description: `breaks requirement ${m}`,
      })),
      dir: `/nonexistent/${name}/instances/${id}`,
    };
  });
  return {
    name,
    version: "1.0",
    description: `synthetic ${name}`,
    kind: "runnable",
    dir: `/nonexistent/${name}`,
    instances,
  };
}

export function syntheticScored(
  benchmark: BenchmarkDefinition,
  options: SyntheticOptions,
): ScoredBundle {
  const random = mulberry32(options.seed);
  const scores: InstanceScore[] = [];
  const details: InstanceDetail[] = [];
  const sorted = [...benchmark.instances].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const instance of sorted) {
    const mutants = [...(instance.mutants ?? [])].sort((a, b) => (a.id < b.id ? -1 : 1));
    const submitted = !options.omit?.includes(instance.id);
    const testCount = submitted ? options.testsPerInstance : 0;
    const kinds = Array.from({ length: testCount }, () => {
      const r = random();
      return r < (options.invalidRate ?? 0.05)
        ? "invalid"
        : r < (options.invalidRate ?? 0.05) + (options.flakyRate ?? 0.01)
          ? "flaky"
          : "valid";
    });
    const ids = kinds.map((_, i) => `tests.test_gen.test_${String(i).padStart(5, "0")}`);
    const runs: JUnitResult[] = submitted
      ? [0, 1, 2].map((run) => ({
          cases: new Map(
            ids.map((id, i): [string, JUnitCase] => {
              const fails = kinds[i] === "invalid" || (kinds[i] === "flaky" && run === 0);
              return [
                id,
                fails
                  ? {
                      id,
                      outcome: "failed",
                      message: `AssertionError: ref ${i}`,
                      file: "tests/test_gen.py",
                      line: i + 1,
                    }
                  : { id, outcome: "passed", file: "tests/test_gen.py", line: i + 1 },
              ];
            }),
          ),
        }))
      : [];
    const reference = judgeReferenceRuns(runs);
    const judged = mutants.map((mutant) => {
      if (!submitted) return judgeMutant(mutant.id, null, null, reference);
      const r = random();
      if (r < 0.02) return judgeMutant(mutant.id, null, null, reference);
      const timedOut = r < 0.05;
      const detect = !timedOut && random() < (options.detectRate ?? 0.5);
      const cases = new Map<string, JUnitCase>();
      ids.forEach((id, i) => {
        const kind = kinds[i];
        let fails = kind === "invalid" || (kind === "flaky" && random() < 0.3);
        if (detect && kind === "valid" && random() < 3 / Math.max(testCount, 1)) fails = true;
        const message =
          kind === "valid"
            ? `AssertionError: mutant ${mutant.id}`
            : random() < 0.02
              ? "AssertionError: reacted"
              : `AssertionError: ref ${i}`;
        cases.set(id, fails ? { id, outcome: "failed", message } : { id, outcome: "passed" });
      });
      const outcome: RunOutcome = { exitCode: timedOut ? null : 1, timedOut, durationSec: 1.5 };
      return judgeMutant(mutant.id, { cases }, outcome, reference);
    });
    const figures = instanceFigures(
      reference.tests,
      judged.map((j) => j.result),
    );
    scores.push({
      id: instance.id,
      submitted,
      mutationScore: figures.mutationScore,
      mutationScoreStrict: figures.mutationScoreStrict,
      validityRate: figures.validityRate,
      referencePassRate: null,
      cost: submitted
        ? { costUsd: Math.round(random() * 1000) / 100, durationSec: Math.round(random() * 600) }
        : null,
      tests: figures.tests,
      mutants: figures.mutants,
      mutantResults: judged.map((j) => j.result),
    });
    details.push({
      instanceId: instance.id,
      tests: reference.tests,
      mutants: judged.map((j) => j.detail),
      suiteFiles: new Map(
        submitted && options.withSuite
          ? [["tests/test_gen.py", "def test_00000():\n    assert True\n"]]
          : [],
      ),
      logs: new Map(),
    });
  }
  return {
    report: {
      benchmark: `${benchmark.name}@${benchmark.version}`,
      revision: 1,
      submission: {
        schemaVersion: 1,
        benchmark: `${benchmark.name}@${benchmark.version}`,
        model: `Model ${options.seed}`,
        agent: "Agent",
        setting: "spec-only",
        date: "2026-11-01",
      },
      summary: summarize(scores, false),
      ci: scoreIntervals(scores),
      instances: scores,
    },
    details,
    bundleSha256: options.sha256 ?? `synthetic-${options.seed}`.padEnd(64, "0"),
    warnings: [],
  };
}

/** A small seeded PRNG, so synthetic bundles are the same on every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
