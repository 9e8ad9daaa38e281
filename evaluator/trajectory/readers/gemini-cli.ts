import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord, readJsonLines } from "../input/lines.ts";
import { readJsonParts } from "../input/json-document.ts";
import type { Step, StepSource, TokenUsage } from "../types.ts";
import { isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/**
 * One Gemini CLI message: `user` is a user message; `gemini` is the model's turn, its text a
 * message and each of its `toolCalls` an action whose `result[].functionResponse.response` is
 * the output; `info`/`error` are system messages. The turn's `tokens` go to its first step.
 */
function addMessage(
  b: TrajectoryBuilder,
  m: Record<string, unknown>,
  source: StepSource,
): string | undefined {
  const time = isoTime(m.timestamp);
  const type = str(m.type);
  const text = contentText(m.content);
  if (type === "user") {
    b.message("user", text, { time, source });
    return undefined;
  }
  if (type !== "gemini") {
    b.message("system", text, { time, source });
    return undefined;
  }
  const steps: Step[] = [];
  const said = b.message("agent", text, { time, source });
  if (said) steps.push(said);
  for (const call of Array.isArray(m.toolCalls) ? m.toolCalls.map(asRecord) : []) {
    if (!call) continue;
    const step = b.action({
      tool: str(call.name) ?? "unknown",
      input: call.args,
      callId: str(call.id),
      time: isoTime(call.timestamp) ?? time,
      source,
    });
    const output = (Array.isArray(call.result) ? call.result : [])
      .map((r) => asRecord(asRecord(asRecord(r)?.functionResponse)?.response))
      .map((r) => str(r?.output) ?? str(r?.error) ?? contentText(r))
      .join("\n");
    b.attach(step, output, call.status === "error");
    steps.push(step);
  }
  const t = asRecord(m.tokens);
  if (t && steps[0]) {
    const tokens: TokenUsage = {};
    const map: [keyof TokenUsage, string][] = [
      ["input", "input"],
      ["output", "output"],
      ["cacheRead", "cached"],
      ["reasoning", "thoughts"],
      ["total", "total"],
    ];
    for (const [k, f] of map) if (num(t[f]) !== undefined) tokens[k] = num(t[f]);
    b.addTokens(steps[0], tokens);
  }
  return str(m.model);
}

/** Gemini CLI chat sessions (`~/.gemini/tmp/<project>/chats/session-*.json`). */
export async function readGeminiJson(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  const head: Record<string, unknown> = {};
  let model: string | undefined;
  let messages = 0;
  for await (const part of readJsonParts(ctx.stream, ctx.file, {
    arrays: ["messages"],
    fields: ["sessionId", "startTime", "lastUpdated"],
  })) {
    if (part.key !== "messages") head[part.key] = part.value;
    else if (asRecord(part.value)) {
      messages++;
      model =
        addMessage(b, asRecord(part.value) as Record<string, unknown>, { pointer: part.pointer }) ??
        model;
    }
  }
  if (messages === 0 && head.sessionId === undefined)
    throw new TrajectoryError([
      { file: ctx.file, message: "has no 'messages': not a Gemini CLI session" },
    ]);
  return [
    b.finish(
      metaFor("gemini-cli-json", {
        agent: { name: "gemini-cli" },
        model,
        sessionId: str(head.sessionId),
        startTime: isoTime(head.startTime),
        endTime: isoTime(head.lastUpdated),
      }),
    ),
  ];
}

/**
 * The newer append-only JSONL session: a header record (`sessionId`, `startTime`), then one
 * message per line, and `{"$set": {...}}` records updating the header (skipped but for
 * `lastUpdated`).
 */
export async function readGeminiJsonl(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let sessionId: string | undefined;
  let start: string | undefined;
  let end: string | undefined;
  let model: string | undefined;
  for await (const { value, line } of readJsonLines(ctx.stream, ctx.file)) {
    const r = asRecord(value);
    if (!r) continue;
    if ("$set" in r) {
      end = isoTime(asRecord(r.$set)?.lastUpdated) ?? end;
    } else if ("sessionId" in r && !("type" in r)) {
      sessionId = str(r.sessionId);
      start = isoTime(r.startTime);
      end = isoTime(r.lastUpdated);
    } else model = addMessage(b, r, { line }) ?? model;
  }
  return [
    b.finish(
      metaFor("gemini-cli-jsonl", {
        agent: { name: "gemini-cli" },
        model,
        sessionId,
        startTime: start,
        endTime: end,
      }),
    ),
  ];
}
