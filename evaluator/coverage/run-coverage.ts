import path from "node:path";
import type { BuildEnvironment } from "../runner/build-one.ts";
import type { BuildManifest } from "../runner/manifest.ts";
import { executeRun } from "../runner/execute-run.ts";
import { runFolder } from "../runner/run-folder.ts";
import type { Limits, Sandbox } from "../runner/sandbox.ts";
import { convertCoverage } from "./convert.ts";
import { coverageToolFor } from "./tools.ts";
import type { CoverageFile, CoverageMeasured } from "./types.ts";

export interface CoverageRunOptions {
  instance: string;
  suiteDir: string;
  cacheDir: string;
  manifest: BuildManifest;
  commandTemplate: string;
  timeoutSec: number;
  scratch: string;
  slot: number;
  sandbox: Sandbox;
  limits: Limits;
  logCap: number;
  pluginDir: string;
  /** The image the instance builds and runs in (its tools read the coverage run's files). */
  environment?: BuildEnvironment;
}

/** What a coverage run gives: the bundle's coverage.json, and its time (for the bench). */
export interface CoverageRun {
  file: CoverageFile;
  durationSec: number;
}

/**
 * One extra run of an instance's suite on its instrumented reference, in the same sandbox as
 * every other run, to record which reference lines each test executed. It never scores: its
 * JUnit is dropped, and a failure of the run only makes the instance's coverage unavailable,
 * with the reason. Not salted: its bytes never meet a scored run.
 */
export async function runCoverage(options: CoverageRunOptions): Promise<CoverageRun> {
  const entry = options.manifest.instances[options.instance]?.coverage;
  const none = (why: string, tool = entry?.tool): CoverageRun => ({
    file: { schemaVersion: 1, unavailable: why, ...(tool ? { tool } : {}) },
    durationSec: 0,
  });
  if (!entry)
    return none(
      "the build cache has no coverage build of this instance (run `tsb build` without --no-coverage)",
    );
  if (!("sha256" in entry)) return none(entry.unavailable);
  const spec = coverageToolFor(languageOf(entry.tool));
  if (!spec) return none(`internal: no coverage tool '${entry.tool}'`);
  const result = await executeRun({
    suiteDir: options.suiteDir,
    executable: path.join(options.cacheDir, entry.path),
    sha256: entry.sha256,
    commandTemplate: options.commandTemplate,
    timeoutSec: options.timeoutSec,
    runDir: runFolder(options.scratch),
    slot: options.slot,
    sandbox: options.sandbox,
    limits: options.limits,
    logCap: options.logCap,
    pluginDir: options.pluginDir,
    coverage: {
      variable: spec.variable,
      ...(spec.pattern ? { pattern: spec.pattern } : {}),
      ...(spec.env ? { env: spec.env } : {}),
    },
  });
  const took = { durationSec: result.durationSec };
  if (result.timedOut)
    return { ...none(`the coverage run timed out after ${options.timeoutSec} s`), ...took };
  if (result.error !== undefined)
    return { ...none(`the coverage run failed: ${result.error}`), ...took };
  if (!result.coverage || "error" in result.coverage)
    return {
      ...none(
        `the coverage run's files could not be read: ${result.coverage?.error ?? "none were handed out"}`,
      ),
      ...took,
    };
  try {
    const file = await convertCoverage(
      result.coverage,
      entry,
      options.cacheDir,
      options.environment,
    );
    if (recordedNothing(file))
      return {
        ...none(
          `no test recorded a line of the reference: does the suite run ./executable ($TSB_EXECUTABLE)?`,
        ),
        ...took,
      };
    return { file, ...took };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return {
      ...none(`${entry.tool} could not read the coverage run's files: ${message}`),
      ...took,
    };
  }
}

/**
 * Whether a suite's tests ran and none recorded a line of the reference. Every run of the program
 * writes some coverage (its entry point at least), even one started with an environment of its
 * own (./executable's launcher sets the variable), so such a suite never ran the program, and
 * its coverage would call every mutant unreached.
 */
export function recordedNothing(file: CoverageMeasured): boolean {
  return Object.keys(file.suite).length === 0 && Object.keys(file.tests ?? {}).length > 0;
}

function languageOf(tool: string): string {
  return { gcov: "c", v8: "javascript", "go-cover": "go", "llvm-cov": "rust" }[tool] ?? tool;
}
