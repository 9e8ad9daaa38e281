import type { ActionClass } from "../types.ts";

/**
 * What a program does, by its name. A program in none of these lists runs code and is
 * `execute`: the paper's execute class is "run tests or other shell commands". docs/trajectories.md
 * prints these lists; keep the two in step.
 */
export const programClasses: Record<Exclude<ActionClass, "execute">, readonly string[]> = {
  read: [
    "cat",
    "head",
    "tail",
    "less",
    "more",
    "nl",
    "bat",
    "batcat",
    "view",
    "wc",
    "diff",
    "cmp",
    "od",
    "hexdump",
    "xxd",
    "strings",
    "file",
    "stat",
    "jq",
    "yq",
    "sort",
    "uniq",
    "cut",
    "tr",
    "column",
    "fold",
    "rev",
    "tac",
    "readlink",
    "realpath",
    "md5sum",
    "sha1sum",
    "sha256sum",
    "base64",
    "zcat",
    "objdump",
    "readelf",
    "nm",
    "ldd",
    "awk",
    "gawk",
    "sed",
    "cloc",
  ],
  search: [
    "ls",
    "ll",
    "dir",
    "find",
    "fd",
    "fdfind",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "ag",
    "ack",
    "tree",
    "locate",
    "which",
    "whereis",
    "type",
    "du",
    "pwd",
  ],
  write: [
    "mkdir",
    "touch",
    "cp",
    "mv",
    "rm",
    "rmdir",
    "ln",
    "chmod",
    "chown",
    "chgrp",
    "tee",
    "truncate",
    "patch",
    "install",
    "dd",
    "unzip",
    "tar",
    "rsync",
    "apply_patch",
    "applypatch",
  ],
  other: [
    "cd",
    "pushd",
    "popd",
    "echo",
    "printf",
    "export",
    "set",
    "unset",
    "true",
    "false",
    "exit",
    "sleep",
    "clear",
    "alias",
    "wait",
    "history",
    "read",
    "shift",
    "trap",
    "ulimit",
    "umask",
    ":",
    "date",
    "whoami",
    "id",
    "hostname",
    "uname",
    "jobs",
    "reset",
    "tput",
  ],
};

/** git subcommands by what they do; any other subcommand (clone, fetch, push...) executes. */
export const gitClasses: Record<Exclude<ActionClass, "execute" | "other">, readonly string[]> = {
  read: ["log", "show", "diff", "blame", "cat-file", "reflog", "shortlog"],
  search: ["status", "ls-files", "grep", "ls-tree", "branch", "tag", "remote", "rev-parse"],
  write: [
    "apply",
    "add",
    "commit",
    "checkout",
    "restore",
    "reset",
    "stash",
    "mv",
    "rm",
    "cherry-pick",
    "merge",
    "rebase",
    "am",
    "switch",
    "init",
    "clean",
  ],
};

/** Wrappers that run the command after them: classify that command instead. */
export const wrappers = new Set([
  "sudo",
  "env",
  "nohup",
  "time",
  "timeout",
  "nice",
  "stdbuf",
  "exec",
  "command",
  "builtin",
  "xargs",
  "unbuffer",
]);

/** Shells whose `-c` argument is itself a command line. */
export const shells = new Set(["bash", "sh", "zsh", "dash", "ksh", "fish"]);

const lookup = new Map<string, ActionClass>();
for (const [cls, names] of Object.entries(programClasses))
  for (const name of names) lookup.set(name, cls as ActionClass);

/** The class of a program by its name alone (`/usr/bin/grep` → search); unknown → execute. */
export function programClass(program: string): ActionClass {
  const name = program.slice(program.lastIndexOf("/") + 1);
  if (program.includes("/") && !program.startsWith("/")) return "execute"; // ./prog, bin/x
  return lookup.get(name) ?? "execute";
}
