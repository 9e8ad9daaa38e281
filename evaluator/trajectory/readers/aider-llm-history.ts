import { TrajectoryError } from "../../errors.ts";
import { TrajectoryBuilder } from "../builder.ts";
import { readLines } from "../input/lines.ts";
import { isoTime, metaFor, type ReadContext } from "./context.ts";

/** A SEARCH/REPLACE or whole-file edit names its file on the line before the fence's body. */
const editBlock = /^(\S[^\n]*?)\n(?:```[^\n]*\n)?<<<<<<< SEARCH\n/gm;

/**
 * aider's `.aider.llm.history`: `TO LLM <time>` blocks (the whole prompt, each line prefixed
 * by its role) and `LLM RESPONSE <time>` blocks (the reply, lines prefixed `ASSISTANT`). A
 * prompt is reduced to its last user turn (a user step); a reply is an agent message, and each
 * SEARCH/REPLACE block in it a write action on the file it names. These are edits the model
 * proposed: whether aider applied them is in the chat history, not here.
 */
export async function readAiderLlmHistory(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let block: { kind: "prompt" | "reply"; time?: string; line: number; lines: string[] } | null =
    null;
  let blocks = 0;
  const flush = () => {
    if (!block) return;
    const source = { line: block.line };
    const time = block.time;
    if (block.kind === "prompt") b.message("user", lastUserTurn(block.lines), { time, source });
    else {
      const reply = block.lines.map((l) => l.replace(/^ASSISTANT ?/, "")).join("\n");
      b.message("agent", reply, { time, source });
      for (const m of reply.matchAll(editBlock))
        b.action({ tool: "edit_file", input: { path: (m[1] as string).trim() }, time, source });
    }
    block = null;
  };
  for await (const { text, number } of readLines(ctx.stream)) {
    const head = /^(TO LLM|LLM RESPONSE) (\S+)\s*$/.exec(text);
    if (head) {
      flush();
      blocks++;
      block = {
        kind: head[1] === "TO LLM" ? "prompt" : "reply",
        time: isoTime(head[2]),
        line: number,
        lines: [],
      };
      continue;
    }
    if (block && text !== "-------") block.lines.push(text);
  }
  flush();
  if (blocks === 0)
    throw new TrajectoryError([
      { file: ctx.file, line: 1, message: "has no 'TO LLM' block: not an aider LLM history" },
    ]);
  return [b.finish(metaFor("aider-llm-history", { agent: { name: "aider" } }))];
}

/** The prompt's last run of USER lines: the request this call answered. */
function lastUserTurn(lines: string[]): string {
  let end = lines.length;
  while (end > 0 && !lines[end - 1]?.startsWith("USER")) end--;
  let start = end;
  while (start > 0 && lines[start - 1]?.startsWith("USER")) start--;
  return lines
    .slice(start, end)
    .map((l) => l.replace(/^USER ?/, ""))
    .join("\n");
}
