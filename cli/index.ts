import { Command, CommanderError } from "commander";
import { ProblemsError, TsbError, formatProblem } from "../evaluator/errors.ts";
import { terminalSafe } from "./terminal-text.ts";

/**
 * Each command registers itself on the program. Add a command by writing
 * `commands/<name>.ts` exporting `register(program)` and listing it here.
 */
const commandModules: Array<() => Promise<{ register: (program: Command) => void }>> = [
  () => import("./commands/benchmark.ts"),
  () => import("./commands/score.ts"),
  () => import("./commands/build.ts"),
  () => import("./commands/run.ts"),
  () => import("./commands/merge.ts"),
  () => import("./commands/submit.ts"),
  () => import("./commands/ingest.ts"),
  () => import("./commands/submissions.ts"),
  () => import("./commands/rescore.ts"),
  () => import("./commands/seed.ts"),
  () => import("./commands/migrate.ts"),
  () => import("./commands/backup.ts"),
  () => import("./commands/worker.ts"),
  () => import("./commands/verify.ts"),
  () => import("./commands/env.ts"),
  () => import("./commands/compare.ts"),
];

/** Runs the CLI and returns the process exit code: 0 done, 1 bad input, 2 usage error. */
export async function main(argv: string[]): Promise<number> {
  const program = new Command("tsb")
    .description("TestSuiteBench evaluator: run, score and store test-suite results")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  for (const load of commandModules) (await load()).register(program);
  try {
    await program.parseAsync(argv, { from: "user" });
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (error) {
    return reportError(error);
  }
}

function reportError(error: unknown): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message; help and version are not failures.
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof ProblemsError) {
    for (const problem of error.problems)
      process.stderr.write(`tsb: ${terminalSafe(formatProblem(problem))}\n`);
    return error.exitCode;
  }
  if (error instanceof TsbError) {
    // Messages quote bundles, logs and servers: never let them drive the terminal.
    process.stderr.write(`tsb: ${terminalSafe(error.message)}\n`);
    return error.exitCode;
  }
  process.stderr.write(
    `tsb: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  return 1;
}
