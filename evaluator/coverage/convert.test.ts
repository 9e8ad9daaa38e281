import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { buildCoverage } from "./build-coverage.ts";
import type { CoverageFiles } from "./collect-files.ts";
import { convertCoverage, type BuiltCoverage } from "./convert.ts";
import { coveringTests } from "./covering-tests.ts";
import { recordedNothing } from "./run-coverage.ts";
import { coverageToolFor } from "./tools.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "tsb-coverage-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An instance folder with one reference source and a build.sh like tsb-mini's. */
function instance(id: string, language: string, file: string, source: string, build: string) {
  const dir = path.join(root, id);
  mkdirSync(path.join(dir, "reference"), { recursive: true });
  writeFileSync(path.join(dir, "reference", file), source);
  writeFileSync(path.join(dir, "reference", "build.sh"), `#!/usr/bin/env bash\nset -e\n${build}\n`);
  return { id, dir, language, mutants: [] } as unknown as InstanceDefinition;
}

/**
 * Runs the coverage build once per "test" (its arguments), each writing to a folder of its own
 * through the tool's variable, as tsb's pytest plugin arranges, and gathers the folders.
 */
function runTests(
  entry: BuiltCoverage,
  cacheDir: string,
  tests: Record<string, string[]>,
  /** Tests that start the program with an environment of their own, as some suites do. */
  ownEnvironment: ReadonlySet<string> = new Set(),
): CoverageFiles {
  const spec = coverageToolFor(
    { gcov: "c", v8: "javascript", "go-cover": "go" }[entry.tool as string] ?? null,
  );
  if (!spec) throw new Error("no tool");
  const out = path.join(root, `${entry.tool}-out`);
  const files: CoverageFiles = new Map();
  let index = "";
  Object.entries(tests).forEach(([id, args], i) => {
    const folder = String(i + 1);
    index += `${folder}\t${id}\n`;
    // Empty, as the plugin's folders are: an earlier build's files would not match this one.
    rmSync(path.join(out, folder), { recursive: true, force: true });
    mkdirSync(path.join(out, folder), { recursive: true });
    try {
      execFileSync(path.join(cacheDir, entry.path), args, {
        env: ownEnvironment.has(id)
          ? { ...process.env, [spec.variable]: undefined, LC_ALL: "C" }
          : { ...process.env, ...spec.env, [spec.variable]: path.join(out, folder) },
      });
    } catch (error) {
      // A program may end with a status of its own (Go's os.Exit(3) here).
      if ((error as { status?: number }).status === undefined) throw error;
    }
    for (const name of readdirSync(path.join(out, folder)))
      files.set(`${folder}/${name}`, readFileSync(path.join(out, folder, name)));
  });
  files.set("tests.tsv", Buffer.from(index));
  return files;
}

const C_SOURCE = `#include <stdio.h>
#include <string.h>

static int twice(int x) {
    return 2 * x;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "twice") == 0) {
        printf("%d\\n", twice(21));
        return 0;
    }
    puts("plain");
    return 0;
}

static const char *const names[] = {
    "one",
    "two",
};
const char *name(int i) {
    return names[i];
}
`;

const JS_SOURCE = `"use strict";
function twice(x) {
  return 2 * x;
}

if (process.argv[2] === "twice") {
  console.log(twice(21));
} else if (process.argv[2] === "thrice") {
  console.log(3 * 21);
} else {
  console.log("plain");
}
`;

const GO_SOURCE = `package main

import (
\t"fmt"
\t"os"
)

func twice(x int) int {
\treturn 2 * x
}

func main() {
\tif len(os.Args) > 1 && os.Args[1] == "twice" {
\t\tfmt.Println(twice(21))
\t\treturn
\t}
\tfmt.Println("plain")
\tos.Exit(3)
}
`;

