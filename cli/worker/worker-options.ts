import type { Db } from "../../db/index.ts";
import type { Limits, Sandbox } from "../../evaluator/runner/sandbox.ts";
import type { PrepareOptions } from "./prepare-job.ts";

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
