/**
 * `tsb score` end to end: the real bin, spawned as a user would run it, on the real-runner
 * fixture bundle and on broken copies of it. Checks exit codes, stdout and stderr lines.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeZip } from "../../evaluator/bundle/testing/archives.ts";
import {
  copyFixtureBundle,
  fixtureBenchmark,
  fixtureBundle,
  fixtureEntries,
  scratchDir,
} from "../../evaluator/score/testing/fixtures.ts";
import { spawnTsb } from "./testing/tsb-cli.ts";

const scratch = scratchDir();
afterAll(() => scratch.remove());
let copies = 0;

const tsb = (...args: string[]) => spawnTsb(args, scratch.dir);

/** A copy of the fixture bundle with `change` applied. */
function brokenCopy(change: (dir: string) => void): string {
  const dir = copyFixtureBundle(path.join(scratch.dir, `bundle-${++copies}`));
  change(dir);
  return dir;
}

function editSubmission(dir: string, edit: Record<string, unknown>): void {
  const file = path.join(dir, "submission.json");
  writeFileSync(
    file,
    JSON.stringify({ ...(JSON.parse(readFileSync(file, "utf8")) as object), ...edit }),
  );
}

describe("tsb score", () => {
  it("prints exactly one JSON object with --json and exits 0", () => {
    const { code, stdout } = tsb("score", fixtureBundle, "--benchmark", fixtureBenchmark, "--json");
    expect(code).toBe(0);
    expect(stdout.trimEnd().split("\n")).toHaveLength(1);
    const report = JSON.parse(stdout) as Record<string, unknown> & {
      summary: Record<string, unknown>;
      instances: unknown[];
    };
    expect(Object.keys(report)).toEqual([
      "benchmark",
      "revision",
      "submission",
      "summary",
      "ci",
      "instances",
    ]);
    expect(report.benchmark).toBe("fixture-bench@1");
    expect(report.summary.mutationScorePooled).toBeCloseTo(6 / 13, 12);
    expect(report.instances).toHaveLength(3);
    // Each killing test says how it failed, read from its JUnit element.
    const greet = report.instances.find((i) => (i as { id: string }).id === "greet") as {
      mutantResults: Array<{ id: string; killingTests: string[]; killReasons: object }>;
    };
    const greeting = greet.mutantResults.find((m) => m.id === "m-greeting");
    expect(Object.keys(greeting?.killReasons ?? {})).toEqual(greeting?.killingTests);
    expect(greeting?.killReasons).toMatchObject({ "test_greet.test_shout": "assertion" });
  });

  it("prints a short table by default", () => {
    const { code, stdout } = tsb("score", fixtureBundle, "--benchmark", fixtureBenchmark);
    expect(code).toBe(0);
    // greet's test_colour skips itself in every reference run: counted apart, not valid.
    expect(stdout).toMatch(
      /^greet\s+66\.7%\s+50\.0%\s+57\.1%\s+75\.0%\s+3\s+1\s+1\s+1\s+4\/7\s+1$/m,
    );
    expect(stdout).toMatch(/^absent \(missing\)\s+0\.0%/m);
    expect(stdout).toMatch(/^mean \(2\/3 submitted\)\s+44\.4%\s+38\.9%\s+68\.6%\s+25\.0%/m);
    expect(stdout).toMatch(
      /V 66\.7% over 12 tests \(1 skipped in every reference run, not valid\)/,
    );
    // The fixture's runs predate the run protocol: no confirmation runs, one failure kills.
    expect(stdout).toMatch(/^kills unconfirmed on counter, greet: no confirmation runs/m);
    expect(stdout).toMatch(
      /^kill reasons: killing tests 9 by an assertion, 0 by an error or crash, 0 by a timeout; killed mutants 5 by an assertion/m,
    );
  });

  it("exits 1 naming file, line and column for truncated XML", () => {
    const dir = brokenCopy((d) => {
      const file = path.join(d, "instances/greet/reference/1.xml");
      const xml = readFileSync(file, "utf8");
      writeFileSync(file, xml.slice(0, xml.indexOf("</testsuite>")));
    });
    const { code, stderr, stdout } = tsb("score", dir, "--benchmark", fixtureBenchmark, "--json");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^tsb: instances\/greet\/reference\/1\.xml:\d+:\d+: .+$/m);
  });

  it("exits 1 with one line per unknown mutant id", () => {
    const dir = brokenCopy((d) => {
      for (const id of ["m-one", "m-two"]) {
        writeFileSync(
          path.join(d, `instances/greet/mutants/${id}.xml`),
          readFileSync(path.join(d, "instances/greet/mutants/m-count.xml")),
        );
      }
    });
    const { code, stderr } = tsb("score", dir, "--benchmark", fixtureBenchmark);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split("\n")).toEqual([
      "tsb: instances/greet/mutants/m-one.xml: unknown mutant 'm-one': instance 'greet' has no such mutant",
      "tsb: instances/greet/mutants/m-two.xml: unknown mutant 'm-two': instance 'greet' has no such mutant",
    ]);
  });

  it("exits 1 when submission.json names a benchmark we do not have", () => {
    const dir = brokenCopy((d) => editSubmission(d, { benchmark: "no-such-bench@9" }));
    const { code, stderr } = tsb("score", dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^tsb: submission\.json: benchmark: unknown benchmark 'no-such-bench@9' under .*data\/benchmarks$/m,
    );
  });

  it("exits 1 for a schemaVersion it does not read", () => {
    const dir = brokenCopy((d) => editSubmission(d, { schemaVersion: 2 }));
    const { code, stderr } = tsb("score", dir, "--benchmark", fixtureBenchmark);
    expect(code).toBe(1);
    expect(stderr.trimEnd()).toBe(
      "tsb: submission.json: schemaVersion: unsupported version 2: this evaluator reads version 1",
    );
  });

  it("exits 1 for a zip whose entry escapes the bundle (zip-slip)", () => {
    const zip = path.join(scratch.dir, "slip.zip");
    writeZip(zip, [
      ...fixtureEntries(),
      { name: "instances/greet/../../../evil.sh", data: "rm -rf /" },
    ]);
    const { code, stderr } = tsb("score", zip, "--benchmark", fixtureBenchmark);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^tsb: .*evil\.sh.*: .+$/m);
  });

  it("exits 1 for a zip bomb", () => {
    const zip = path.join(scratch.dir, "bomb.zip");
    writeZip(zip, [
      ...fixtureEntries(),
      { name: "instances/greet/logs/zeros.txt", data: Buffer.alloc(4 * 1024 * 1024) },
    ]);
    const { code, stderr } = tsb("score", zip, "--benchmark", fixtureBenchmark);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^tsb: .*zeros\.txt.*: .*ratio.*$/im);
  });

  it("scores the same zip without the hostile entries", () => {
    const zip = path.join(scratch.dir, "good.zip");
    writeZip(zip, fixtureEntries("run-1/"));
    const { code, stdout } = tsb("score", zip, "--benchmark", fixtureBenchmark, "--json");
    expect(code).toBe(0);
    const direct = tsb("score", fixtureBundle, "--benchmark", fixtureBenchmark, "--json");
    expect(stdout).toBe(direct.stdout);
  });

  it("exits 2 for a usage error", () => {
    expect(tsb("score").code).toBe(2);
    expect(tsb("score", fixtureBundle, "--no-such-flag").code).toBe(2);
    const badWorkers = tsb("score", fixtureBundle, "--workers", "many");
    expect(badWorkers.code).toBe(2);
    expect(badWorkers.stderr).toContain("--workers: expected a whole number");
  });
});
