import { expect, it } from "vitest";
import type { CoverageState, MutantAnswer } from "@/db/queries/types";
import { describeChangedLines, describeUndetectedReach, whySurvived } from "./why-survived";

const measured: CoverageState = { kind: "measured", tool: "gcov", granularity: "test" };
const changed = [{ file: "calc.c", lines: [10, 11, 12, 14], function: "call" }];
const answer = (a: Partial<MutantAnswer>): MutantAnswer => ({
  status: "unknown",
  reached: null,
  covering: null,
  killReasons: { assertion: 0, error: 0, timeout: 0 },
  ...a,
});

it("names the changed lines and their function", () => {
  expect(describeChangedLines(changed)).toBe("calc.c lines 10–12, 14 (in call)");
  expect(describeChangedLines([{ file: "a.go", lines: [3] }])).toBe("a.go line 3");
});

it("says in words why each mutant survived, or how it was caught", () => {
  const base = { coverage: measured, validTests: 40, killingTests: 0, changed };
  expect(whySurvived({ ...base, answer: answer({ status: "notReached", covering: [] }) })).toBe(
    "Survived because no test reached it: none of the 40 valid tests executed calc.c lines 10–12, 14 (in call).",
  );
  const covering = [
    { testId: "t.a", verdict: "valid" as const },
    { testId: "t.b", verdict: "invalid" as const },
  ];
  expect(
    whySurvived({ ...base, answer: answer({ status: "reachedNotDetected", covering }) }),
  ).toMatch(/^Survived although 1 valid test executed calc\.c lines 10–12, 14 \(in call\)/);
  expect(
    whySurvived({
      ...base,
      killingTests: 3,
      answer: answer({ status: "killed", killReasons: { assertion: 2, error: 1, timeout: 0 } }),
    }),
  ).toBe("Killed: 3 valid tests failed on it (2 by a failed assertion, 1 by an error or crash).");
});

it("says why reach is unknown, never leaving it blank", () => {
  const reason = "gcov is not installed on the machine that ran the suite.";
  expect(
    whySurvived({
      answer: answer({}),
      coverage: { kind: "unavailable", reason },
      validTests: 1,
      killingTests: 0,
      changed,
    }),
  ).toBe(
    `Survived: its one valid test did not fail on it. Whether any reached calc.c lines 10–12, 14 (in call) is unknown: ${reason}`,
  );
});

it("counts a suite's undetected mutants by reach in words that agree with their number", () => {
  expect(describeUndetectedReach(29, 1, 28)).toBe(
    "of the 29 mutants not detected, 1 was not reached by any valid test and 28 were reached but not detected.",
  );
  expect(describeUndetectedReach(1, 0, 1)).toBe(
    "of the 1 mutant not detected, 0 were not reached by any valid test and 1 was reached but not detected.",
  );
  expect(describeUndetectedReach(5, 2, 2)).toBe(
    "of the 5 mutants not detected, 2 were not reached by any valid test, 2 were reached but not detected and 1 has no known reach (no usable result).",
  );
});
