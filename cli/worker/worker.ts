import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { ImageError } from "../../evaluator/environment/image-error.ts";
import { ProblemsError, formatProblem } from "../../evaluator/errors.ts";
import { Confirmations } from "../../evaluator/runner/confirmations.ts";
import {
  executeRun,
  runFolder,
  TamperedExecutableError,
  writePytestPlugin,
} from "../../evaluator/runner/execute-run.ts";
import { manifestEntry } from "../../evaluator/runner/manifest.ts";
import { coveringTests } from "../../evaluator/coverage/covering-tests.ts";
import { runCoverage } from "../../evaluator/coverage/run-coverage.ts";
import type { CoverageFile } from "../../evaluator/coverage/types.ts";
import { Deadline } from "../../evaluator/runner/process.ts";
import { runClockOffset, runSalt } from "../../evaluator/runner/protocol.ts";
import { REFERENCE_TIMEOUT_SEC, defaultMutantTimeout } from "../../evaluator/runner/run-limits.ts";
import { runExecutable } from "../../evaluator/runner/run-tasks.ts";
import { CONFIRM_PLAN_STEP } from "../../evaluator/verify/job-plan.ts";
import type { Limits, Sandbox } from "../../evaluator/runner/sandbox.ts";
import type { Db } from "../../db/index.ts";
import { benchmarkOfJob, hasOpenWorkBesides } from "../../db/verification/environment-checks.ts";
import {
  failJob,
  getJob,
  jobRuns,
  jobsToFinish,
  referenceDurations,
  type JobRecord,
} from "../../db/verification/jobs.ts";
import {
  completePlanStep,
  completeTask,
  leaseTask,
  reclaimLeases,
  releaseTask,
  renewLease,
  workerName,
  type LeasedTask,
} from "../../db/verification/lease.ts";
import { describeFault, findMachineFault } from "../../evaluator/verify/machine-fault.ts";
import { CheckGate } from "./check-gate.ts";
import { finishJob } from "./finish-job.ts";
import { environmentFault } from "./run-fault.ts";
import { JobFailure, prepareJob, type PreparedJob, type PrepareOptions } from "./prepare-job.ts";
import { jobProtocol } from "./rerun-bundle.ts";

export interface WorkerOptions {
  db: Db;
  /** Runs at once; each gets a job slot of its own (and so its own sandbox user id). */
  jobs: number;
  /**
   * The first job slot (default 0): slot s runs as uid 61000 + s when root, and the kernel's
   * process cap counts per uid, so two workers (or tests) on one machine need slots apart.
   */
  slotBase?: number;
  /** Drain the queue and return instead of waiting for more work. */
  once: boolean;
  sandbox: Sandbox;
  limits: Limits;
  command: string;
  /** Explicit limit for every run; otherwise `tsb run`'s rule (600 s reference, 5× for mutants). */
  timeoutSec?: number;
  /** The floor of the default mutant timeout (60 s); lowered only by tests. */
  minTimeoutSec?: number;
  logCap: number;
  leaseMs: number;
  pollMs: number;
  prepare: PrepareOptions;
  /** Job-level news: a build, a decision, a failure. */
  log: (line: string) => void;
  /** Each finished run, when wanted (`--verbose`). */
  logRun?: (line: string) => void;
  /** Aborting stops leasing; runs under way finish and are recorded. */
  signal?: AbortSignal;
  /** Seconds before a failed self-check is tried again (doubling up to 30 min); default 60. */
  recheckSec?: number;
  /**
   * One extra run per instance on the instrumented reference before a job is scored, for its
   * coverage.json (evaluator/coverage/); default true.
   */
  coverage?: boolean;
  /**
   * Covering-tests mode (`--covering-tests`): each mutant runs only the tests whose coverage of
   * the reference reached its changed lines, and one no test reached is not run (it scores
   * survived). Needs the coverage run. Off by default: the full protocol.
   */
  coveringTests?: boolean;
}

/**
 * The verification worker (`tsb worker`): leases one task at a time per slot from the queue in
 * the database, runs it exactly as `tsb run` does (the runner's executeRun: sandbox, caps, the
 * timeout rule, the executable's sha256 checked against the build manifest), records it, and
 * when a job's runs are all done scores and compares them (finish-job.ts). Nothing is held only
 * in memory: a worker killed at any point loses its leases and nothing else.
 */
