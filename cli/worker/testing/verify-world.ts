import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  loadBenchmark,
  type BenchmarkDefinition,
} from "../../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../../evaluator/bundle/open-bundle.ts";
import { buildBenchmark } from "../../../evaluator/runner/build-cache.ts";
import { Progress } from "../../../evaluator/runner/progress.ts";
import { runSuites } from "../../../evaluator/runner/run-suites.ts";
import { defaultLimits, detectSandbox } from "../../../evaluator/runner/sandbox.ts";
import {
  GOOD_SUITE,
  PYTEST,
  writeSuite,
  writeTestBenchmark,
} from "../../../evaluator/runner/testing/benchmark.ts";
import type { Db } from "../../../db/index.ts";
import { tempDb } from "../../../db/testing/temp-db.ts";
import { storeBenchmark } from "../../../ingest/store-benchmark.ts";
import { jobOfSubmission } from "../../../db/verification/jobs.ts";
import { ingestBundle } from "../../ingest-bundle.ts";
import type { WorkerOptions } from "../worker-options.ts";

export const MIN_TIMEOUT_SEC = 4;

/** The adder benchmark's reference suite: every test passes on the reference. */
export const REFERENCE_SUITE: Record<string, string> = {
  "test_adder.py": `import subprocess

def run(*args):
    return subprocess.run(["./executable", *args], capture_output=True, text=True, timeout=60).stdout.strip()

def test_sum():
    assert run("1", "2", "3") == "6"

def test_empty():
    assert run() == "0"
`,
};

/**
 * The runner's test benchmark (adder) without its mutant that fails to build, under a
 * benchmarks root as the worker expects, built once, with a fresh database.
 */
export interface VerifyWorld {
  root: string;
  benchmarksRoot: string;
  benchmarkDir: string;
  benchmark: BenchmarkDefinition;
  cacheRoot: string;
  db: Db;
  dbFile: string;
  submission: string;
  slotBase: number;
  workerOptions: (overrides?: Partial<WorkerOptions>) => Promise<WorkerOptions>;
  cleanup: () => Promise<void>;
}

/**
 * `brokenBuild` keeps the benchmark's `stale-patch` mutant, whose patch does not apply: a
 * benchmark whose build fails.
 */
