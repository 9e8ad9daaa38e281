import path from "node:path";
import { coveringTests } from "../../evaluator/coverage/covering-tests.ts";
import { Confirmations } from "../../evaluator/runner/confirmations.ts";
import { executeRun } from "../../evaluator/runner/execute-run.ts";
import { runFolder } from "../../evaluator/runner/run-folder.ts";
import { manifestEntry } from "../../evaluator/runner/manifest.ts";
import { runClockOffset, runSalt } from "../../evaluator/runner/protocol.ts";
import { referenceTimeout } from "../../evaluator/runner/run-limits.ts";
import { runExecutable } from "../../evaluator/runner/run-tasks.ts";
import { CONFIRM_PLAN_STEP } from "../../evaluator/verify/job-plan.ts";
import { describeFault } from "../../evaluator/verify/machine-fault.ts";
import type { BenchmarkDefinition } from "../../evaluator/benchmark/load-benchmark.ts";
import type { Db } from "../../db/index.ts";
import { benchmarkOfJob } from "../../db/verification/environment-checks.ts";
import { jobRuns } from "../../db/verification/jobs.ts";
import {
  completePlanStep,
  completeTask,
  releaseTask,
  renewLease,
  type LeasedTask,
} from "../../db/verification/lease.ts";
import type { CheckGate } from "./check-gate.ts";
import type { CoverageRuns } from "./coverage-runs.ts";
import { JobFailure, type PreparedJob } from "./prepare-job.ts";
import { jobProtocol } from "./rerun-bundle.ts";
import { environmentFault } from "./run-fault.ts";
import { runLimit } from "./run-limit.ts";
import type { WorkerOptions } from "./worker-options.ts";

/** What a worker's slots share while they run tasks. */
export interface TaskContext {
  db: Db;
  options: WorkerOptions;
  scratch: string;
  pluginDir: string;
  gate: CheckGate;
  coverage: CoverageRuns;
  preparedFor: (task: Pick<LeasedTask, "jobId">) => Promise<PreparedJob>;
  /** Runs whose log showed a machine fault once: run again after a re-check, then recorded. */
  suspected: Set<number>;
  /** Wakes the idle slots: a finished reference run may make its instance's mutants ready. */
  wake: () => void;
  totals: { runs: number };
}

/**
 * Runs one leased task as `tsb run` does and records it: a run of the suite (skipped for a
 * mutant no test reaches, in covering-tests mode), or the instance's `plan/confirm` step.
 * Throws what the slot loop sorts into machine faults and failed jobs.
 */
export async function runTask(ctx: TaskContext, task: LeasedTask, slot: number): Promise<void> {
  const { db, options, scratch, pluginDir } = ctx;
  const { log } = options;
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
    const job = await ctx.preparedFor(task);
    const protocol = jobProtocol(job.job);
    if (task.run === CONFIRM_PLAN_STEP) {
      await planConfirmations(ctx, task, protocol);
      ctx.wake();
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
      coveringMode(options, job.benchmark) && mutant !== null
        ? coveringTests(
            await ctx.coverage.ofInstance(task.jobId, task.instance, slot),
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
      ctx.wake();
      if (recorded) options.logRun?.(`job ${task.jobId}: ${key} not reached by any test; not run`);
      return;
    }
    const select = covering.run === "some" ? covering.tests : task.select;
    const timeoutSec = runLimit(
      db,
      options,
      task,
      executable === "reference",
      job.job.referenceRuns,
      referenceTimeout(job.benchmark),
    );
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
    if (fault && !ctx.suspected.has(task.taskId)) {
      ctx.suspected.add(task.taskId);
      releaseTask(db, task);
      const benchmark = benchmarkOfJob(db, task.jobId);
      if (benchmark) ctx.gate.recheck(benchmark.id);
      log(
        `job ${task.jobId}: ${task.instance}/${task.run} showed a fault of this machine (${describeFault(fault)}); checking the environment again before running it again`,
      );
      return;
    }
    // A run killed from outside its sandbox (a shutdown, an operator) ended for the machine's
    // reason: not recorded, and run again (once: a second such end is recorded as it is).
    if (result.killedBy && !ctx.suspected.has(task.taskId)) {
      ctx.suspected.add(task.taskId);
      releaseTask(db, task);
      log(
        `job ${task.jobId}: ${task.instance}/${task.run} was killed by ${result.killedBy} from outside its sandbox; not recorded, it will run again`,
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
    ctx.wake();
    if (recorded) {
      ctx.totals.runs++;
      options.logRun?.(
        `job ${task.jobId}: ${task.instance}/${task.run} ${result.timedOut ? "timed out" : `exit ${result.exitCode}`} in ${result.durationSec.toFixed(1)} s`,
      );
    } else log(`job ${task.jobId}: ${task.instance}/${task.run}: lease lost; result discarded`);
  } finally {
    clearInterval(heartbeat);
  }
}

/** The `plan/confirm` step: the instance's confirmation runs, from its runs in the database. */
async function planConfirmations(
  ctx: TaskContext,
  task: LeasedTask,
  protocol: ReturnType<typeof jobProtocol>,
): Promise<void> {
  const confirm = new Confirmations(protocol);
  for (const run of jobRuns(ctx.db, task.jobId, task.instance)) {
    if (run.run.startsWith("reference/")) await confirm.addReference(task.instance, run.junit);
    else if (run.run.startsWith("mutants/"))
      await confirm.addMutant(task.instance, run.run.slice("mutants/".length), run.junit);
  }
  const planned = confirm.plan(task.instance);
  if (completePlanStep(ctx.db, task, planned))
    ctx.options.logRun?.(
      `job ${task.jobId}: ${task.instance}: ${planned.length} confirmation runs planned`,
    );
}

/**
 * Whether mutants run only their covering tests: the worker's `--covering-tests`, or the
 * benchmark's own `verification.coveringTests` (a version whose suites take hours a bundle under
 * the full protocol). Either needs the coverage run, which `--no-coverage` turns off: then every
 * test runs.
 */
export function coveringMode(
  options: Pick<WorkerOptions, "coveringTests" | "coverage">,
  benchmark: Pick<BenchmarkDefinition, "verification">,
): boolean {
  if (options.coverage === false) return false;
  return options.coveringTests === true || benchmark.verification?.coveringTests === true;
}
