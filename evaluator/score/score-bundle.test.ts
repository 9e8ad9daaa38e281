import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBenchmark, type BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { BundleError, formatProblem } from "../errors.ts";
import type { ScoredBundle } from "../types.ts";
import { scoreBundle } from "./score-bundle.ts";
import { copyFixtureBundle, fixtureBenchmark, scratchDir } from "./testing/fixtures.ts";

let benchmark: BenchmarkDefinition;
let scratch: ReturnType<typeof scratchDir>;
let bundleDir: string;

beforeAll(async () => {
  benchmark = await loadBenchmark(fixtureBenchmark);
});
beforeEach(() => {
  scratch = scratchDir();
  bundleDir = copyFixtureBundle(path.join(scratch.dir, "bundle"));
});
afterEach(() => scratch.remove());

const at = (rel: string) => path.join(bundleDir, rel);
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(at(rel)), { recursive: true });
  writeFileSync(at(rel), text);
};

async function score(against = benchmark): Promise<ScoredBundle> {
  const bundle = await openBundle(bundleDir);
  try {
    return await scoreBundle(bundle, against);
  } finally {
    await bundle.close();
  }
}

/** The problems a rejected bundle lists, one formatted line each. */
async function problems(): Promise<string[]> {
  const error = await score().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BundleError);
  return (error as BundleError).problems.map(formatProblem);
}

describe("scoreBundle rejects a bad bundle with every problem at once", () => {
  it("names unknown instances, unknown mutants (files and outcomes keys) and malformed XML together", async () => {
    write(
      "instances/ghost/reference/1.xml",
      readFileSync(at("instances/greet/reference/1.xml"), "utf8"),
    );
    write(
      "instances/greet/mutants/m-nope.xml",
      readFileSync(at("instances/greet/mutants/m-count.xml"), "utf8"),
    );
    const outcomes = JSON.parse(
      readFileSync(at("instances/greet/outcomes.json"), "utf8"),
    ) as Record<string, unknown>;
    write(
      "instances/greet/outcomes.json",
      JSON.stringify({ ...outcomes, "mutants/m-zzz": { timedOut: true } }),
    );
    const xml = readFileSync(at("instances/counter/mutants/c-lines.xml"), "utf8");
    write("instances/counter/mutants/c-lines.xml", xml.slice(0, Math.floor(xml.length / 2)));

    const lines = await problems();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^instances\/counter\/mutants\/c-lines\.xml:\d+:\d+: /);
    expect(lines).toContain(
      "instances/ghost: unknown instance 'ghost': the benchmark has no such instance",
    );
    expect(lines).toContain(
      "instances/greet/mutants/m-nope.xml: unknown mutant 'm-nope': instance 'greet' has no such mutant",
    );
    expect(lines).toContain(
      "instances/greet/outcomes.json: mutants/m-zzz: unknown mutant 'm-zzz': instance 'greet' has no such mutant",
    );
  });

  it("rejects an empty JUnit file rather than counting it as all passed", async () => {
    write("instances/greet/mutants/m-shout.xml", "");
    expect((await problems())[0]).toMatch(
      /^instances\/greet\/mutants\/m-shout\.xml(:\d+:\d+)?: .*empty/,
    );
  });

  it("rejects a gap in the reference runs and invalid run.json fields", async () => {
    rmSync(at("instances/counter/reference/2.xml"));
    write("instances/greet/run.json", '{"costUsd": -1}');
    expect(await problems()).toEqual([
      "instances/counter/reference/2.xml: missing: reference runs must be numbered 1..3",
      "instances/greet/run.json: costUsd: Too small: expected number to be >=0",
    ]);
  });

  it("requires submission.json, naming the benchmark it is scored against", async () => {
    rmSync(at("submission.json"));
    expect(await problems()).toEqual([
      "submission.json: missing: every bundle starts with submission.json",
    ]);
  });

  it("refuses a submission that names another benchmark or version", async () => {
    const submission = JSON.parse(readFileSync(at("submission.json"), "utf8")) as Record<
      string,
      unknown
    >;
    write("submission.json", JSON.stringify({ ...submission, benchmark: "fixture-bench@2" }));
    expect(await problems()).toEqual([
      "submission.json: benchmark: names 'fixture-bench@2' but is scored against 'fixture-bench@1'",
    ]);
  });

  it("refuses to score against a catalog benchmark, which has no mutant lists", async () => {
    const catalog: BenchmarkDefinition = {
      ...benchmark,
      kind: "catalog",
      instances: benchmark.instances.map(({ mutants: _mutants, ...rest }) => rest),
    };
    const error = await score(catalog).catch((e: unknown) => e);
    expect((error as BundleError).problems.map(formatProblem)).toEqual([
      "submission.json: benchmark: 'fixture-bench@1' is a catalog (counts only, no mutant lists) and cannot score bundles",
    ]);
  });
});

