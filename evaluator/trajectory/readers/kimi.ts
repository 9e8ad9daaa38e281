import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord, readJsonLines } from "../input/lines.ts";
import type { TokenUsage } from "../types.ts";
import { isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

/**
 * Kimi Code CLI wire logs (protocol 1.4): `turn.prompt` is the user's input; inside
 * `context.append_loop_event`, `content.part` of type `text` is the agent speaking (`think`
 * parts are not steps), `tool.call` an action and `tool.result` its output by `toolCallId`;
 * `usage.record` goes to the agent's latest step. `context.append_message` repeats the
 * conversation for the model and is skipped. Times are milliseconds since 1970.
 */
export async function readKimiWire(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let version: string | undefined;
  let model: string | undefined;
  for await (const { value, line } of readJsonLines(ctx.stream, ctx.file)) {
    const r = asRecord(value);
    if (!r) continue;
    const time = isoTime(r.time ?? r.created_at);
    const source = { line };
    switch (r.type) {
      case "metadata":
        version = str(r.app_version) ?? version;
        break;
      case "config.update":
        model = str(r.modelAlias) ?? model;
        break;
      case "llm.request":
        model = str(r.model) ?? model;
        break;
      case "turn.prompt":
        b.message(
          asRecord(r.origin)?.kind === "user" || r.origin === undefined ? "user" : "system",
          contentText(r.input),
          { time, source },
        );
        break;
      case "usage.record": {
        const u = asRecord(r.usage);
        const step = b.lastAgentStep();
        if (!u || !step) break;
        const tokens: TokenUsage = {};
        const input =
          (num(u.inputOther) ?? 0) +
          (num(u.inputCacheRead) ?? 0) +
          (num(u.inputCacheCreation) ?? 0);
        tokens.input = input;
        if (num(u.output) !== undefined) tokens.output = num(u.output);
        if (num(u.inputCacheRead) !== undefined) tokens.cacheRead = num(u.inputCacheRead);
        b.addTokens(step, tokens);
        break;
      }
      case "context.append_loop_event": {
        const e = asRecord(r.event);
        if (e?.type === "content.part") {
          const part = asRecord(e.part);
          if (part?.type === "text") b.message("agent", str(part.text) ?? "", { time, source });
        } else if (e?.type === "tool.call") {
          b.action({
            tool: str(e.name) ?? "unknown",
            input: e.args,
            callId: str(e.toolCallId),
            time,
            source,
          });
        } else if (e?.type === "tool.result") {
          const result = asRecord(e.result);
          b.result(str(e.toolCallId), {
            output: contentText(result?.output ?? result),
            isError: result?.isError === true,
            time,
            source,
          });
        }
        break;
      }
    }
  }
  return [
    b.finish(
      metaFor("kimi-wire", { agent: { name: "kimi-cli", ...(version ? { version } : {}) }, model }),
    ),
  ];
}
