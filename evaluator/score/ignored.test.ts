/**
 * Benchmark revisions in scoring: the fixture benchmark copied with an ignored.json. Ignored
 * mutants leave M's numerator and denominator; ignored reference tests leave R's count.
 */
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { BenchmarkError, formatProblem } from "../errors.ts";
import type { ScoredBundle, ScoreReport } from "../types.ts";
import { rescoreInstances } from "./rescore.ts";
import { scoreBundle } from "./score-bundle.ts";
import { fixtureBenchmark, fixtureBundle, scratchDir } from "./testing/fixtures.ts";

let scratch: ReturnType<typeof scratchDir>;
let benchmarkDir: string;
beforeEach(() => {
  scratch = scratchDir();
  benchmarkDir = path.join(scratch.dir, "benchmark");
  cpSync(fixtureBenchmark, benchmarkDir, { recursive: true });
});
afterEach(() => scratch.remove());

const writeIgnored = (list: object) =>
  writeFileSync(path.join(benchmarkDir, "ignored.json"), JSON.stringify(list));

async function scoreFull(): Promise<ScoredBundle> {
  const bundle = await openBundle(fixtureBundle);
  try {
    return await scoreBundle(bundle, await loadBenchmark(benchmarkDir));
  } finally {
    await bundle.close();
  }
}

const score = async (): Promise<ScoreReport> => (await scoreFull()).report;

const entry = { reason: "equivalent: no test can tell it from the reference", date: "2026-11-30" };

describe("scoring under a revision", () => {
  it("leaves an ignored killed mutant out of M's numerator and denominator, and keeps it marked", async () => {
    const before = await score();
    expect(before.revision).toBe(1);
    const greet = before.instances.find((i) => i.id === "greet")!;
    const killed = greet.mutantResults.find((m) => m.status === "killed")!;
    const detected = greet.mutants.killed + greet.mutants.timeout;

    writeIgnored({ revision: 2, mutants: [{ instance: "greet", mutant: killed.id, ...entry }] });
    const after = await score();
    const greetAfter = after.instances.find((i) => i.id === "greet")!;
    expect(after.revision).toBe(2);
    expect(greetAfter.mutants.total).toBe(greet.mutants.total - 1);
    expect(greetAfter.mutationScore).toBe((detected - 1) / (greet.mutants.total - 1));
    expect(greetAfter.mutantResults.find((m) => m.id === killed.id)).toMatchObject({
      status: "killed",
      ignored: true,
    });
    // The headline is the mean over instances: only greet's term moved.
    const n = before.instances.length;
    expect(after.summary.mutationScore).toBeCloseTo(
      before.summary.mutationScore + (greetAfter.mutationScore - greet.mutationScore) / n,
      15,
    );
  });

  it("leaves an ignored reference test out of R's count and passes", async () => {
    const before = await score();
    expect(before.instances.find((i) => i.id === "greet")!.referencePassRate).toBe(3 / 4);
    writeIgnored({
      revision: 2,
      referenceTests: [{ instance: "greet", test: "test_reference.test_hello", ...entry }],
    });
    expect((await score()).instances.find((i) => i.id === "greet")!.referencePassRate).toBe(2 / 3);
  });

  it("rejects an ignore list naming what the benchmark does not have", async () => {
    writeIgnored({
      revision: 2,
      mutants: [
        { instance: "greet", mutant: "m-nope", ...entry },
        { instance: "nowhere", mutant: "m-count", ...entry },
      ],
      referenceTests: [{ instance: "greet", test: "t", reason: " ", date: "2026-11-30" }],
    });
    const error = await loadBenchmark(benchmarkDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BenchmarkError);
    expect((error as BenchmarkError).problems.map(formatProblem)).toEqual([
      "ignored.json: referenceTests[0].reason: must give a reason",
    ]);
    writeIgnored({
      revision: 2,
      mutants: [
        { instance: "greet", mutant: "m-nope", ...entry },
        { instance: "nowhere", mutant: "m-count", ...entry },
      ],
    });
    const second = await loadBenchmark(benchmarkDir).catch((e: unknown) => e);
    expect((second as BenchmarkError).problems.map(formatProblem)).toEqual([
      "ignored.json: mutants[0].mutant: instance 'greet' has no mutant 'm-nope'",
      "ignored.json: mutants[1].instance: unknown instance 'nowhere'",
    ]);
  });
});

describe("rescoreInstances", () => {
  it("gives from the revision-1 statuses exactly what scoring the bundle under revision 2 gives", async () => {
    const original = await scoreFull();
    const list = {
      revision: 2,
      mutants: [
        { instance: "greet", mutant: "m-greeting", ...entry },
        { instance: "counter", mutant: "c-chars", ...entry },
      ],
      referenceTests: [{ instance: "greet", test: "test_reference.test_shout", ...entry }],
    };
    writeIgnored(list);
    const expected = await score();
    const definition = await loadBenchmark(benchmarkDir);
    const rescored = rescoreInstances(
      original.report.instances.map((score) => ({
        score,
        referenceTests: definition.instances.find((i) => i.id === score.id)!.referenceTests,
        codegenPassed:
          original.details.find((d) => d.instanceId === score.id)?.codegenPassed ?? null,
      })),
      list,
      original.report.summary.referencePassRate !== null,
    );
    expect(rescored.instances).toEqual(expected.instances);
    expect(rescored.summary).toEqual(expected.summary);
    expect(rescored.ci).toEqual(expected.ci);
    // Back to no ignored entries: revision 1's figures, bit for bit.
    const restored = rescoreInstances(
      rescored.instances.map((score) => ({
        score,
        referenceTests: definition.instances.find((i) => i.id === score.id)!.referenceTests,
        codegenPassed:
          original.details.find((d) => d.instanceId === score.id)?.codegenPassed ?? null,
      })),
      { revision: 3, mutants: [], referenceTests: [] },
      true,
    );
    expect(restored.instances).toEqual(original.report.instances);
    expect(restored.summary).toEqual(original.report.summary);
  });
});
