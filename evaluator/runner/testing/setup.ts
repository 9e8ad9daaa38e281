import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadBenchmark, type BenchmarkDefinition } from "../../benchmark/load-benchmark.ts";
import { buildBenchmark, type BuildReport } from "../build-cache.ts";
import { Progress } from "../progress.ts";
import type { RunSuitesOptions } from "../run-suites-options.ts";
import { defaultLimits, detectSandbox } from "../sandbox.ts";
import { GOOD_SUITE, PYTEST, writeSuite, writeTestBenchmark } from "./benchmark.ts";

export interface TestWorld {
  root: string;
  benchmark: BenchmarkDefinition;
  cacheDir: string;
  suitesDir: string;
  submission: string;
  builds: BuildReport[];
  /** Options for `runSuites` on this world; `outDir` and overrides per call. */
  options: (outDir: string, overrides?: Partial<RunSuitesOptions>) => RunSuitesOptions;
}

/** Writes and builds the test benchmark and the good suite in a fresh temporary folder. */
export async function makeTestWorld(): Promise<TestWorld> {
  const root = await mkdtemp(path.join(os.tmpdir(), "tsb-runner-test-"));
  const { dir, submission } = await writeTestBenchmark(path.join(root, "benchmark"));
  const cacheDir = path.join(root, "cache");
  const suitesDir = path.join(root, "suites");
  await writeSuite(path.join(suitesDir, "adder"), GOOD_SUITE);
  const benchmark = await loadBenchmark(dir);
  const builds = await buildBenchmark(benchmark, { cacheDir, jobs: 2 });
  // The tests exercise the real sandbox: CI installs bubblewrap (.ci/run).
  const sandbox = await detectSandbox(false);
  return {
    root,
    benchmark,
    cacheDir,
    suitesDir,
    submission,
    builds,
    options: (outDir, overrides = {}) => ({
      benchmarkDir: dir,
      suitesDir,
      outDir,
      cacheDir,
      submissionFile: submission,
      command: `${PYTEST} --junitxml={junit}`,
      runs: 3,
      jobs: 2,
      // Short floor so the hanging mutant costs seconds, not a minute; the 5× rule still applies.
      minTimeoutSec: 4,
      sandbox,
      limits: defaultLimits,
      logCap: 16_384,
      progress: (total) => new Progress(total, null, null),
      warn: () => undefined,
      ...overrides,
    }),
  };
}
