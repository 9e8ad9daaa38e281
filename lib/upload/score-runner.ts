import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runInBackground } from "../process/background-priority.ts";
import type { ScoreJob, ScoreMessage, ScoreOutcome } from "./score-protocol.ts";

/**
 * The checkout: `TSB_ROOT` when set (the standalone server runs from .next/standalone, which holds
 * the site but not the evaluator's sources that scoring runs; docs/deploy.md), else found from
 * this module, or from the working directory when Next's bundler has moved the module into .next/
 * (the site runs `next start` in the checkout), or the checkout the site was built in
 * (`TSB_BUILD_ROOT`, inlined by next.config.ts).
 */
export const projectRoot =
  process.env.TSB_ROOT ??
  [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
    process.cwd(),
    process.env.TSB_BUILD_ROOT ?? "",
  ].find(
    (dir) =>
      // data/benchmarks marks a whole checkout: the standalone output holds traced copies of
      // score-process.ts and cli/index.ts, but never data/ (next.config.ts) nor all the
      // evaluator sources scoring runs.
      fs.existsSync(path.join(dir, "lib/upload/score-process.ts")) &&
      fs.existsSync(path.join(dir, "cli/index.ts")) &&
      fs.existsSync(path.join(dir, "data/benchmarks")),
  ) ??
  process.cwd();

/** score-process.ts from its bundle, or through tsx when none can be built (bin/compiled.mjs). */
const SCRIPT = path.join(projectRoot, "bin/score-upload.mjs");

interface Slot {
  running: number;
  waiting: Array<() => void>;
}
const shared = globalThis as typeof globalThis & { __tsbScoreSlots?: Slot };
const slots = (shared.__tsbScoreSlots ??= { running: 0, waiting: [] });

async function acquire(concurrency: number, onQueued: () => void): Promise<void> {
  if (slots.running < concurrency) {
    slots.running++;
    return;
  }
  onQueued();
  await new Promise<void>((resolve) => slots.waiting.push(resolve));
}

function release(): void {
  const next = slots.waiting.shift();
  if (next) next();
  else slots.running--;
}

export interface RunOptions {
  concurrency: number;
  timeoutMs: number;
  memoryMb: number;
  onQueued?: () => void;
  onProgress?: (phase: "score" | "store", done: number, total: number) => void;
}

/**
 * Scores (and maybe stores) one bundle in a child process (score-process.ts), at most
 * `concurrency` at once. A child that crashes, runs out of its heap or passes `timeoutMs` is
 * killed and reported as a problem with the bundle, never as a hang of the request.
 */
export async function runScoring(job: ScoreJob, options: RunOptions): Promise<ScoreOutcome> {
  await acquire(options.concurrency, () => options.onQueued?.());
  try {
    return await new Promise<ScoreOutcome>((resolve) => {
      let outcome: ScoreOutcome | null = null;
      let timedOut = false;
      // spawn with an IPC channel rather than fork: the bundler would try to resolve fork's script.
      const args = [`--max-old-space-size=${options.memoryMb}`, SCRIPT];
      const child = spawn(process.execPath, [...args, JSON.stringify(job)], {
        cwd: projectRoot,
        stdio: ["ignore", "ignore", "pipe", "ipc"],
        serialization: "advanced",
      });
      runInBackground(child.pid);
      let stderr = "";
      child.stderr?.on("data", (d: Buffer) => {
        if (stderr.length < 8192) stderr += d.toString();
      });
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
      }, options.timeoutMs);
      child.on("message", (message: ScoreMessage) => {
        if (message.type === "progress")
          options.onProgress?.(message.phase, message.done, message.total);
        else outcome = message.outcome;
      });
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        if (outcome) return resolve(outcome);
        const why = timedOut
          ? `scoring took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped`
          : /heap out of memory|Allocation failed/i.test(stderr)
            ? `scoring needed more than ${options.memoryMb} MiB of memory and was stopped`
            : null;
        if (why) resolve({ kind: "problems", problems: [{ file: job.label, message: why }] });
        else
          resolve({
            kind: "error",
            message: `scoring process ended (${signal ?? `exit ${code}`}) without a result: ${stderr.slice(-2000)}`,
          });
      });
    });
  } finally {
    release();
  }
}
