import path from "node:path";
import { elfDeps } from "./elf-deps.ts";
import type { PythonLayout } from "./probe-python.ts";
import type { ViewFs } from "./view-fs.ts";

/**
 * The commands a run can call, found on the view's PATH: the shell and POSIX toolbox a test
 * suite shells out to, the interpreters, and what the sandbox's own script needs (cp, stat, dd,
 * tar; setpriv, prlimit and unshare, which wrap the suite). A command not listed is not there:
 * a suite is Python with pytest and the standard library (data/suites/TASK.md), and every other
 * file a run can read is memory it could share (memory-tree.ts).
 */
// prettier-ignore
export const TOOLBOX = [
  "sh", "dash", "bash", "env", "true", "false", "echo", "printf", "[", "test", "expr", "cat",
  "head", "tail", "cut", "paste", "sort", "uniq", "wc", "tr", "tee", "sed", "awk", "mawk", "gawk",
  "grep", "egrep", "fgrep", "diff", "cmp", "diff3", "sdiff", "comm", "find", "xargs", "ls", "cp",
  "mv", "rm", "mkdir", "rmdir", "ln", "touch", "chmod", "stat", "readlink", "realpath", "basename",
  "dirname", "pwd", "date", "sleep", "timeout", "kill", "seq", "yes", "od", "xxd", "hexdump",
  "base64", "md5sum", "sha1sum", "sha256sum", "sha512sum", "cksum", "tar", "gzip", "gunzip",
  "zcat", "bzip2", "xz", "which", "id", "whoami", "uname", "nproc", "du", "df", "dd", "mktemp",
  "split", "fold", "fmt", "nl", "pr", "rev", "tac", "join", "shuf", "install", "truncate", "sync",
  "iconv", "getconf", "locale", "setpriv", "prlimit", "unshare", "python3", "python", "node",
  "nodejs",
];

/**
 * Data the C library and the interpreters read at start-up: time zones, the C.UTF-8 locale, and
 * the builtins Debian's node loads from /usr/share/nodejs instead of carrying them (its libnode
 * names them; without them an image's node fails to start: "Cannot load externalized builtin").
 */
const DATA_DIRS = [
  "/usr/share/zoneinfo",
  "/usr/lib/locale",
  "/usr/lib/x86_64-linux-gnu/gconv/gconv-modules",
  ...["acorn", "acorn-walk", "cjs-module-lexer", "minimatch", "undici"].map(
    (name) => `/usr/share/nodejs/${name}`,
  ),
];

/** Parts of Python's standard library that no test suite imports: its own tests, the IDE, Tk. */
const STDLIB_SKIP = new Set(["test", "idlelib", "tkinter", "turtledemo", "ensurepip", "lib2to3"]);

/** Loader search folders besides a file's own run path (ld.so's defaults and Debian's). */
const LIBRARY_DIRS = [
  "/lib/x86_64-linux-gnu",
  "/usr/lib/x86_64-linux-gnu",
  "/lib/aarch64-linux-gnu",
  "/usr/lib/aarch64-linux-gnu",
  "/lib64",
  "/usr/lib64",
  "/lib",
  "/usr/lib",
  "/usr/local/lib",
];

export type Entry = { kind: "file" } | { kind: "dir" } | { kind: "link"; target: string };

/**
 * Which files of a view a run gets, each by its path inside: the toolbox and interpreters with
 * every shared library they load (and the libraries' own), Python's standard library and the
 * files of pytest and what it requires, the named /etc files the view had, and the data above.
 */
export function selectFiles(
  fs: ViewFs,
  python: PythonLayout | null,
  etc: readonly string[],
): Map<string, Entry> {
  const chosen = new Map<string, Entry>();
  const elves: string[] = [];
  const addPath = (inside: string): string | null => {
    const { target, links } = fs.resolve(inside);
    for (const link of links) chosen.set(link, { kind: "link", target: fs.readlink(link) });
    if (target === null) return null;
    const info = fs.lstat(target);
    if (info?.isFile() && !chosen.has(target)) {
      chosen.set(target, { kind: "file" });
      elves.push(target);
    }
    return target;
  };
  const addTree = (inside: string, skip: (name: string, depth: number) => boolean, depth = 0) => {
    const info = fs.lstat(inside);
    if (info === null) return;
    if (info.isSymbolicLink()) {
      // A link met inside a folder is copied as a link: following it would pull in whatever it
      // names (/etc/alternatives names every alternative installed).
      chosen.set(inside, { kind: "link", target: fs.readlink(inside) });
      return;
    }
    if (info.isFile()) {
      addPath(inside);
      return;
    }
    if (!info.isDirectory()) return;
    chosen.set(inside, { kind: "dir" });
    for (const name of fs.readdir(inside))
      if (!skip(name, depth)) addTree(path.posix.join(inside, name), skip, depth + 1);
  };

  for (const name of TOOLBOX)
    for (const dir of fs.view.path.split(":")) if (addPath(path.posix.join(dir, name))) break;
  for (const file of etc) addTree(file, () => false);
  for (const dir of DATA_DIRS) addTree(dir, () => false);
  if (python) {
    addPath(python.executable);
    for (const dir of python.stdlib)
      addTree(
        dir,
        (name, depth) =>
          depth === 0 &&
          (STDLIB_SKIP.has(name) ||
            name.startsWith("config-") ||
            name === "site-packages" ||
            name === "dist-packages"),
      );
    for (const file of python.packages) addTree(file, () => false);
  }
  // The loader and the libraries of every program and extension module, to a fixed point.
  for (let i = 0; i < elves.length; i++) {
    const file = elves[i] as string;
    const host = fs.host(file);
    const deps = host === null ? null : elfDeps(host);
    if (!deps) continue;
    if (deps.interpreter) addPath(deps.interpreter);
    const origin = path.posix.dirname(file);
    const dirs = [
      ...deps.runpath.map((p) => p.replaceAll("$ORIGIN", origin).replaceAll("${ORIGIN}", origin)),
      ...LIBRARY_DIRS,
    ];
    for (const lib of deps.needed)
      for (const dir of lib.includes("/") ? [""] : dirs)
        if (addPath(path.posix.join(dir, lib)) !== null) break;
  }
  // The C library loads its name-service modules by name at run time (getpwuid, getaddrinfo).
  for (const dir of LIBRARY_DIRS)
    for (const name of fs.readdir(dir))
      if (/^libnss_(files|dns)\.so/.test(name)) addPath(path.posix.join(dir, name));
  for (const inside of [...chosen.keys()])
    for (
      let dir = path.posix.dirname(inside);
      dir !== "/" && !chosen.has(dir);
      dir = path.posix.dirname(dir)
    )
      chosen.set(dir, { kind: "dir" });
  return chosen;
}
