import { describe, expect, it } from "vitest";
import { coverageFileSchema, formatRanges, parseRanges, reachesAny } from "./types.ts";

const measured = {
  schemaVersion: 1,
  tool: "gcov",
  granularity: "test",
  files: ["calc.c"],
  suite: { "calc.c": "3-7,9" },
  tests: { "tests.test_calc.test_add": { "calc.c": "3-5" }, "tests.test_calc.test_none": {} },
};

function problems(value: unknown): string[] {
  const result = coverageFileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("coverage.json schema", () => {
  it("accepts per-test, suite-only and unavailable files", () => {
    expect(problems(measured)).toEqual([]);
    expect(problems({ ...measured, tests: undefined, granularity: "suite" })).toEqual([]);
    expect(problems({ schemaVersion: 1, unavailable: "llvm-profdata is not installed" })).toEqual(
      [],
    );
  });

  it("names the field of a bad file", () => {
    expect(problems({ ...measured, suite: { "calc.c": "7-3" } })).toEqual([
      "suite.calc.c: ranges must be ascending and must not overlap",
    ]);
    expect(problems({ ...measured, suite: { "calc.c": "1,x" } })).toEqual([
      "suite.calc.c: must be line ranges like '3-7,9,12-40'",
    ]);
    expect(problems({ ...measured, tests: { t: { "other.c": "1" } } })).toEqual([
      "tests.t.other.c: is not in 'files'",
    ]);
    expect(problems({ ...measured, files: ["../etc/passwd"] })[0]).toMatch(/^files\.0: /);
    expect(problems({ ...measured, tests: undefined })).toEqual([
      "tests: is required when granularity is 'test'",
    ]);
    expect(problems({ schemaVersion: 1, unavailable: "" })).toEqual([
      "unavailable: must say why coverage could not be made",
    ]);
    expect(problems({ ...measured, schemaVersion: 2 })[0]).toMatch(/unsupported version 2/);
  });
});

describe("line ranges", () => {
  it("round-trips and answers reach", () => {
    expect(formatRanges([9, 3, 4, 5, 7, 6, 3])).toBe("3-7,9");
    expect(parseRanges("3-5,9")).toEqual([3, 4, 5, 9]);
    expect(formatRanges([])).toBe("");
    expect(reachesAny({ "calc.c": "3-5,9" }, "calc.c", [8, 9])).toBe(true);
    expect(reachesAny({ "calc.c": "3-5,9" }, "calc.c", [6, 8])).toBe(false);
    expect(reachesAny({ "calc.c": "3-5,9" }, "other.c", [3])).toBe(false);
  });
});
