import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord } from "../input/lines.ts";
import { readJsonParts } from "../input/json-document.ts";
import { metaFor, num, str, type ReadContext } from "./context.ts";

/**
 * SWE-agent `.traj` files (v0.x, v1 with function calling, EnIGMA). Each element of
 * `trajectory` is one action: its `action` text is an interface command (`open`, `edit`,
 * `find_file`, `str_replace_editor view`, `submit`) or a shell command line, its `thought` the
 * reasoning and its `observation` the result. The system and user messages of `history` before
 * the first agent turn (the task) come first. Cost and tokens are `info.model_stats`, for the
 * whole run; the format records no times.
 */
export async function readSweAgent(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let info: Record<string, unknown> | null = null;
  let model: string | undefined;
  let prompt = true;
  let turns = 0;
  for await (const part of readJsonParts(ctx.stream, ctx.file, {
    arrays: ["history", "trajectory"],
    fields: ["info", "replay_config"],
  })) {
    const v = asRecord(part.value);
    const source = { pointer: part.pointer };
    if (part.key === "history" && v && prompt) {
      if (v.role === "assistant") prompt = false;
      else if (v.role === "system" || v.role === "user")
        b.message(v.role === "system" ? "system" : "user", contentText(v.content), { source });
    } else if (part.key === "trajectory" && v) {
      turns++;
      const step = b.action({
        tool: "",
        text: str(v.action) ?? "",
        thought: str(v.thought),
        source,
      });
      const observation = str(v.observation);
      if (observation !== undefined) b.attach(step, observation);
    } else if (part.key === "info") info = v;
    else if (part.key === "replay_config") {
      const agent = asRecord(
        asRecord(typeof part.value === "string" ? safeJson(part.value) : part.value)?.agent,
      );
      model = str(asRecord(agent?.model)?.name);
    }
  }
  if (turns === 0)
    throw new TrajectoryError([
      { file: ctx.file, message: "has no 'trajectory' steps: not a SWE-agent .traj" },
    ]);
  const stats = asRecord(info?.model_stats);
  const cost = num(stats?.instance_cost) ?? num(stats?.total_cost);
  const sent = num(stats?.tokens_sent);
  const received = num(stats?.tokens_received);
  const meta = metaFor("swe-agent-traj", { agent: { name: "swe-agent" }, model });
  return [
    b.finish(meta, {
      ...(cost !== undefined && cost > 0 ? { costUsd: cost } : {}),
      ...(sent || received ? { tokens: { input: sent ?? 0, output: received ?? 0 } } : {}),
    }),
  ];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
