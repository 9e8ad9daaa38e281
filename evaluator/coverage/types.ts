import { z } from "zod";

/**
 * The bundle's `instances/<id>/coverage/coverage.json` (docs/bundle-format.md, "Coverage"):
 * which reference lines the suite executed on an instrumented build of the reference, per test
 * where the runner let each test write its own coverage, else for the whole suite. Lines are
 * 1-based line numbers of the files under the instance's reference/ folder, written as compact
 * ranges ("3-7,9,12-40").
 */

export const COVERAGE_TOOLS = ["gcov", "v8", "go-cover", "llvm-cov"] as const;
export type CoverageTool = (typeof COVERAGE_TOOLS)[number];

/** "3-7,9,12-40": ascending, non-overlapping, each range `a-b` with a < b. */
const RANGES = /^(?:[1-9][0-9]*(?:-[1-9][0-9]*)?(?:,[1-9][0-9]*(?:-[1-9][0-9]*)?)*)?$/;

export const lineRanges = z
  .string()
  .regex(RANGES, "must be line ranges like '3-7,9,12-40'")
  .refine(ascending, "ranges must be ascending and must not overlap");

/** A reference file path: relative, '/'-separated, never leaving reference/. */
const referenceFile = z
  .string()
  .min(1, "must not be empty")
  .refine(
    (p) => !p.startsWith("/") && !p.split("/").some((s) => s === ".." || s === ""),
    "must be a path relative to reference/ that stays inside it",
  );

const fileLines = z.record(referenceFile, lineRanges);

const covered = z
  .object({
    schemaVersion: z.literal(1, {
      error: (issue) =>
        `unsupported version ${JSON.stringify(issue.input)}: this evaluator reads version 1`,
    }),
    tool: z.enum(COVERAGE_TOOLS),
    granularity: z.enum(["test", "suite"]),
    files: z.array(referenceFile),
    suite: fileLines,
    tests: z.record(z.string(), fileLines).optional(),
    executable: fileLines.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.granularity === "test" && value.tests === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["tests"],
        message: "is required when granularity is 'test'",
      });
    if (value.granularity === "suite" && value.tests !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["tests"],
        message: "must be absent when granularity is 'suite'",
      });
    const known = new Set(value.files);
    const check = (lines: Record<string, string>, where: (string | number)[]) => {
      for (const file of Object.keys(lines))
        if (!known.has(file))
          ctx.addIssue({ code: "custom", path: [...where, file], message: "is not in 'files'" });
    };
    check(value.suite, ["suite"]);
    if (value.executable) check(value.executable, ["executable"]);
    for (const [test, lines] of Object.entries(value.tests ?? {})) check(lines, ["tests", test]);
  });

const unavailable = z
  .object({
    schemaVersion: z.literal(1),
    unavailable: z.string().min(1, "must say why coverage could not be made"),
    tool: z.enum(COVERAGE_TOOLS).optional(),
  })
  .strict();

/** Picked by the presence of `unavailable`, so an error names the fields of the intended form. */
export const coverageFileSchema = z.unknown().transform((value, ctx) => {
  const form =
    typeof value === "object" && value !== null && "unavailable" in value ? unavailable : covered;
  const result = form.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

/** Lines of each reference file, as compact ranges. */
export type FileLines = Record<string, string>;

export interface CoverageMeasured {
  schemaVersion: 1;
  tool: CoverageTool;
  granularity: "test" | "suite";
  files: string[];
  suite: FileLines;
  /** Present when granularity is "test"; a test that executed no reference line maps to {}. */
  tests?: Record<string, FileLines>;
  /**
   * Every line the tool counts, run or not. A changed line outside it (a static initializer, a
   * `}`) is one no test's record can show as reached. Absent from files written before 7
   * December 2026.
   */
  executable?: FileLines;
}

export interface CoverageUnavailable {
  schemaVersion: 1;
  /** One sentence naming the missing tool. */
  unavailable: string;
  tool?: CoverageTool;
}

export type CoverageFile = CoverageMeasured | CoverageUnavailable;

/** A mutant's changed reference lines in one file (evaluator/coverage/changed-lines.ts). */
export interface ChangedLines {
  file: string;
  /** 1-based reference line numbers, ascending. */
  lines: number[];
  /**
   * Lines of `lines` that no coverage tool counts but another of them stands for (a `case`
   * label by its `switch`, a bare declaration by the statement after it).
   */
  represented?: number[];
  /** The function the lines are in, where it could be found. */
  function?: string;
}

/** [3,4,5,7] → "3-5,7". Input in any order; duplicates collapse. */
export function formatRanges(lines: Iterable<number>): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const start = sorted[i] as number;
    let end = start;
    while (i + 1 < sorted.length && sorted[i + 1] === end + 1) end = sorted[++i] as number;
    parts.push(start === end ? String(start) : `${start}-${end}`);
    i++;
  }
  return parts.join(",");
}

/** "3-5,7" → [3,4,5,7]. Expects a string `lineRanges` accepted. */
export function parseRanges(ranges: string): number[] {
  if (ranges === "") return [];
  const lines: number[] = [];
  for (const part of ranges.split(",")) {
    const [a, b] = part.split("-").map(Number) as [number, number | undefined];
    for (let n = a; n <= (b ?? a); n++) lines.push(n);
  }
  return lines;
}

/** Whether any of `lines` of `file` is in the covered `fileLines`. */
export function reachesAny(fileLines: FileLines, file: string, lines: readonly number[]): boolean {
  const ranges = fileLines[file];
  if (ranges === undefined || ranges === "") return false;
  const wanted = new Set(lines);
  return ranges.split(",").some((part) => {
    const [a, b] = part.split("-").map(Number) as [number, number | undefined];
    for (const n of wanted) if (n >= a && n <= (b ?? a)) return true;
    return false;
  });
}

function ascending(ranges: string): boolean {
  if (ranges === "") return true;
  let last = 0;
  for (const part of ranges.split(",")) {
    const [a, b] = part.split("-").map(Number) as [number, number | undefined];
    if (a <= last || (b !== undefined && b <= a)) return false;
    last = b ?? a;
  }
  return true;
}
