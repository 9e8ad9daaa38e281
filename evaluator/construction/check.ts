import { access, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BenchmarkDefinition, InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { buildBenchmark, selectInstances, type BuildReport } from "../runner/build-cache.ts";
import { Progress } from "../runner/progress.ts";
import { DEFAULT_COMMAND, runSuites } from "../runner/run-suites.ts";
import { defaultLimits, type Sandbox } from "../runner/sandbox.ts";
import type { InstanceEnvironment } from "../environment/prepare-environments.ts";
import { scoreBundle } from "../score/score-bundle.ts";
import { TsbError } from "../errors.ts";
import { findStaleHunks, type StaleHunk } from "./stale-patches.ts";
import { checkReferenceBundle, ranCoveringTests } from "./reference-bundle.ts";
import type { InstanceDetail, InstanceScore } from "../types.ts";
import {
  checkInstance,
  PAPER_FIGURES,
  summarizeChecks,
  type CheckSummary,
  type InstanceCheck,
} from "./check-analysis.ts";
import {
  checkVariants,
  pooledToldApartShare,
  VARIANTS_DIR,
  type InstanceVariants,
} from "./variant-analysis.ts";

/**
 * `tsb benchmark check`: builds a benchmark, runs each instance's reference suite (`tests/`) on
 * the reference and on every mutant exactly as `tsb run` runs a submission, scores that bundle,
 * and applies the paper's checks (section 2.2) to the result.
 */

export interface CheckOptions {
  /** Build cache shared with `tsb build` and `tsb run`. */
  cacheDir: string;
  instances?: readonly string[];
  jobs: number;
  /** First sandbox slot (`tsb run --slot-base`): beside another tsb run or worker, a range of its own. */
  slotBase?: number;
  sandbox: Sandbox;
  /** Runs of the suite on the reference; a test must pass in all of them (3, as in the paper). */
  referenceRuns?: number;
  /** Per run, in seconds; `tsb run`'s default (from the reference runs' time) when absent. */
  timeoutSec?: number;
  /** The suite command; `{junit}` is replaced by the JUnit XML path. */
  command?: string;
  /** Where the progress bar is drawn, if anywhere. */
  tty?: NodeJS.WriteStream | null;
  warn?: (message: string) => void;
  /** Run each instance's `variants/` suite too (the logic-level check); default true. */
  variants?: boolean;
  /** Instances that build and run in their declared image (evaluator/environment/). */
  environments?: ReadonlyMap<string, InstanceEnvironment>;
  /**
   * Covering-tests mode (`tsb run --covering-tests`): each mutant runs only the reference tests
   * whose coverage reaches its changed lines. A test that does not execute a mutant's code cannot
   * fail on it, so the kills come out the same at a fraction of the runs (large suites on large
   * programs); the full run stays the default, as in `tsb run`.
   */
  coveringTests?: boolean;
  /**
   * A folder (which must not exist) to keep the bundle of the reference suites' runs in: the
   * benchmark's reference submission, from the check's own runs rather than a second run of the
   * same suites (hours on a large instance). Its submission.json names the check's run.
   */
  keepBundle?: string;
  /**
   * A bundle of an earlier run of the reference suites to score instead of running them: a
   * check's `keepBundle`, or `tsb run` of each instance's `tests/` (sharded and merged, for an
   * instance whose runs take longer than one sitting). It must hold the instances' current
   * `tests/` files, byte for byte, a run of every current mutant and of each reference run, in
   * the environment the instance declares (checkReferenceBundle); the variants still run.
   */
  fromBundle?: string;
}

/** What the mutant runs of one suite cost in test executions. */
export interface TestRunCount {
  /** Tests run on the instance's mutants. */
  run: number;
  /** What the full protocol runs: every test on every mutant. */
  full: number;
}

export interface CheckReport {
  benchmark: string;
  paper: typeof PAPER_FIGURES;
  builds: { failed: BuildReport[] };
  /** Mutant patch hunks that apply elsewhere than their header says (stale-patches.ts). */
  stalePatches: StaleHunk[];
  instances: InstanceCheck[];
  summary: CheckSummary;
  /** The logic-level check, for the checked instances that have a `variants/` suite. */
  variants: { instances: InstanceVariants[]; toldApartShare: number };
  /** Whether mutants ran only their covering tests (CheckOptions.coveringTests). */
  coveringTests: boolean;
  /** Per instance, the reference suite's test executions on mutants (the variants' not counted). */
  testRuns: Record<string, TestRunCount>;
  ok: boolean;
}

export async function checkBenchmark(
  benchmark: BenchmarkDefinition,
  options: CheckOptions,
): Promise<CheckReport> {
  const selected = selectInstances(benchmark, options.instances);
  const ids = selected.map((i) => i.id);
  // Refused before the runs, not after hours of them.
  if (options.keepBundle !== undefined && (await exists(options.keepBundle)))
    throw new TsbError(`${options.keepBundle}: already exists; --keep-bundle writes a new folder`);
  if (options.keepBundle !== undefined && options.fromBundle !== undefined)
    throw new TsbError(
      "--from-bundle and --keep-bundle: the bundle the check reads is already kept; give one",
    );
  if (options.fromBundle !== undefined)
    await checkReferenceBundle(benchmark, options.fromBundle, selected, {
      referenceRuns: options.referenceRuns ?? 3,
      environments: options.environments,
    });
  const stalePatches = (await Promise.all(selected.map(findStaleHunks))).flat();
  const builds = await buildBenchmark(benchmark, {
    cacheDir: options.cacheDir,
    instances: ids,
    jobs: options.jobs,
    environmentFor: (instance) => options.environments?.get(instance.id)?.build,
  });
  const benchmarkId = `${benchmark.name}@${benchmark.version}`;

  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-check-"));
  try {
    const run = (suite: string, instances: readonly InstanceDefinition[]) =>
      runSuite(benchmark, options, path.join(scratch, suite), suite, instances);
    const details =
      options.fromBundle !== undefined
        ? await scoreRuns(benchmark, options.fromBundle, selected)
        : await run("tests", selected);
    if (options.keepBundle !== undefined)
      await cp(path.join(scratch, "tests", "bundle"), options.keepBundle, { recursive: true });
    const testRuns = Object.fromEntries(
      [...details].map(([id, found]) => [id, found.testRuns] as const),
    );
    const checks = selected.map((definition) => {
      const found = details.get(definition.id);
      if (!found) throw new Error(`instance ${definition.id} is missing from its own score report`);
      return checkInstance(definition, found.score, found.detail);
    });

    const withVariants: InstanceDefinition[] = [];
    if (options.variants !== false) {
      for (const instance of selected) {
        if (await exists(path.join(instance.dir, VARIANTS_DIR))) withVariants.push(instance);
      }
    }
    const variantDetails = withVariants.length > 0 ? await run(VARIANTS_DIR, withVariants) : null;
    const variants = withVariants.map((definition) =>
      checkVariants(definition, variantDetails!.get(definition.id)!.detail),
    );

    const failed = builds.filter((b) => b.status === "failed");
    return {
      benchmark: benchmarkId,
      paper: PAPER_FIGURES,
      builds: { failed },
      stalePatches,
      instances: checks,
      summary: summarizeChecks(checks),
      variants: { instances: variants, toldApartShare: pooledToldApartShare(variants) },
      coveringTests: options.coveringTests === true || (await ranCoveringTests(options.fromBundle)),
      testRuns,
      ok:
        failed.length === 0 &&
        stalePatches.length === 0 &&
        checks.every((c) => c.ok) &&
        variants.every((v) => v.mutants.every((m) => m.verdict === "told-apart")),
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Runs one suite folder of each instance (`tests/` or `variants/`), laid out as `tsb run`
 * expects submitted suites, on the reference and every mutant, and scores it as a submission.
 */
async function runSuite(
  benchmark: BenchmarkDefinition,
  options: CheckOptions,
  work: string,
  suite: string,
  selected: readonly InstanceDefinition[],
): Promise<SuiteRuns> {
  const suitesDir = path.join(work, "suites");
  await mkdir(suitesDir, { recursive: true });
  for (const instance of selected)
    await cp(path.join(instance.dir, suite), path.join(suitesDir, instance.id), {
      recursive: true,
    });
  const submissionFile = path.join(work, "submission.json");
  await writeFile(
    submissionFile,
    JSON.stringify({
      schemaVersion: 1,
      benchmark: `${benchmark.name}@${benchmark.version}`,
      model: `reference suite (${suite}/)`,
      agent: "benchmark authors",
      setting: "spec-only",
      date: new Date().toISOString().slice(0, 10),
    }),
  );
  const bundleDir = path.join(work, "bundle");
  await runSuites({
    benchmarkDir: benchmark.dir,
    suitesDir,
    outDir: bundleDir,
    cacheDir: options.cacheDir,
    submissionFile,
    instances: selected.map((i) => i.id),
    command: options.command ?? DEFAULT_COMMAND,
    runs: options.referenceRuns ?? 3,
    jobs: options.jobs,
    ...(options.slotBase !== undefined ? { slotBase: options.slotBase } : {}),
    // The benchmark's own suites are deterministic: their kills need no confirmation runs.
    confirm: false,
    coveringTests: options.coveringTests === true,
    ...(options.timeoutSec !== undefined ? { timeoutSec: options.timeoutSec } : {}),
    sandbox: options.sandbox,
    limits: defaultLimits,
    logCap: 16_384,
    progress: (total) => new Progress(total, null, options.tty ?? null),
    warn: options.warn ?? (() => {}),
    ...(options.environments ? { environments: options.environments } : {}),
  });
  return scoreRuns(benchmark, bundleDir, selected);
}

type SuiteRuns = Map<
  string,
  { score: InstanceScore; detail: InstanceDetail; testRuns: TestRunCount }
>;

/** Scores a bundle of one suite folder's runs, for the instances that ran. */
async function scoreRuns(
  benchmark: BenchmarkDefinition,
  bundleDir: string,
  selected: readonly InstanceDefinition[],
): Promise<SuiteRuns> {
  const bundle = await openBundle(bundleDir);
  try {
    const scored = await scoreBundle(bundle, benchmark);
    const out: SuiteRuns = new Map();
    // The scorer reports every instance of the benchmark; only the selected ones were run
    // (`--instances`, `--since`), and the others have no outcomes to count.
    const ran = new Set(selected.map((i) => i.id));
    for (const detail of scored.details) {
      if (!ran.has(detail.instanceId)) continue;
      const score = scored.report.instances.find((i) => i.id === detail.instanceId);
      if (!score) continue;
      const testRuns = await countTestRuns(bundleDir, detail.instanceId, detail.tests.length);
      out.set(detail.instanceId, { score, detail, testRuns });
    }
    return out;
  } finally {
    await bundle.close();
  }
}

/**
 * The tests each mutant run of an instance executed, from the bundle's `outcomes.json`: a
 * covering-tests run records its selection, a mutant no test reaches ran nothing, and any other
 * run ran the whole suite.
 */
async function countTestRuns(
  bundleDir: string,
  instance: string,
  suiteSize: number,
): Promise<TestRunCount> {
  const file = path.join(bundleDir, "instances", instance, "outcomes.json");
  const outcomes = JSON.parse(await readFile(file, "utf8")) as Record<
    string,
    { selected?: string[]; notReached?: boolean } | undefined
  >;
  let run = 0;
  let mutants = 0;
  for (const [key, outcome] of Object.entries(outcomes)) {
    if (!key.startsWith("mutants/") || !outcome) continue;
    mutants++;
    run += outcome.notReached ? 0 : (outcome.selected?.length ?? suiteSize);
  }
  return { run, full: mutants * suiteSize };
}
