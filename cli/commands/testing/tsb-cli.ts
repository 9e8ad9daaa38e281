import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { vi } from "vitest";
import { main } from "../../index.ts";
import { JOURNAL_DIR } from "../../../evaluator/runner/run-journal.ts";
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

/**
 * Starts `tsb run` (argv after `run`, with its `--out <out>`) as a process group of its own and
 * kills the whole group with SIGKILL, as a reboot or a session's end does, once its journal holds
 * `runs` finished runs. Returns how many it holds then.
 */
export async function runAndKill(
  argv: readonly string[],
  out: string,
  runs: number,
): Promise<number> {
  const child = spawn(process.execPath, [path.join(repoRoot, "bin", "tsb.mjs"), "run", ...argv], {
    detached: true,
    stdio: "ignore",
  });
  const ended = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const folder = path.join(out, JOURNAL_DIR, "runs");
  const journaled = () =>
    existsSync(folder) ? readdirSync(folder).filter((n) => n.endsWith(".json.gz")).length : 0;
  const deadline = Date.now() + 120_000;
  while (journaled() < runs) {
    if (child.exitCode !== null) throw new Error("tsb run ended before it could be killed");
    if (Date.now() > deadline) throw new Error(`tsb run kept no ${runs} runs in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.kill(-child.pid!, "SIGKILL");
  await ended;
  return journaled();
}
