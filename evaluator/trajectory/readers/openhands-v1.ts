import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord, readJsonLines } from "../input/lines.ts";
import type { TokenUsage } from "../types.ts";
import { isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/**
 * OpenHands V1 (software-agent-sdk) `events.jsonl`: one event per line, told by `kind`.
 * `MessageEvent` is a message, `ActionEvent` a tool call (its `action` holds the tool's input;
 * `thought` the reasoning), `ObservationEvent` the result, matched by `tool_call_id`.
 * `ConversationStateUpdateEvent` with key `stats` carries the running token totals, of which
 * the last is the run's total.
 */
export async function readOpenHandsV1(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let model: string | undefined;
  let total: TokenUsage | undefined;
  let cost: number | undefined;
  for await (const { value, line } of readJsonLines(ctx.stream, ctx.file)) {
    const e = asRecord(value);
    if (!e) continue;
    const time = isoTime(e.timestamp);
    const source = { line };
    switch (e.kind) {
      case "MessageEvent": {
        const message = asRecord(e.llm_message);
        const role = str(message?.role) ?? str(e.source);
        const actor =
          role === "user" ? "user" : role === "assistant" || role === "agent" ? "agent" : "system";
        b.message(actor, contentText(message?.content), { time, source });
        break;
      }
      case "ActionEvent": {
        const action = asRecord(e.action) ?? {};
        const tool = str(e.tool_name) ?? str(action.kind) ?? "unknown";
        b.action({
          tool,
          input: action,
          callId: str(e.tool_call_id),
          thought: contentText(e.thought),
          time,
          source,
        });
        break;
      }
      case "ObservationEvent": {
        const o = asRecord(e.observation);
        b.result(str(e.tool_call_id), {
          output: contentText(o?.content),
          isError: o?.is_error === true,
          time,
          source,
          tool: str(e.tool_name),
        });
        break;
      }
      case "ConversationStateUpdateEvent": {
        const usage = asRecord(asRecord(asRecord(e.value)?.usage_to_metrics)?.default);
        if (e.key !== "stats" || !usage) break;
        model = str(usage.model_name) ?? model;
        cost = num(usage.accumulated_cost) ?? cost;
        const t = asRecord(usage.accumulated_token_usage);
        total = {
          input: num(t?.prompt_tokens) ?? 0,
          output: num(t?.completion_tokens) ?? 0,
          cacheRead: num(t?.cache_read_tokens) ?? 0,
        };
        break;
      }
    }
  }
  const meta = metaFor("openhands-v1-events", { agent: { name: "openhands-sdk" }, model });
  return [
    b.finish(meta, { ...(total ? { tokens: total } : {}), ...(cost ? { costUsd: cost } : {}) }),
  ];
}