describe("coverage of a real build, per test", () => {
  /** The C program's coverage build, in a cache of its own. */
  async function buildC(id: string) {
    const cacheDir = path.join(root, `cache-${id}`);
    const entry = await buildCoverage(
      instance(id, "c", "prog.c", C_SOURCE, "cc -std=c11 -O2 -o executable prog.c"),
      { cacheDir, treeHash: "t", timeoutSec: 120, environment: undefined },
    );
    if (!("sha256" in entry)) throw new Error(entry.unavailable);
    return { cacheDir, entry };
  }

  it("gcov: each test's lines, the suite's union, and the mutant that only one test reaches", async () => {
    const { cacheDir, entry } = await buildC("prog-c");
    expect(entry).toMatchObject({ tool: "gcov", files: ["prog.c"] });
    const files = runTests(entry, cacheDir, { "t.test_twice": ["twice"], "t.test_plain": [] });
    const coverage = await convertCoverage(files, entry, cacheDir);
    expect(coverage).toEqual({
      schemaVersion: 1,
      tool: "gcov",
      granularity: "test",
      files: ["prog.c"],
      suite: { "prog.c": "4-5,8-11,13-14" },
      tests: {
        "t.test_twice": { "prog.c": "4-5,8-11" },
        "t.test_plain": { "prog.c": "8-9,13-14" },
      },
      // The table (17-20) and the `}` lines are not counted; name() is, though nothing ran it.
      executable: { "prog.c": "4-5,8-11,13-14,21-22" },
    });
    // A mutant of line 5 (inside twice) is reached by test_twice alone; one of a counted line no
    // test ran, by none.
    expect(coveringTests(coverage, [{ file: "prog.c", lines: [5] }])).toEqual({
      run: "some",
      tests: ["t.test_twice"],
    });
    expect(coveringTests(coverage, [{ file: "prog.c", lines: [22] }])).toEqual({ run: "none" });
    // A change to a line gcov does not count (a static table's entry, a `}`) may run under any
    // test, and no record can say which: every test runs on it.
    expect(coveringTests(coverage, [{ file: "prog.c", lines: [18] }])).toEqual({ run: "all" });
    expect(coveringTests(coverage, [{ file: "prog.c", lines: [12, 13] }])).toEqual({ run: "all" });
    // …unless a counted changed line stands for it (changed-lines.ts: a case label's switch).
    expect(
      coveringTests(coverage, [{ file: "prog.c", lines: [12, 13], represented: [12] }]),
    ).toEqual({ run: "some", tests: ["t.test_plain"] });
    // A file the tool does not report on at all (a header, build.sh): every test.
    expect(coveringTests(coverage, [{ file: "build.sh", lines: [2] }])).toEqual({ run: "all" });
  });

  it("gcov: a test that starts the program without the coverage variable runs on every mutant", async () => {
    const { cacheDir, entry } = await buildC("prog-c-env");
    const tests = { "t.test_twice": ["twice"], "t.test_plain": [] };
    const coverage = await convertCoverage(
      runTests(entry, cacheDir, tests, new Set(["t.test_twice"])),
      entry,
      cacheDir,
    );
    expect(coverage.tests).toEqual({
      "t.test_twice": {},
      "t.test_plain": { "prog.c": "8-9,13-14" },
    });
    // test_twice is the one that kills a mutant of line 5, though its coverage shows nothing.
    expect(coveringTests(coverage, [{ file: "prog.c", lines: [5] }])).toEqual({
      run: "some",
      tests: ["t.test_twice"],
    });
    expect(coveringTests(coverage, [{ file: "prog.c", lines: [13] }])).toEqual({
      run: "some",
      tests: ["t.test_plain", "t.test_twice"],
    });
    expect(recordedNothing(coverage)).toBe(false);
    // A suite whose every test does so has no usable coverage at all.
    const none = await convertCoverage(
      runTests(entry, cacheDir, tests, new Set(Object.keys(tests))),
      entry,
      cacheDir,
    );
    expect(recordedNothing(none)).toBe(true);
  });

  // V8 counts by block: an uncalled function's lines (its header too) and a `}` that closes a
  // block which did not run are not executed, but `} else if (…) {` is, wherever its condition
  // ran (a mutant of that condition is killed by exactly such tests).
  it("V8: lines of the script behind its #! line, mapped back to the reference file", async () => {
    const cacheDir = path.join(root, "cache-js");
    const entry = await buildCoverage(
      instance(
        "prog-js",
        "javascript",
        "prog.js",
        JS_SOURCE,
        "{ echo '#!/usr/bin/env node'; cat prog.js; } > executable\nchmod +x executable",
      ),
      { cacheDir, treeHash: "t", timeoutSec: 120, environment: undefined },
    );
    if (!("sha256" in entry)) throw new Error(entry.unavailable);
    expect(entry.lineMap).toEqual([{ file: "prog.js", firstLine: 2, lines: 13 }]);
    const files = runTests(entry, cacheDir, {
      "t.test_twice": ["twice"],
      "t.test_thrice": ["thrice"],
      "t.test_plain": [],
    });
    const coverage = await convertCoverage(files, entry, cacheDir);
    expect(coverage.tests).toEqual({
      "t.test_twice": { "prog.js": "1-4,6-8" },
      "t.test_thrice": { "prog.js": "1,6,8-10" },
      "t.test_plain": { "prog.js": "1,6,8,10-12" },
    });
    expect(coverage.suite).toEqual({ "prog.js": "1-4,6-12" });
    // V8 counts every character of the script: no line of it is beyond its records.
    expect(coverage.executable).toEqual({ "prog.js": "1-13" });
    // A mutant of the `else if` condition is reached by the tests that evaluate it.
    expect(coveringTests(coverage, [{ file: "prog.js", lines: [8] }])).toEqual({
      run: "some",
      tests: ["t.test_plain", "t.test_thrice", "t.test_twice"],
    });
  });

  it("Go: the sources instrumented by tsb where go has no build -cover, and os.Exit still reports", async () => {
    const cacheDir = path.join(root, "cache-go");
    const entry = await buildCoverage(
      instance(
        "prog-go",
        "go",
        "main.go",
        GO_SOURCE,
        'export GOCACHE="${TMPDIR:-/tmp}/tsb-go-build-cache" GO111MODULE=off GOFLAGS= CGO_ENABLED=0\ngo build -o executable .',
      ),
      { cacheDir, treeHash: "t", timeoutSec: 300, environment: undefined },
    );
    if (!("sha256" in entry)) throw new Error(entry.unavailable);
    expect(entry).toMatchObject({ tool: "go-cover", files: ["main.go"] });
    const files = runTests(entry, cacheDir, { "t.test_twice": ["twice"], "t.test_plain": [] });
    const coverage = await convertCoverage(files, entry, cacheDir);
    // test_plain leaves through os.Exit(3): its counters are written all the same.
    expect(coverage.tests).toEqual({
      "t.test_twice": { "main.go": "8-10,12-16" },
      "t.test_plain": { "main.go": "12-13,17-18" },
    });
    // Go counts the lines its blocks span; a function's closing `}` is in none of them.
    expect(coverage.executable).toEqual({ "main.go": "8-10,12-18" });
  }, 60_000);

  it("a suite without per-test folders gets the suite's union only, and covering runs all or none", () => {
    const suiteOnly = {
      schemaVersion: 1 as const,
      tool: "gcov" as const,
      granularity: "suite" as const,
      files: ["prog.c"],
      suite: { "prog.c": "4-5" },
    };
    expect(coveringTests(suiteOnly, [{ file: "prog.c", lines: [5] }])).toEqual({ run: "all" });
    expect(coveringTests(suiteOnly, [{ file: "prog.c", lines: [9] }])).toEqual({ run: "none" });
    expect(
      coveringTests({ schemaVersion: 1, unavailable: "gcov is not installed" }, [
        { file: "prog.c", lines: [9] },
      ]),
    ).toEqual({ run: "all" });
  });
});
