import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBenchmark, type BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { BundleError, formatProblem } from "../errors.ts";
import { scoreBundle } from "../score/score-bundle.ts";
import { copyFixtureBundle, fixtureBenchmark, scratchDir } from "../score/testing/fixtures.ts";

let benchmark: BenchmarkDefinition;
let scratch: ReturnType<typeof scratchDir>;
let bundleDir: string;
const FILE = "instances/counter/coverage/coverage.json";

beforeAll(async () => {
  benchmark = await loadBenchmark(fixtureBenchmark);
});
beforeEach(() => {
  scratch = scratchDir();
  bundleDir = copyFixtureBundle(path.join(scratch.dir, "bundle"));
});
afterEach(() => scratch.remove());

function writeCoverage(value: unknown): void {
  mkdirSync(path.dirname(path.join(bundleDir, FILE)), { recursive: true });
  writeFileSync(path.join(bundleDir, FILE), JSON.stringify(value));
}

async function score() {
  const bundle = await openBundle(bundleDir);
  try {
    return await scoreBundle(bundle, benchmark);
  } finally {
    await bundle.close();
  }
}

describe("the scorer reads coverage/coverage.json", () => {
  it("keeps a valid file with the instance's detail, and leaves the score alone", async () => {
    const before = await score();
    const coverage = {
      schemaVersion: 1,
      tool: "gcov",
      granularity: "test",
      files: ["counter.c"],
      suite: { "counter.c": "3-7" },
      tests: { "test_counter.test_one": { "counter.c": "3-5" }, "test_counter.test_none": {} },
    };
    writeCoverage(coverage);
    const after = await score();
    const detail = after.details.find((d) => d.instanceId === "counter");
    expect(detail?.coverage).toEqual(coverage);
    expect(after.report.summary).toEqual(before.report.summary);
    expect(after.warnings.join("\n")).not.toContain("coverage");
  });

  it("rejects a bad file with an error naming the file and the field", async () => {
    writeCoverage({
      schemaVersion: 1,
      tool: "gcov",
      granularity: "suite",
      files: ["counter.c"],
      suite: { "counter.c": "9-3" },
    });
    const error = await score().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).problems.map(formatProblem)).toEqual([
      `${FILE}: suite.counter.c: ranges must be ascending and must not overlap`,
    ]);
  });
});