export async function makeVerifyWorld({
  brokenBuild = false,
  slotBase = 0,
  buildDelaySec = 0,
  buildScript,
}: {
  brokenBuild?: boolean;
  /** Job slots of their own, so test files running at once do not share sandbox uids. */
  slotBase?: number;
  /** Seconds each executable's build sleeps first: a benchmark slow to build. */
  buildDelaySec?: number;
  /** The reference's build.sh in place of the one that copies adder.sh. */
  buildScript?: string;
} = {}): Promise<VerifyWorld> {
  const root = await mkdtemp(path.join(os.tmpdir(), "tsb-verify-test-"));
  const benchmarksRoot = path.join(root, "benchmarks");
  const benchmarkDir = path.join(benchmarksRoot, "adder");
  const { submission } = await writeTestBenchmark(benchmarkDir);
  const instanceFile = path.join(benchmarkDir, "instances/adder/instance.json");
  const instance = JSON.parse(await readFile(instanceFile, "utf8")) as {
    mutants: Array<{ id: string; targetTest: string }>;
  };
  // The benchmark's own reference suite, which the worker's self-check runs: it passes on the
  // reference, and its target test kills empty-silent.
  await writeSuite(path.join(benchmarkDir, "instances/adder/tests"), REFERENCE_SUITE);
  for (const mutant of instance.mutants) mutant.targetTest = `test_adder.${mutant.targetTest}`;
  if (buildScript !== undefined)
    await writeFile(path.join(benchmarkDir, "instances/adder/reference/build.sh"), buildScript);
  if (buildDelaySec > 0) {
    const build = path.join(benchmarkDir, "instances/adder/reference/build.sh");
    const script = await readFile(build, "utf8");
    await writeFile(build, script.replace("set -e\n", `set -e\nsleep ${buildDelaySec}\n`));
  }
  if (!brokenBuild) {
    instance.mutants = instance.mutants.filter((m) => m.id !== "stale-patch");
    await rm(path.join(benchmarkDir, "instances/adder/mutants/stale-patch.patch"));
  }
  await writeFile(instanceFile, JSON.stringify(instance));
  const benchmark = await loadBenchmark(benchmarkDir);
  const cacheRoot = path.join(root, "cache");
  await buildBenchmark(benchmark, { cacheDir: cacheDirOf(cacheRoot, benchmark), jobs: 2 });
  const sandbox = await detectSandbox(false);
  const { db, file, cleanup } = tempDb();
  await storeBenchmark(db, benchmark);
  return {
    root,
    benchmarksRoot,
    benchmarkDir,
    benchmark,
    cacheRoot,
    db,
    dbFile: file,
    submission,
    slotBase,
    workerOptions: async (overrides = {}) => ({
      db,
      jobs: 2,
      slotBase,
      once: true,
      sandbox,
      limits: defaultLimits,
      command: `${PYTEST} --junitxml={junit}`,
      minTimeoutSec: MIN_TIMEOUT_SEC,
      logCap: 16_384,
      leaseMs: 30_000,
      pollMs: 100,
      prepare: {
        benchmarksRoot,
        cacheDirOf: (b) => cacheDirOf(cacheRoot, b),
        workDir: await mkdtemp(path.join(root, "work-")),
        buildJobs: 2,
        log: () => undefined,
      },
      log: () => undefined,
      ...overrides,
    }),
    cleanup: async () => {
      cleanup();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export const cacheDirOf = (root: string, b: BenchmarkDefinition): string =>
  path.join(root, `${b.name}@${b.version}`);

/** A suites-only bundle folder: submission.json and the adder suite `files`. */
export async function writeSuitesOnlyBundle(
  world: VerifyWorld,
  files: Record<string, string> = GOOD_SUITE,
): Promise<string> {
  const dir = await mkdtemp(path.join(world.root, "suites-only-"));
  await cp(world.submission, path.join(dir, "submission.json"));
  const suite = path.join(dir, "instances/adder/suite");
  await mkdir(suite, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(suite, name), text);
  return dir;
}

/** Scores and stores a bundle and queues its verification, as `tsb ingest` and uploads do. */
export async function submitBundle(world: VerifyWorld, dir: string, owner = "tester") {
  const bundle = await openBundle(dir);
  try {
    const { id } = await ingestBundle(world.db, bundle, {
      benchmarksRoot: world.benchmarksRoot,
      owner,
      workers: 0,
    });
    return { submissionId: id, jobId: jobOfSubmission(world.db, id) };
  } finally {
    await bundle.close();
  }
}

/** A result bundle from a real `tsb run` of GOOD_SUITE in `world`: what gets submitted. */
export async function writeResultBundle(world: VerifyWorld): Promise<string> {
  const suitesDir = path.join(world.root, "suites");
  await writeSuite(path.join(suitesDir, "adder"), GOOD_SUITE);
  const bundleDir = path.join(world.root, "run-bundle");
  const options = await world.workerOptions();
  await runSuites({
    benchmarkDir: world.benchmarkDir,
    suitesDir,
    outDir: bundleDir,
    cacheDir: cacheDirOf(world.cacheRoot, world.benchmark),
    submissionFile: world.submission,
    command: options.command,
    runs: 3,
    jobs: 2,
    minTimeoutSec: MIN_TIMEOUT_SEC,
    sandbox: options.sandbox,
    limits: options.limits,
    logCap: options.logCap,
    progress: (total) => new Progress(total, null, null),
    warn: () => undefined,
  });
  return bundleDir;
}