export async function runWorker(options: WorkerOptions): Promise<{ runs: number; jobs: number }> {
  const { db, log } = options;
  const name = workerName();
  const prepared = new Map<number, Promise<PreparedJob>>();
  const finishing = new Set<number>();
  const totals = { runs: 0, jobs: 0 };
  await mkdir(options.prepare.workDir, { recursive: true });
  const scratch = await mkdtemp(path.join(options.prepare.workDir, "runs-"));
  // The unprivileged suite user must be able to traverse (not list) the way to its run folder.
  await chmod(scratch, 0o711);
  const pluginDir = await writePytestPlugin(scratch);
  const slots = Array.from(
    { length: Math.max(1, options.jobs) },
    (_, i) => (options.slotBase ?? 0) + i,
  );
  const gate = new CheckGate(db, {
    worker: name,
    slots,
    sandbox: options.sandbox,
    limits: options.limits,
    command: options.command,
    logCap: options.logCap,
    scratch,
    prepare: options.prepare,
    retryMs: (options.recheckSec ?? 60) * 1000,
    maxRetryMs: 30 * 60 * 1000,
    checkAhead: !options.once,
    log,
  });
  // Runs whose log showed a machine fault once: run again after a re-check, then recorded.
  const suspected = new Set<number>();
  // Idle slots wait for the poll interval, or until one of this worker's runs finishes: a
  // finished reference run may make its instance's mutants ready, as in tsb run's pool.
  const sleepers = new Set<() => void>();

  const finishReady = async (): Promise<void> => {
    for (const jobId of jobsToFinish(db)) {
      if (finishing.has(jobId)) continue;
      finishing.add(jobId);
      try {
        const benchmark = benchmarkOfJob(db, jobId);
        const environment = benchmark ? gate.environment(benchmark.id) : null;
        const decided = await finishJob(
          db,
          jobId,
          options.prepare,
          log,
          environment,
          options.coverage === false ? undefined : (job) => jobCoverage(job, slots[0] ?? 0),
        );
        if (decided) totals.jobs++;
      } finally {
        finishing.delete(jobId);
        prepared.delete(jobId);
      }
    }
  };

  /**
   * The coverage run of each of the job's instances; its failure is the instance's reason. In
   * covering-tests mode an instance's run was made before its first mutant's and is reused.
   */
  const jobCoverage = async (record: JobRecord, slot: number) => {
    const coverage = new Map<string, CoverageFile>();
    for (const instance of new Set(jobRuns(db, record.id).map((r) => r.instance)))
      coverage.set(instance, await instanceCoverage(record.id, instance, slot));
    for (const key of [...coverageRuns.keys()])
      if (key.startsWith(`${record.id}/`)) coverageRuns.delete(key);
    return coverage;
  };

  // Made once per job and instance by this worker. A restarted worker makes it again: it is
  // derived from the suite and the reference alone, so nothing is lost with the process.
  const coverageRuns = new Map<string, Promise<CoverageFile>>();
  const instanceCoverage = (jobId: number, instance: string, slot: number) => {
    const key = `${jobId}/${instance}`;
    let file = coverageRuns.get(key);
    if (!file) {
      file = coverageRun(jobId, instance, slot);
      coverageRuns.set(key, file);
      file.catch(() => coverageRuns.delete(key));
    }
    return file;
  };
  const coverageRun = async (jobId: number, instance: string, slot: number) => {
    const job = await preparedFor({ jobId });
    const { file } = await runCoverage({
      instance,
      suiteDir: path.join(job.suitesDir, instance),
      cacheDir: job.cacheDir,
      manifest: job.manifest,
      commandTemplate: options.command,
      timeoutSec: options.timeoutSec ?? REFERENCE_TIMEOUT_SEC,
      scratch,
      slot,
      sandbox: job.environments.get(instance)?.sandbox ?? options.sandbox,
      limits: options.limits,
      logCap: options.logCap,
      pluginDir,
    });
    if ("unavailable" in file) log(`job ${jobId}: ${instance}: no coverage: ${file.unavailable}`);
    return file;
  };

  const preparedFor = (task: Pick<LeasedTask, "jobId">): Promise<PreparedJob> => {
    let ready = prepared.get(task.jobId);
    if (!ready) {
      const job = getJob(db, task.jobId);
      ready = job
        ? prepareJob(db, job, options.prepare)
        : Promise.reject(new JobFailure(`job ${task.jobId} is gone`));
      prepared.set(task.jobId, ready);
    }
    return ready;
  };

  const runTask = async (task: LeasedTask, slot: number): Promise<void> => {
    // Held from the lease on, through the job's preparation too: building a benchmark can take
    // minutes, and a lease left to expire meanwhile is reclaimed by any other slot or worker,
    // which then runs the task again while this one's result is thrown away.
    const heartbeat = setInterval(
      () => {
        if (!renewLease(db, task, options.leaseMs))
          log(`job ${task.jobId}: lost the lease of ${task.instance}/${task.run}`);
      },
      Math.max(250, options.leaseMs / 3),
    );
    try {
      const job = await preparedFor(task);
      const protocol = jobProtocol(job.job);
      if (task.run === CONFIRM_PLAN_STEP) {
        await planConfirmations(task, protocol);
        for (const wake of [...sleepers]) wake();
        return;
      }
      const key = `${task.instance}/${task.run}`;
      const { executable, variant } = runExecutable(task, protocol);
      const entry =
        manifestEntry(job.manifest, task.instance, executable, variant) ??
        manifestEntry(job.manifest, task.instance, executable);
      if (!entry || !("sha256" in entry))
        throw new JobFailure(`${task.instance}/${task.run}: no built executable`);
      const mutant = task.run.startsWith("mutants/") ? task.run.slice("mutants/".length) : null;
      const covering =
        options.coveringTests && mutant !== null
          ? coveringTests(
              await instanceCoverage(task.jobId, task.instance, slot),
              job.manifest.instances[task.instance]?.changedLines?.[mutant],
            )
          : ({ run: "all" } as const);
      if (covering.run === "none") {
        // No test executed its changed lines: no test can kill it, so it is not run.
        const recorded = completeTask(db, task, {
          exitCode: null,
          timedOut: false,
          durationSec: 0,
          junit: null,
          log: "",
          notReached: true,
        });
        for (const wake of [...sleepers]) wake();
        if (recorded)
          options.logRun?.(`job ${task.jobId}: ${key} not reached by any test; not run`);
        return;
      }
      const select = covering.run === "some" ? covering.tests : task.select;
      const timeoutSec = runLimit(task, executable === "reference", job.job.referenceRuns);
      const result = await executeRun({
        suiteDir: path.join(job.suitesDir, task.instance),
        executable: path.join(job.cacheDir, entry.path),
        sha256: entry.sha256,
        commandTemplate: options.command,
        timeoutSec: timeoutSec.deadline,
        runDir: runFolder(scratch),
        slot,
        sandbox: job.environments.get(task.instance)?.sandbox ?? options.sandbox,
        limits: options.limits,
        logCap: options.logCap,
        salt: runSalt(protocol.seed, key),
        clockOffsetSec: runClockOffset(protocol.seed, key),
        pluginDir,
        ...(select ? { select } : {}),
      }).finally(timeoutSec.stop);
      // A sandbox or interpreter that broke under this run is the machine's: not recorded, and
      // the benchmark is checked again first. Run once more after a passing check, the result
      // is the suite's own (it may print such a line itself).
      const fault = environmentFault(result.log, options.command);
      if (fault && !suspected.has(task.taskId)) {
        suspected.add(task.taskId);
        releaseTask(db, task);
        const benchmark = benchmarkOfJob(db, task.jobId);
        if (benchmark) gate.recheck(benchmark.id);
        log(
          `job ${task.jobId}: ${task.instance}/${task.run} showed a fault of this machine (${describeFault(fault)}); checking the environment again before running it again`,
        );
        return;
      }
      // A run ended by a disk or /tmp cap says so first in its log, as tsb run's outcomes do.
      const runLog = result.error === undefined ? result.log : `# ${result.error}\n${result.log}`;
      const recorded = completeTask(db, task, {
        ...result,
        log: runLog,
        environment: job.environments.get(task.instance)?.digest ?? "host",
        ...(covering.run === "some" ? { select: covering.tests } : {}),
      });
      for (const wake of [...sleepers]) wake();
      if (recorded) {
        totals.runs++;
        options.logRun?.(
          `job ${task.jobId}: ${task.instance}/${task.run} ${result.timedOut ? "timed out" : `exit ${result.exitCode}`} in ${result.durationSec.toFixed(1)} s`,
        );
      } else log(`job ${task.jobId}: ${task.instance}/${task.run}: lease lost; result discarded`);
    } finally {
      clearInterval(heartbeat);
    }
  };

  /**
   * A run's time limit: `tsb run`'s rule. The order is random, so a mutant's run may start
   * before its instance's reference runs are timed: it then gets the reference limit, lowered
   * to the mutant rule's as soon as they are (checked every second while it runs).
   */
  const runLimit = (
    task: LeasedTask,
    isReference: boolean,
    referenceRuns: number,
  ): { deadline: number | Deadline; stop: () => void } => {
    const none = () => undefined;
    if (options.timeoutSec !== undefined) return { deadline: options.timeoutSec, stop: none };
    if (isReference) return { deadline: REFERENCE_TIMEOUT_SEC, stop: none };
    const mutantLimit = (): number | null => {
      const durations = referenceDurations(db, task.jobId, task.instance);
      return durations.length >= referenceRuns
        ? defaultMutantTimeout(durations, options.minTimeoutSec)
        : null;
    };
    const known = mutantLimit();
    if (known !== null) return { deadline: known, stop: none };
    const deadline = new Deadline(REFERENCE_TIMEOUT_SEC);
    const timer = setInterval(() => {
      const limit = mutantLimit();
      if (limit === null) return;
      deadline.set(limit);
      clearInterval(timer);
    }, 1000);
    return { deadline, stop: () => clearInterval(timer) };
  };

  /** The `plan/confirm` step: the instance's confirmation runs, from its runs in the database. */
  const planConfirmations = async (
    task: LeasedTask,
    protocol: ReturnType<typeof jobProtocol>,
  ): Promise<void> => {
    const confirm = new Confirmations(protocol);
    for (const run of jobRuns(db, task.jobId, task.instance)) {
      if (run.run.startsWith("reference/")) await confirm.addReference(task.instance, run.junit);
      else if (run.run.startsWith("mutants/"))
        await confirm.addMutant(task.instance, run.run.slice("mutants/".length), run.junit);
    }
    const planned = confirm.plan(task.instance);
    if (completePlanStep(db, task, planned))
      options.logRun?.(
        `job ${task.jobId}: ${task.instance}: ${planned.length} confirmation runs planned`,
      );
  };

  const slotLoop = async (slot: number): Promise<void> => {
    while (!options.signal?.aborted) {
      reclaimLeases(db);
      await finishReady();
      // Lent to another slot's self-check: its uid runs one thing at a time.
      if (gate.lent(slot)) {
        await sleep(options.pollMs, options.signal, sleepers);
        continue;
      }
      const allowed = await gate.admit(slot);
      if (gate.lent(slot)) continue;
      const task = leaseTask(db, name, options.leaseMs, Date.now(), allowed);
      if (!task) {
        if (options.once && !gate.pending() && !hasOpenWorkBesides(db, gate.pausedIds())) return;
        await sleep(options.pollMs, options.signal, sleepers);
        continue;
      }
      gate.taskStarted(slot);
      try {
        await runTask(task, slot);
      } catch (error) {
        const fault = machineFaultIn(error);
        const benchmark = fault ? benchmarkOfJob(db, task.jobId) : null;
        if (fault && benchmark) {
          // A fault of this machine: no verdict on the submission. The benchmark's next check
          // rebuilds what the cache lost.
          releaseTask(db, task);
          prepared.delete(task.jobId);
          gate.pause(benchmark, `job ${task.jobId}: ${fault.reason}`, fault.fix);
        } else if (error instanceof JobFailure || error instanceof TamperedExecutableError) {
          if (failJob(db, task.jobId, error.message))
            log(`job ${task.jobId}: failed: ${error.message}`);
          prepared.delete(task.jobId);
        } else if (error instanceof ProblemsError) {
          failJob(db, task.jobId, error.problems.map(formatProblem).join("\n"));
        } else {
          releaseTask(db, task);
          throw error;
        }
      } finally {
        gate.taskEnded(slot);
      }
    }
  };

  try {
    await Promise.all(slots.map(slotLoop));
    if (!options.signal?.aborted) await finishReady();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return totals;
}

/**
 * A job's preparation or run failed for the machine's reason: its build met a missing
 * toolchain or module, or an executable in the build cache no longer has the hash its manifest
 * records (nothing a suite can write reaches the cache), or its declared image cannot be used.
 */
function machineFaultIn(error: unknown): { reason: string; fix: string | null } | null {
  if (error instanceof TamperedExecutableError)
    return {
      reason: `the build cache no longer matches its manifest: ${error.message}`,
      fix: null,
    };
  // Absent (under --env image), of another digest, or unusable: no job of the benchmark can be
  // judged here until the image is replaced.
  if (error instanceof ImageError)
    return {
      reason: `the benchmark's environment image cannot be used here: ${error.message}`,
      fix: error.fix,
    };
  const fault = error instanceof JobFailure ? findMachineFault(error.message) : null;
  return fault && { reason: describeFault(fault), fix: fault.fix };
}

/** Waits `ms`, or less when aborted or when a run of this worker finishes (`sleepers`). */
function sleep(
  ms: number,
  signal: AbortSignal | undefined,
  sleepers: Set<() => void>,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      sleepers.delete(done);
      resolve();
    }
    signal?.addEventListener("abort", done);
    sleepers.add(done);
  });
}
