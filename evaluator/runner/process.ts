import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";

/**
 * A run's time limit that may change while it runs: a mutant run that starts before its
 * instance's reference runs are timed gets the reference limit, lowered to the mutant rule's
 * once they are (the run order is random, so a mutant cannot always wait for them).
 */
export class Deadline {
  private listener: (() => void) | null = null;
  constructor(private current: number) {}
  get seconds(): number {
    return this.current;
  }
  set(seconds: number): void {
    this.current = seconds;
    this.listener?.();
  }
  /** One listener: the process the deadline belongs to. */
  watch(listener: (() => void) | null): void {
    this.listener = listener;
  }
}

export interface ProcessOptions {
  argv: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** Wall-clock limit; on expiry the whole process group is killed. */
  timeoutSec: number | Deadline;
  /** Bytes of combined stdout/stderr kept; the rest is counted and dropped. */
  outputCap: number;
  /**
   * Extra pipes the child gets as fds 3, 4, …: the byte cap of each. What arrives on each is
   * kept up to its cap plus one byte, so a caller can tell "at the cap" from "over it".
   */
  channels?: number[];
  /** Files the child gets open for reading, by file descriptor (above the channels'). */
  files?: Record<number, string>;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  durationSec: number;
  /** Combined output, capped: the first half of the cap and the last half, with a marker between. */
  output: string;
  /** What arrived on each of `channels`, in order. */
  channels: Buffer[];
}

/**
 * Runs one command in its own process group (`detached` makes the child a session and group
 * leader) and kills that whole group with SIGKILL on timeout and again after exit, so that
 * background processes a suite leaves behind do not outlive its run. Processes that escape the
 * group with their own `setsid` are caught by the sandbox's PID namespace instead (sandbox.ts).
 */
export function runProcess(options: ProcessOptions): Promise<ProcessResult> {
  const started = performance.now();
  const output = new CappedOutput(options.outputCap);
  return new Promise((resolve, reject) => {
    const [command, ...args] = options.argv;
    if (command === undefined) throw new Error("runProcess: empty argv");
    const stdio: ("ignore" | "pipe" | number)[] = [
      "ignore",
      "pipe",
      "pipe",
      ...(options.channels ?? []).map(() => "pipe" as const),
    ];
    const opened: number[] = [];
    for (const [fd, file] of Object.entries(options.files ?? {})) {
      while (stdio.length < Number(fd)) stdio.push("ignore");
      const handle = openSync(file, "r");
      opened.push(handle);
      stdio[Number(fd)] = handle;
    }
    const child = spawn(command, args, {
      cwd: options.cwd,
      // Next.js augments ProcessEnv with a required NODE_ENV; a suite environment has none.
      env: options.env as NodeJS.ProcessEnv,
      detached: true,
      stdio,
    });
    for (const handle of opened) closeSync(handle);
    const channels = (options.channels ?? []).map((cap, i) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      child.stdio[3 + i]?.on("data", (chunk: Buffer) => {
        if (kept > cap) return;
        chunks.push(chunk.subarray(0, cap + 1 - kept));
        kept += Math.min(chunk.byteLength, cap + 1 - kept);
      });
      return chunks;
    });
    let timedOut = false;
    const killGroup = (): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // ESRCH: the group is already gone, which is what we want.
      }
    };
    const deadline =
      typeof options.timeoutSec === "number"
        ? new Deadline(options.timeoutSec)
        : options.timeoutSec;
    const expire = (): void => {
      timedOut = true;
      killGroup();
    };
    let timer = setTimeout(expire, deadline.seconds * 1000);
    deadline.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(
        expire,
        Math.max(0, started + deadline.seconds * 1000 - performance.now()),
      );
    });
    // The run ends when its main process does: whatever it left running in the background
    // (holding the output pipes open) is killed then, not at the timeout.
    child.on("exit", killGroup);
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", (error) => {
      clearTimeout(timer);
      deadline.watch(null);
      reject(error);
    });
    child.on("close", (exitCode, signal) => {
      clearTimeout(timer);
      deadline.watch(null);
      killGroup();
      resolve({
        exitCode,
        signal,
        timedOut,
        durationSec: (performance.now() - started) / 1000,
        output: output.text(),
        channels: channels.map((chunks) => Buffer.concat(chunks)),
      });
    });
  });
}

/** Keeps the head and tail of a stream within a byte budget, counting what it drops. */
export class CappedOutput {
  private head: Buffer[] = [];
  private headBytes = 0;
  private tail: Buffer = Buffer.alloc(0);
  private dropped = 0;
  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    const half = Math.floor(this.cap / 2);
    if (this.headBytes < half) {
      const take = chunk.subarray(0, half - this.headBytes);
      this.head.push(take);
      this.headBytes += take.byteLength;
      chunk = chunk.subarray(take.byteLength);
    }
    if (chunk.byteLength === 0) return;
    const joined = Buffer.concat([this.tail, chunk]);
    const keep = this.cap - half;
    this.dropped += Math.max(0, joined.byteLength - keep);
    this.tail = joined.byteLength > keep ? joined.subarray(joined.byteLength - keep) : joined;
  }

  text(): string {
    const head = Buffer.concat(this.head).toString("utf8");
    const marker = this.dropped > 0 ? `\n[… ${this.dropped} bytes of output dropped …]\n` : "";
    return head + marker + this.tail.toString("utf8");
  }
}
