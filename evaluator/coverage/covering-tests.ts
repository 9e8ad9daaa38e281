import {
  reachesAny,
  type ChangedLines,
  type CoverageFile,
  type CoverageMeasured,
} from "./types.ts";

/** Which tests a mutant's run needs in covering-tests mode. */
export type CoveringRun =
  | { run: "all" }
  | { run: "some"; tests: string[] }
  /** No test's coverage reaches the changed lines: no test can fail on the mutant. */
  | { run: "none" };

/**
 * A mutant can only be killed by a test that executes its changed code (PIT's default
 * selection): with per-test coverage, the tests that executed any changed line; with the
 * suite's only, the whole suite or nothing. Without coverage or changed lines, every test.
 * A test that recorded no reference line at all runs on every mutant too: it either started no
 * program, or started it where the coverage did not reach (./executable's launcher sets the
 * variable even for an environment of the test's own, but a program left running past the
 * coverage run writes nothing), and only the second can kill; leaving it out would make a kill
 * look like a survivor. So does a change to a line the tool does not count (minimake's built-in
 * variable table, a static initializer, has no gcov record; so has the `}` an awklet statement
 * was moved past): no record can show a test reaching it, and 7 sound mutants of tsb-mini 1.2's
 * draft went unrun as survivors before this rule.
 */
export function coveringTests(
  coverage: CoverageFile | undefined,
  changed: readonly ChangedLines[] | undefined,
): CoveringRun {
  if (!coverage || "unavailable" in coverage || !changed || changed.length === 0)
    return { run: "all" };
  if (coverage.executable && !changed.every((c) => counted(coverage, c))) return { run: "all" };
  const reaches = (lines: Record<string, string>) =>
    changed.some((c) => reachesAny(lines, c.file, c.lines));
  if (coverage.granularity === "suite" || !coverage.tests)
    return reaches(coverage.suite) ? { run: "all" } : { run: "none" };
  const tests = Object.entries(coverage.tests)
    .filter(([, lines]) => Object.keys(lines).length === 0 || reaches(lines))
    .map(([id]) => id)
    .sort();
  return tests.length === 0 ? { run: "none" } : { run: "some", tests };
}

/**
 * Whether the tool counts every changed line of a file (or another changed line stands for it,
 * `ChangedLines.represented`), so that the tests' records can say which tests reach the change.
 */
function counted(coverage: CoverageMeasured, changed: ChangedLines): boolean {
  if (!coverage.files.includes(changed.file)) return false;
  const executable = coverage.executable?.[changed.file] ?? "";
  const represented = new Set(changed.represented);
  return changed.lines.every(
    (line) => represented.has(line) || reachesAny({ f: executable }, "f", [line]),
  );
}
