import { spawnSync } from "node:child_process";
import path from "node:path";
import { vi } from "vitest";
import { main } from "../../index.ts";
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

/**
 * Runs `tsb` in this process (faster than a child, and under the test's mocks), capturing what
 * it writes to stdout and stderr and leaving process.exitCode as it found it.
 */
export async function tsbInProcess(
  argv: readonly string[],
): Promise<TsbOutcome & { code: number }> {
  let stdout = "";
  let stderr = "";
  const out = vi
    .spyOn(process.stdout, "write")
    .mockImplementation((s) => ((stdout += String(s)), true));
  const err = vi
    .spyOn(process.stderr, "write")
    .mockImplementation((s) => ((stderr += String(s)), true));
  try {
    process.exitCode = undefined;
    const code = await main([...argv]);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.exitCode = undefined;
  }
}