describe("scoreBundle edge cases", () => {
  it("warns about files the format does not name, one line per unknown entry, and still scores", async () => {
    write("README.md", "hello");
    write("instances/greet/.pytest_cache/v/cache/nodeids", "[]");
    write("instances/greet/.pytest_cache/v/cache/lastfailed", "{}");
    write("instances/greet/reference/notes.txt", "x");
    const { warnings, report } = await score();
    expect(warnings).toEqual([
      "README.md: ignored: not part of bundle format v1",
      "instances/greet/.pytest_cache/ (2 files): ignored: not part of bundle format v1",
      "instances/greet/reference/notes.txt: ignored: not part of bundle format v1",
    ]);
    expect(report.summary.mutationScorePooled).toBeCloseTo(6 / 13, 12);
  });

  it("counts a reference run that left no XML but is in outcomes.json as a run where every test is missing", async () => {
    rmSync(at("instances/greet/reference/3.xml"));
    const { report, warnings } = await score();
    const greet = report.instances.find((i) => i.id === "greet");
    // Every test is now missing in run 3: test_goodbye, failed in runs 1-2, is flaky, not invalid.
    expect(greet?.tests).toEqual({ total: 7, valid: 0, invalid: 0, skipped: 0, flaky: 7 });
    expect(greet?.mutants).toMatchObject({ killed: 0, timeout: 1 });
    expect(warnings).toContain(
      "instances/greet/reference/3.xml: absent; outcomes.json lists the run, so its tests count as missing",
    );
  });

  it("reports R as null when no instance carries codegen.xml", async () => {
    rmSync(at("instances/greet/codegen.xml"));
    const { report } = await score();
    expect(report.summary.referencePassRate).toBeNull();
    expect(report.instances.map((i) => i.referencePassRate)).toEqual([null, null, null]);
  });

  it("treats a mutant whose XML is gone and that did not time out as a no-result, not a kill", async () => {
    rmSync(at("instances/greet/mutants/m-shout.xml"));
    const { report } = await score();
    const greet = report.instances.find((i) => i.id === "greet");
    expect(greet?.mutantResults.find((m) => m.id === "m-shout")?.status).toBe("no-result");
    expect(greet?.mutationScore).toBeCloseTo(3 / 6, 12);
  });

  it("reports progress over every JUnit file it parses", async () => {
    const bundle = await openBundle(bundleDir);
    const seen: Array<[number, number]> = [];
    await scoreBundle(bundle, benchmark, { onProgress: (done, total) => seen.push([done, total]) });
    await bundle.close();
    // greet: 3 reference + 4 mutants + codegen; counter: 3 reference + 3 mutants.
    expect(seen.at(-1)).toEqual([14, 14]);
    expect(seen).toHaveLength(14);
  });
});

describe("suite-level errors in a bundle", () => {
  it("fail the suite's tests in that run, kill the mutant, and are listed as warnings", async () => {
    // m-usage survives in the fixture. Its real pytest XML is given a <testsuite>-level
    // <error>, as Apache Ant writes for a class that cannot load (the reader's own tests use
    // real Ant output; here the point is what scoring does with it).
    const file = "instances/greet/mutants/m-usage.xml";
    const xml = readFileSync(at(file), "utf8");
    write(
      file,
      xml.replace(/(<testsuite [^>]*>)/, '$1<error message="ImportError: no module named greet"/>'),
    );
    const { report, warnings } = await score();
    const usage = report.instances
      .find((i) => i.id === "greet")
      ?.mutantResults.find((m) => m.id === "m-usage");
    expect(usage?.status).toBe("killed");
    expect(usage?.killingTests).toContain("test_greet.test_hello");
    expect(warnings).toContain(
      `${file}: suite 'pytest' reports an error outside any testcase: ImportError: no module named greet; 7 tests the reference runs place in it count as failed in this run`,
    );
  });
});

describe("timeouts count as detected only when the suite finishes on the reference", () => {
  const mutantsOf = (scored: ScoredBundle, instance: string) =>
    scored.report.instances.find((i) => i.id === instance)?.mutantResults ?? [];

  it("counts m-hang's timeout while every reference run finished", async () => {
    const scored = await score();
    expect(mutantsOf(scored, "greet").find((m) => m.id === "m-hang")?.status).toBe("timeout");
  });

  it("does not count it, and says why, when a reference run timed out too", async () => {
    const before = await score();
    const file = "instances/greet/outcomes.json";
    const outcomes = JSON.parse(readFileSync(at(file), "utf8")) as Record<string, unknown>;
    outcomes["reference/2"] = { exitCode: null, timedOut: true, durationSec: 60 };
    write(file, JSON.stringify(outcomes));

    const after = await score();
    const hang = mutantsOf(after, "greet").find((m) => m.id === "m-hang");
    expect(hang?.status).not.toBe("timeout");
    expect(after.warnings.some((w) => w.includes("a reference run timed out"))).toBe(true);
    const greet = (s: ScoredBundle) => s.report.instances.find((i) => i.id === "greet");
    expect(greet(after)!.mutationScore).toBeLessThan(greet(before)!.mutationScore);
  });
});
