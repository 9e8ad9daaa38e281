import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadBenchmark, type InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { TsbError } from "../errors.ts";
import { selectInstances } from "./build-cache.ts";
import { BundleWriter, readSubmission } from "./bundle-writer.ts";
import { executeRun, type RunResult } from "./execute-run.ts";
import { fitJobs, refuseVisible } from "./host-guard.ts";
import { manifestEntry, readManifest, type BuildManifest } from "./manifest.ts";
import { KillTracker } from "./kill-tracker.ts";
import { planRuns, shardRuns, type ShardSpec } from "./plan.ts";
import { runPool } from "./pool.ts";
import { runTasks } from "./run-tasks.ts";
import { Progress, type RunStatus } from "./progress.ts";
import { SHARD_FILE, type ShardFile } from "./shard-file.ts";
import type { Limits, Sandbox } from "./sandbox.ts";

export const DEFAULT_COMMAND = "python3 -m pytest -q -p no:cacheprovider --junitxml={junit}";
/** Reference runs have no earlier timing to scale from; this bounds a suite that hangs there. */
export const REFERENCE_TIMEOUT_SEC = 600;

export interface RunSuitesOptions {
  benchmarkDir: string;
  suitesDir: string;
  outDir: string;
  cacheDir: string;
  submissionFile?: string;
  instances?: readonly string[];
  command: string;
  runs: number;
  jobs: number;
  /** Explicit limit for every run; when absent, mutants get `defaultMutantTimeout`. */
  timeoutSec?: number;
  /** The floor of the default mutant timeout (60 s); lowered only by tests. */
  minTimeoutSec?: number;
  shard?: ShardSpec;
  sandbox: Sandbox;
  limits: Limits;
  logCap: number;
  progress: Progress | ((total: number) => Progress);
  warn: (message: string) => void;
  /** Instances that run in an image (evaluator/environment/): its digest and sandbox. */
  environments?: ReadonlyMap<string, { digest: string; sandbox: Sandbox }>;
}

/** max(floor, 5 × the slowest reference run): DESIGN.md's default mutant timeout. */
export function defaultMutantTimeout(referenceSeconds: readonly number[], floorSec = 60): number {
  return Math.max(floorSec, 5 * Math.max(0, ...referenceSeconds));
}

/**
 * Runs the suites of `suitesDir` against the benchmark's built executables and writes a
 * result bundle to `outDir`. Reference runs come first; an instance's mutant runs start once
 * its k reference runs are done, with their timeout computed from those runs.
 *
 * Sharded, a shard times the suite on its own machine: it also runs the reference runs of every
 * instance it has mutants of, but writes only the reference runs it owns (`recorded: false`
 * for the others). So the default timeout is computed exactly as unsharded, from timings on the
 * machine that runs the mutants, at the cost of up to k extra runs per instance per shard;
 * an explicit `--timeout` skips those calibration runs.
 */
