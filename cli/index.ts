import { Command, CommanderError } from "commander";
import { ProblemsError, TsbError, formatProblem } from "../evaluator/errors.ts";
import { terminalSafe } from "./terminal-text.ts";

/**
 * Each command registers itself on the program. Add a command by writing
 * `commands/<name>.ts` exporting `register(program)`, whose top-level command is `<name>`, and
 * listing it here.
 */
const commandModules: Record<string, () => Promise<{ register: (program: Command) => void }>> = {
  benchmark: () => import("./commands/benchmark.ts"),
  score: () => import("./commands/score.ts"),
  build: () => import("./commands/build.ts"),
  run: () => import("./commands/run.ts"),
  merge: () => import("./commands/merge.ts"),
  submit: () => import("./commands/submit.ts"),
  ingest: () => import("./commands/ingest.ts"),
  submissions: () => import("./commands/submissions.ts"),
  rescore: () => import("./commands/rescore.ts"),
  seed: () => import("./commands/seed.ts"),
  migrate: () => import("./commands/migrate.ts"),
  backup: () => import("./commands/backup.ts"),
  worker: () => import("./commands/worker.ts"),
  verify: () => import("./commands/verify.ts"),
  env: () => import("./commands/env.ts"),
  compare: () => import("./commands/compare.ts"),
};

/**
 * The modules to load for `argv`: the named command's alone, since loading every command's
 * module graph (the scorer, the runner, the database, the site's upload code) took 1.7 s of CPU
 * before any command ran, in every `tsb` process the worker, the upload route and the tests
 * start; all of them for help, a version or an unknown name, which list or suggest commands.
 */
function modulesFor(
  argv: string[],
): Array<() => Promise<{ register: (program: Command) => void }>> {
  const named = argv[0] === undefined ? undefined : commandModules[argv[0]];
  return named && Object.hasOwn(commandModules, argv[0]!) ? [named] : Object.values(commandModules);
}

/** Runs the CLI and returns the process exit code: 0 done, 1 bad input, 2 usage error. */
export async function main(argv: string[]): Promise<number> {
  const program = new Command("tsb")
    .description("TestSuiteBench evaluator: run, score and store test-suite results")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  for (const load of modulesFor(argv)) (await load()).register(program);
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
