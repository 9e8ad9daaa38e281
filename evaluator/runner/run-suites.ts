import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadBenchmark, type InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { TsbError, UsageError } from "../errors.ts";
import { selectInstances } from "./build-cache.ts";
import { BundleWriter, readSubmission } from "./bundle-writer.ts";
import { Confirmations, type RunTask } from "./confirmations.ts";
import { runCoveragePass } from "./coverage-pass.ts";
import { writePytestPlugin } from "./run-folder.ts";
import { fitJobs, refuseVisible } from "./host-guard.ts";
import { readManifest, type BuildManifest } from "./manifest.ts";
import { KillTracker } from "./kill-tracker.ts";
import { planRuns, shardRuns } from "./plan.ts";
import { runPool } from "./pool.ts";
import { newProtocol, seededOrder } from "./protocol.ts";
import { checkBuiltIn, checkHashes, runTasks } from "./run-tasks.ts";
import { referenceTimeout, RunLimits } from "./run-limits.ts";
import { runSuiteTask } from "./run-suite-task.ts";
import type { RunSuitesOptions } from "./run-suites-options.ts";
import type { Progress } from "./progress.ts";
import type { CoverageFile } from "../coverage/types.ts";
import { SHARD_FILE, type ShardFile } from "./shard-file.ts";
import { sha256Text, sha256Tree } from "./hash.ts";
import { JOURNAL_DIR, RunJournal, type RunFingerprint } from "./run-journal.ts";

export const DEFAULT_COMMAND = "python3 -m pytest -q -p no:cacheprovider --junitxml={junit}";

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
 *
 * Each run's result is kept in a journal in `outDir` as it ends (run-journal.ts), removed once the
 * bundle is written; with `resume`, a run that stopped takes the results its journal holds and
 * runs the rest, with the seed it started with.
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
  await checkHashes(tasks, manifest, options.cacheDir);

  const fingerprint = await runFingerprint(options, benchmarkId, manifest, withSuite, submission);
  let journal: RunJournal;
  let writer: BundleWriter;
  if (options.resume) {
    journal = await RunJournal.resume(options.outDir, fingerprint);
    if (options.seed !== undefined && options.seed !== journal.seed)
      throw new UsageError(
        `--resume: the run in ${options.outDir} has seed ${journal.seed}, not ${options.seed}; drop --seed to resume it`,
      );
    writer = await BundleWriter.reopen(options.outDir);
    const covered = journal.coveredInstances;
    options.warn(
      `resuming the run in ${options.outDir}: ${journal.size} runs finished before it stopped are kept` +
        (covered.length === 0
          ? ""
          : `, and the coverage run${covered.length === 1 ? "" : "s"} of ${covered.join(", ")}`),
    );
  } else {
    if ((await stat(path.join(options.outDir, JOURNAL_DIR)).catch(() => null)) !== null)
      throw new UsageError(
        `--out ${options.outDir}: holds a run that stopped before its end; add --resume to finish it with the same options, or choose a new folder`,
      );
    writer = await BundleWriter.create(options.outDir);
    journal = await RunJournal.start(
      options.outDir,
      newProtocol(options.runs, options.seed).seed,
      fingerprint,
    );
  }
  if (submission) await writer.writeJson("submission.json", submission);
  else
    warn(
      "no --submission given: the bundle has no submission.json, which `tsb score` requires; add one before scoring",
    );
  for (const instance of new Set(tasks.map((t) => t.instance)))
    await writer.copySuite(instance, path.join(options.suitesDir, instance));

  const protocol = newProtocol(options.runs, journal.seed);
  const confirming = options.confirm ?? true;
  if (confirming)
    for (const instance of new Set(tasks.map((t) => t.instance)))
      writer.setProtocol(instance, protocol);
  const progress =
    typeof options.progress === "function" ? options.progress(tasks.length) : options.progress;
  const kills = new KillTracker();
  const confirm = new Confirmations(protocol);
  const referenceTimeoutSec = referenceTimeout(benchmark);
  const limits = new RunLimits(tasks, { ...options, referenceTimeoutSec });
  const firstPassLeft = new Map<string, number>();
  for (const task of tasks)
    firstPassLeft.set(task.instance, (firstPassLeft.get(task.instance) ?? 0) + 1);
  const finishFirstPass = (instance: string, enqueue: (more: RunTask[]) => void): void => {
    const left = (firstPassLeft.get(instance) ?? 1) - 1;
    firstPassLeft.set(instance, left);
    // Without confirmation runs the first pass's kills stand as they are: count them now, once
    // every reference run of the instance is in (the run order interleaves them).
    if (!confirming) {
      if (left === 0) progress.confirmKills(confirm.unconfirmedKills(instance));
      return;
    }
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

  let coverage = new Map<string, CoverageFile>();
  try {
    if (options.coverage ?? true) {
      const instances = [...new Set(tasks.map((t) => t.instance))];
      coverage = await runCoveragePass(instances, options, {
        jobs,
        journal,
        referenceTimeoutSec,
        manifest,
        ownedKeys,
        scratch,
        pluginDir,
        writer,
        progress,
        warn,
      });
    } else if (options.coveringTests)
      throw new TsbError("--covering-tests needs the coverage run; drop --no-coverage");
    const context = {
      options,
      protocol,
      journal,
      manifest,
      writer,
      progress,
      kills,
      confirm,
      limits,
      coverage,
      scratch,
      pluginDir,
      warn,
      finishFirstPass,
    };
    await runPool<RunTask>(
      seededOrder(protocol.seed, tasks, (t) => `${t.instance}/${t.run}`),
      jobs,
      (task, slot, enqueue) => runSuiteTask(context, task, slot, enqueue),
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
  await journal.remove();
  return { warnings, summary: progress.finish(path.resolve(options.outDir)) };
}

/** What makes this run this run, for `--resume` to refuse a different one (run-journal.ts). */
async function runFingerprint(
  options: RunSuitesOptions,
  benchmarkId: string,
  manifest: BuildManifest,
  instances: readonly InstanceDefinition[],
  submission: unknown,
): Promise<RunFingerprint> {
  const fingerprint: RunFingerprint = {
    benchmark: benchmarkId,
    instances: instances.map((i) => i.id).join(","),
    command: options.command,
    runs: options.runs,
    shard: options.shard
      ? `${options.shard.index}/${options.shard.count} ${options.shard.sharding}`
      : null,
    timeoutSec: options.timeoutSec ?? null,
    minTimeoutSec: options.minTimeoutSec ?? null,
    confirm: options.confirm ?? true,
    coverage: options.coverage ?? true,
    coveringTests: options.coveringTests ?? false,
    limits: JSON.stringify(options.limits),
    logCap: options.logCap,
    sandbox: options.sandbox.kind,
    submission: submission === null ? null : sha256Text(JSON.stringify(submission)),
  };
  for (const instance of instances) {
    fingerprint[`suite ${instance.id}`] = await sha256Tree(
      path.join(options.suitesDir, instance.id),
      new Set(["__pycache__", ".pytest_cache"]),
    );
    fingerprint[`executables ${instance.id}`] = sha256Text(
      JSON.stringify(manifest.instances[instance.id] ?? null),
    );
    fingerprint[`environment ${instance.id}`] =
      options.environments?.get(instance.id)?.digest ?? "host";
  }
  return fingerprint;
}
