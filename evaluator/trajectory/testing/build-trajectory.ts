import { TrajectoryBuilder } from "../builder.ts";
import { metaFor } from "../readers/context.ts";
import type { Trajectory, TrajectoryMeta } from "../types.ts";

/** One entry of a trajectory a test writes: a shell command, a tool call or a message. */
export type TestStep =
  { bash: string } | { tool: string; input: unknown } | { say: string; actor?: "user" | "agent" };

/**
 * A trajectory from test entries, through the readers' own builder: actions are classified
 * (and their files found) exactly as a log's would be. Shell commands go through Claude Code's
 * `Bash` tool.
 */
export function buildTrajectory(
  entries: readonly TestStep[],
  meta: Partial<Omit<TrajectoryMeta, "format" | "family">> = {},
): Trajectory {
  const b = new TrajectoryBuilder();
  entries.forEach((e, line) => {
    const source = { line: line + 1 };
    if ("say" in e) b.message(e.actor ?? "agent", e.say, { source });
    else if ("bash" in e) b.action({ tool: "Bash", input: { command: e.bash }, source });
    else b.action({ tool: e.tool, input: e.input, source });
  });
  return b.finish(metaFor("claude-code-jsonl", meta));
}
