import { quote } from "shell-quote";
import type { ActionClass, FileTouch } from "../types.ts";
import { patchFiles } from "./patch-files.ts";
import { classifyShell } from "./shell-command.ts";

/** What a structured tool call does, and the shell command line where it is a shell tool. */
export interface ToolClassification {
  class: ActionClass;
  effects: ActionClass[];
  files: FileTouch[];
  command?: string;
}

/**
 * Structured tools by name (lower-cased), across agents. A shell tool is classified by its
 * command; an editor tool with a `command` argument (str_replace_editor, text_editor, OpenHands'
 * file editor) by that sub-command. Anything else is `other`: planning, to-do lists, sub-agents,
 * web search and fetch, browsers, asking the user, finishing. docs/trajectories.md prints these.
 */
export const toolClasses: Record<Exclude<ActionClass, "other">, readonly string[]> = {
  read: [
    "read",
    "read_file",
    "read_many_files",
    "view",
    "open",
    "goto",
    "scroll_up",
    "scroll_down",
    "notebookread",
    "readmediafile",
    "view_image",
    "decompile",
    "disassemble",
    "fileread",
  ],
  search: [
    "glob",
    "grep",
    "ls",
    "list_directory",
    "search_file_content",
    "find_file",
    "search_dir",
    "search_file",
    "list_files",
    "codebase_search",
    "file_search",
  ],
  write: [
    "write",
    "edit",
    "multiedit",
    "notebookedit",
    "write_file",
    "replace",
    "edit_file",
    "create",
    "insert",
    "append",
    "apply_patch",
    "str_replace",
    "create_file",
    "filewrite",
    "fileedit",
  ],
  execute: [
    "python",
    "run_ipython",
    "ipython",
    "jupyter",
    "execute_ipython_cell",
    "js",
    "debug_start",
    "debug_step",
    "debug_continue",
    "debug_add_breakpoint",
    "debug_exec",
    "connect_start",
    "connect_sendline",
    "connect_exec",
  ],
};

/** Tools whose input is a shell command line. */
export const shellTools = new Set([
  "bash",
  "shell",
  "exec_command",
  "run_shell_command",
  "terminal",
  "execute_bash",
  "run",
  "local_shell_call",
  "cmd",
  "executebashaction",
  "terminalaction",
  "execute_command",
]);

/** Editor tools that take a sub-command (`view`, `create`, `str_replace`, ...). */
const editorTools = new Set([
  "str_replace_editor",
  "str_replace_based_edit_tool",
  "text_editor",
  "file_editor",
  "fileeditoraction",
  "edit",
  "strreplaceeditoraction",
]);

const lookup = new Map<string, ActionClass>();
for (const [cls, names] of Object.entries(toolClasses))
  for (const name of names) lookup.set(name, cls as ActionClass);

const pathKeys = [
  "file_path",
  "path",
  "filePath",
  "absolute_path",
  "notebook_path",
  "filename",
  "file",
];

/**
 * Classifies a structured tool call from its name and input (an object, or a string for tools
 * that take free text). Never throws.
 */
export function classifyTool(name: string, input: unknown): ToolClassification {
  const key = name.toLowerCase();
  const args = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const command = shellCommandOf(key, args, input);
  if (command !== undefined) {
    const c = classifyShell(command);
    return { class: c.class, effects: c.effects, files: c.files, command };
  }
  const sub = typeof args.command === "string" ? args.command.toLowerCase() : undefined;
  let cls: ActionClass;
  if (editorTools.has(key) && sub !== undefined)
    cls =
      sub === "view"
        ? "read"
        : /^(create|str_replace|insert|undo_edit|write|append)$/.test(sub)
          ? "write"
          : "other";
  else if (key === "write_stdin")
    cls = typeof args.chars === "string" && args.chars !== "" ? "execute" : "other";
  else
    cls =
      lookup.get(key) ??
      (key.startsWith("debug_") || key.startsWith("connect_") ? "execute" : "other");
  return { class: cls, effects: [cls], files: toolFiles(key, cls, args, input) };
}

/** The command line of a shell tool call; an argv array is joined with quoting. */
function shellCommandOf(
  key: string,
  args: Record<string, unknown>,
  input: unknown,
): string | undefined {
  if (!shellTools.has(key)) return undefined;
  if (typeof input === "string") return input;
  const raw = args.command ?? args.cmd;
  if (typeof raw === "string") return raw;
  if (Array.isArray(raw) && raw.every((a) => typeof a === "string")) {
    // Codex: ["bash", "-lc", "<line>"]; the line is what the agent wrote.
    const argv = raw;
    if (
      argv.length === 3 &&
      /(^|\/)(ba|z|)sh$/.test(argv[0] as string) &&
      /^-\w*c$/.test(argv[1] as string)
    )
      return argv[2];
    return quote(argv);
  }
  return undefined;
}

function toolFiles(
  key: string,
  cls: ActionClass,
  args: Record<string, unknown>,
  input: unknown,
): FileTouch[] {
  if (key === "apply_patch") {
    const patch =
      typeof input === "string" ? input : typeof args.input === "string" ? args.input : "";
    return patchFiles(patch);
  }
  if (cls === "other" || cls === "execute") return [];
  const access = cls === "read" ? "read" : cls === "search" ? "list" : "write";
  const paths: string[] = [];
  for (const k of pathKeys) if (typeof args[k] === "string") paths.push(args[k]);
  if (typeof args.dir_path === "string") paths.push(args.dir_path);
  if (Array.isArray(args.paths))
    for (const p of args.paths) if (typeof p === "string") paths.push(p);
  if (Array.isArray(args.edits) && paths.length === 0)
    for (const e of args.edits as Record<string, unknown>[])
      if (typeof e?.file_path === "string") paths.push(e.file_path);
  return [...new Set(paths)].map((path) => ({ path, access }));
}
