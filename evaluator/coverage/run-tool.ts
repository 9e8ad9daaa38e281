import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { BuildEnvironment } from "../runner/build-one.ts";

const run = promisify(execFile);

/**
 * Runs a coverage tool (`gcov`, `go tool covdata`) where the instance builds: on the host, or in
 * its image, so that the tool reading a run's files is the one of the compiler that wrote them.
 * `dir` is the folder it works in (the files it reads and writes); without one, a scratch folder.
 * Paths under `dir` are given to the tool as `{dir}/…`, which names the folder as the tool sees it.
 */
export async function runTool(
  environment: BuildEnvironment | undefined,
  argv: readonly string[],
  options: { dir?: string; timeoutMs: number },
): Promise<{ stdout: string; stderr: string }> {
  const scratch = options.dir ?? (await mkdtemp(path.join(os.tmpdir(), "tsb-tool-")));
  try {
    const inside = environment?.workDirInside ?? scratch;
    const args = argv.map((a) => a.replaceAll("{dir}", inside));
    const command = environment ? await environment.command(scratch, args) : undefined;
    const [file, ...rest] = command?.argv ?? args;
    return await run(file as string, rest, {
      cwd: scratch,
      timeout: options.timeoutMs,
      maxBuffer: 256 * 1024 * 1024,
      // The image's environment only (NODE_ENV too, which Node's typings require of an env).
      ...(command ? { env: { ...command.env, NODE_ENV: process.env.NODE_ENV } } : {}),
    });
  } finally {
    if (options.dir === undefined) await rm(scratch, { recursive: true, force: true });
  }
}
