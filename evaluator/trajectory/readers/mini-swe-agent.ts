import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord } from "../input/lines.ts";
import { readJsonParts } from "../input/json-document.ts";
import type { Step, TokenUsage } from "../types.ts";
import { isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/** mini-swe-agent's one action per turn: a fenced block, ```bash or ```mswea_bash_command. */
const actionBlock = /```(?:bash|sh|mswea_bash_command)[ \t]*\n([\s\S]*?)\n?```/;

/**
 * mini-swe-agent trajectories: `{info, messages, trajectory_format}` (`.traj.json`) or a bare
 * list of messages (its test fixtures). An assistant message holding a bash block is one shell
 * action (the text before the block is its thought) and the next user message is that
 * action's output; an assistant message without a block is a message. Tokens, cost and time
 * come from each message's `extra.response` where the run kept it.
 */
export async function readMiniSweAgent(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let info: Record<string, unknown> | null = null;
  let instanceId: string | undefined;
  let pending: Step | null = null;
  let messages = 0;
  for await (const part of readJsonParts(ctx.stream, ctx.file, {
    arrays: ["", "messages"],
    fields: ["info", "instance_id"],
  })) {
    if (part.key === "info") info = asRecord(part.value);
    if (part.key === "instance_id") instanceId = str(part.value);
    const m = part.index !== undefined ? asRecord(part.value) : null;
    if (!m) continue;
    messages++;
    const source = { pointer: part.pointer };
    const text = contentText(m.content);
    const role = str(m.role);
    if (role === "assistant") {
      const response = asRecord(asRecord(m.extra)?.response);
      const extras = { source, ...responseExtras(response) };
      const block = actionBlock.exec(text);
      if (block) {
        pending = b.action({
          tool: "bash",
          text: block[1] ?? "",
          thought: text.slice(0, block.index).trim(),
          ...extras,
        });
      } else {
        b.message("agent", text, extras);
        pending = null;
      }
    } else if (role === "user" && pending) {
      b.attach(pending, text, /<returncode>(?!0<)/.test(text));
      pending = null;
    } else {
      b.message(role === "system" ? "system" : "user", text, { source });
    }
  }
  if (messages === 0)
    throw new TrajectoryError([
      { file: ctx.file, message: "has no messages: not a mini-swe-agent trajectory" },
    ]);
  const stats = asRecord(info?.model_stats);
  const cost = num(stats?.instance_cost);
  const config = asRecord(info?.config);
  const meta = metaFor("mini-swe-agent-traj", {
    agent: {
      name: "mini-swe-agent",
      ...(str(info?.mini_version) ? { version: str(info?.mini_version) } : {}),
    },
    model: str(asRecord(config?.model)?.model_name),
    taskId: instanceId,
  });
  return [b.finish(meta, cost !== undefined ? { costUsd: cost } : {})];
}

/** Time, tokens and cost of one model response (OpenAI-style `usage`, OpenRouter's `cost`). */
function responseExtras(r: Record<string, unknown> | null): {
  time?: string;
  tokens?: TokenUsage;
  costUsd?: number;
} {
  const u = asRecord(r?.usage);
  const out: { time?: string; tokens?: TokenUsage; costUsd?: number } = {};
  const time = isoTime(r?.created);
  if (time) out.time = time;
  if (u) {
    const tokens: TokenUsage = {};
    const input = num(u.prompt_tokens);
    const output = num(u.completion_tokens);
    const total = num(u.total_tokens);
    const reasoning = num(asRecord(u.completion_tokens_details)?.reasoning_tokens);
    const cached = num(asRecord(u.prompt_tokens_details)?.cached_tokens);
    if (input !== undefined) tokens.input = input;
    if (output !== undefined) tokens.output = output;
    if (total !== undefined) tokens.total = total;
    if (reasoning !== undefined) tokens.reasoning = reasoning;
    if (cached !== undefined) tokens.cacheRead = cached;
    out.tokens = tokens;
    const cost = num(u.cost);
    if (cost !== undefined) out.costUsd = cost;
  }
  return out;
}
