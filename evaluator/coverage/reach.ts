import type { MutantStatus, TestVerdict } from "../types.ts";
import type { ChangedLines, CoverageMeasured, FileLines } from "./types.ts";

/** A file's covered lines as ascending [start, end] pairs, flat. */
type Intervals = Int32Array;

/**
 * Parsed ranges of each coverage object, kept while the object lives: a mutant's reach looks up
 * every test, and re-splitting the range strings per mutant cost seconds on one instance.
 */
const parsed = new WeakMap<FileLines, Map<string, Intervals>>();

function intervalsOf(fileLines: FileLines, file: string): Intervals | undefined {
  let files = parsed.get(fileLines);
  if (!files) parsed.set(fileLines, (files = new Map<string, Intervals>()));
  let intervals = files.get(file);
  if (intervals === undefined) {
    const ranges = fileLines[file];
    if (ranges === undefined || ranges === "") return undefined;
    const parts = ranges.split(",");
    intervals = new Int32Array(parts.length * 2);
    parts.forEach((part, i) => {
      const [a, b] = part.split("-").map(Number) as [number, number | undefined];
      intervals![2 * i] = a;
      intervals![2 * i + 1] = b ?? a;
    });
    files.set(file, intervals);
  }
  return intervals;
}

/** Whether `line` is in the ascending intervals (binary search). */
function covers(intervals: Intervals, line: number): boolean {
  let lo = 0;
  let hi = intervals.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (line < intervals[2 * mid]!) hi = mid - 1;
    else if (line > intervals[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * What a suite's run says about one mutant, with coverage (DESIGN.md's scoring plus the coverage
 * contract): `killed` and `timedOut` as scored; `noResult` without usable XML; a survivor is
 * `notReached` when no (valid) test executed a changed line, `reachedNotDetected` when one did,
 * and `unknown` without coverage of its changed lines.
 */
export type ReachStatus =
  "killed" | "timedOut" | "noResult" | "notReached" | "reachedNotDetected" | "unknown";

/** Which tests executed a mutant's changed lines. */
export interface MutantReach {
  /** Whether a valid test (per-test coverage) or the suite (suite-wide coverage) executed one. */
  reached: boolean;
  /** Indices of the tests that executed a changed line, ascending; null for suite-wide coverage. */
  covering: number[] | null;
}

/**
 * The reach of one mutant from its changed lines and the suite's coverage. `tests` are the
 * suite's test ids in index order with their verdicts: with per-test coverage a mutant counts as
 * reached only when a valid test executed a changed line, since only a valid test can kill it.
 * Only changed files the coverage measured count; null (reach unknown) when none is, e.g. a
 * mutant of a build script, or a patch with no changed lines; null too when no valid test reached
 * it but a valid test recorded no line at all (it may have run the program without coverage).
 */
export function mutantReach(
  changed: readonly ChangedLines[],
  coverage: CoverageMeasured,
  tests: readonly { id: string; verdict: TestVerdict }[],
): MutantReach | null {
  const measured = new Set(coverage.files);
  const lines = changed.filter((c) => measured.has(c.file) && c.lines.length > 0);
  if (lines.length === 0) return null;
  const reaches = (fileLines: FileLines) =>
    lines.some((c) => {
      const intervals = intervalsOf(fileLines, c.file);
      return intervals !== undefined && c.lines.some((line) => covers(intervals, line));
    });
  if (coverage.granularity === "suite" || coverage.tests === undefined)
    return { reached: reaches(coverage.suite), covering: null };
  const perTest = coverage.tests;
  const covering: number[] = [];
  tests.forEach((test, i) => {
    const fileLines = perTest[test.id];
    if (fileLines && reaches(fileLines)) covering.push(i);
  });
  const reached = covering.some((i) => tests[i]?.verdict === "valid");
  // A valid test that recorded no line may have run the program without the coverage variable
  // (covering-tests.ts): then nothing says the mutant was not reached.
  const blind = tests.some((t) => t.verdict === "valid" && isEmpty(perTest[t.id]));
  return !reached && blind ? null : { reached, covering };
}

function isEmpty(lines: FileLines | undefined): boolean {
  return lines !== undefined && Object.keys(lines).length === 0;
}

/** A mutant's status under a suite, told apart by reach (see `ReachStatus`). */
export function reachStatus(
  status: MutantStatus,
  reach: Pick<MutantReach, "reached"> | null,
): ReachStatus {
  if (status === "killed") return "killed";
  if (status === "timeout") return "timedOut";
  if (status === "no-result") return "noResult";
  if (reach === null) return "unknown";
  return reach.reached ? "reachedNotDetected" : "notReached";
}