export async function runSuites(
  options: RunSuitesOptions,
): Promise<{ warnings: string[]; summary: ReturnType<Progress["finish"]> }> {
  const benchmark = await loadBenchmark(options.benchmarkDir);
  const benchmarkId = `${benchmark.name}@${benchmark.version}`;
  const manifest = await readManifest(options.cacheDir);
  if (manifest === null) {
    throw new TsbError(
      `${options.cacheDir}: no build manifest; run \`tsb build --benchmark ${options.benchmarkDir}\` first`,
    );
  }
  if (manifest.benchmark !== benchmarkId) {
    throw new TsbError(
      `${options.cacheDir}: the build cache is of '${manifest.benchmark}', not '${benchmarkId}'`,
    );
  }
  const submission = options.submissionFile
    ? await readSubmission(options.submissionFile, benchmarkId)
    : null;
  const warnings: string[] = [];
  const warn = (message: string): void => {
    warnings.push(message);
    options.warn(message);
  };

  await refuseVisible(options.sandbox, {
    "--benchmark": options.benchmarkDir,
    "--cache": options.cacheDir,
    "--out": options.outDir,
  });
  const jobs = fitJobs(options.jobs, options.sandbox, options.limits, warn);

  const selected = selectInstances(benchmark, options.instances);
  const withSuite: InstanceDefinition[] = [];
  for (const instance of selected) {
    if ((await stat(path.join(options.suitesDir, instance.id)).catch(() => null))?.isDirectory())
      withSuite.push(instance);
    else
      warn(
        `${path.join(options.suitesDir, instance.id)}: no suite for instance '${instance.id}'; it will score M = 0`,
      );
  }
  const plan = planRuns(withSuite, options.runs);
  const owned = options.shard ? shardRuns(plan, options.shard) : plan;
  const ownedKeys = new Set(owned.map((r) => `${r.instance}/${r.run}`));
  const tasks = runTasks(withSuite, options, ownedKeys, manifest, warn);
  checkBuiltIn(tasks, manifest, options);

  const writer = await BundleWriter.create(options.outDir);
  if (submission) await writer.writeJson("submission.json", submission);
  else
    warn(
      "no --submission given: the bundle has no submission.json, which `tsb score` requires; add one before scoring",
    );
  for (const instance of new Set(tasks.map((t) => t.instance)))
    await writer.copySuite(instance, path.join(options.suitesDir, instance));

  const progress =
    typeof options.progress === "function" ? options.progress(tasks.length) : options.progress;
  const kills = new KillTracker();
  const refsLeft = new Map<string, number>();
  for (const task of tasks)
    if (task.run.startsWith("reference/"))
      refsLeft.set(task.instance, (refsLeft.get(task.instance) ?? 0) + 1);
  const refSeconds = new Map<string, number[]>();
  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-run-"));
  // The unprivileged suite user must be able to traverse (not list) the way to its run folder.
  await chmod(scratch, 0o711);
  let counter = 0;

  try {
    await runPool(
      tasks,
      jobs,
      async (task, slot) => {
        const isReference = task.run.startsWith("reference/");
        const environment = options.environments?.get(task.instance);
        const entry = manifestEntry(manifest, task.instance, isReference ? "reference" : task.run);
        if (!entry || !("sha256" in entry))
          throw new Error(`internal: ${task.instance}/${task.run} has no built executable`);
        const timeoutSec =
          options.timeoutSec ??
          (isReference
            ? REFERENCE_TIMEOUT_SEC
            : defaultMutantTimeout(refSeconds.get(task.instance) ?? [], options.minTimeoutSec));
        progress.emit({
          type: "run-started",
          instance: task.instance,
          run: task.run,
          recorded: task.recorded,
        });
        const result = await executeRun({
          suiteDir: path.join(options.suitesDir, task.instance),
          executable: path.join(options.cacheDir, entry.path),
          sha256: entry.sha256,
          commandTemplate: options.command,
          timeoutSec,
          runDir: path.join(scratch, `${slot}-${++counter}`),
          slot,
          sandbox: environment?.sandbox ?? options.sandbox,
          limits: options.limits,
          logCap: options.logCap,
        });
        if (task.recorded)
          await writer.writeRun(task.instance, task.run, {
            ...result,
            environment: environment?.digest ?? "host",
          });
        if (result.error !== undefined) warn(`${task.instance}/${task.run}: ${result.error}`);
        let killed: boolean | undefined;
        if (isReference) {
          refSeconds.set(task.instance, [
            ...(refSeconds.get(task.instance) ?? []),
            result.durationSec,
          ]);
          await kills.addReference(task.instance, result.junit);
          const left = (refsLeft.get(task.instance) ?? 1) - 1;
          refsLeft.set(task.instance, left);
          // Judged only on all k runs: a shard may own just some of an instance's reference runs.
          const settled = left === 0 ? kills.settle(task.instance) : null;
          if (settled && settled.runs === options.runs && settled.valid === 0) {
            warn(brokenSuiteWarning(task.instance, options.runs, result));
          }
        } else {
          killed = await kills.isKilled(task.instance, result.junit);
        }
        progress.emit({
          type: "run-finished",
          instance: task.instance,
          run: task.run,
          recorded: task.recorded,
          status: runStatus(result),
          exitCode: result.exitCode,
          timedOut: result.timedOut,
          durationSec: Math.round(result.durationSec * 1000) / 1000,
          ...(result.error === undefined ? {} : { error: result.error }),
          ...(killed === undefined ? {} : { killed }),
        });
      },
      (task) =>
        task.run.startsWith("reference/") ||
        refsLeft.get(task.instance) === 0 ||
        !refsLeft.has(task.instance),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  await writer.finish();
  if (options.shard) {
    // Written last: a shard that crashed has none, so `tsb merge` cannot mistake it for whole.
    const shardFile: ShardFile = {
      schemaVersion: 1,
      benchmark: benchmarkId,
      shard: options.shard,
      plan: plan.map((r) => `${r.instance}/${r.run}`),
      owned: [...ownedKeys],
    };
    await writer.writeJson(SHARD_FILE, shardFile);
  }
  return { warnings, summary: progress.finish(path.resolve(options.outDir)) };
}

/**
 * Refuses to run an executable built in another environment than the run's: a program built
 * against the host's libraries may not even start in an image, and never proves the image.
 */
function checkBuiltIn(
  tasks: ReadonlyArray<{ instance: string; run: string }>,
  manifest: BuildManifest,
  options: RunSuitesOptions,
): void {
  for (const task of tasks) {
    const executable = task.run.startsWith("reference/") ? "reference" : task.run;
    const entry = manifestEntry(manifest, task.instance, executable);
    if (!entry || !("sha256" in entry)) continue;
    const wanted = options.environments?.get(task.instance)?.digest;
    if (entry.environment === wanted) continue;
    const where = (digest: string | undefined) => (digest ? `in image ${digest}` : "on the host");
    throw new TsbError(
      `${options.cacheDir}: ${task.instance}/${executable} was built ${where(entry.environment)}, but runs ${where(wanted)}; ` +
        "rebuild with `tsb build` and the same --env",
    );
  }
}

function runStatus(result: RunResult): RunStatus {
  if (result.timedOut) return "timeout";
  if (result.error !== undefined) return "error";
  if (result.junit === null) return "no-result";
  return result.exitCode === 0 ? "passed" : "failed";
}

function brokenSuiteWarning(instance: string, runs: number, last: RunResult): string {
  // The command line, then the end of the output, where test runners put the reason.
  const lines = last.log.trimEnd().split("\n");
  const excerpt = [
    ...lines.slice(0, 2),
    ...(lines.length > 16 ? ["…"] : []),
    ...lines.slice(Math.max(2, lines.length - 14)),
  ].join("\n    ");
  return (
    `\n!!! BROKEN SUITE: '${instance}' has no test that passed on all ${runs} reference runs.\n` +
    `!!! It will score V = 0 and kill no mutant. The last reference run's log:\n    ${excerpt}\n`
  );
}
