import path from "node:path";
import { coveringTests } from "../coverage/covering-tests.ts";
import type { CoverageFile } from "../coverage/types.ts";
import type { BundleWriter } from "./bundle-writer.ts";
import type { Confirmations, RunTask } from "./confirmations.ts";
import { executeRun, type RunResult } from "./execute-run.ts";
import { runFolder } from "./run-folder.ts";
import type { KillTracker } from "./kill-tracker.ts";
import { manifestEntry, type BuildManifest } from "./manifest.ts";
import type { Progress, RunStatus } from "./progress.ts";
import { runClockOffset, runSalt, type Protocol } from "./protocol.ts";
import type { RunLimits } from "./run-limits.ts";
import type { RunSuitesOptions } from "./run-suites-options.ts";
import type { RunJournal } from "./run-journal.ts";
import { runExecutable } from "./run-tasks.ts";

/** What every task of one `tsb run` shares. */
export interface SuiteRunContext {
  options: RunSuitesOptions;
  protocol: Protocol;
  /** Each finished run's result, kept as it ends; and, resumed, those of the run that stopped. */
  journal: RunJournal;
  manifest: BuildManifest;
  writer: BundleWriter;
  progress: Progress;
  kills: KillTracker;
  confirm: Confirmations;
  limits: RunLimits;
  /** Each instance's coverage run, for covering-tests mode. */
  coverage: ReadonlyMap<string, CoverageFile>;
  scratch: string;
  pluginDir: string;
  warn: (message: string) => void;
  /** Counts a first-pass run of the instance as done; the last one plans its confirmations. */
  finishFirstPass: (instance: string, enqueue: (more: RunTask[]) => void) => void;
}

/**
 * One task of `tsb run`'s pool: a reference, mutant or confirmation run, written to the bundle
 * (when the shard owns it) and fed to the kill tracker and the confirmations.
 */
export async function runSuiteTask(
  ctx: SuiteRunContext,
  task: RunTask,
  slot: number,
  enqueue: (more: RunTask[]) => void,
): Promise<void> {
  const { options, protocol, manifest, writer, progress, confirm } = ctx;
  const key = `${task.instance}/${task.run}`;
  const environment = options.environments?.get(task.instance);
  const { executable, variant } = runExecutable(task, protocol);
  const entry =
    manifestEntry(manifest, task.instance, executable, variant) ??
    manifestEntry(manifest, task.instance, executable);
  if (!entry || !("sha256" in entry)) throw new Error(`internal: ${key} has no built executable`);
  const isReference = executable === "reference" && !("select" in task);
  const timeoutSec = ctx.limits.limitFor(task.instance, isReference);
  const mutantId = task.run.startsWith("mutants/") ? task.run.slice("mutants/".length) : null;
  const reach =
    mutantId === null ? { run: "all" as const } : covering(ctx, task.instance, mutantId);
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
    ctx.finishFirstPass(task.instance, enqueue);
    return;
  }
  // A run the stopped run finished (--resume) is taken as it ended, through the same steps.
  const kept = ctx.journal.result(key);
  if (!kept)
    progress.emit({
      type: "run-started",
      instance: task.instance,
      run: task.run,
      recorded: task.recorded,
    });
  const result =
    kept ??
    (await executeRun({
      suiteDir: path.join(options.suitesDir, task.instance),
      executable: path.join(options.cacheDir, entry.path),
      sha256: entry.sha256,
      commandTemplate: options.command,
      timeoutSec,
      runDir: runFolder(ctx.scratch),
      slot: (options.slotBase ?? 0) + slot,
      sandbox: environment?.sandbox ?? options.sandbox,
      limits: options.limits,
      logCap: options.logCap,
      salt: runSalt(protocol.seed, key),
      clockOffsetSec: runClockOffset(protocol.seed, key),
      pluginDir: ctx.pluginDir,
      ...("select" in task ? { select: task.select } : {}),
      ...(reach.run === "some" ? { select: reach.tests } : {}),
    }));
  if (!kept) await ctx.journal.record(key, result);
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
  if (result.error !== undefined) ctx.warn(`${key}: ${result.error}`);
  let killed: boolean | undefined;
  let confirmed: boolean | undefined;
  if ("select" in task) {
    const stood = await confirm.record(task, result.junit, result.timedOut);
    if (stood !== null) {
      confirmed = true;
      killed = stood.length > 0;
      progress.confirmKills(stood.length);
    }
  } else if (isReference) {
    ctx.limits.addReference(task.instance, result.durationSec);
    await ctx.kills.addReference(task.instance, result.junit);
    if (ctx.limits.referenceDone(task.instance)) {
      // Judged only on all k runs: a shard may own just some of an instance's reference runs.
      const settled = ctx.kills.settle(task.instance);
      if (settled.runs === options.runs && settled.valid === 0)
        ctx.warn(brokenSuiteWarning(task.instance, options.runs, result));
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
    ...(kept ? { resumed: true as const } : {}),
  });
  if (!("select" in task)) ctx.finishFirstPass(task.instance, enqueue);
}

/** The tests a mutant's run needs: in covering-tests mode, those whose coverage reaches it. */
function covering(ctx: SuiteRunContext, instance: string, mutant: string) {
  return ctx.options.coveringTests
    ? coveringTests(
        ctx.coverage.get(instance),
        ctx.manifest.instances[instance]?.changedLines?.[mutant],
      )
    : { run: "all" as const };
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
