import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { ProblemsError, formatProblem } from "../../evaluator/errors.ts";
import { TamperedExecutableError } from "../../evaluator/runner/execute-run.ts";
import { writePytestPlugin } from "../../evaluator/runner/run-folder.ts";
import { benchmarkOfJob, hasOpenWorkBesides } from "../../db/verification/environment-checks.ts";
import { failJob, getJob, jobsToFinish } from "../../db/verification/jobs.ts";
import {
  leaseTask,
  reclaimLeases,
  releaseTask,
  workerName,
  type LeasedTask,
} from "../../db/verification/lease.ts";
import { CheckGate } from "./check-gate.ts";
import { CoverageRuns } from "./coverage-runs.ts";
import { finishJob } from "./finish-job.ts";
import { JobFailure, prepareJob, type PreparedJob } from "./prepare-job.ts";
import { machineFaultIn } from "./run-fault.ts";
import { runTask, type TaskContext } from "./run-task.ts";
import type { WorkerOptions } from "./worker-options.ts";

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
          options.coverage === false ? undefined : (job) => coverage.ofJob(job, slots[0] ?? 0),
        );
        if (decided) totals.jobs++;
      } finally {
        finishing.delete(jobId);
        prepared.delete(jobId);
      }
    }
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
  const coverage = new CoverageRuns({ db, options, scratch, pluginDir, preparedFor });
  const tasks: TaskContext = {
    db,
    options,
    scratch,
    pluginDir,
    gate,
    coverage,
    preparedFor,
    suspected: new Set(),
    wake: () => {
      for (const wake of [...sleepers]) wake();
    },
    totals,
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
        await runTask(tasks, task, slot);
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
