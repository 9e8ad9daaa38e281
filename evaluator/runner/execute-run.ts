import {
  appendFile,
  chmod,
  copyFile,
  cp,
  lstat,
  mkdir,
  open,
  readFile,
  rm,
  utimes,
} from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { TsbError } from "../errors.ts";
import { defaultJUnitLimits } from "../junit/limits.ts";
import { sha256File } from "./hash.ts";
import { runProcess, type Deadline } from "./process.ts";
import { sandboxView } from "./sandbox-mounts.ts";
import { interpreterDir } from "./interpreter-dir.ts";
import { sealedInterpreter } from "./seal-script.ts";
import {
  COVERAGE_BYTES_CAP,
  readCoverageDir,
  untarCoverage,
  type CoverageFiles,
} from "../coverage/collect-files.ts";
import {
  prepareRunDir,
  runDirInside,
  SANDBOX_COVERAGE_DIR,
  SANDBOX_PLUGIN_DIR,
  SANDBOX_RUN_DIR,
  storageCaps,
  wrapArgv,
  type Limits,
  type Sandbox,
} from "./sandbox.ts";

/** The executable about to run does not match the build manifest: refuse, never run it. */
export class TamperedExecutableError extends TsbError {}

export interface RunRequest {
  suiteDir: string;
  /** The cached executable and the sha256 the build manifest records for it. */
  executable: string;
  sha256: string;
  /** Shell command template; `{junit}` becomes the path the suite must write JUnit XML to. */
  commandTemplate: string;
  /** The run's time limit; a Deadline when it may be lowered while the run goes on. */
  timeoutSec: number | Deadline;
  /**
   * A folder of its own for this run, under the runner's scratch folder, with a random name
   * (`runFolder`): its path shows in the sandbox's mount table. Removed afterwards.
   */
  runDir: string;
  slot: number;
  sandbox: Sandbox;
  limits: Limits;
  logCap: number;
  /** Bytes appended to this run's copy of the executable (protocol.ts, runSalt). */
  salt?: Buffer;
  /** A confirmation run: the JUnit ids of the only tests to run ($TSB_SELECT). */
  select?: readonly string[];
  /** tsb's pytest plugin folder (writePytestPlugin), which reads $TSB_SELECT. */
  pluginDir?: string;
  /** Seconds the run's clocks since boot are moved on (bubblewrap). */
  clockOffsetSec?: number;
  /**
   * A coverage run (evaluator/coverage/): the variable the instrumented reference reads for
   * where to write, pointed at the run's coverage folder (tsb's pytest plugin gives each test a
   * folder of its own there), and the tool's fixed variables.
   */
  coverage?: { variable: string; pattern?: string; env?: Record<string, string> };
}

export interface RunResult {
  exitCode: number | null;
  timedOut: boolean;
  durationSec: number;
  /** The JUnit XML the suite wrote, or null when it wrote none. */
  junit: Buffer | null;
  log: string;
  /** Why the run ended as an error although the suite finished: a disk or /tmp cap reached. */
  error?: string;
  /** A coverage run's files, or why they could not be read. */
  coverage?: CoverageFiles | { error: string };
}

/**
 * Writes tsb's pytest plugin (pytest-plugin/tsb_select.py) into `dir`/plugin and returns that
 * folder. A copy in the runner's scratch folder, because every sandbox's user must read it:
 * the checkout may sit in a home the suite's uid cannot enter.
 */
export async function writePytestPlugin(dir: string): Promise<string> {
  const target = path.join(dir, "plugin");
  await mkdir(target, { recursive: true, mode: 0o755 });
  await copyFile(
    new URL("./pytest-plugin/tsb_select.py", import.meta.url),
    path.join(target, "tsb_select.py"),
  );
  await chmod(target, 0o755);
  await chmod(path.join(target, "tsb_select.py"), 0o644);
  return target;
}

