import { capText, capValue, defaultCaps, type Caps } from "./cap.ts";
import { classifyCommandText } from "./classify/command-text.ts";
import { classifyTool } from "./classify/tools.ts";
import { computeTotals, type RecordedTotals } from "./totals.ts";
import type { Actor, Step, StepSource, TokenUsage, Trajectory, TrajectoryMeta } from "./types.ts";

export interface StepExtras {
  time?: string;
  source: StepSource;
  tokens?: TokenUsage;
  costUsd?: number;
}

export interface ActionInput extends StepExtras {
  /** The tool's name; for `text` actions, the name is taken from the command. */
  tool: string;
  input?: unknown;
  /** An action written as text (SWE-agent's `open f`, a mini-swe-agent bash block). */
  text?: string;
  callId?: string;
  thought?: string;
}

export interface ResultInput {
  output: string;
  isError?: boolean;
  time?: string;
  source: StepSource;
  tool?: string;
}

/**
 * Collects the steps of one trajectory as a reader finds them, in order. A tool result is
 * merged into its call by call id, whichever comes first in the file (the off-spec ATIF writes
 * results before their calls); a result no call claims stays an `observation` step where it
 * was found. Text is capped as it arrives, so a long session costs memory by steps, not bytes.
 */
export class TrajectoryBuilder {
  readonly steps: Step[] = [];
  readonly warnings: string[] = [];
  private readonly calls = new Map<string, Step>();
  private readonly orphans = new Map<string, Step>();

  constructor(private readonly caps: Caps = defaultCaps) {}

  /** A message from the user, the agent or the system; empty text is skipped. */
  message(actor: Actor, text: string, extras: StepExtras): Step | null {
    if (text.trim() === "") return null;
    return this.push({
      kind: "message",
      actor,
      text: capText(text, this.caps.text),
      ...withoutUndefined(extras),
      source: extras.source,
    });
  }

  /** A tool call or command by the agent, classified as it is added. */
  action(a: ActionInput): Step {
    const c =
      a.text !== undefined
        ? classifyCommandText(a.text)
        : { tool: a.tool, ...classifyTool(a.tool, a.input) };
    const step = this.push({
      kind: "action",
      actor: "agent",
      class: c.class,
      effects: c.effects,
      files: c.files,
      tool: {
        name: a.text !== undefined ? c.tool : a.tool,
        ...(a.input !== undefined || a.text !== undefined
          ? { input: capValue(a.input ?? a.text, this.caps.input) }
          : {}),
        ...(c.command !== undefined ? { command: capText(c.command, this.caps.command) } : {}),
        ...(a.callId !== undefined ? { callId: a.callId } : {}),
      },
      ...(a.thought?.trim() ? { text: capText(a.thought, this.caps.text) } : {}),
      ...withoutUndefined({ time: a.time, tokens: a.tokens, costUsd: a.costUsd }),
      source: a.source,
    });
    if (a.callId !== undefined) {
      this.calls.set(a.callId, step);
      const early = this.orphans.get(a.callId);
      if (early) {
        this.orphans.delete(a.callId);
        this.steps.splice(this.steps.indexOf(early), 1);
        step.output = early.output;
        if (early.isError) step.isError = true;
      }
    }
    return step;
  }

  /** A tool's result: merged into its call, or kept as an observation until a call claims it. */
  result(callId: string | undefined, r: ResultInput): Step {
    const call = callId === undefined ? undefined : this.calls.get(callId);
    const output = capText(r.output, this.caps.output);
    if (call && call.output === undefined) {
      call.output = output;
      if (r.isError) call.isError = true;
      return call;
    }
    const step = this.push({
      kind: "observation",
      actor: "tool",
      output,
      ...(r.isError ? { isError: true } : {}),
      ...(r.tool !== undefined || callId !== undefined
        ? { tool: { name: r.tool ?? "unknown", ...(callId !== undefined ? { callId } : {}) } }
        : {}),
      ...withoutUndefined({ time: r.time }),
      source: r.source,
    });
    if (callId !== undefined) this.orphans.set(callId, step);
    return step;
  }

  /** Sets the output of a step whose result the record keeps beside it (no call id needed). */
  attach(step: Step, output: string, isError = false): void {
    step.output = capText(output, this.caps.output);
    if (isError) step.isError = true;
  }

  /** Adds token counts to a step (several records may report one model call in parts). */
  addTokens(step: Step, tokens: TokenUsage, costUsd?: number): void {
    const sum: TokenUsage = { ...step.tokens };
    for (const [k, v] of Object.entries(tokens) as [keyof TokenUsage, number | undefined][])
      if (typeof v === "number") sum[k] = (sum[k] ?? 0) + v;
    step.tokens = sum;
    if (costUsd !== undefined) step.costUsd = (step.costUsd ?? 0) + costUsd;
  }

  /** The last step the agent produced, to which a later usage record belongs. */
  lastAgentStep(): Step | undefined {
    for (let i = this.steps.length - 1; i >= 0; i--)
      if (this.steps[i]?.actor === "agent") return this.steps[i];
    return undefined;
  }

  /** The finished trajectory: steps numbered in order, totals computed. */
  finish(meta: TrajectoryMeta, recorded: RecordedTotals = {}): Trajectory {
    this.steps.forEach((s, i) => (s.index = i));
    if (this.orphans.size > 0)
      this.warnings.push(
        `${this.orphans.size} tool result(s) with no recorded call, kept as observations`,
      );
    return {
      meta,
      steps: this.steps,
      totals: computeTotals(this.steps, meta, recorded),
      warnings: this.warnings,
    };
  }

  private push(partial: Omit<Step, "index" | "files"> & { files?: Step["files"] }): Step {
    const step: Step = { index: this.steps.length, files: [], ...partial };
    this.steps.push(step);
    return step;
  }
}

/** Drops undefined fields, so optional properties are absent rather than undefined. */
export function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
