import type { TrajectoryFormat } from "./types.ts";

/** What detection concluded: a format to read, or a reason to refuse the file. */
export type Detection = { format: TrajectoryFormat } | { refused: string };

const claudeTypes = new Set([
  "user",
  "assistant",
  "system",
  "summary",
  "progress",
  "file-history-snapshot",
  "queue-operation",
]);
const codexTypes = new Set([
  "session_meta",
  "response_item",
  "event_msg",
  "turn_context",
  "compacted",
]);

/**
 * Tells the format from the content of a file's first bytes (`head`), not its name: the first
 * JSON Lines record's fields, a JSON document's top-level keys, or a text format's first line.
 * Returns null when nothing matches.
 */
export function detectFormat(head: Buffer): Detection | null {
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return { format: "inspect-eval" };
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  const trimmed = text.trimStart();
  if (/^# aider chat started at /.test(trimmed)) return { format: "aider-chat-md" };
  if (/^TO LLM \d{4}-/.test(trimmed)) return { format: "aider-llm-history" };
  if (/^\[\s*['"]/.test(trimmed) && /['"]\s*\]\s*(\n|$)/.test(trimmed.split("\n")[0] ?? ""))
    return { format: "terminal-bench-commands" };
  const newline = trimmed.indexOf("\n");
  const firstLine = newline === -1 ? trimmed : trimmed.slice(0, newline);
  const first = parseObject(firstLine);
  if (first) {
    const record = detectRecord(first, newline !== -1 && trimmed.slice(newline).trim() !== "");
    if (record) return record;
  } else if (newline === -1 && trimmed.startsWith("{")) {
    // The first record is longer than the head (an output.jsonl line holds a whole run).
    const keys = new Set(keysIn(text));
    if (
      keys.has("history") &&
      (keys.has("instance_id") || keys.has("instruction") || keys.has("issue"))
    )
      return { format: "openhands-output" };
  }
  if (trimmed.startsWith("[")) return detectArray(text);
  if (trimmed.startsWith("{")) return detectDocument(new Set(keysIn(text)));
  return null;
}

/** A JSON Lines record (the first line of the file) that only one format writes. */
function detectRecord(r: Record<string, unknown>, moreLines: boolean): Detection | null {
  const type = typeof r.type === "string" ? r.type : undefined;
  if (
    type &&
    claudeTypes.has(type) &&
    ("sessionId" in r || "uuid" in r || "leafUuid" in r || "messageId" in r)
  )
    return { format: "claude-code-jsonl" };
  if (type && codexTypes.has(type) && "payload" in r) return { format: "codex-rollout" };
  if (typeof r.kind === "string" && r.kind.endsWith("Event") && "source" in r)
    return { format: "openhands-v1-events" };
  if (
    (type === "metadata" && "protocol_version" in r) ||
    (type && /^[a-z_]+\.[a-z_.]+$/.test(type) && "time" in r)
  )
    return { format: "kimi-wire" };
  if (r.version === 2 && "width" in r && "height" in r) return { format: "asciinema-cast" };
  if (Array.isArray(r.history) && ("instance_id" in r || "instruction" in r || "issue" in r))
    return { format: "openhands-output" };
  if ("sessionId" in r && "projectHash" in r && !("messages" in r) && moreLines)
    return { format: "gemini-cli-jsonl" };
  // A one-line JSON document is told by its keys like any other document.
  return detectDocument(new Set(Object.keys(r)));
}

/** A JSON document, by the keys it has (from its first bytes, so nested keys may appear too). */
function detectDocument(keys: Set<string>): Detection | null {
  if (keys.has("trial_name") && keys.has("parser_results"))
    return {
      refused:
        "a Terminal-Bench results.json records a trial's outcome, not its steps; read commands.txt or sessions/agent.cast from the same trial folder",
    };
  if (keys.has("eval") && (keys.has("samples") || keys.has("status") || keys.has("plan")))
    return { format: "inspect-json" };
  if (
    keys.has("trajectory_format") ||
    (keys.has("info") && keys.has("messages") && !keys.has("trajectory"))
  )
    return { format: "mini-swe-agent-traj" };
  if (
    keys.has("trajectory") &&
    (keys.has("history") || keys.has("info") || keys.has("environment"))
  )
    return { format: "swe-agent-traj" };
  if (keys.has("schema_version") && (keys.has("steps") || keys.has("session_id")))
    return { format: "atif" };
  if (
    keys.has("sessionId") &&
    keys.has("messages") &&
    (keys.has("projectHash") || keys.has("startTime"))
  )
    return { format: "gemini-cli-json" };
  return null;
}

/** A top-level JSON array: OpenHands V0 events or a bare mini-swe-agent message list. */
function detectArray(text: string): Detection | null {
  const keys = new Set(keysIn(text));
  if ((keys.has("action") || keys.has("observation")) && keys.has("source"))
    return { format: "openhands-events" };
  if (keys.has("role") && keys.has("content")) return { format: "mini-swe-agent-traj" };
  return null;
}

function parseObject(line: string): Record<string, unknown> | null {
  if (!line.startsWith("{")) return null;
  try {
    const v: unknown = JSON.parse(line);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Object keys written in `text` (`"key":`), skipping escaped quotes inside strings. */
function keysIn(text: string): string[] {
  return [...text.matchAll(/(?<!\\)"([A-Za-z_$][\w$-]*)"\s*:/g)].map((m) => m[1] as string);
}