/** A run folder's name: random, so no count of runs shows in the sandbox's mount table. */
export function runFolder(scratch: string): string {
  return path.join(scratch, randomBytes(12).toString("hex"));
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
  // bubblewrap binds the executable read-only over the suite's copy (sandbox.ts).
  const bwrap = request.sandbox.kind === "bwrap";
  await mkdir(request.runDir, { recursive: true });
  try {
    await cp(request.suiteDir, workDir, {
      recursive: true,
      filter: (src) => !SUITE_SKIP.has(path.basename(src)),
    });
    const target = path.join(bwrap ? request.runDir : workDir, "executable");
    await rm(path.join(workDir, "executable"), { force: true, recursive: true });
    await copyFile(request.executable, target);
    await chmod(target, 0o600);
    const actual = await sha256File(target);
    if (actual !== request.sha256) {
      throw new TamperedExecutableError(
        `${request.executable}: sha256 ${actual} does not match the build manifest (${request.sha256}); ` +
          "refusing to run it. Rebuild with `tsb build`.",
      );
    }
    await hideExecutable(target, request.salt);
    // A sealed script's launcher runs a copy of its interpreter that the suite cannot read.
    const interpreter = bwrap ? await sealedInterpreter(request.executable) : null;
    const interpreters =
      interpreter === null
        ? undefined
        : await interpreterDir(
            path.dirname(request.runDir),
            request.sandbox.view ?? sandboxView(),
            interpreter,
          );
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
        ...(request.pluginDir ? { pluginDir: request.pluginDir } : {}),
        ...(interpreters ? { interpreterDir: interpreters } : {}),
        clockOffsetSec: request.clockOffsetSec ?? 0,
        ...(request.coverage ? { coverage: true } : {}),
      }),
      cwd: workDir,
      env: {
        ...suiteEnv(
          path.join(inside, "suite", "executable"),
          bwrap ? (request.sandbox.view ?? sandboxView()).path : undefined,
        ),
        ...pluginEnv(request, bwrap),
        ...coverageEnv(request, inside),
      },
      timeoutSec: request.timeoutSec,
      outputCap: request.logCap,
      ...(bwrap
        ? {
            channels: [
              REPORT_CAP,
              defaultJUnitLimits.maxBytes,
              ...(request.coverage ? [COVERAGE_BYTES_CAP] : []),
            ],
          }
        : {}),
    });
    const [report, junitOut, coverageOut] = result.channels;
    const coverage = request.coverage
      ? await (
          bwrap
            ? untarCoverage(coverageOut ?? Buffer.alloc(0))
            : readCoverageDir(path.join(request.runDir, COVERAGE_FOLDER))
        ).catch((e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }))
      : undefined;
    const { junit, problem } =
      bwrap && junitOut !== undefined
        ? checkJUnit(junitOut, report?.toString("utf8").includes("junit not-regular") ?? false)
        : await readJUnit(junitPath);
    const caps = storageCaps(request.limits);
    const error =
      bwrap && !result.timedOut && report !== undefined
        ? (capReached(report, caps) ?? spaceRanOut([result.output, junit], caps))
        : undefined;
    const limit =
      typeof request.timeoutSec === "number" ? request.timeoutSec : request.timeoutSec.seconds;
    const header = `$ ${command}\n# exit ${result.exitCode ?? result.signal}${result.timedOut ? `, killed after the ${limit} s timeout` : ""}, ${result.durationSec.toFixed(2)} s\n`;
    return {
      exitCode: result.exitCode,
      timedOut: result.timedOut,
      durationSec: result.durationSec,
      // A run that filled its disk may have written half a file, or none: not a result.
      junit: result.timedOut || error !== undefined ? null : junit,
      log:
        header +
        (error ? `# error: ${error}\n` : "") +
        (problem ? `# ${problem}\n` : "") +
        result.output,
      ...(error === undefined ? {} : { error }),
      ...(coverage === undefined ? {} : { coverage }),
    };
  } finally {
    await rm(request.runDir, { recursive: true, force: true });
  }
}

const REPORT_CAP = 4096;

/**
 * Makes the run's copy of the executable something a suite can run but not fingerprint: the
 * run's salt appended (its size and hash differ in every run), mode 0111 for a compiled program
 * (the kernel then also makes the process non-dumpable, so /proc/<pid>/mem and exe are closed
 * too), 0555 for a script, which its interpreter must read. The salt of a script is a comment
 * line, so it changes no behaviour. Its times are set now, like the suite's fresh copy.
 */
async function hideExecutable(file: string, salt: Buffer | undefined): Promise<void> {
  const head = Buffer.alloc(256);
  const handle = await open(file, "r");
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const start = head.subarray(0, bytesRead);
  const script = start.subarray(0, 2).toString("latin1") === "#!";
  if (salt !== undefined && salt.byteLength > 0) {
    if (!script) await appendFile(file, salt);
    else {
      const shebang = start.toString("latin1").split("\n")[0] ?? "";
      const comment = /\b(node|nodejs|deno|bun)\b/.test(shebang) ? "//" : "#";
      await appendFile(file, `\n${comment} ${salt.toString("hex").slice(0, salt.byteLength)}\n`);
    }
  }
  await chmod(file, script ? 0o555 : 0o111);
  const now = new Date();
  await utimes(file, now, now);
}

/**
 * What loads tsb's pytest plugin in every run, so that a confirmation run differs from another
 * run only by $TSB_SELECT; a runner other than pytest ignores all three.
 */
