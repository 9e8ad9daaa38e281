import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changedLines } from "./changed-lines.ts";
import { mutantReach, reachStatus } from "./reach.ts";
import { coverageFileSchema, type CoverageMeasured } from "./types.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CALC = path.join(ROOT, "data/benchmarks/tsb-mini-1.1/instances/calc");
// Real per-test gcov coverage of the terse demo suite on calc (its make-coverage.sh).
const coverage = coverageFileSchema.parse(
  JSON.parse(
    readFileSync(path.join(ROOT, "db/testing/fixtures/calc-coverage/coverage.json"), "utf8"),
  ),
) as CoverageMeasured;
const tests = Object.keys(coverage.tests!)
  .sort()
  .map((id) => ({ id, verdict: "valid" as const }));
const patch = (id: string) => readFileSync(path.join(CALC, "mutants", `${id}.patch`), "utf8");
const mutantIds = (
  JSON.parse(readFileSync(path.join(CALC, "instance.json"), "utf8")) as {
    mutants: Array<{ id: string }>;
  }
).mutants.map((m) => m.id);

describe("mutantReach on calc's real coverage", () => {
  it("reaches with per-test coverage exactly when the suite-wide union does", () => {
    for (const id of mutantIds) {
      const changed = changedLines(patch(id));
      const perTest = mutantReach(changed, coverage, tests)!;
      const suite = mutantReach(
        changed,
        { ...coverage, granularity: "suite", tests: undefined },
        tests,
      )!;
      expect(suite.covering, id).toBeNull();
      expect(perTest.reached, id).toBe(suite.reached);
      expect(perTest.reached, id).toBe(perTest.covering!.length > 0);
    }
  });

  it("counts only valid tests as reaching, and knows nothing of files it did not measure", () => {
    const changed = changedLines(patch(mutantIds[0]!));
    const reach = mutantReach(changed, coverage, tests)!;
    expect(reach.reached).toBe(true);
    const invalid = tests.map((t) => ({ ...t, verdict: "invalid" as const }));
    expect(mutantReach(changed, coverage, invalid)).toEqual({
      reached: false,
      covering: reach.covering,
    });
    expect(mutantReach([{ file: "build.sh", lines: [3] }], coverage, tests)).toBeNull();
    expect(mutantReach([], coverage, tests)).toBeNull();
  });

  it("does not call a mutant unreached while a valid test recorded no line at all", () => {
    const changed = changedLines(patch(mutantIds[0]!));
    const reach = mutantReach(changed, coverage, tests)!;
    // Only the covering tests stop counting (invalid); one other test's coverage was lost.
    const others = tests.filter((_, i) => !reach.covering!.includes(i));
    const invalid = tests.map((t, i) =>
      reach.covering!.includes(i) ? { ...t, verdict: "invalid" as const } : t,
    );
    expect(mutantReach(changed, coverage, invalid)?.reached).toBe(false);
    const blind = { ...coverage, tests: { ...coverage.tests, [others[0]!.id]: {} } };
    expect(mutantReach(changed, blind, invalid)).toBeNull();
  });
});

it("tells a survivor's reach apart, and leaves the scored statuses as they are", () => {
  expect(reachStatus("survived", { reached: false })).toBe("notReached");
  expect(reachStatus("survived", { reached: true })).toBe("reachedNotDetected");
  expect(reachStatus("survived", null)).toBe("unknown");
  expect(reachStatus("killed", { reached: false })).toBe("killed");
  expect(reachStatus("timeout", null)).toBe("timedOut");
  expect(reachStatus("no-result", { reached: true })).toBe("noResult");
});
