import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadBenchmark, type InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { TsbError } from "../errors.ts";
import { selectInstances } from "./build-cache.ts";
import { BundleWriter, readSubmission } from "./bundle-writer.ts";
import { Confirmations, type RunTask } from "./confirmations.ts";
import { executeRun, runFolder, writePytestPlugin, type RunResult } from "./execute-run.ts";
import { fitJobs, refuseVisible } from "./host-guard.ts";
import { manifestEntry, readManifest, type BuildManifest } from "./manifest.ts";
import { KillTracker } from "./kill-tracker.ts";
import { planRuns, shardRuns, type ShardSpec } from "./plan.ts";
import { runPool } from "./pool.ts";
import { Deadline } from "./process.ts";
import { newProtocol, runClockOffset, runSalt, seededOrder } from "./protocol.ts";
import { runExecutable, runTasks } from "./run-tasks.ts";
import { Progress, type RunStatus } from "./progress.ts";
import { coveringTests } from "../coverage/covering-tests.ts";
import type { BuildEnvironment } from "./build-one.ts";
import { runCoverage } from "../coverage/run-coverage.ts";
import type { CoverageFile } from "../coverage/types.ts";
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
  /**
   * The first job slot (default 0): a run in slot s of the pool uses the sandbox's slot
   * slotBase + s, i.e. uid 61000 + slotBase + s as root. Two shards on one machine need ranges
   * apart, since the kernel's process cap counts per uid.
   */
  slotBase?: number;
  /** Explicit limit for every run; when absent, mutants get `defaultMutantTimeout`. */
  timeoutSec?: number;
  /** The floor of the default mutant timeout (60 s); lowered only by tests. */
  minTimeoutSec?: number;
  shard?: ShardSpec;
  /** Hex seed of the run's random choices (order, salts, confirming tests); random when absent. */
  seed?: string;
  /**
   * Whether kills get confirmation runs (default true). `tsb benchmark check` runs the
   * benchmark's own deterministic suites without them: its bundle is then unconfirmed.
   */
  confirm?: boolean;
  sandbox: Sandbox;
  limits: Limits;
  logCap: number;
  progress: Progress | ((total: number) => Progress);
  warn: (message: string) => void;
  /**
   * Instances that run in an image (evaluator/environment/): its digest and sandbox, and where
   * its tools run (the coverage tools that read the coverage run's files).
   */
  environments?: ReadonlyMap<
    string,
    { digest: string; sandbox: Sandbox; build?: BuildEnvironment }
  >;
  /** One extra run per instance on the instrumented reference, for coverage.json (default true). */
  coverage?: boolean;
  /**
   * Covering-tests mode: each mutant runs only the tests whose coverage reaches its changed
   * lines, and a mutant no test reaches is not run (it survives). Needs the coverage run.
   */
  coveringTests?: boolean;
}

/** max(floor, 5 × the slowest reference run): DESIGN.md's default mutant timeout. */
export function defaultMutantTimeout(referenceSeconds: readonly number[], floorSec = 60): number {
  return Math.max(floorSec, 5 * Math.max(0, ...referenceSeconds));
}