function pluginEnv(request: RunRequest, bwrap: boolean): Record<string, string> {
  if (!request.pluginDir) return {};
  return {
    PYTHONPATH: bwrap ? SANDBOX_PLUGIN_DIR : request.pluginDir,
    PYTEST_ADDOPTS: "-p tsb_select",
    // Sorted: the order the runner chose them in (the confirmed test first) stays its own.
    ...(request.select ? { TSB_SELECT: [...request.select].sort().join("\n") } : {}),
  };
}

/** The coverage folder's name in the run folder (bubblewrap: SANDBOX_COVERAGE_DIR). */
const COVERAGE_FOLDER = path.basename(SANDBOX_COVERAGE_DIR);

/**
 * A coverage run's variables: $TSB_COVERAGE_DIR and $TSB_COVERAGE_VAR for tsb's pytest plugin,
 * and the tool's variable itself pointed at `<dir>/suite`, where a runner without the plugin
 * (or code outside any test) writes: coverage of the whole suite.
 */
function coverageEnv(request: RunRequest, inside: string): Record<string, string> {
  if (!request.coverage) return {};
  const { variable, pattern, env } = request.coverage;
  const dir = path.join(inside, COVERAGE_FOLDER);
  return {
    ...env,
    TSB_COVERAGE_DIR: dir,
    TSB_COVERAGE_VAR: variable,
    ...(pattern ? { TSB_COVERAGE_PATTERN: pattern } : {}),
    [variable]: pattern ? path.join(dir, "suite", pattern) : path.join(dir, "suite"),
  };
}

/** The JUnit bytes the sandbox handed out: empty means none was written. */
function checkJUnit(
  bytes: Buffer,
  notRegular: boolean,
): { junit: Buffer | null; problem?: string } {
  if (notRegular) return { junit: null, problem: "the JUnit path is not a regular file; ignored" };
  if (bytes.byteLength === 0) return { junit: null };
  if (bytes.byteLength > defaultJUnitLimits.maxBytes) {
    return {
      junit: null,
      problem: `the JUnit file has over ${defaultJUnitLimits.maxBytes} bytes, the limit; ignored`,
    };
  }
  return { junit: bytes };
}

/**
 * Reads the sandbox's report (`<folder> <free blocks> <blocks> <block size>` a line) and says
 * which cap the run reached, if any. A full tmpfs has no free block left; a margin allows for
 * the last partial write.
 */
export function capReached(
  report: Buffer,
  caps: { diskMb: number; tmpMb: number },
): string | undefined {
  const full: string[] = [];
  for (const line of report.toString("utf8").split("\n")) {
    const [dir, free, , size] = line.split(" ");
    if (free === undefined || size === undefined) continue;
    if (Number(free) * Number(size) >= 64 * 1024) continue;
    if (dir === SANDBOX_RUN_DIR)
      full.push(`the run folder reached its ${caps.diskMb} MiB cap (--disk)`);
    else if (dir === "/tmp") full.push(`/tmp reached its ${caps.tmpMb} MiB cap (--tmp)`);
  }
  return full.length > 0 ? full.join("; ") : undefined;
}

/** errno 28 as C libraries and Python ("No space left on device") and Node ("no space…") print it. */
const NO_SPACE = ["No space left on device", "no space left on device"];

/**
 * A cap reached and freed again before the run ended (a suite that fills /tmp, fails, and
 * cleans up) leaves no full tmpfs for the report to show, yet it changed the results: some
 * write failed. That failure shows as errno 28's text in the suite's output or its JUnit, which
 * this looks for (only in sandboxed runs, where the caps exist).
 */
export function spaceRanOut(
  texts: Array<string | Buffer | null>,
  caps: { diskMb: number; tmpMb: number },
): string | undefined {
  const seen = texts.some((text) => text !== null && NO_SPACE.some((s) => text.includes(s)));
  return seen
    ? `a write failed with "No space left on device": the run folder (${caps.diskMb} MiB, --disk) or /tmp (${caps.tmpMb} MiB, --tmp) filled up during the run`
    : undefined;
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
function suiteEnv(executable: string, pathVar?: string): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    HOME: "/tmp",
    TMPDIR: "/tmp",
    TSB_EXECUTABLE: executable,
  };
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(PATH|LANG|LC_[A-Z]+|TZ|PYENV_VERSION|PYENV_ROOT)$/.test(key)) env[key] = value;
  }
  // Inside bubblewrap only the interpreters' own folders and the system's exist.
  if (pathVar !== undefined) env.PATH = pathVar;
  env.LANG ??= "C.UTF-8";
  return env;
}

export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
