import type { Writable } from "node:stream";

/** What happened to one run, as the event stream and the summary report it. */
export type RunStatus = "passed" | "failed" | "timeout" | "no-result" | "error";

/** NDJSON events of `tsb run --events`, one JSON object a line. */
export type RunEvent =
  | { type: "run-started"; time: string; instance: string; run: string; recorded: boolean }
  | {
      type: "run-finished";
      time: string;
      instance: string;
      run: string;
      /** Whether the run is written to the bundle (false for a shard's calibration reference runs). */
      recorded: boolean;
      status: RunStatus;
      exitCode: number | null;
      timedOut: boolean;
      durationSec: number;
      /** status "error": why (a disk or /tmp cap reached). */
      error?: string;
      /**
       * For a mutant's run: whether a test that passed on the reference runs failed on it (a
       * kill still to be confirmed). On an instance's last confirmation run: whether any kill
       * of the instance was confirmed (the summary counts confirmed kills only).
       */
      killed?: boolean;
      /** Set on an instance's last confirmation run. */
      confirmed?: boolean;
      /** A run the stopped run had finished, taken from its journal (`tsb run --resume`). */
      resumed?: true;
    }
  | {
      /** Covering-tests mode: a mutant no test's coverage reaches, not run (it survives). */
      type: "run-skipped";
      time: string;
      instance: string;
      run: string;
      reason: "not-reached";
    }
  | {
      /** The coverage run of an instance (evaluator/coverage/), which never scores. */
      type: "coverage-finished";
      time: string;
      instance: string;
      durationSec: number;
      granularity?: "test" | "suite";
      /** Why the instance has no coverage. */
      unavailable?: string;
      /** The coverage run the stopped run had made, taken from its journal (`--resume`). */
      resumed?: true;
    }
  | {
      type: "finished";
      time: string;
      runs: number;
      kills: number;
      timeouts: number;
      durationSec: number;
      out: string;
    };

type Distribute<T> = T extends unknown ? Omit<T, "time"> : never;

/**
 * Reports progress: NDJSON events to `events` when given, and a one-line bar redrawn on `tty`
 * (a terminal) showing runs done/total, kills so far and an ETA from the mean pace so far.
 */
export class Progress {
  private done = 0;
  /** Runs taken from a stopped run's journal: done, but not part of this run's pace. */
  private resumed = 0;
  private kills = 0;
  private timeouts = 0;
  private readonly started = performance.now();
  private lastDraw = 0;

  constructor(
    private total: number,
    private readonly events: Writable | null,
    private readonly tty: NodeJS.WriteStream | null,
  ) {}

  emit(event: Distribute<RunEvent>): void {
    if (event.type === "run-finished") {
      this.done++;
      if (event.resumed) this.resumed++;

      if (event.timedOut) this.timeouts++;
      this.draw(this.done === this.total);
    } else if (event.type === "run-skipped") {
      this.total--;
      this.draw(this.done === this.total);
    }
    this.events?.write(`${JSON.stringify({ ...event, time: new Date().toISOString() })}\n`);
  }

  /** Counts kills whose confirmation runs are in and repeated. */
  confirmKills(count: number): void {
    this.kills += count;
  }

  /** Counts `runs` more to do: confirmation runs, planned once their instance's runs are in. */
  grow(runs: number): void {
    this.total += runs;
  }

  /** Prints a message on its own line without garbling the bar. */
  note(message: string, stream: NodeJS.WritableStream = process.stderr): void {
    if (this.tty) this.tty.write("\r\x1b[K");
    stream.write(`${message}\n`);
    if (this.tty && this.done > 0) this.draw(true);
  }

  finish(out: string): { runs: number; kills: number; timeouts: number; durationSec: number } {
    const summary = {
      runs: this.done,
      kills: this.kills,
      timeouts: this.timeouts,
      durationSec: this.elapsed(),
    };
    this.emit({ type: "finished", ...summary, out });
    if (this.tty) this.tty.write("\n");
    return summary;
  }

  private elapsed(): number {
    return (performance.now() - this.started) / 1000;
  }

  private draw(force: boolean): void {
    if (!this.tty) return;
    const now = performance.now();
    if (!force && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const width = 24;
    const filled = this.total === 0 ? width : Math.round((this.done / this.total) * width);
    const remaining = this.total - this.done;
    const ran = this.done - this.resumed;
    const eta = ran === 0 ? "?" : formatSeconds((this.elapsed() / ran) * remaining);
    const line =
      `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${this.done}/${this.total} runs · ` +
      `${this.kills} kills · ${this.timeouts} timeouts · ETA ${eta}`;
    this.tty.write(`\r${line.slice(0, (this.tty.columns || 100) - 1)}\x1b[K`);
  }
}

export function formatSeconds(seconds: number): string {
  const s = Math.round(seconds);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
}