/**
 * Runs the suites of `suitesDir` against the benchmark's built executables and writes a
 * result bundle to `outDir`, following the run protocol (protocol.ts): reference runs (each on
 * its own reference variant) and mutant runs in the seed's random order, a salted copy of the
 * executable per run, and, once an instance's runs are in, the confirmation runs of its kills
 * (confirmations.ts). A mutant run that starts before its instance's reference runs are timed
 * gets the reference limit, lowered to the mutant rule's once they are.
 *
 * Sharded, a shard times the suite on its own machine: it also runs the reference runs of every
 * instance it has mutants of, but writes only the reference runs it owns (`recorded: false`
 * for the others). So the default timeout is computed exactly as unsharded, from timings on the
 * machine that runs the mutants, and the shard knows which tests are valid before it confirms
 * a kill, at the cost of up to k extra runs per instance per shard.
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

  const protocol = newProtocol(options.runs, options.seed);
  const confirming = options.confirm ?? true;
  if (confirming)
    for (const instance of new Set(tasks.map((t) => t.instance)))
      writer.setProtocol(instance, protocol);
  const progress =
    typeof options.progress === "function" ? options.progress(tasks.length) : options.progress;
  const kills = new KillTracker();
  const confirm = new Confirmations(protocol);
  const refsLeft = new Map<string, number>();
  const firstPassLeft = new Map<string, number>();
  for (const task of tasks) {
    firstPassLeft.set(task.instance, (firstPassLeft.get(task.instance) ?? 0) + 1);
    if (task.run.startsWith("reference/"))
      refsLeft.set(task.instance, (refsLeft.get(task.instance) ?? 0) + 1);
  }
  const refSeconds = new Map<string, number[]>();
  // Mutant runs that started before their instance's reference runs were timed: their limit is
  // lowered to the mutant rule's once they are.
  const waiting = new Map<string, Deadline[]>();
  const mutantLimit = (instance: string): number =>
    defaultMutantTimeout(refSeconds.get(instance) ?? [], options.minTimeoutSec);
  const finishFirstPass = (instance: string, enqueue: (more: RunTask[]) => void): void => {
    if (!confirming) return;
    const left = (firstPassLeft.get(instance) ?? 1) - 1;
    firstPassLeft.set(instance, left);
    if (left === 0) {
      // Every run of the instance is in: the kills it saw are confirmed now.
      const more = confirm.plan(instance);
      progress.grow(more.length);
      enqueue(more);
    }
  };
  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-run-"));
  // The unprivileged suite user must be able to traverse (not list) the way to its run folder.
  await chmod(scratch, 0o711);
  const pluginDir = await writePytestPlugin(scratch);

  const coverage = new Map<string, CoverageFile>();
  const covering = (instance: string, mutant: string) =>
    options.coveringTests
      ? coveringTests(coverage.get(instance), manifest.instances[instance]?.changedLines?.[mutant])
      : { run: "all" as const };

  try {
    if (options.coverage ?? true) {
      // Sharded, the shard with an instance's first reference run makes its coverage (and in
      // covering-tests mode every shard does, for its own mutants).
      const wanted = [...new Set(tasks.map((t) => t.instance))].filter(
        (i) => !options.shard || options.coveringTests || ownedKeys.has(`${i}/reference/1`),
      );
      await runPool(wanted, jobs, async (instance, slot) => {
        const environment = options.environments?.get(instance);
        const started = performance.now();
        const { file } = await runCoverage({
          instance,
          suiteDir: path.join(options.suitesDir, instance),
          cacheDir: options.cacheDir,
          manifest,
          commandTemplate: options.command,
          timeoutSec: options.timeoutSec ?? REFERENCE_TIMEOUT_SEC,
          scratch,
          slot,
          sandbox: environment?.sandbox ?? options.sandbox,
          limits: options.limits,
          logCap: options.logCap,
          pluginDir,
          ...(environment?.build ? { environment: environment.build } : {}),
        });
        coverage.set(instance, file);
        // A shard writes it only with its instance's first reference run, so merged shards hold one.
        if (options.shard === undefined || ownedKeys.has(`${instance}/reference/1`))
          await writer.writeJson(`instances/${instance}/coverage/coverage.json`, file);
        if ("unavailable" in file) warn(`${instance}: no coverage: ${file.unavailable}`);
        progress.emit({
          type: "coverage-finished",
          instance,
          durationSec: Math.round(performance.now() - started) / 1000,
          ...("unavailable" in file
            ? { unavailable: file.unavailable }
            : { granularity: file.granularity }),
        });
      });
    } else if (options.coveringTests)
      throw new TsbError("--covering-tests needs the coverage run; drop --no-coverage");
    await runPool<RunTask>(
      seededOrder(protocol.seed, tasks, (t) => `${t.instance}/${t.run}`),
      jobs,
      async (task, slot, enqueue) => {
        const key = `${task.instance}/${task.run}`;
        const environment = options.environments?.get(task.instance);
        const { executable, variant } = runExecutable(task, protocol);
        const entry =
          manifestEntry(manifest, task.instance, executable, variant) ??
          manifestEntry(manifest, task.instance, executable);
        if (!entry || !("sha256" in entry))
          throw new Error(`internal: ${key} has no built executable`);
        const isReference = executable === "reference" && !("select" in task);
        let timeoutSec: number | Deadline;
        if (options.timeoutSec !== undefined) timeoutSec = options.timeoutSec;
        else if (isReference) timeoutSec = REFERENCE_TIMEOUT_SEC;
        else if (refsLeft.get(task.instance) === 0) timeoutSec = mutantLimit(task.instance);
        else {
          timeoutSec = new Deadline(REFERENCE_TIMEOUT_SEC);
          waiting.set(task.instance, [...(waiting.get(task.instance) ?? []), timeoutSec]);
        }
        const mutantId = task.run.startsWith("mutants/") ? task.run.slice("mutants/".length) : null;
        const reach =
          mutantId === null ? { run: "all" as const } : covering(task.instance, mutantId);
        if (reach.run === "none") {
          // No test's coverage reaches the mutant's changed lines: no test can fail on it.
          if (task.recorded) writer.recordNotReached(task.instance, task.run);
          await confirm.addMutant(task.instance, mutantId as string, null);
          progress.emit({
            type: "run-skipped",
            instance: task.instance,
            run: task.run,
            reason: "not-reached",
          });
          finishFirstPass(task.instance, enqueue);
          return;
        }
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
          runDir: runFolder(scratch),
          slot: (options.slotBase ?? 0) + slot,
          sandbox: environment?.sandbox ?? options.sandbox,
          limits: options.limits,
          logCap: options.logCap,
          salt: runSalt(protocol.seed, key),
          clockOffsetSec: runClockOffset(protocol.seed, key),
          pluginDir,
          ...("select" in task ? { select: task.select } : {}),
          ...(reach.run === "some" ? { select: reach.tests } : {}),
        });
        if (task.recorded)
          await writer.writeRun(
            task.instance,
            task.run,
            { ...result, environment: environment?.digest ?? "host" },
            {
              ...(variant === undefined ? {} : { variant }),
              ...("select" in task ? { selected: task.select } : {}),
              ...(reach.run === "some" ? { selected: reach.tests } : {}),
            },
          );
        if (result.error !== undefined) warn(`${key}: ${result.error}`);
        let killed: boolean | undefined;
        let confirmed: boolean | undefined;
        if ("select" in task) {
          const stood = await confirm.record(task, result.junit);
          if (stood !== null) {
            confirmed = true;
            killed = stood.length > 0;
            progress.confirmKills(stood.length);
          }
        } else if (isReference) {
          refSeconds.set(task.instance, [
            ...(refSeconds.get(task.instance) ?? []),
            result.durationSec,
          ]);
          await kills.addReference(task.instance, result.junit);
          const left = (refsLeft.get(task.instance) ?? 1) - 1;
          refsLeft.set(task.instance, left);
          if (left === 0) {
            for (const deadline of waiting.get(task.instance) ?? [])
              deadline.set(mutantLimit(task.instance));
            waiting.delete(task.instance);
            // Judged only on all k runs: a shard may own just some of an instance's reference runs.
            const settled = kills.settle(task.instance);
            if (settled.runs === options.runs && settled.valid === 0)
              warn(brokenSuiteWarning(task.instance, options.runs, result));
          }
          await confirm.addReference(task.instance, result.junit);
        } else {
          killed = await confirm.addMutant(
            task.instance,
            task.run.slice("mutants/".length),
            result.junit,
          );
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
          ...(confirmed === undefined ? {} : { confirmed }),
        });
        if (!("select" in task)) finishFirstPass(task.instance, enqueue);
      },
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
