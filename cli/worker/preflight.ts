import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { findBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { TsbError } from "../../evaluator/errors.ts";
import {
  describeSandbox,
  detectSandbox,
  type Limits,
  type Sandbox,
} from "../../evaluator/runner/sandbox.ts";
import {
  bubblewrapFix,
  buildToolsOf,
  environmentProblem,
  probeRunEnvironment,
} from "../../evaluator/verify/run-environment.ts";
import type { Db } from "../../db/index.ts";
import { benchmarksWaiting } from "../../db/verification/environment-checks.ts";

export interface PreflightOptions {
  db: Db;
  benchmarksRoot: string;
  /** `--no-sandbox`: no isolation is asked for, so none is missing. */
  allowNone: boolean;
  limits: Limits;
  command: string;
  slot: number;
}

export interface Preflight {
  /** Benchmarks with waiting jobs that this machine can verify, as `name@version`. */
  ready: string[];
  /** Whether every benchmark with waiting jobs can be verified here. */
  ok: boolean;
  /** Lines for the operator: the sandbox, then one per benchmark with what it lacks. */
  lines: string[];
}

/**
 * What verification needs, looked at without building or running anything (`tsb worker
 * --preflight`, and `npm run demo` before it starts the worker): a sandbox (bubblewrap, or the
 * fallback's interpreters matching the worker's), and for each benchmark with jobs waiting its
 * build toolchains and pytest for the sandbox's user, each missing one with the line that
 * installs it. The worker's self-check goes further (it runs the benchmark's reference suite).
 */
export async function preflight(options: PreflightOptions): Promise<Preflight> {
  const lines: string[] = [];
  let sandbox: Sandbox;
  try {
    sandbox = await detectSandbox(options.allowNone);
  } catch (error) {
    if (!(error instanceof TsbError)) throw error;
    return { ready: [], ok: false, lines: [`sandbox: none usable. ${error.message}`] };
  }
  lines.push(`sandbox: ${describeSandbox(sandbox)}`);
  if (sandbox.kind === "unshare")
    lines.push(
      `  bubblewrap is not usable here (${bubblewrapFix(sandbox.bwrapProblem)}): the fallback sandbox cannot keep one run from leaving a memory for the next, so verification waits`,
    );
  const waiting = benchmarksWaiting(options.db);
  if (waiting.length === 0) lines.push("no submission waits for verification");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-preflight-"));
  await chmod(scratch, 0o711);
  const ready: string[] = [];
  try {
    for (const benchmark of waiting) {
      const id = `${benchmark.name}@${benchmark.version}`;
      const definition = await findBenchmark(id, options.benchmarksRoot).catch(() => null);
      if (definition === null) {
        lines.push(
          `${id}: cannot verify here: not among the benchmarks in ${options.benchmarksRoot}`,
        );
        continue;
      }
      const environment = await probeRunEnvironment({
        sandbox,
        limits: options.limits,
        slot: options.slot,
        scratch,
        buildTools: await buildToolsOf(definition),
      });
      const problem = environmentProblem(environment, options.command.includes("pytest"));
      if (problem === null) {
        ready.push(id);
        const tools = environment.build.map((t) => t.name).join(", ");
        lines.push(
          `${id}: ready (pytest ${environment.inside.pytest ?? "not used"} in the sandbox${tools ? `; builds with ${tools}` : ""})`,
        );
      } else {
        lines.push(`${id}: cannot verify here: ${problem.reason}`);
        if (problem.fix) lines.push(`  to fix: ${problem.fix}`);
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { ready, ok: ready.length === waiting.length, lines };
}
