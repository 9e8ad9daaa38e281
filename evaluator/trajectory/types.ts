/**
 * The normalised trajectory: what every reader returns, whatever agent wrote the log. Figures
 * (steps, tool use by position, Table 3's findings) are computed on this shape only, so a new
 * agent family needs a reader and nothing else.
 */

/** What an action does to the workspace; the paper's five classes (appendix A.4). */
export const actionClasses = ["read", "search", "write", "execute", "other"] as const;
export type ActionClass = (typeof actionClasses)[number];

/** Who produced a step. `tool` is a tool result that no recorded call claims. */
export const actors = ["user", "agent", "tool", "system"] as const;
export type Actor = (typeof actors)[number];

/**
 * `message`: text from the user, the agent or the system. `action`: a tool call or command by
 * the agent (its result, where recorded, is merged into it). `observation`: a tool result whose
 * call is not in the record.
 */
export type StepKind = "message" | "action" | "observation";

/** `list`: named by a listing or search (ls, find, grep's paths) rather than read whole. */
export type FileAccess = "read" | "write" | "list";

export interface FileTouch {
  path: string;
  access: FileAccess;
}

/** Text kept up to a cap; `length` is the original length in characters. */
export interface CappedText {
  text: string;
  length: number;
  truncated: boolean;
}

/** Token counts as the record gives them; a field is absent when not recorded. */
export interface TokenUsage {
  input?: number;
  output?: number;
  cacheRead?: number;
  cacheWrite?: number;
  reasoning?: number;
  total?: number;
}

/** Where the step is in its source: a 1-based line, a JSON pointer, a zip entry, or several. */
export interface StepSource {
  line?: number;
  pointer?: string;
  entry?: string;
}

export interface ToolCall {
  /** The tool's name as recorded (`Bash`, `str_replace_editor`, `run_shell_command`, `shell`). */
  name: string;
  /** The call's input, serialised as JSON (or the raw text for free-text commands), capped. */
  input?: CappedText;
  /** For shell actions: the command line. */
  command?: CappedText;
  callId?: string;
}

export interface Step {
  /** 0-based position in the trajectory. */
  index: number;
  kind: StepKind;
  actor: Actor;
  /** ISO 8601, where the record gives a time for this step. */
  time?: string;
  /** Actions only: the most consequential class of what the action does. */
  class?: ActionClass;
  /** Actions only: every class a part of the action has, most consequential first. */
  effects?: ActionClass[];
  tool?: ToolCall;
  /** A message's text, or the thought that came with an action. */
  text?: CappedText;
  files: FileTouch[];
  output?: CappedText;
  /** The tool reported an error (non-zero exit, rejected call), where recorded. */
  isError?: boolean;
  tokens?: TokenUsage;
  costUsd?: number;
  source: StepSource;
}

export const families = [
  "claude-code",
  "codex",
  "swe-agent",
  "mini-swe-agent",
  "openhands",
  "inspect",
  "aider",
  "gemini-cli",
  "terminal-bench",
  "kimi",
  "atif",
] as const;
export type Family = (typeof families)[number];

/** One format a reader understands; several formats may belong to one family. */
export const formats = [
  "claude-code-jsonl",
  "codex-rollout",
  "swe-agent-traj",
  "mini-swe-agent-traj",
  "openhands-events",
  "openhands-output",
  "openhands-v1-events",
  "inspect-eval",
  "inspect-json",
  "aider-chat-md",
  "aider-llm-history",
  "gemini-cli-json",
  "gemini-cli-jsonl",
  "terminal-bench-commands",
  "asciinema-cast",
  "kimi-wire",
  "atif",
] as const;
export type TrajectoryFormat = (typeof formats)[number];

export interface TrajectoryMeta {
  format: TrajectoryFormat;
  family: Family;
  agent?: { name: string; version?: string };
  model?: string;
  sessionId?: string;
  /** The task (instance, issue, sample) this trajectory worked on, where the record names it. */
  taskId?: string;
  /** The folder the agent worked in, where the record names it (Claude Code, Codex). */
  cwd?: string;
  startTime?: string;
  endTime?: string;
}

export interface TrajectoryTotals {
  steps: number;
  actions: number;
  byClass: Record<ActionClass, number>;
  byActor: Record<Actor, number>;
  /** The record's own total where it keeps one, else the sum over steps; absent if neither. */
  tokens?: TokenUsage;
  costUsd?: number;
  /** End − start, from the metadata or the first and last timed steps. */
  durationSec?: number;
}

export interface Trajectory {
  meta: TrajectoryMeta;
  steps: Step[];
  totals: TrajectoryTotals;
  /** Things read but doubtful (off-spec fields, unmatched results), each naming its place. */
  warnings: string[];
}

/** A file may hold several trajectories (an OpenHands output.jsonl, an Inspect log's samples). */
export interface TrajectoryFile {
  file: string;
  format: TrajectoryFormat;
  trajectories: Trajectory[];
}
