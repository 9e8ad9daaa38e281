import type { Readable } from "node:stream";
import type { Caps } from "../cap.ts";
import type { Family, Trajectory, TrajectoryFormat, TrajectoryMeta } from "../types.ts";

/** What a reader is given: the input (read it once) and the name to use in errors. */
export interface ReadContext {
  file: string;
  stream: Readable;
  caps: Caps;
}

/** A reader turns one file of its format into one or more trajectories. */
export type Reader = (ctx: ReadContext) => Promise<Trajectory[]>;

export const familyOf: Record<TrajectoryFormat, Family> = {
  "claude-code-jsonl": "claude-code",
  "codex-rollout": "codex",
  "swe-agent-traj": "swe-agent",
  "mini-swe-agent-traj": "mini-swe-agent",
  "openhands-events": "openhands",
  "openhands-output": "openhands",
  "openhands-v1-events": "openhands",
  "inspect-eval": "inspect",
  "inspect-json": "inspect",
  "aider-chat-md": "aider",
  "aider-llm-history": "aider",
  "gemini-cli-json": "gemini-cli",
  "gemini-cli-jsonl": "gemini-cli",
  "terminal-bench-commands": "terminal-bench",
  "asciinema-cast": "terminal-bench",
  "kimi-wire": "kimi",
  atif: "atif",
};

/** Metadata for `format`, with the fields the record gave (undefined ones left out). */
export function metaFor(
  format: TrajectoryFormat,
  fields: Partial<Omit<TrajectoryMeta, "format" | "family">>,
): TrajectoryMeta {
  const meta: TrajectoryMeta = { format, family: familyOf[format] };
  for (const [k, v] of Object.entries(fields))
    if (v !== undefined && v !== "") (meta as unknown as Record<string, unknown>)[k] = v;
  return meta;
}

/** An ISO 8601 time from a record's timestamp: ISO text, or seconds / milliseconds since 1970. */
export function isoTime(value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") {
    const t = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    return Number.isNaN(t) ? undefined : new Date(t).toISOString();
  }
  if (typeof value === "number" && Number.isFinite(value) && value > 0)
    return new Date(value > 1e11 ? value : value * 1000).toISOString();
  return undefined;
}

/** A string field, or undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A finite number field, or undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** An id written as a string or a number (`"c1"`, `17`), as text; undefined otherwise. */
export function idText(value: unknown): string | undefined {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}
