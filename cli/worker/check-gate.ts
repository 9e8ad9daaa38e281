import os from "node:os";
import { findBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { ImageError } from "../../evaluator/environment/image-error.ts";
import type { Limits, Sandbox } from "../../evaluator/runner/sandbox.ts";
import {
  probeRunEnvironment,
  type RunEnvironment,
} from "../../evaluator/verify/run-environment.ts";
import type { Db } from "../../db/index.ts";
import {
  benchmarksWaiting,
  lastCheck,
  recordCheck,
  runnableBenchmarks,
  type WaitingBenchmark,
} from "../../db/verification/environment-checks.ts";
import type { PrepareOptions } from "./prepare-job.ts";
import { selfCheck } from "./self-check.ts";

export interface GateOptions {
  worker: string;
  /** The worker's job slots: a check runs on every one of them that is idle when it starts. */
  slots: readonly number[];
  sandbox: Sandbox;
  limits: Limits;
  command: string;
  logCap: number;
  scratch: string;
  prepare: PrepareOptions;
  /** First wait before a failed check is tried again; it doubles up to maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
  /**
   * Check, while idle, every runnable benchmark stored, not only those with jobs waiting: the
   * first upload after a start then waits for no check. Off for a draining worker (`--once`).
   */
  checkAhead: boolean;
  log: (line: string) => void;
}

interface Failure {
  retryAt: number;
  waitMs: number;
  reason: string;
}

/**
 * Which benchmarks this worker may take tasks of: those whose self-check passed in its
 * environment. A benchmark waiting in the queue is checked first (by the slot that finds it);
 * one whose check failed, or whose jobs met a machine fault, is paused: its jobs stay queued,
 * the reason is recorded for the site and said once in the log, and the check is tried again
 * after a back-off (or at a restart).
 */
export class CheckGate {
  private readonly passed = new Map<number, RunEnvironment>();
  private readonly failed = new Map<number, Failure>();
  private readonly checking = new Set<number>();
  /** Slots running a task, and slots lent to a check (each runs one thing at a time). */
  private readonly busy = new Set<number>();
  private readonly lentSlots = new Set<number>();
  /** Stored benchmarks this worker has no folder of, or only a catalog: nothing to check. */
  private readonly unavailable = new Set<number>();
  private readonly host = os.hostname();
  private readonly db: Db;
  private readonly options: GateOptions;

  constructor(db: Db, options: GateOptions) {
    this.db = db;
    this.options = options;
  }

  /** A slot lent to a check runs nothing else until the check ends. */
  lent(slot: number): boolean {
    return this.lentSlots.has(slot);
  }

  /** The worker says which slots run a task, so a check borrows only idle ones. */
  taskStarted(slot: number): void {
    this.busy.add(slot);
  }

  taskEnded(slot: number): void {
    this.busy.delete(slot);
  }

  /**
   * Runs the first check that a waiting benchmark needs and no other slot is running, on
   * `slot` and every other idle slot, then returns the benchmarks whose tasks may be leased.
   */
  async admit(slot: number, now = Date.now()): Promise<number[]> {
    const isDue = (b: WaitingBenchmark) =>
      !this.passed.has(b.id) &&
      !this.checking.has(b.id) &&
      (this.failed.get(b.id)?.retryAt ?? 0) <= now;
    const waiting = benchmarksWaiting(this.db).find(isDue);
    const ahead =
      waiting === undefined && this.options.checkAhead
        ? runnableBenchmarks(this.db).find((b) => isDue(b) && !this.unavailable.has(b.id))
        : undefined;
    const due = waiting ?? ahead;
    if (due) {
      const slots = [
        slot,
        ...this.options.slots.filter(
          (s) => s !== slot && !this.busy.has(s) && !this.lentSlots.has(s),
        ),
      ];
      this.checking.add(due.id);
      for (const s of slots) this.lentSlots.add(s);
      try {
        await this.check(due, slots, waiting === undefined);
      } finally {
        this.checking.delete(due.id);
        for (const s of slots) this.lentSlots.delete(s);
      }
    }
    return [...this.passed.keys()];
  }

  /** Whether a check is under way, or one is due: a draining worker (`--once`) waits for it. */
  pending(now = Date.now()): boolean {
    return (
      this.checking.size > 0 ||
      benchmarksWaiting(this.db).some(
        (b) => !this.passed.has(b.id) && (this.failed.get(b.id)?.retryAt ?? 0) <= now,
      )
    );
  }

  /** Benchmarks paused here (their check failed): their open jobs are not this worker's work. */
  pausedIds(): number[] {
    return [...this.failed.keys()];
  }

  /** What the benchmark's runs here could use, from the check that let them run. */
  environment(benchmarkId: number): RunEnvironment | null {
    return (
      this.passed.get(benchmarkId) ??
      (() => {
        const last = lastCheck(this.db, benchmarkId, this.host);
        return last?.status === "passed" ? last.environment : null;
      })()
    );
  }

  /**
   * A job of the benchmark met a fault of this machine (its build, or a run's sandbox): pause
   * the benchmark as a failed check would, keeping the environment last probed.
   */
  pause(benchmark: WaitingBenchmark, reason: string, fix: string | null): void {
    const environment = this.passed.get(benchmark.id) ?? this.lastEnvironment(benchmark.id);
    this.passed.delete(benchmark.id);
    this.fail(benchmark, { reason, fix, environment, runs: 0, durationMs: 0, buildKey: null });
  }

  /** Forgets a passed check, so the next lease checks the benchmark again first. */
  recheck(benchmarkId: number): void {
    this.passed.delete(benchmarkId);
  }

  private lastEnvironment(benchmarkId: number): RunEnvironment | null {
    return lastCheck(this.db, benchmarkId, this.host)?.environment ?? null;
  }

  private async check(
    benchmark: WaitingBenchmark,
    slots: readonly number[],
    ahead: boolean,
  ): Promise<void> {
    const id = `${benchmark.name}@${benchmark.version}`;
    const { prepare } = this.options;
    const slot = slots[0] ?? 0;
    const probe = { sandbox: this.options.sandbox, limits: this.options.limits, slot };
    // A check that fails before the self-check still records what this machine offers runs.
    const probeOnly = () =>
      probeRunEnvironment({ ...probe, scratch: this.options.scratch, buildTools: [] });
    const definition = await findBenchmark(id, prepare.benchmarksRoot).catch(() => null);
    // Checked ahead of any job: a benchmark this worker cannot run concerns nobody yet.
    if (ahead && (definition === null || definition.kind !== "runnable")) {
      this.unavailable.add(benchmark.id);
      return;
    }
    if (definition === null) {
      const environment = await probeOnly();
      this.fail(benchmark, {
        reason: `benchmark '${id}' is not among this worker's benchmarks (${prepare.benchmarksRoot})`,
        fix: `tsb worker --benchmarks <folder holding ${benchmark.name}>`,
        environment,
        runs: 0,
        durationMs: 0,
        buildKey: null,
      });
      return;
    }
    // The declared image is part of the environment checked: one that is not there (under
    // --env image), not the declared digest, or unusable pauses the benchmark, since no job of
    // it can be judged on this machine until an operator replaces the image.
    const environments = await prepare.environments?.(definition.instances).catch((error) => {
      if (error instanceof ImageError) return error;
      throw error;
    });
    if (environments instanceof ImageError) {
      this.fail(benchmark, {
        reason: `the benchmark's environment image cannot be used here: ${environments.message}`,
        fix: environments.fix,
        environment: await probeOnly(),
        runs: 0,
        durationMs: 0,
        buildKey: null,
      });
      return;
    }
    const last = lastCheck(this.db, benchmark.id, this.host);
    const result = await selfCheck(definition, {
      ...(environments ? { environments } : {}),
      ...probe,
      command: this.options.command,
      slots,
      scratch: this.options.scratch,
      cacheDir: prepare.cacheDirOf(definition),
      buildJobs: prepare.buildJobs,
      logCap: this.options.logCap,
      passedBefore: (fingerprint, buildKey) =>
        last?.status === "passed" && last.fingerprint === fingerprint && last.buildKey === buildKey,
    });
    if (result.status === "failed") {
      this.fail(benchmark, { ...result, reason: result.reason ?? "the self-check failed" });
      return;
    }
    this.failed.delete(benchmark.id);
    this.passed.set(benchmark.id, result.environment);
    recordCheck(this.db, {
      benchmarkId: benchmark.id,
      host: this.host,
      worker: this.options.worker,
      status: "passed",
      fingerprint: result.environment.fingerprint,
      buildKey: result.buildKey,
      reason: null,
      fix: null,
      environment: result.environment,
      checkedAt: Date.now(),
      durationMs: result.durationMs,
      runs: result.runs,
      retryAt: null,
    });
    this.options.log(
      result.cached
        ? `self-check of ${id}: passed before with this build and environment (${result.environment.sandbox.description})`
        : `self-check of ${id}: passed (${result.runs} runs of its reference suite in ${(result.durationMs / 1000).toFixed(1)} s, ${result.environment.sandbox.description})`,
    );
  }

  private fail(
    benchmark: WaitingBenchmark,
    result: {
      reason: string;
      fix: string | null;
      environment: RunEnvironment | null;
      runs: number;
      durationMs: number;
      buildKey: string | null;
    },
  ): void {
    const now = Date.now();
    const before = this.failed.get(benchmark.id);
    const waitMs = before
      ? Math.min(before.waitMs * 2, this.options.maxRetryMs)
      : this.options.retryMs;
    this.failed.set(benchmark.id, { retryAt: now + waitMs, waitMs, reason: result.reason });
    const environment = result.environment ?? this.lastEnvironment(benchmark.id);
    if (environment !== null)
      recordCheck(this.db, {
        benchmarkId: benchmark.id,
        host: this.host,
        worker: this.options.worker,
        status: "failed",
        fingerprint: environment.fingerprint,
        buildKey: result.buildKey,
        reason: result.reason,
        fix: result.fix,
        environment,
        checkedAt: now,
        durationMs: result.durationMs,
        runs: result.runs,
        retryAt: now + waitMs,
      });
    // Said once: a retry that fails the same way stays quiet.
    if (before?.reason !== result.reason)
      this.options.log(
        `verification of ${benchmark.name}@${benchmark.version} paused: the worker's environment failed its check: ${result.reason}` +
          (result.fix ? `\n  to fix: ${result.fix}` : "") +
          `\n  its jobs stay queued; the check is tried again in ${Math.round(waitMs / 1000)} s or when the worker restarts`,
      );
  }
}
