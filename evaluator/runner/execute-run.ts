import { chmod, copyFile, cp, lstat, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { TsbError } from "../errors.ts";
import { defaultJUnitLimits } from "../junit/limits.ts";
import { sha256File } from "./hash.ts";
import { runProcess } from "./process.ts";
import { prepareRunDir, runDirInside, wrapArgv, type Limits, type Sandbox } from "./sandbox.ts";

/** The executable about to run does not match the build manifest: refuse, never run it. */
export class TamperedExecutableError extends TsbError {}

export interface RunRequest {
  suiteDir: string;
  /** The cached executable and the sha256 the build manifest records for it. */
  executable: string;
  sha256: string;
  /** Shell command template; `{junit}` becomes the path the suite must write JUnit XML to. */
  commandTemplate: string;
  timeoutSec: number;
  /** A folder of its own for this run, under the runner's scratch folder; removed afterwards. */
  runDir: string;
  slot: number;
  sandbox: Sandbox;
  limits: Limits;
  logCap: number;
}

export interface RunResult {
  exitCode: number | null;
  timedOut: boolean;
  durationSec: number;
  /** The JUnit XML the suite wrote, or null when it wrote none. */
  junit: Buffer | null;
  log: string;
}

/** Folders a suite may carry from its author's machine that must not leak between runs. */
const SUITE_SKIP = new Set(["__pycache__", ".pytest_cache"]);

/**
 * One run: a fresh copy of the suite in `runDir/suite/` with the executable at `./executable`
 * (and in $TSB_EXECUTABLE), its hash checked against the manifest, the command run in the
 * sandbox with the time limit. Returns what the bundle records.
 */
export async function executeRun(request: RunRequest): Promise<RunResult> {
  const workDir = path.join(request.runDir, "suite");
  const junitPath = path.join(request.runDir, "junit.xml");
  await mkdir(request.runDir, { recursive: true });
  try {
    await cp(request.suiteDir, workDir, {
      recursive: true,
      filter: (src) => !SUITE_SKIP.has(path.basename(src)),
    });
    const target = path.join(workDir, "executable");
    await rm(target, { force: true, recursive: true });
    await copyFile(request.executable, target);
    await chmod(target, 0o755);
    const actual = await sha256File(target);
    if (actual !== request.sha256) {
      throw new TamperedExecutableError(
        `${request.executable}: sha256 ${actual} does not match the build manifest (${request.sha256}); ` +
          "refusing to run it. Rebuild with `tsb build`.",
      );
    }
    await prepareRunDir(request.sandbox, request.runDir, request.slot);
    // The suite sees its folder at the sandbox's fixed path (see SANDBOX_RUN_DIR).
    const inside = runDirInside(request.sandbox, request.runDir);
    const command = request.commandTemplate.replaceAll(
      "{junit}",
      shellQuote(path.join(inside, path.relative(request.runDir, junitPath))),
    );
    const result = await runProcess({
      argv: wrapArgv(request.sandbox, {
        runDir: request.runDir,
        workDir,
        command,
        slot: request.slot,
        limits: request.limits,
      }),
      cwd: workDir,
      env: suiteEnv(path.join(inside, path.relative(request.runDir, target))),
      timeoutSec: request.timeoutSec,
      outputCap: request.logCap,
    });
    const { junit, problem } = await readJUnit(junitPath);
    const header = `$ ${command}\n# exit ${result.exitCode ?? result.signal}${result.timedOut ? `, killed after the ${request.timeoutSec} s timeout` : ""}, ${result.durationSec.toFixed(2)} s\n`;
    return {
      exitCode: result.exitCode,
      timedOut: result.timedOut,
      durationSec: result.durationSec,
      junit: result.timedOut ? null : junit,
      log: header + (problem ? `# ${problem}\n` : "") + result.output,
    };
  } finally {
    await rm(request.runDir, { recursive: true, force: true });
  }
}

/**
 * Reads the XML the suite wrote, refusing what untrusted code could plant there: a symlink
 * (we run as a user who could read what it points to) or a file past the parser's size limit.
 */
async function readJUnit(file: string): Promise<{ junit: Buffer | null; problem?: string }> {
  const info = await lstat(file).catch(() => null);
  if (info === null) return { junit: null };
  if (!info.isFile())
    return { junit: null, problem: "the JUnit path is not a regular file; ignored" };
  if (info.size > defaultJUnitLimits.maxBytes) {
    return {
      junit: null,
      problem: `the JUnit file has ${info.size} bytes, over the ${defaultJUnitLimits.maxBytes}-byte limit; ignored`,
    };
  }
  return { junit: await readFile(file) };
}

/**
 * The suite's environment: a short allow-list, so secrets in the runner's environment (tokens,
 * keys) never reach untrusted code. HOME points at the private /tmp.
 */
function suiteEnv(executable: string): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    HOME: "/tmp",
    TMPDIR: "/tmp",
    TSB_EXECUTABLE: executable,
  };
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(PATH|LANG|LC_[A-Z]+|TZ|PYENV_VERSION|PYENV_ROOT)$/.test(key)) env[key] = value;
  }
  env.LANG ??= "C.UTF-8";
  return env;
}

export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
