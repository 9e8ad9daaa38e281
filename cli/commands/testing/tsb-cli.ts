import { spawnSync } from "node:child_process";
import path from "node:path";
import { repoRoot } from "../../../evaluator/score/testing/fixtures.ts";

/** How a `tsb` child process ended. */
export interface TsbOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs this checkout's `tsb` in a child process, as a user would, from `cwd`. */
export function spawnTsb(args: readonly string[], cwd?: string): TsbOutcome {
  const result = spawnSync(process.execPath, [path.join(repoRoot, "bin", "tsb.mjs"), ...args], {
    ...(cwd === undefined ? {} : { cwd }),
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `spawnTsb` for a step that must succeed: its stdout, or an error carrying its stderr. */
export function tsbOk(args: readonly string[], cwd?: string): string {
  const { code, stdout, stderr } = spawnTsb(args, cwd);
  if (code !== 0) throw new Error(`tsb ${args.join(" ")} exited ${code}:\n${stderr}`);
  return stdout;
}
