import { chmod, copyFile, cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { TsbError } from "../errors.ts";
import { defaultJUnitLimits } from "../junit/limits.ts";
import { sha256File } from "./hash.ts";
import { runProcess, type Deadline } from "./process.ts";
import { hideExecutable } from "./run-folder.ts";
import { capReached, checkJUnit, readJUnit, spaceRanOut } from "./run-output.ts";
import { loadsFilter, SANDBOX_COVERAGE_PROGRAM, SECCOMP_FD } from "./sandbox-bwrap.ts";
import { sandboxView } from "./sandbox-mounts.ts";
import { inMemory, memoryRunFolder, PLUGIN_DIR, SECCOMP_FILE } from "./view/memory-tree.ts";
import { interpreterDir } from "./interpreter-dir.ts";
import { sealedInterpreter } from "./seal-script.ts";
import {
  COVERAGE_FOLDER,
  COVERAGE_PROGRAM_FOLDER,
  coverageEnv,
  coverageLauncher,
  pluginEnv,
  SELECT_FILE,
  selectionText,
  shellQuote,
  suiteEnv,
} from "./suite-env.ts";
import {
  COVERAGE_BYTES_CAP,
  readCoverageDir,
  untarCoverage,
  type CoverageFiles,
} from "../coverage/collect-files.ts";
import {
  prepareRunDir,
  runDirInside,
  storageCaps,
  wrapArgv,
  type Limits,
  type Sandbox,
} from "./sandbox.ts";

/** The executable about to run does not match the build manifest: refuse, never run it. */
export class TamperedExecutableError extends TsbError {
  constructor(executable: string, actual: string, expected: string) {
    super(
      `${executable}: sha256 ${actual} does not match the build manifest (${expected}); ` +
        "refusing to run it. Rebuild with `tsb build`.",
    );
  }
}

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
  /**
   * The signal that ended the sandbox's own process when it was not the time limit's: sent from
   * outside the run (an operator, a shutdown, the OOM killer), since a suite's processes cannot
   * reach that process, and a suite that kills itself ends it with 128 + n instead. The result
   * is then the machine's, not the suite's.
   */
  killedBy?: NodeJS.Signals;
}

/** Folders a suite may carry from its author's machine that must not leak between runs. */
const SUITE_SKIP = new Set(["__pycache__", ".pytest_cache"]);

/**
 * One run: a fresh copy of the suite in `runDir/suite/` with the executable at `./executable`
 * (and in $TSB_EXECUTABLE), its hash checked against the manifest, the command run in the
 * sandbox with the time limit. Returns what the bundle records.
 */
export async function executeRun(request: RunRequest): Promise<RunResult> {
  // bubblewrap binds the executable read-only over the suite's copy (sandbox.ts).
  const bwrap = request.sandbox.kind === "bwrap";
  // bubblewrap runs as the slot's uid, which must reach the run folder: under bubblewrap it is
  // made in memory, in a folder of tsb's that every uid can pass through (memory-tree.ts).
  const runDir = bwrap ? await memoryRunFolder(path.basename(request.runDir)) : request.runDir;
  const workDir = path.join(runDir, "suite");
  const junitPath = path.join(runDir, "junit.xml");
  // Every file the suite can read comes from memory, and the run gets the filter and /proc masks
  // that keep it from leaving anything for another run (view/memory-tree.ts).
  const sandbox = await inMemory(request.sandbox);
  const memory = sandbox.view?.memory;
  const pluginDir =
    request.pluginDir && memory !== undefined ? path.join(memory, PLUGIN_DIR) : request.pluginDir;
  await mkdir(runDir, { recursive: true });
  try {
    await cp(request.suiteDir, workDir, {
      recursive: true,
      filter: (src) => !SUITE_SKIP.has(path.basename(src)),
    });
    const shown = path.join(bwrap ? runDir : workDir, "executable");
    await rm(path.join(workDir, "executable"), { force: true, recursive: true });
    // A coverage run shows a launcher at ./executable and keeps the program beside it.
    const target = request.coverage
      ? path.join(runDir, COVERAGE_PROGRAM_FOLDER, "executable")
      : shown;
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(request.executable, target);
    await chmod(target, 0o600);
    const actual = await sha256File(target);
    if (actual !== request.sha256) {
      throw new TamperedExecutableError(request.executable, actual, request.sha256);
    }
    await hideExecutable(target, request.salt);
    // A sealed script's launcher runs a copy of its interpreter that the suite cannot read.
    const interpreter = bwrap ? await sealedInterpreter(request.executable) : null;
    const interpreters =
      interpreter === null
        ? undefined
        : await interpreterDir(path.dirname(runDir), sandbox.view ?? sandboxView(), interpreter);
    await prepareRunDir(sandbox, runDir, request.slot);
    // The suite sees its folder at the sandbox's fixed path (see SANDBOX_RUN_DIR).
    const inside = runDirInside(sandbox, runDir);
    const plugin = pluginEnv(request, bwrap, path.join(inside, "suite", SELECT_FILE));
    // Written after the suite's copy, so a file of the suite's own by that name is replaced.
    if (plugin.TSB_SELECT_FILE !== undefined)
      await writeFile(path.join(workDir, SELECT_FILE), selectionText(request.select) ?? "", {
        mode: 0o444,
      });
    if (request.coverage) {
      const program = bwrap ? path.join(SANDBOX_COVERAGE_PROGRAM, "executable") : target;
      await writeFile(shown, coverageLauncher(request.coverage, inside, program), { mode: 0o555 });
    }
    const command = request.commandTemplate.replaceAll(
      "{junit}",
      shellQuote(path.join(inside, path.relative(runDir, junitPath))),
    );
    const result = await runProcess({
      argv: wrapArgv(sandbox, {
        runDir: runDir,
        workDir,
        command,
        slot: request.slot,
        limits: request.limits,
        ...(pluginDir ? { pluginDir } : {}),
        ...(interpreters ? { interpreterDir: interpreters } : {}),
        clockOffsetSec: request.clockOffsetSec ?? 0,
        ...(request.coverage ? { coverage: true } : {}),
      }),
      cwd: workDir,
      env: {
        ...suiteEnv(
          path.join(inside, "suite", "executable"),
          bwrap ? (sandbox.view ?? sandboxView()).path : undefined,
          sandbox.view?.image !== undefined,
        ),
        ...plugin,
        ...coverageEnv(request, inside),
      },
      ...(loadsFilter(sandbox) && memory !== undefined
        ? { files: { [SECCOMP_FD]: path.join(memory, SECCOMP_FILE) } }
        : {}),
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
            : readCoverageDir(path.join(runDir, COVERAGE_FOLDER))
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
      ...(result.signal !== null && !result.timedOut ? { killedBy: result.signal } : {}),
    };
  } finally {
    await rm(runDir, { recursive: true, force: true });
  }
}

const REPORT_CAP = 4096;
