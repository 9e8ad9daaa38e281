import { Worker } from "node:worker_threads";
import { BundleError, type Problem } from "../errors.ts";
import type { JUnitCase, JUnitResult, SuiteError } from "../types.ts";

/**
 * "all" keeps every test case (reference runs, codegen.xml); "failures" keeps only failed ones,
 * which is all a mutant's judgement reads, so far less crosses back from the worker.
 */
export type ParseMode = "all" | "failures";

/** The JUnit parser's bounds a caller may tighten (an upload server does). */
export interface JUnitSizeLimits {
  maxDepth?: number;
  maxBytes?: number;
}

export interface ParseRequest {
  id: number;
  file: string;
  bytes: Uint8Array;
  mode: ParseMode;
  messageCap: number | undefined;
  limits: JUnitSizeLimits | undefined;
}

export type ParseReply =
  | { id: number; ok: true; cases: JUnitCase[]; suiteErrors: SuiteError[] }
  | { id: number; ok: false; problems: Problem[] }
  | { id: number; ok: false; error: string };

interface Pending {
  request: ParseRequest;
  resolve: (result: JUnitResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Parses JUnit files on worker threads so that scoring uses every core: XML parsing is nearly
 * all of scoring's CPU. The calling thread reads bytes and judges; workers parse. Problems in a
 * file come back as the same `BundleError` the in-process parser throws.
 */
export class ParsePool {
  private readonly idle: Worker[] = [];
  private readonly workers: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<Worker, Pending>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL("./parse-worker.mjs", import.meta.url));
      worker.on("message", (reply: ParseReply) => this.settle(worker, reply));
      worker.on("error", (error) => this.fail(error));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  parse(
    file: string,
    bytes: Buffer,
    mode: ParseMode,
    messageCap: number | undefined,
    limits?: JUnitSizeLimits,
  ): Promise<JUnitResult> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queue.push({
        request: { id: this.nextId++, file, bytes: ownBytes(bytes), mode, messageCap, limits },
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const pending = this.queue.shift() as Pending;
      this.running.set(worker, pending);
      worker.postMessage(pending.request, [pending.request.bytes.buffer as ArrayBuffer]);
    }
  }

  private settle(worker: Worker, reply: ParseReply): void {
    const pending = this.running.get(worker);
    this.running.delete(worker);
    this.idle.push(worker);
    if (pending) {
      if (reply.ok)
        pending.resolve({
          cases: new Map(reply.cases.map((c) => [c.id, c])),
          suiteErrors: reply.suiteErrors,
        });
      else if ("problems" in reply) pending.reject(new BundleError(reply.problems));
      else pending.reject(new Error(`parsing ${pending.request.file} in a worker: ${reply.error}`));
    }
    this.dispatch();
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const pending of [...this.running.values(), ...this.queue.splice(0)])
      pending.reject(error);
    this.running.clear();
  }
}

/**
 * A copy of `bytes` that owns its whole ArrayBuffer, so it can be transferred: small Buffers
 * share Node's pool, and transferring that would detach unrelated Buffers.
 */
function ownBytes(bytes: Buffer): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}
