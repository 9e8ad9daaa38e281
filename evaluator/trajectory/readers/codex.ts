import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord, readJsonLines } from "../input/lines.ts";
import type { TokenUsage } from "../types.ts";
import { isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/** Model-facing "user" messages that the harness wrote, not the user. */
const harnessText =
  /^\s*(<environment_context>|<user_instructions>|<permissions instructions>|# AGENTS\.md instructions|<INSTRUCTIONS>|<turn_aborted>)/;

/**
 * Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`), cli 0.77 to 0.146.
 * Steps come from `response_item` records, which are what the model saw and did: messages,
 * `function_call` / `custom_tool_call` / `local_shell_call` / `web_search_call` and their
 * outputs. `event_msg` records repeat these for the UI and are skipped, except `user_message`
 * (a user step, once per text) and `token_count`, whose `last_token_usage` goes to the agent's
 * latest step when the running total grows. Harness text sent as "user" (AGENTS.md,
 * environment context) is a system step.
 */
export async function readCodexRollout(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let sessionId: string | undefined;
  let cwd: string | undefined;
  let version: string | undefined;
  let originator: string | undefined;
  let model: string | undefined;
  let startTime: string | undefined;
  let total: TokenUsage | undefined;
  // A user's message is written twice, as a response_item and an event_msg, in either order;
  // some rollouts keep only one of the two.
  const userTexts = new Set<string>();
  const userOnce = (text: string, time: string | undefined, source: { line: number }) => {
    const key = text.trim();
    if (userTexts.has(key)) return;
    userTexts.add(key);
    b.message("user", text, { time, source });
  };
  for await (const { value, line } of readJsonLines(ctx.stream, ctx.file)) {
    const r = asRecord(value);
    const p = asRecord(r?.payload);
    if (!r || !p) continue;
    const time = isoTime(r.timestamp);
    const source = { line };
    if (r.type === "session_meta") {
      sessionId ??= str(p.id);
      cwd ??= str(p.cwd);
      version ??= str(p.cli_version);
      originator ??= str(p.originator);
      startTime ??= isoTime(p.timestamp);
      continue;
    }
    if (r.type === "turn_context") {
      model = str(p.model) ?? model;
      continue;
    }
    if (r.type === "event_msg" && p.type === "user_message") {
      userOnce(str(p.message) ?? "", time, source);
      continue;
    }
    if (r.type === "event_msg" && p.type === "token_count") {
      const info = asRecord(p.info);
      const totalNow = usage(asRecord(info?.total_token_usage));
      if (!totalNow || totalNow.total === total?.total) continue;
      total = totalNow;
      const last = usage(asRecord(info?.last_token_usage));
      const step = b.lastAgentStep();
      if (step && last) b.addTokens(step, last);
      continue;
    }
    if (r.type !== "response_item") continue;
    switch (p.type) {
      case "message": {
        const text = contentText(p.content);
        const role = str(p.role);
        if (role === "assistant") b.message("agent", text, { time, source });
        else if (role === "user" && harnessText.test(text))
          b.message("system", text, { time, source });
        else if (role === "user") userOnce(text, time, source);
        else b.message("system", text, { time, source });
        break;
      }
      case "function_call":
      case "custom_tool_call":
        b.action({
          tool: str(p.name) ?? "unknown",
          input: callInput(p),
          callId: str(p.call_id),
          time,
          source,
        });
        break;
      case "local_shell_call":
        b.action({
          tool: "local_shell_call",
          input: asRecord(p.action) ?? {},
          callId: str(p.call_id),
          time,
          source,
        });
        break;
      case "web_search_call":
        b.action({ tool: "web_search", input: asRecord(p.action) ?? {}, time, source });
        break;
      case "function_call_output":
      case "custom_tool_call_output":
        b.result(str(p.call_id), { ...outputOf(p.output), time, source });
        break;
    }
  }
  const meta = metaFor("codex-rollout", {
    agent: { name: originator ?? "codex", ...(version ? { version } : {}) },
    model,
    sessionId,
    cwd,
    startTime,
  });
  return [b.finish(meta, total ? { tokens: total } : {})];
}

/** A function call's arguments are JSON text; a custom tool's input is free text (a patch) or JSON text. */
function callInput(p: Record<string, unknown>): unknown {
  const raw = typeof p.input === "string" ? p.input : p.arguments;
  if (typeof raw !== "string" || !raw.trimStart().startsWith("{")) return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Outputs are text, or JSON text `{"output": …, "metadata": {"exit_code": n}}`. */
function outputOf(raw: unknown): { output: string; isError?: boolean } {
  const text = typeof raw === "string" ? raw : contentText(raw);
  if (!text.startsWith("{")) return { output: text };
  try {
    const o = asRecord(JSON.parse(text));
    const exit = num(asRecord(o?.metadata)?.exit_code);
    return {
      output: str(o?.output) ?? text,
      ...(exit !== undefined && exit !== 0 ? { isError: true } : {}),
    };
  } catch {
    return { output: text };
  }
}

function usage(u: Record<string, unknown> | null): TokenUsage | undefined {
  if (!u) return undefined;
  const t: TokenUsage = {};
  const fields: [keyof TokenUsage, string][] = [
    ["input", "input_tokens"],
    ["cacheRead", "cached_input_tokens"],
    ["output", "output_tokens"],
    ["reasoning", "reasoning_output_tokens"],
    ["total", "total_tokens"],
  ];
  for (const [k, f] of fields) {
    const v = num(u[f]);
    if (v !== undefined) t[k] = v;
  }
  return Object.keys(t).length > 0 ? t : undefined;
}
