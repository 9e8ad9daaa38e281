import { parse } from "shell-quote";
import type { ActionClass } from "../types.ts";
import { classifyShell } from "./shell-command.ts";
import { classifyTool, toolClasses, type ToolClassification } from "./tools.ts";

const aciCommands = new Set<string>([
  ...Object.values(toolClasses).flat(),
  "str_replace_editor",
  "submit",
  "exit_forfeit",
  "exit_cost",
  "exit_context",
  "skip",
]);

/**
 * Classifies an action written as text in an agent-computer interface (SWE-agent, EnIGMA): its
 * first word names an interface command (`open f 10`, `edit 4:4 …`, `find_file x`,
 * `str_replace_editor view p`) or else the text is a shell command line. The interface's
 * `create`, `edit`, `insert` and `append` write; `submit` and `exit_*` are other.
 */
export function classifyCommandText(text: string): ToolClassification & { tool: string } {
  const firstLine = (text.trim().split("\n")[0] ?? "").trim();
  const first = firstLine.split(/\s+/)[0] ?? "";
  if (!aciCommands.has(first.toLowerCase())) {
    const c = classifyShell(text);
    return {
      tool: "bash",
      class: c.class,
      effects: c.effects,
      files: c.files,
      command: text.trim(),
    };
  }
  const words = safeWords(firstLine).slice(1);
  if (first === "str_replace_editor") {
    const [command, path] = words;
    return { tool: first, ...classifyTool(first, { command, path }) };
  }
  const cls: ActionClass = classifyTool(first, {}).class;
  const target = fileOperand(first, words);
  const access = cls === "read" ? "read" : cls === "search" ? "list" : "write";
  const files =
    target !== undefined && cls !== "other" && cls !== "execute"
      ? [{ path: target, access } as const]
      : [];
  return { tool: first, class: cls, effects: [cls], files };
}

/** The path an interface command names: `open p [line]`, `create p`, `find_file name [dir]`. */
function fileOperand(command: string, words: string[]): string | undefined {
  if (
    command === "open" ||
    command === "create" ||
    command === "decompile" ||
    command === "disassemble"
  ) {
    // `disassemble --function_name F binary`: an option's value is not the file.
    const operands = words.filter((w, i) => !w.startsWith("-") && !words[i - 1]?.startsWith("--"));
    return operands.find((w) => !/^\d+$/.test(w));
  }
  if (command === "find_file" || command === "search_dir") return words[1];
  if (command === "search_file") return words[1];
  return undefined;
}

function safeWords(line: string): string[] {
  try {
    return parse(line).filter((w): w is string => typeof w === "string");
  } catch {
    return line.split(/\s+/);
  }
}
