import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { z } from "zod";
import { ProblemsError } from "../../errors.ts";
import type { JUnitResult } from "../../types.ts";
import { defaultJUnitLimits } from "../limits.ts";
import { parseBytesWithSaxes } from "../parse-saxes.ts";
import { scanJUnit } from "../fast-scan.ts";

/**
 * A folder of `../shared/` kept beside the repository (third-party corpora, read in place, never
 * copied in), every place it may be: from the repository root, and from a linked git worktree
 * beside the main worktree too. The first is where CI lays it out.
 */
export function sharedFolderCandidates(repoRoot: string, name: string): string[] {
  const candidates = [repoRoot];
  try {
    const common = execFileSync(
      "git",
      ["rev-parse", "--path-format=absolute", "--git-common-dir"],
      {
        cwd: repoRoot,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    ).trim();
    candidates.push(dirname(common));
  } catch {
    // Not a git checkout: only the repository root counts.
  }
  return candidates.map((c) => join(c, "..", "shared", name));
}

/**
 * The real-world JUnit corpus kept outside the repository (third-party files, read in place):
 * `$TSB_JUNIT_CORPUS`, else `../shared/junit-corpus` (sharedFolderCandidates).
 */
export function corpusRoot(repoRoot: string): string {
  if (process.env.TSB_JUNIT_CORPUS) return process.env.TSB_JUNIT_CORPUS;
  const roots = sharedFolderCandidates(repoRoot, "junit-corpus");
  return roots.find((r) => existsSync(r)) ?? (roots[0] as string);
}

const outcomeCounts = z.object({
  passed: z.number().int().optional(),
  failed: z.number().int().optional(),
  skipped: z.number().int().optional(),
});

const expectedSchema = z.array(
  z.object({
    file: z.string(),
    producer: z.string(),
    kind: z.string(),
    wellFormed: z.boolean(),
    testcaseElements: z.number().int().optional(),
    ids: z.number().int().optional(),
    outcomes: outcomeCounts.optional(),
    root: z.string().optional(),
  }),
);

export type CorpusEntry = z.infer<typeof expectedSchema>[number];

/** The corpus's expected.json, validated; null when the corpus is absent. */
export function loadCorpus(root: string): CorpusEntry[] | null {
  const file = join(root, "expected.json");
  if (!existsSync(file)) return null;
  return expectedSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

/** What one reader made of one file: its figures, or its error. */
export type Reading =
  | {
      ok: true;
      testcaseElements: number;
      ids: number;
      passed: number;
      failed: number;
      skipped: number;
    }
  | { ok: false; message: string; line: number | undefined; column: number | undefined };

export function summarizeResult(result: JUnitResult): Reading {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const testCase of result.cases.values()) counts[testCase.outcome]++;
  return {
    ok: true,
    testcaseElements: result.testcaseElements ?? 0,
    ids: result.cases.size,
    ...counts,
  };
}

/** Reads `bytes` with saxes only; errors become a Reading. */
export function readWithSaxes(bytes: Buffer, file: string): Reading {
  try {
    return summarizeResult(parseBytesWithSaxes(bytes, file, { ...defaultJUnitLimits }, false));
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    const [problem] = error.problems;
    return {
      ok: false,
      message: problem?.message ?? error.message,
      line: problem?.line,
      column: problem?.column,
    };
  }
}

/** Reads `bytes` with the byte scanner only; null when it hands the file to saxes. */
export function readWithScanner(bytes: Buffer): JUnitResult | null {
  return scanJUnit(bytes, { ...defaultJUnitLimits }, false);
}

/** Differences between a reading and the corpus's expectation, one line each. */
export function compareWithExpected(entry: CorpusEntry, reading: Reading): string[] {
  if (!entry.wellFormed) {
    if (reading.ok) return ["wellFormed: expected a rejection, but the file was read"];
    if (reading.line === undefined || reading.column === undefined)
      return [`wellFormed: rejected without a line and column (${reading.message})`];
    return [];
  }
  if (!reading.ok) return [`rejected: ${reading.line}:${reading.column}: ${reading.message}`];
  const differences: string[] = [];
  const check = (field: string, expected: number, actual: number): void => {
    if (expected !== actual) differences.push(`${field}: expected ${expected}, read ${actual}`);
  };
  check("testcaseElements", entry.testcaseElements ?? 0, reading.testcaseElements);
  check("ids", entry.ids ?? 0, reading.ids);
  for (const outcome of ["passed", "failed", "skipped"] as const)
    check(`outcomes.${outcome}`, entry.outcomes?.[outcome] ?? 0, reading[outcome]);
  return differences;
}
