import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSpecCases } from "./spec-cases.ts";

const spec = (version: string, id: string) =>
  readFileSync(
    path.join(import.meta.dirname, "../../data/benchmarks", version, "instances", id, "spec.md"),
    "utf8",
  );

describe("readSpecCases on tsb-mini's specs", () => {
  it("takes tally's example sessions, its --version and --help rules and the usage error status", () => {
    const { program, cases } = readSpecCases(spec("tsb-mini", "tally"));
    expect(program).toBe("tally");
    expect(cases.map((c) => [c.command, c.stdout ?? c.stdoutFirstLine, c.exitCode])).toEqual([
      ["tally --help", "Usage: tally [OPTION]... [FILE]...", 0],
      ["tally --version", "tally 1.0\n", undefined],
      ["printf 'one two\\nthree\\n' | tally", " 2  3 14\n", undefined],
      ["printf 'one two\\nthree\\n' | tally -w", "3\n", undefined],
      ["printf 'one two\\nthree\\n' > f; tally -l -c f", " 2 14 f\n", undefined],
      [
        "printf 'a b\\n' > x; printf 'c\\n' > y; tally x y",
        "1 2 4 x\n1 1 2 y\n2 3 6 total\n",
        undefined,
      ],
      ["tally --no-such-option-baseline", "", 2],
    ]);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it("expects lines that start with the program's name on standard error", () => {
    const errors = readSpecCases(spec("tsb-mini-1.1", "calc")).cases.find((c) =>
      c.command.startsWith("calc '2 3'"),
    );
    expect(errors).toMatchObject({
      stdout: "",
      stderrLines: [
        "calc: argument 1: syntax error at column 3: unexpected '3'",
        "calc: argument 2: syntax error at column 7: unexpected end of expression",
        "calc: argument 3: syntax error at column 5: unexpected '*'",
      ],
    });
  });

  it("keeps a paragraph's example options and input, and skips what it cannot run", () => {
    const cases = readSpecCases(spec("tsb-mini-1.1", "fieldcut")).cases;
    expect(cases.find((c) => c.command === "fieldcut -d : -f 1,3")).toMatchObject({
      stdin: "a:b:c\n",
      stdout: "a:c\n",
    });
    // "with `--output-delimiter=` → `ac`" adds to the example before it: not a command of its own.
    expect(cases.some((c) => c.command === "fieldcut --output-delimiter=")).toBe(false);
  });

  it("runs a command named in the usage lines after the program, and reads 'input X gives'", () => {
    const semver = readSpecCases(spec("tsb-mini-1.1", "semver"));
    expect(semver.commands).toEqual(["validate", "compare", "sort", "bump", "match"]);
    expect(semver.cases).toContainEqual(
      expect.objectContaining({ command: "semver bump major 1.2.3", stdout: "2.0.0\n" }),
    );
    const flatjson = readSpecCases(spec("tsb-mini-1.1", "flatjson")).cases;
    expect(flatjson.find((c) => c.stdin === '{"a":{"b":[1,{}]},"c":true}')?.stdout).toBe(
      "json = {};\njson.a = {};\njson.a.b = [];\njson.a.b[0] = 1;\njson.a.b[1] = {};\njson.c = true;\n",
    );
    expect(flatjson.some((c) => c.command === "flatjson --no-sort")).toBe(false);
  });
});
