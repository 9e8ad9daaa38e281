import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord } from "../input/lines.ts";
import { readJsonParts } from "../input/json-document.ts";
import type { TokenUsage } from "../types.ts";
import { isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/**
 * ATIF `trajectory.json` (Harbor's Agent Trajectory Interchange Format, `ATIF-v1.x`): `steps`
 * with `source` user / agent / system, `message`, `tool_calls` (`tool_call_id`,
 * `function_name`, `arguments`), `observation.results` (`source_call_id`, `content`) and
 * `metrics` (`prompt_tokens`, `completion_tokens`, `cost_usd`); `agent`, `session_id` and
 * `final_metrics` for the whole run. Also read, with a warning: writers that use `id` / `name`
 * for tool calls and put tool results in separate `system` steps ("Tool result for <id>"),
 * even before the call, as OpenAgents' schema_version "1.4" does.
 */
export async function readAtif(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  const head: Record<string, unknown> = {};
  let offSpec = false;
  let steps = 0;
  for await (const part of readJsonParts(ctx.stream, ctx.file, {
    arrays: ["steps"],
    fields: ["schema_version", "session_id", "agent", "final_metrics", "extra"],
  })) {
    if (part.key !== "steps") {
      head[part.key] = part.value;
      continue;
    }
    const s = asRecord(part.value);
    if (!s) continue;
    steps++;
    const source = { pointer: part.pointer };
    const time = isoTime(s.timestamp);
    const actor = s.source === "user" ? "user" : s.source === "agent" ? "agent" : "system";
    const observation = asRecord(s.observation);
    const calls = Array.isArray(s.tool_calls) ? s.tool_calls.map(asRecord) : [];
    const metrics = asRecord(s.metrics);
    const tokens = tokensOf(metrics);
    const costUsd = num(metrics?.cost_usd);
    if (observation?.type === "tool_result" && calls.length === 0) {
      // Off-spec: a tool result as a step of its own, named by the call id in its message.
      offSpec = true;
      const id = /Tool result for (\S+)/.exec(str(s.message) ?? "")?.[1];
      b.result(id, {
        output: contentText(observation.content),
        isError: asRecord(observation.result)?.success === false,
        time,
        source,
      });
      continue;
    }
    if (calls.length === 0) {
      const step = b.message(actor, contentText(s.message), { time, source });
      if (step && (tokens || costUsd)) b.addTokens(step, tokens ?? {}, costUsd);
    }
    calls.forEach((c, n) => {
      if (c && "name" in c && !("function_name" in c)) offSpec = true;
      const step = b.action({
        tool: str(c?.function_name) ?? str(c?.name) ?? "unknown",
        input: c?.arguments,
        callId: str(c?.tool_call_id) ?? str(c?.id),
        ...(n === 0 ? { thought: contentText(s.message) } : {}),
        time,
        source,
      });
      if (n === 0 && (tokens || costUsd)) b.addTokens(step, tokens ?? {}, costUsd);
    });
    for (const r of Array.isArray(observation?.results) ? observation.results.map(asRecord) : [])
      b.result(str(r?.source_call_id), { output: contentText(r?.content), time, source });
  }
  if (steps === 0 && head.schema_version === undefined)
    throw new TrajectoryError([
      { file: ctx.file, message: "has no 'steps': not an ATIF trajectory" },
    ]);
  const version = str(head.schema_version);
  if (version && !version.startsWith("ATIF-v")) offSpec = true;
  if (offSpec)
    b.warnings.push(
      `off-spec ATIF (schema_version ${JSON.stringify(version)}): tool calls as id/name, results as separate system steps`,
    );
  const agent = asRecord(head.agent);
  const extra = asRecord(head.extra);
  const final = asRecord(head.final_metrics);
  const meta = metaFor("atif", {
    agent: {
      name: str(agent?.name) ?? "unknown",
      ...(str(agent?.version) ? { version: str(agent?.version) } : {}),
    },
    model: str(agent?.model_name) ?? str(agent?.model),
    sessionId: str(head.session_id),
    // Not in the ATIF spec: writers that record the working folder put it in `extra`.
    cwd: str(extra?.cwd) ?? str(asRecord(agent?.extra)?.cwd),
    startTime: isoTime(extra?.start_time),
    endTime: isoTime(extra?.end_time),
  });
  const finalTokens: TokenUsage | undefined = final
    ? {
        input: num(final.total_prompt_tokens) ?? 0,
        output: num(final.total_completion_tokens) ?? 0,
        ...(num(final.total_cached_tokens) !== undefined
          ? { cacheRead: num(final.total_cached_tokens) }
          : {}),
      }
    : undefined;
  return [
    b.finish(meta, {
      ...(finalTokens ? { tokens: finalTokens } : {}),
      ...(num(final?.total_cost_usd) !== undefined ? { costUsd: num(final?.total_cost_usd) } : {}),
    }),
  ];
}

function tokensOf(m: Record<string, unknown> | null): TokenUsage | undefined {
  if (!m) return undefined;
  const t: TokenUsage = {};
  if (num(m.prompt_tokens) !== undefined) t.input = num(m.prompt_tokens);
  if (num(m.completion_tokens) !== undefined) t.output = num(m.completion_tokens);
  if (num(m.cached_tokens) !== undefined) t.cacheRead = num(m.cached_tokens);
  return Object.keys(t).length > 0 ? t : undefined;
}
