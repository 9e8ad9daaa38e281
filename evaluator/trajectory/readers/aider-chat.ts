import { TrajectoryBuilder } from "../builder.ts";
import { readLines } from "../input/lines.ts";
import type { Step } from "../types.ts";
import { isoTime, metaFor, type ReadContext } from "./context.ts";

/** aider's in-chat commands and the tool each stands for when classified. */
const slashTools: Record<string, { tool: string; input: (arg: string) => unknown }> = {
  "/add": { tool: "read_many_files", input: (a) => ({ paths: a.split(/\s+/).filter(Boolean) }) },
  "/read-only": {
    tool: "read_many_files",
    input: (a) => ({ paths: a.split(/\s+/).filter(Boolean) }),
  },
  "/run": { tool: "bash", input: (a) => ({ command: a }) },
  "/test": { tool: "bash", input: (a) => ({ command: a }) },
  "/lint": { tool: "bash", input: (a) => ({ command: `lint ${a}`.trim() }) },
  "/ls": { tool: "ls", input: () => ({}) },
  "/git": { tool: "bash", input: (a) => ({ command: `git ${a}` }) },
};

/**
 * aider's `.aider.chat.history.md`: `# aider chat started at <time>` opens a session, `####`
 * lines are what the user typed, `>` lines are aider's own output, other lines the model's
 * reply. Steps: each user entry (a message, or an action for `/add`, `/run`, `/test`, `/ls`,
 * `/git`, ...), each reply as an agent message, and one write action per `Applied edit to <file>`
 * line (the edits aider made, not those the model only proposed); `Tokens: … sent, … received`
 * goes to the reply. Times are recorded only per session.
 */
export async function readAiderChat(ctx: ReadContext) {
  const b = new TrajectoryBuilder(ctx.caps);
  let model: string | undefined;
  let version: string | undefined;
  let start: string | undefined;
  let block: { kind: "user" | "agent"; lines: string[]; line: number } | null = null;
  let sessionTime: string | undefined;
  let reply: Step | null = null;
  const flush = () => {
    if (!block) return;
    const text = block.lines.join("\n").trim();
    const source = { line: block.line };
    const time = sessionTime;
    if (block.kind === "agent") reply = b.message("agent", text, { time, source });
    else userEntry(b, text, { time, source });
    block = null;
  };
  for await (const { text, number } of readLines(ctx.stream)) {
    const started = /^# aider chat started at (.+?)\s*$/.exec(text);
    if (started) {
      flush();
      sessionTime = isoTime((started[1] as string).replace(" ", "T"));
      start ??= sessionTime;
      b.message("system", text.slice(2), { time: sessionTime, source: { line: number } });
      continue;
    }
    if (text.startsWith("#### ")) {
      if (block?.kind !== "user") flush();
      block ??= { kind: "user", lines: [], line: number };
      block.lines.push(text.slice(5).trimEnd());
      continue;
    }
    if (text.startsWith("> ") || text === ">") {
      flush();
      const note = text.slice(2).trim();
      version ??= /^Aider v(\S+)/.exec(note)?.[1];
      model ??= /^(?:Main )?[Mm]odel: (\S+)/.exec(note)?.[1];
      const applied = /^Applied edit to (.+)$/.exec(note);
      if (applied)
        b.action({
          tool: "edit_file",
          input: { path: applied[1] },
          time: sessionTime,
          source: { line: number },
        });
      const tokens = /^Tokens: ([\d.]+)(k?) sent, ([\d.]+)(k?) received/.exec(note);
      if (tokens && reply) {
        const n = (v: string, k: string) => Math.round(Number(v) * (k ? 1000 : 1));
        const cost = /Cost: \$([\d.]+) message/.exec(note);
        b.addTokens(
          reply,
          {
            input: n(tokens[1] as string, tokens[2] as string),
            output: n(tokens[3] as string, tokens[4] as string),
          },
          cost ? Number(cost[1]) : undefined,
        );
      }
      continue;
    }
    if (block?.kind === "user" && text.trim() === "") continue;
    if (block?.kind !== "agent") {
      if (text.trim() === "") continue;
      flush();
      block = { kind: "agent", lines: [], line: number };
    }
    block.lines.push(text);
  }
  flush();
  const meta = metaFor("aider-chat-md", {
    agent: { name: "aider", ...(version ? { version } : {}) },
    model,
    startTime: start,
  });
  return [b.finish(meta)];
}

/** A user entry: a slash command that acts (an action) or a message. */
function userEntry(
  b: TrajectoryBuilder,
  text: string,
  extras: { time?: string; source: { line: number } },
): void {
  const command = /^(\/[a-z-]+)\s*([\s\S]*)$/.exec(text);
  const slash = command ? slashTools[command[1] as string] : undefined;
  if (command && slash) {
    const step = b.action({
      tool: slash.tool,
      input: slash.input((command[2] as string).trim()),
      ...extras,
    });
    step.actor = "user";
    step.tool = { ...step.tool, name: command[1] as string };
  } else b.message("user", text, extras);
}
