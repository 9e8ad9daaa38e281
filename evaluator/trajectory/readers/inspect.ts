import { Readable } from "node:stream";
import { ProblemsError, TrajectoryError } from "../../errors.ts";
import { defaultBundleLimits } from "../../bundle/limits.ts";
import { openZipBuffer } from "../../bundle/zip-bundle.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { contentText } from "../cap.ts";
import { asRecord } from "../input/lines.ts";
import { readJsonParts } from "../input/json-document.ts";
import { readAll } from "../input/source.ts";
import type { TokenUsage, Trajectory } from "../types.ts";
import { idText, isoTime, metaFor, num, str, type ReadContext } from "./context.ts";

type Format = "inspect-eval" | "inspect-json";

/**
 * One Inspect AI sample as a trajectory: its `messages` in order (`tool_calls` of assistant
 * messages are actions, `tool` messages their results by `tool_call_id`); a tool call's time
 * is its `tool` event's. Newer logs keep messages in a shared `message_pool` and refer to them
 * from events; the sample's own `messages` list is still complete, so that is what is read.
 */
function readSample(
  sample: Record<string, unknown>,
  evalSpec: Record<string, unknown> | null,
  ctx: ReadContext,
  format: Format,
  where: { entry?: string; pointer: string },
): Trajectory {
  const b = new TrajectoryBuilder(ctx.caps);
  const toolTimes = new Map<string, string>();
  let start: string | undefined;
  let end: string | undefined;
  for (const e of Array.isArray(sample.events) ? sample.events.map(asRecord) : []) {
    const t = isoTime(e?.timestamp);
    if (t) {
      start ??= t;
      end = t;
    }
    if (e?.event === "tool" && typeof e.id === "string" && t) toolTimes.set(e.id, t);
  }
  const messages = Array.isArray(sample.messages) ? sample.messages : [];
  messages.forEach((raw, i) => {
    const m = asRecord(raw);
    if (!m) return;
    const source = { ...where, pointer: `${where.pointer}/messages/${i}` };
    const role = str(m.role);
    const text = contentText(m.content);
    if (role === "tool") {
      const error = asRecord(m.error);
      b.result(str(m.tool_call_id), {
        output: text,
        isError: error !== null,
        source,
        tool: str(m.function),
      });
      return;
    }
    const calls =
      role === "assistant" && Array.isArray(m.tool_calls) ? m.tool_calls.map(asRecord) : [];
    if (calls.length === 0) {
      b.message(role === "assistant" ? "agent" : role === "user" ? "user" : "system", text, {
        source,
      });
      return;
    }
    calls.forEach((c, n) => {
      const id = str(c?.id);
      b.action({
        tool: str(c?.function) ?? "unknown",
        input: c?.arguments,
        callId: id,
        ...(n === 0 && text.trim() ? { thought: text } : {}),
        ...(id && toolTimes.has(id) ? { time: toolTimes.get(id) } : {}),
        source,
      });
    });
  });
  const meta = metaFor(format, {
    agent: {
      name: "inspect_ai",
      ...(str(asRecord(evalSpec?.packages)?.inspect_ai)
        ? { version: str(asRecord(evalSpec?.packages)?.inspect_ai) }
        : {}),
    },
    model: str(evalSpec?.model),
    sessionId: str(evalSpec?.run_id),
    taskId: `${str(evalSpec?.task) ?? "task"}/${idText(sample.id) ?? "?"}#${idText(sample.epoch) ?? "1"}`,
    startTime: start,
    endTime: end,
  });
  return b.finish(meta, usageOf(asRecord(sample.model_usage)));
}

/** An Inspect `.json` log: `eval` (the task and model) and `samples`, read one at a time. */
export async function readInspectJson(ctx: ReadContext) {
  let evalSpec: Record<string, unknown> | null = null;
  const out: Trajectory[] = [];
  for await (const part of readJsonParts(ctx.stream, ctx.file, {
    arrays: ["samples"],
    fields: ["eval"],
  })) {
    if (part.key === "eval") evalSpec = asRecord(part.value);
    const s = part.key === "samples" ? asRecord(part.value) : null;
    if (s) out.push(readSample(s, evalSpec, ctx, "inspect-json", { pointer: part.pointer }));
  }
  if (!evalSpec)
    throw new TrajectoryError([
      { file: ctx.file, message: "has no 'eval' header: not an Inspect log" },
    ]);
  return out;
}

/**
 * An Inspect `.eval` log, a zip: `header.json` (or `_journal/start.json`) and one
 * `samples/<id>_epoch_<n>.json` per sample. A zip needs random access, so the file is read into
 * memory (up to the bundle limit) and opened with the bundle's zip reader, which refuses
 * zip bombs.
 */
export async function readInspectEval(ctx: ReadContext) {
  const data = await readAll(ctx.stream, ctx.file, defaultBundleLimits.maxFileBytes);
  let zip;
  try {
    zip = await openZipBuffer(data, ctx.file, defaultBundleLimits);
  } catch (e) {
    throw e instanceof ProblemsError ? new TrajectoryError(e.problems) : e;
  }
  try {
    const headerName = ["header.json", "_journal/start.json"].find((n) => zip.has(n));
    if (!headerName)
      throw new TrajectoryError([
        { file: ctx.file, message: "a zip without header.json: not an Inspect .eval log" },
      ]);
    const header = asRecord(JSON.parse((await zip.read(headerName)).toString("utf8")));
    const evalSpec = asRecord(header?.eval);
    const out: Trajectory[] = [];
    for (const name of zip
      .list()
      .filter((n) => /^samples\/.+\.json$/.test(n))
      .sort()) {
      let sample: Record<string, unknown> | null = null;
      for await (const part of readJsonParts(
        Readable.from(zip.stream(name)),
        `${ctx.file}:${name}`,
        {
          arrays: [],
          fields: ["id", "epoch", "messages", "events", "model_usage"],
        },
      ))
        (sample ??= {})[part.key] = part.value;
      if (sample)
        out.push(readSample(sample, evalSpec, ctx, "inspect-eval", { entry: name, pointer: "" }));
    }
    return out;
  } finally {
    await zip.close();
  }
}

function usageOf(u: Record<string, unknown> | null): { tokens?: TokenUsage } {
  if (!u) return {};
  const t: TokenUsage = {};
  for (const model of Object.values(u).map(asRecord)) {
    const add = (k: keyof TokenUsage, v: number | undefined) =>
      v !== undefined && (t[k] = (t[k] ?? 0) + v);
    add("input", num(model?.input_tokens));
    add("output", num(model?.output_tokens));
    add("total", num(model?.total_tokens));
    add("cacheRead", num(model?.input_tokens_cache_read));
    add("reasoning", num(model?.reasoning_tokens));
  }
  return Object.keys(t).length > 0 ? { tokens: t } : {};
}
