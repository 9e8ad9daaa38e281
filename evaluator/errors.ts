/**
 * Errors the evaluator throws. The CLI entry (`cli/index.ts`) is the one place that turns them
 * into messages and exit codes; library code only throws.
 */

/** One thing wrong with an input, located as precisely as we can. */
export interface Problem {
  /** Path of the offending file, relative to the bundle or benchmark root where there is one. */
  file: string;
  message: string;
  line?: number;
  column?: number;
}

/** `file:line:column: message`, the one-line form used on stderr and in upload responses. */
export function formatProblem(problem: Problem): string {
  const where = [problem.file, problem.line, problem.column].filter((p) => p !== undefined);
  return `${where.join(":")}: ${problem.message}`;
}

/** Base class: an expected failure with a message fit for the user and an exit code. */
export class TsbError extends Error {
  readonly exitCode: number = 1;
}

/** The command line itself is wrong (exit 2). */
export class UsageError extends TsbError {
  override readonly exitCode = 2;
}

/** Inputs that cannot be accepted; carries every problem found, each naming its file. */
export class ProblemsError extends TsbError {
  readonly problems: Problem[];
  constructor(problems: Problem[], summary?: string) {
    super(summary ?? problems.map(formatProblem).join("\n"));
    this.problems = problems;
  }
}

/** A result bundle that cannot be scored (exit 1). */
export class BundleError extends ProblemsError {}

/** A benchmark definition folder that is malformed (exit 1). */
export class BenchmarkError extends ProblemsError {}

/** An agent trajectory that cannot be read: malformed, unknown format, or refused (exit 1). */
export class TrajectoryError extends ProblemsError {}
