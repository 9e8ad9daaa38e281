/**
 * Scores the bundle that fixtures/make-fixtures.sh built from real pytest and node --test runs,
 * and checks every figure against this hand computation:
 *
 * greet (pytest; 3 reference runs, 6 mutants)
 *   T̂ = test_colour, test_count[2], test_count[3], test_goodbye, test_greets_after_warmup,
 *       test_hello, test_shout (7 tests).
 *   test_colour calls pytest.skip in every run → skipped: it stays in T̂ and V's denominator
 *   but is not valid (the old rule would have given V = 5/7). test_goodbye failed in all 3
 *   runs → invalid; test_greets_after_warmup failed in run 2 only → flaky; the other 4
 *   passed 3 times → valid.                                             V = 4/7 = 0.5714
 *   m-count: test_count[3] fails → killed. m-greeting: 4 valid tests fail → killed, and the
 *   flaky warm-up test fails with a message no reference run showed → near miss. m-shout:
 *   test_shout → killed. m-usage: no valid test fails → survived, but test_goodbye fails with
 *   "bad option" where the reference said "unknown option" → near miss. m-hang: no XML,
 *   outcomes.json says timedOut → timeout. m-empty: no XML, no outcome → no-result.
 *   M = (3 killed + 1 timeout)/6 = 0.6667; strict M = 3/6 = 0.5.
 *   codegen.xml: 3 of the 4 reference tests passed → R = 3/4 = 0.75.
 * counter (node --test; 3 reference runs, 3 mutants; ids join describe names with " > ")
 *   5 tests; "accepts --lines" fails everywhere → invalid; 4 valid.     V = 4/5 = 0.8
 *   c-chars killed by the bytes test; c-lines killed by both "lines > …" tests; c-words
 *   survived. M = strict M = 2/3. No codegen.xml → R = 0 (the bundle has one elsewhere).
 * absent: not in the bundle; 4 mutants all no-result. M = 0, R = 0, V left out.
 * Summary (instances sorted: absent, counter, greet)
 *   M = (0 + 2/3 + 4/6)/3 = 0.4444; strict M = (0 + 2/3 + 1/2)/3 = 0.3889
 *   pooled M = (0 + 2 + 4)/(4 + 3 + 6) = 6/13; V = (0.8 + 0.5714)/2 = 0.6857;
 *   pooled V = 8/12; R = (0 + 0 + 0.75)/3 = 0.25; cost = (1.25 + 0.75)/2 = 1.0 (both
 *   reported); time = 300 (only greet reported it).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark, type BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { tarBuffer, writeZip } from "../bundle/testing/archives.ts";
import type { ScoredBundle } from "../types.ts";
import { scoreBundle } from "./score-bundle.ts";
import { fixtureBenchmark, fixtureBundle, fixtureEntries, scratchDir } from "./testing/fixtures.ts";

let benchmark: BenchmarkDefinition;
let scored: ScoredBundle;

async function scoreAt(bundlePath: string): Promise<ScoredBundle> {
  const bundle = await openBundle(bundlePath);
  try {
    return await scoreBundle(bundle, benchmark);
  } finally {
    await bundle.close();
  }
}

beforeAll(async () => {
  benchmark = await loadBenchmark(fixtureBenchmark);
  scored = await scoreAt(fixtureBundle);
});

const instance = (id: string) => {
  const found = scored.report.instances.find((i) => i.id === id);
  if (!found) throw new Error(`no instance ${id}`);
  return found;
};
const mutant = (instanceId: string, id: string) =>
  instance(instanceId).mutantResults.find((m) => m.id === id);

describe("scoring the real-runner fixture bundle", () => {
  it("scores greet: V 4/7, M 4/6, strict M 3/6, R 3/4", () => {
    const greet = instance("greet");
    expect(greet.tests).toEqual({ total: 7, valid: 4, invalid: 1, skipped: 1, flaky: 1 });
    expect(greet.validityRate).toBeCloseTo(4 / 7, 12);
    expect(greet.mutants).toEqual({ total: 6, killed: 3, timeout: 1, survived: 1, noResult: 1 });
    expect(greet.mutationScore).toBeCloseTo(4 / 6, 12);
    expect(greet.mutationScoreStrict).toBeCloseTo(3 / 6, 12);
    expect(greet.referencePassRate).toBeCloseTo(0.75, 12);
    expect(greet.cost).toEqual({ costUsd: 1.25, durationSec: 300, steps: 42, tokens: 120000 });
  });

  it("scores V without a test that every reference run skips (real pytest.skip)", () => {
    const greet = instance("greet");
    const tests = scored.details.find((d) => d.instanceId === "greet")?.tests ?? [];
    const colour = tests.find((t) => t.id === "test_greet.test_colour");
    expect(colour?.verdict).toBe("skipped");
    expect(greet.tests.skipped).toBe(1);
    // In T̂ (the denominator) but not valid: counting it valid would have given 5/7.
    expect(greet.validityRate).toBeCloseTo(4 / 7, 12);
    for (const m of greet.mutantResults) expect(m.killingTests).not.toContain(colour?.id);
  });

  it("gives each greet mutant its status, killing tests and near misses", () => {
    expect(mutant("greet", "m-count")).toMatchObject({
      status: "killed",
      killingTests: ["test_greet.test_count[3]"],
      killReasons: { "test_greet.test_count[3]": "assertion" },
      nearMisses: [],
    });
    expect(mutant("greet", "m-shout")).toMatchObject({
      status: "killed",
      killingTests: ["test_greet.test_shout"],
    });
    expect(mutant("greet", "m-hang")).toEqual({
      id: "m-hang",
      status: "timeout",
      killingTests: [],
      killReasons: {},
      nearMisses: [],
    });
    expect(mutant("greet", "m-empty")).toEqual({
      id: "m-empty",
      status: "no-result",
      killingTests: [],
      killReasons: {},
      nearMisses: [],
    });
    const greeting = mutant("greet", "m-greeting");
    expect(greeting?.killingTests).toEqual([
      "test_greet.test_count[2]",
      "test_greet.test_count[3]",
      "test_greet.test_hello",
      "test_greet.test_shout",
    ]);
    expect(greeting?.nearMisses.map((n) => [n.id, n.verdict])).toEqual([
      ["test_greet.test_greets_after_warmup", "flaky"],
    ]);
    expect(greeting?.nearMisses[0]?.referenceMessage).toContain("warm-up cache was cold on run 2");
  });

  it("counts a test invalid on the reference that reacts to a mutant as a near miss, not a kill", () => {
    const usage = mutant("greet", "m-usage");
    expect(usage?.status).toBe("survived");
    expect(usage?.killingTests).toEqual([]);
    expect(usage?.nearMisses).toHaveLength(1);
    expect(usage?.nearMisses[0]).toMatchObject({
      id: "test_greet.test_goodbye",
      verdict: "invalid",
    });
    expect(usage?.nearMisses[0]?.mutantMessage).toContain("bad option --bye");
    expect(usage?.nearMisses[0]?.referenceMessage).toContain("unknown option --bye");
    // The same invalid test fails on m-count too, but with the reference's own message.
    expect(mutant("greet", "m-count")?.nearMisses).toEqual([]);
  });

  it("scores counter from node's reporter: V 4/5, M 2/3, R 0", () => {
    const counter = instance("counter");
    expect(counter.tests).toEqual({ total: 5, valid: 4, invalid: 1, skipped: 0, flaky: 0 });
    expect(counter.mutants).toEqual({ total: 3, killed: 2, timeout: 0, survived: 1, noResult: 0 });
    expect(counter.mutationScore).toBeCloseTo(2 / 3, 12);
    expect(counter.referencePassRate).toBe(0);
    expect(mutant("counter", "c-lines")?.killingTests).toEqual([
      "lines > counts empty input as zero lines",
      "lines > counts lines",
    ]);
  });

  it("scores the missing instance M = 0 and R = 0, with every mutant a no-result", () => {
    const absent = instance("absent");
    expect(absent).toMatchObject({
      submitted: false,
      mutationScore: 0,
      mutationScoreStrict: 0,
      validityRate: null,
      referencePassRate: 0,
      cost: null,
    });
    expect(absent.mutants).toEqual({ total: 4, killed: 0, timeout: 0, survived: 0, noResult: 4 });
  });

  it("summarises with macro means over all instances and pooled figures beside them", () => {
    const s = scored.report.summary;
    expect(s.mutationScore).toBeCloseTo((0 + 2 / 3 + 4 / 6) / 3, 12);
    expect(s.mutationScoreStrict).toBeCloseTo((0 + 2 / 3 + 3 / 6) / 3, 12);
    expect(s.mutationScorePooled).toBeCloseTo(6 / 13, 12);
    expect(s.validityRate).toBeCloseTo((4 / 5 + 4 / 7) / 2, 12);
    expect(s.validityRatePooled).toBeCloseTo(8 / 12, 12);
    expect(s.referencePassRate).toBeCloseTo(0.25, 12);
    expect(s.costUsd).toBeCloseTo(1.0, 12);
    expect(s.durationSec).toBe(300);
    expect(s.instances).toEqual({ total: 3, submitted: 2 });
    expect(s.mutants).toEqual({ total: 13, killed: 5, timeout: 1, survived: 2, noResult: 5 });
    expect(s.tests).toEqual({ total: 12, valid: 8, invalid: 2, skipped: 1, flaky: 1 });
  });

  it("lists instances, mutants and tests sorted by id", () => {
    expect(scored.report.instances.map((i) => i.id)).toEqual(["absent", "counter", "greet"]);
    for (const i of scored.report.instances) {
      const ids = i.mutantResults.map((m) => m.id);
      expect(ids).toEqual([...ids].sort());
    }
  });

  it("fills the details storage keeps: tests in index order, failed indices, messages, sources, logs", () => {
    const greet = scored.details.find((d) => d.instanceId === "greet");
    expect(greet?.tests.map((t) => t.id)).toEqual([
      "test_greet.test_colour",
      "test_greet.test_count[2]",
      "test_greet.test_count[3]",
      "test_greet.test_goodbye",
      "test_greet.test_greets_after_warmup",
      "test_greet.test_hello",
      "test_greet.test_shout",
    ]);
    expect(greet?.tests[0]).toMatchObject({
      verdict: "skipped",
      referenceOutcomes: ["skipped", "skipped", "skipped"],
    });
    expect(greet?.tests[4]).toMatchObject({
      verdict: "flaky",
      referenceOutcomes: ["passed", "failed", "passed"],
    });
    expect(greet?.tests[3]).toMatchObject({
      verdict: "invalid",
      referenceOutcomes: ["failed", "failed", "failed"],
    });
    const usage = greet?.mutants.find((m) => m.id === "m-usage");
    expect(usage?.failedTests).toEqual([3]);
    expect(usage?.messages.get(3)).toContain("bad option");
    const count = greet?.mutants.find((m) => m.id === "m-count");
    // test_goodbye failed on m-count too; its message is kept only for kills and near misses.
    expect(count?.failedTests).toEqual([2, 3]);
    expect([...(count?.messages.keys() ?? [])]).toEqual([2]);
    expect(greet?.mutants.find((m) => m.id === "m-hang")?.outcome).toMatchObject({
      timedOut: true,
    });
    expect([...(greet?.suiteFiles.keys() ?? [])]).toEqual(["test_greet.py"]);
    expect(greet?.suiteFiles.get("test_greet.py")).toContain("def test_goodbye");
    expect(greet?.logs.has("reference-1.txt")).toBe(true);
    expect(scored.details.find((d) => d.instanceId === "absent")?.tests).toEqual([]);
  });
});

describe("parsing on worker threads", () => {
  it("gives the same report and details as parsing in process", async () => {
    const bundle = await openBundle(fixtureBundle);
    try {
      const threaded = await scoreBundle(bundle, benchmark, { workers: 2 });
      expect(JSON.stringify(threaded.report)).toBe(JSON.stringify(scored.report));
      expect(threaded.details).toEqual(scored.details);
    } finally {
      await bundle.close();
    }
  });
});

describe("determinism", () => {
  const scratch = scratchDir();
  afterAll(() => scratch.remove());

  it("gives byte-identical JSON for the same bundle, whether a folder, a .zip or a .tar.gz", async () => {
    const again = await scoreAt(fixtureBundle);
    expect(JSON.stringify(again.report)).toBe(JSON.stringify(scored.report));
    const zip = path.join(scratch.dir, "bundle.zip");
    writeZip(zip, fixtureEntries("my-run/"));
    const tgz = path.join(scratch.dir, "bundle.tar.gz");
    writeFileSync(tgz, await tarBuffer(fixtureEntries()));
    for (const archive of [zip, tgz]) {
      expect(JSON.stringify((await scoreAt(archive)).report)).toBe(JSON.stringify(scored.report));
    }
  });
});
