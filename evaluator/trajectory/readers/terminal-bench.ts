import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { readLines } from "../input/lines.ts";
import { metaFor, type ReadContext } from "./context.ts";
import { parsePythonStringList } from "./python-list.ts";

/** tmux key names Terminal-Bench sends besides text. */
const keyNames = /^(Enter|C-[a-z]|M-[a-z]|Escape|Tab|BSpace|Up|Down|Left|Right)$/;

/**
 * Terminal-Bench 1.x `commands.txt`: one Python list of tmux keystrokes per line, sent to the
 * agent's terminal. Each line is one action: its text keys joined are a shell command line
 * (classified as one), a line of key names alone (`C-d`) is a keystroke, classified other.
 * For an agent installed in the container these are the harness's setup and launch lines; the
 * agent's own steps are in its log, not here. The format records no times.
 */
export async function readTerminalBenchCommands(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  for await (const { text, number } of readLines(ctx.stream)) {
    if (text.trim() === "") continue;
    const keys = parsePythonStringList(text);
    if (!keys)
      throw new TrajectoryError([
        { file: ctx.file, line: number, message: "not a Python list of keystrokes" },
      ]);
    const typed = keys.filter((k) => !keyNames.test(k)).join("");
    const source = { line: number };
    if (typed.trim() === "") b.action({ tool: "keys", input: keys, source });
    else b.action({ tool: "bash", input: { command: typed.trim() }, source });
  }
  return [b.finish(metaFor("terminal-bench-commands", { agent: { name: "terminal-bench" } }))];
}
