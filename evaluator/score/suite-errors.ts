import { SUITE_PATH_SEPARATOR } from "../junit/test-id.ts";
import type { JUnitResult } from "../types.ts";

/**
 * A `<testsuite>`'s own `<error>` or `<failure>` (Ant writes one for a class that failed to
 * load; Surefire for a failing `@BeforeAll`) must never vanish. The rule (docs/scoring.md,
 * "Suite-level errors"): in the run whose file carries it, every test of T̂ that the reference
 * runs place in that suite, or in a suite nested in it, counts as failed with the suite's
 * message, unless the test's own case already failed there. So a mutant run's suite error fails
 * those tests (a kill when one is valid), and in a reference run it makes them flaky or, when
 * every run carries it, invalid.
 */

/** Where the reference runs place each test: test id → suite paths. */
export type SuitesOfTests = Map<string, string[]>;

export function suitesOfTests(runs: ReadonlyArray<JUnitResult | null>): SuitesOfTests {
  const suites: SuitesOfTests = new Map();
  for (const run of runs) {
    for (const testCase of run?.cases.values() ?? []) {
      if (testCase.suite === undefined) continue;
      const seen = suites.get(testCase.id);
      if (seen === undefined) suites.set(testCase.id, [testCase.suite]);
      else if (!seen.includes(testCase.suite)) seen.push(testCase.suite);
    }
  }
  return suites;
}

/**
 * Applies `run`'s suite-level errors to it in place, as failed cases of the tests they cover,
 * and returns one warning per suite error for the score report.
 */
export function applySuiteErrors(run: JUnitResult, suites: SuitesOfTests, file: string): string[] {
  const warnings: string[] = [];
  for (const error of run.suiteErrors ?? []) {
    const prefix = error.suite + SUITE_PATH_SEPARATOR;
    let affected = 0;
    for (const [id, paths] of suites) {
      if (!paths.some((p) => p === error.suite || p.startsWith(prefix))) continue;
      affected++;
      const own = run.cases.get(id);
      if (own?.outcome === "failed") continue;
      run.cases.set(id, {
        id,
        outcome: "failed",
        ...(error.message !== "" ? { message: error.message } : {}),
        suite: error.suite,
      });
    }
    const message = error.message === "" ? "" : `: ${firstLine(error.message)}`;
    warnings.push(
      `${file}: suite '${error.suite}' reports an error outside any testcase${message}; ` +
        `${affected} test${affected === 1 ? "" : "s"} the reference runs place in it count as failed in this run`,
    );
  }
  return warnings;
}

function firstLine(text: string): string {
  const line = text.split("\n", 1)[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
