import stripAnsi from "strip-ansi";
import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { asRecord, readJsonLines } from "../input/lines.ts";
import type { Step } from "../types.ts";
import { metaFor, num, type ReadContext } from "./context.ts";

/**
 * An asciinema v2 recording of the agent's terminal (Terminal-Bench's `sessions/agent.cast`):
 * a header line, then `[seconds, "o" | "i", data]` events. Each line typed at the terminal (an
 * `i` event ending in Enter) is a shell action; the output printed until the next one, ANSI
 * escapes removed, is its output (capped). Recordings made without `--stdin` have no `i`
 * events and then no actions; an agent with a screen of its own (mini-swe-agent's) shows its
 * steps only as output, which is not parsed into steps.
 */
export async function readAsciinemaCast(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let start: number | undefined;
  let typed = "";
  let current: Step | null = null;
  let output = "";
  const maxOutput = ctx.caps.output * 4; // keep a little more than the cap before escapes go
  const settle = () => {
    if (current) b.attach(current, stripAnsi(output).replace(/\r/g, ""));
    output = "";
  };
  let header = false;
  for await (const { value, line } of readJsonLines(ctx.stream, ctx.file)) {
    if (!header) {
      const h = asRecord(value);
      if (!h || (h.version !== 2 && h.version !== 3))
        throw new TrajectoryError([
          { file: ctx.file, line, message: "not an asciinema v2 header" },
        ]);
      start = num(h.timestamp);
      header = true;
      continue;
    }
    if (!Array.isArray(value) || typeof value[1] !== "string" || typeof value[2] !== "string")
      throw new TrajectoryError([
        { file: ctx.file, line, message: "not an asciinema event [time, code, data]" },
      ]);
    const [at, code, data] = value as [number, string, string];
    if (code === "o") {
      if (output.length < maxOutput) output += data;
      continue;
    }
    if (code !== "i") continue;
    typed += data;
    if (!/[\r\n]$/.test(typed) && !/[\x03\x04]/.test(data)) continue;
    settle();
    const command = typed.replace(/[\r\n]+$/, "").replace(/; tmux wait -S done$/, "");
    const time = start !== undefined ? new Date((start + at) * 1000).toISOString() : undefined;
    const source = { line };
    current = /^[\x00-\x1f]+$/.test(command)
      ? b.action({ tool: "keys", input: [command], time, source })
      : b.action({ tool: "bash", input: { command }, time, source });
    typed = "";
  }
  settle();
  if (!header) throw new TrajectoryError([{ file: ctx.file, line: 1, message: "is empty" }]);
  const startTime = start !== undefined ? new Date(start * 1000).toISOString() : undefined;
  return [b.finish(metaFor("asciinema-cast", { agent: { name: "terminal-bench" }, startTime }))];
}
