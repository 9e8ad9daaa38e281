import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord, readJsonLines } from "../input/lines.ts";
import type { Step, TokenUsage } from "../types.ts";
import { isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/**
 * Claude Code session logs (`~/.claude/projects/<dir>/<session>.jsonl`) and sub-agent
 * transcripts (`<session>/subagents/agent-*.jsonl`, same records with `isSidechain`).
 * `user` records give user messages and tool results, `assistant` records text and `tool_use`
 * blocks; one API message is spread over several records that repeat its usage, so tokens are
 * counted once per message id. `progress`, `file-history-snapshot`, `queue-operation` and
 * `summary` records are bookkeeping and make no step; thinking blocks are not steps either.
 */
export async function readClaudeCode(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  const usageByMessage = new Map<string, { step: Step; usage: TokenUsage }>();
  let sessionId: string | undefined;
  let cwd: string | undefined;
  let version: string | undefined;
  let model: string | undefined;
  for await (const { value, line } of readJsonLines(ctx.stream, ctx.file)) {
    const r = asRecord(value);
    if (!r) continue;
    sessionId ??= str(r.sessionId);
    cwd ??= str(r.cwd);
    version ??= str(r.version);
    const time = isoTime(r.timestamp);
    const source = { line };
    const message = asRecord(r.message);
    if (r.type === "system") {
      b.message("system", str(r.content) ?? "", { time, source });
      continue;
    }
    if (!message || (r.type !== "user" && r.type !== "assistant")) continue;
    const content = message.content;
    if (r.type === "user") {
      const actor = r.isMeta === true ? "system" : "user";
      if (typeof content === "string") b.message(actor, content, { time, source });
      else if (Array.isArray(content))
        for (const block of content.map(asRecord)) {
          if (block?.type === "tool_result")
            b.result(str(block.tool_use_id), {
              output: contentText(block.content),
              isError: block.is_error === true,
              time,
              source,
            });
          else if (block?.type === "text")
            b.message(actor, str(block.text) ?? "", { time, source });
        }
      continue;
    }
    model = str(message.model) ?? model;
    const first: Step[] = [];
    for (const block of Array.isArray(content) ? content.map(asRecord) : []) {
      if (block?.type === "text") {
        const s = b.message("agent", str(block.text) ?? "", { time, source });
        if (s) first.push(s);
      } else if (block?.type === "tool_use") {
        first.push(
          b.action({
            tool: str(block.name) ?? "unknown",
            input: block.input,
            callId: str(block.id),
            time,
            source,
          }),
        );
      }
    }
    const id = str(message.id);
    const usage = usageOf(asRecord(message.usage));
    if (id && usage) {
      // Later records of one message repeat (or grow) its usage: keep the last, on one step.
      const seen = usageByMessage.get(id);
      if (seen) seen.step.tokens = usage;
      else if (first[0]) {
        first[0].tokens = usage;
        usageByMessage.set(id, { step: first[0], usage });
      }
    }
  }
  const meta = metaFor("claude-code-jsonl", {
    agent: { name: "claude-code", ...(version ? { version } : {}) },
    model,
    sessionId,
    cwd,
  });
  return [b.finish(meta)];
}

function usageOf(u: Record<string, unknown> | null): TokenUsage | undefined {
  if (!u) return undefined;
  const input = num(u.input_tokens);
  const output = num(u.output_tokens);
  if (input === undefined && output === undefined) return undefined;
  const t: TokenUsage = {};
  if (input !== undefined) t.input = input;
  if (output !== undefined) t.output = output;
  const cacheRead = num(u.cache_read_input_tokens);
  const cacheWrite = num(u.cache_creation_input_tokens);
  if (cacheRead !== undefined) t.cacheRead = cacheRead;
  if (cacheWrite !== undefined) t.cacheWrite = cacheWrite;
  return t;
}
