import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { asRecord, readJsonLines } from "../input/lines.ts";
import { readJsonParts } from "../input/json-document.ts";
import type { Trajectory } from "../types.ts";
import { idText, isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/** OpenHands action types and the tool each stands for when classified. */
const actionTools: Record<string, string> = {
  run: "bash",
  run_ipython: "run_ipython",
  read: "read_file",
  write: "write_file",
  browse: "browse",
  browse_interactive: "browse",
};

/** The input to classify an action by: a shell command, code, or the editor's sub-command. */
function actionInput(action: string, args: Record<string, unknown>): unknown {
  if (action === "run") return { command: args.command };
  if (action === "run_ipython") return { code: args.code };
  if (action === "edit")
    return {
      command: str(args.command) ?? (args.content !== undefined ? "create" : "str_replace"),
      path: args.path,
    };
  return args;
}

/** Actions that are conversation, not tool use. */
const messageActions = new Set(["message", "system", "recall"]);

/**
 * Replays OpenHands V0 events into steps: `action` events by type (`run` is a shell command,
 * `read`/`write`/`edit` file operations, `finish`/`think`/`delegate` other), their
 * `observation` events matched by `cause` (the action's id), `message` actions as messages.
 */
export class OpenHandsEvents {
  readonly b: TrajectoryBuilder;
  model: string | undefined;
  count = 0;
  /** Ids of conversation actions (message, recall), whose observations are not tool output. */
  private readonly conversation = new Set<string>();

  constructor(caps: ReadContext["caps"]) {
    this.b = new TrajectoryBuilder(caps);
  }

  add(value: unknown, source: { line?: number; pointer?: string }): void {
    const e = asRecord(value);
    if (!e) return;
    this.count++;
    const args = asRecord(e.args) ?? e;
    const time = isoTime(e.timestamp);
    const id = idText(e.id);
    // The resolver's older records have no `source`; their one message is the task.
    const actor =
      e.source === "user" || (e.source === undefined && e.action === "message")
        ? "user"
        : e.source === "environment"
          ? "system"
          : "agent";
    const action = str(e.action);
    const observation = str(e.observation);
    const response = asRecord(asRecord(e.tool_call_metadata)?.model_response);
    this.model ??= str(response?.model);
    if (action !== undefined) {
      if (messageActions.has(action)) {
        if (id !== undefined) this.conversation.add(id);
        this.b.message(
          action === "system" ? "system" : actor,
          str(args.content) ?? str(e.message) ?? "",
          { time, source },
        );
        return;
      }
      const tool = action === "edit" ? "str_replace_editor" : (actionTools[action] ?? action);
      this.b.action({
        tool,
        input: actionInput(action, args),
        callId: id,
        thought: str(args.thought),
        time,
        source,
      });
    } else if (observation !== undefined) {
      const cause = idText(e.cause);
      if (cause !== undefined && this.conversation.has(cause)) return;
      const extras = asRecord(e.extras) ?? e;
      const exit = num(extras.exit_code) ?? num(asRecord(extras.metadata)?.exit_code);
      const output = str(e.content) ?? str(e.message) ?? "";
      const isError = observation === "error" || (exit !== undefined && exit !== 0);
      const last = this.b.steps[this.b.steps.length - 1];
      // The resolver's older records carry no ids: an observation answers the action before it.
      if (e.cause === undefined && last?.kind === "action" && last.output === undefined)
        this.b.attach(last, output, isError);
      else this.b.result(cause, { output, isError, time, source, tool: observation });
    }
  }

  finish(
    taskId?: string,
    costUsd?: number,
    tokens?: Record<string, unknown> | null,
    format: "openhands-events" | "openhands-output" = "openhands-events",
  ): Trajectory {
    const input = num(tokens?.prompt_tokens);
    const output = num(tokens?.completion_tokens);
    const meta = metaFor(format, { agent: { name: "openhands" }, model: this.model, taskId });
    return this.b.finish(meta, {
      ...(costUsd ? { costUsd } : {}),
      ...(input !== undefined || output !== undefined
        ? { tokens: { input: input ?? 0, output: output ?? 0 } }
        : {}),
    });
  }
}

/** OpenHands V0 event lists (`trajs/*.json`, a saved conversation): one JSON array of events. */
export async function readOpenHandsEvents(ctx: ReadContext) {
  const events = new OpenHandsEvents(ctx.caps);
  for await (const part of readJsonParts(ctx.stream, ctx.file, { arrays: [""] }))
    events.add(part.value, { pointer: part.pointer });
  if (events.count === 0)
    throw new TrajectoryError([
      { file: ctx.file, message: "has no events: not an OpenHands event list" },
    ]);
  return [events.finish()];
}

/**
 * OpenHands `output.jsonl` (evaluation runs and the issue resolver): one line per task, its
 * `history` the event list; each line is one trajectory, named by `instance_id` or the issue.
 */
export async function readOpenHandsOutput(ctx: ReadContext) {
  const out: Trajectory[] = [];
  for await (const { value, line } of readJsonLines(ctx.stream, ctx.file)) {
    const r = asRecord(value);
    if (!r || !Array.isArray(r.history))
      throw new TrajectoryError([
        { file: ctx.file, line, message: "has no 'history' list: not an OpenHands output record" },
      ]);
    const events = new OpenHandsEvents(ctx.caps);
    r.history.forEach((e, i) => events.add(e, { line, pointer: `/history/${i}` }));
    const issue = asRecord(r.issue);
    const taskId =
      str(r.instance_id) ??
      (issue
        ? `${str(issue.owner) ?? ""}/${str(issue.repo) ?? ""}#${idText(issue.number) ?? ""}`
        : undefined);
    const metrics = asRecord(r.metrics);
    out.push(
      events.finish(
        taskId,
        num(metrics?.accumulated_cost),
        asRecord(metrics?.accumulated_token_usage),
        "openhands-output",
      ),
    );
  }
  return out;
}
