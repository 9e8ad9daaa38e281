import type { ActionClass, FileTouch } from "../types.ts";
import { commandFiles } from "./command-files.ts";
import { gitClasses, programClass, shells, wrappers } from "./programs.ts";
import { splitShell, type SimpleCommand } from "./shell-split.ts";

/**
 * The order that decides a compound command's class: its most consequential part wins. A write
 * changes the workspace whatever else the line does; running code may change it too and is what
 * tests are for; a search surveys many files where a read looks at one; `other` (cd, echo)
 * changes nothing. So `cd src && ls` is search, `grep -l x | xargs cat` search, `pytest | tee
 * log` write, `cat spec.md` read.
 */
export const precedence: readonly ActionClass[] = ["write", "execute", "search", "read", "other"];

const rank = (c: ActionClass) => precedence.length - precedence.indexOf(c);

/** The most consequential of `classes` by `precedence`; `other` when there are none. */
export function strongest(classes: Iterable<ActionClass>): ActionClass {
  let best: ActionClass = "other";
  for (const c of classes) if (rank(c) > rank(best)) best = c;
  return best;
}

export interface CommandPart {
  program: string;
  class: ActionClass;
}

export interface ShellClassification {
  class: ActionClass;
  /** Every class among the parts, most consequential first. */
  effects: ActionClass[];
  parts: CommandPart[];
  files: FileTouch[];
}

const quietTargets = /^\/dev\/(null|stdout|stderr|tty|fd\/\d+)$/;

/**
 * Classifies a shell command line by what it does (docs/trajectories.md has the rules): each
 * simple command by its program and arguments, an output redirection to a file as a write, and
 * the whole line by its most consequential part. `bash -c '…'` and `xargs`, `sudo`, `timeout`
 * and the like are looked through. Never throws: an unparsable line is classified from the
 * words that can be seen.
 */
export function classifyShell(command: string, depth = 0): ShellClassification {
  const parts: CommandPart[] = [];
  const files: FileTouch[] = [];
  for (const simple of splitShell(command)) {
    const part = classifySimple(simple, depth, files);
    if (part) parts.push(part);
    for (const r of simple.redirects) {
      if (quietTargets.test(r.target)) continue;
      const writes = r.op !== "<" && r.op !== "<&" && r.op !== "<<<";
      if (r.op === "<<<") continue;
      files.push({ path: r.target, access: writes ? "write" : "read" });
      if (writes) parts.push({ program: r.op, class: "write" });
    }
  }
  const effects = precedence.filter((c) => parts.some((p) => p.class === c));
  return { class: strongest(effects), effects, parts, files: dedupe(files) };
}

function classifySimple(
  simple: SimpleCommand,
  depth: number,
  files: FileTouch[],
): CommandPart | null {
  const words = unwrap(simple.words);
  const program = words[0];
  if (program === undefined) return null;
  const args = words.slice(1);
  const name = program.slice(program.lastIndexOf("/") + 1);
  if (shells.has(name)) {
    const c = args.findIndex((a) => /^-[a-z]*c[a-z]*$/.test(a));
    const script = c >= 0 ? args[c + 1] : undefined;
    if (script !== undefined && depth < 3) {
      const inner = classifyShell(script, depth + 1);
      files.push(...inner.files);
      return { program: name, class: inner.class };
    }
    return { program: name, class: "execute" };
  }
  if (name === "find") return classifyFind(args, depth, files);
  const cls = argumentClass(name, args) ?? programClass(program);
  files.push(...commandFiles(name, args, cls));
  return { program: name, class: cls };
}

/** Where the arguments change a program's class: `sed -i`, `git commit`, `sort -o`. */
function argumentClass(name: string, args: string[]): ActionClass | null {
  if (name === "sed" || name === "perl")
    return args.some((a) => /^-[a-zA-Z]*i/.test(a) || a.startsWith("--in-place")) ? "write" : null;
  if (name === "awk" || name === "gawk") return args.includes("inplace") ? "write" : null;
  if (name === "sort") return args.some((a) => a.startsWith("-o")) ? "write" : null;
  if (name === "git") {
    const sub = args.find((a) => !a.startsWith("-"));
    if (sub === undefined) return "other";
    for (const [cls, subs] of Object.entries(gitClasses))
      if (subs.includes(sub)) return cls as ActionClass;
    return "execute";
  }
  return null;
}

/** `find` searches; `-delete` writes; `-exec cmd {} ;` adds what cmd does. */
function classifyFind(args: string[], depth: number, files: FileTouch[]): CommandPart {
  const classes: ActionClass[] = ["search"];
  if (args.includes("-delete")) classes.push("write");
  const exec = args.findIndex((a) => a === "-exec" || a === "-execdir");
  if (exec >= 0) {
    const end = args.findIndex((a, i) => i > exec && (a === ";" || a === "+" || a === "\\;"));
    const inner = args.slice(exec + 1, end === -1 ? undefined : end).join(" ");
    if (depth < 3) classes.push(classifyShell(inner, depth + 1).class);
  }
  for (const a of args) {
    if (a.startsWith("-") || a === "!" || a === "(") break;
    files.push({ path: a, access: "list" });
  }
  return { program: "find", class: strongest(classes) };
}

/** Drops leading assignments and wrappers (`FOO=1 sudo -u x timeout 5 pytest` → `pytest`). */
export function unwrap(words: string[]): string[] {
  let i = 0;
  while (i < words.length) {
    const w = words[i] as string;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) {
      i++;
      continue;
    }
    const name = w.slice(w.lastIndexOf("/") + 1);
    if (!wrappers.has(name)) break;
    i++;
    // The wrapper's own options and, for timeout, its duration.
    while (i < words.length && /^-/.test(words[i] as string)) {
      const opt = words[i] as string;
      i += /^-[un]$|^-[sk]$|^--signal$|^-I$|^-n$/.test(opt) ? 2 : 1;
    }
    if (name === "timeout" && /^\d/.test(words[i] ?? "")) i++;
    if (name === "nice" && /^-?\d+$/.test(words[i] ?? "")) i++;
  }
  return words.slice(i);
}

function dedupe(files: FileTouch[]): FileTouch[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    const key = `${f.access}\0${f.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
