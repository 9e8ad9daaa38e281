import { execFile } from "node:child_process";
import { copyFile, mkdtemp, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Sealed scripts. A compiled executable is hidden from the suite by its mode (0111, see
 * run-folder.ts): the suite can run it but not read it, and the kernel makes its process
 * non-dumpable, which closes /proc/<pid>/exe, mem and fd. A script cannot be hidden that way —
 * its interpreter reads it — so a suite could read a mutant's source, strip the salt and tell
 * it from the reference without testing any behaviour.
 *
 * So `tsb build` seals a script behind a small static launcher (compiled with the host's C
 * compiler; no compiler, no seal, and the manifest says so). The launcher holds the script in
 * its own read-only data, hands it to the interpreter through a memfd, and execs the
 * interpreter at SANDBOX_INTERPRETER_DIR, where the sandbox binds a copy of it of mode 0111:
 * that process is non-dumpable too, so its /proc/<pid>/fd and mem stay closed. The launcher
 * clears the variables that would load a suite's code into either process (LD_PRELOAD,
 * NODE_OPTIONS, BASH_ENV, …); Node runs with its permission model on, which also keeps SIGUSR1
 * from opening the inspector; Python runs isolated (-I). The script's behaviour is unchanged,
 * except that it sees its own path as /proc/self/fd/<n> (argv[1], __filename).
 */

/** Where the sandbox shows the sealed scripts' interpreters, mode 0111. */
export const SANDBOX_INTERPRETER_DIR = "/.tsb-interpreter";

/** Next to a sealed executable in the build cache: the interpreter's name. */
export const SEALED_MARK = "interpreter";

/** What each interpreter needs to run a script from /proc/self/fd/<n>, safely. */
const NODE_FLAGS = [
  "--experimental-permission",
  "--allow-fs-read=*",
  "--allow-fs-write=*",
  "--allow-child-process",
  "--allow-worker",
  "--no-warnings",
  "--preserve-symlinks-main",
];
const INTERPRETERS: Record<string, readonly string[]> = {
  node: NODE_FLAGS,
  nodejs: NODE_FLAGS,
  python3: ["-I"],
  python: ["-I"],
  bash: [],
  sh: [],
};

/** Variables that make an interpreter, or the dynamic loader, run code the suite chose. */
const SCRUB = [
  "LD_PRELOAD",
  "LD_LIBRARY_PATH",
  "LD_AUDIT",
  "NODE_OPTIONS",
  "NODE_PATH",
  "NODE_REPL_EXTERNAL_MODULE",
  "BASH_ENV",
  "ENV",
  "PERL5OPT",
  "PERL5LIB",
  "RUBYOPT",
];

export interface Shebang {
  interpreter: string;
  args: string[];
}

/** `#!/usr/bin/env node` → node; `#!/bin/bash -e` → bash, ["-e"]; env -S and others: null. */
export function readShebang(head: string): Shebang | null {
  if (!head.startsWith("#!")) return null;
  const words = (head.slice(2).split("\n")[0] ?? "").trim().split(/\s+/).filter(Boolean);
  let [program, ...args] = words;
  if (program === undefined) return null;
  if (path.basename(program) === "env") {
    if (args[0] === undefined || args[0].startsWith("-")) return null;
    program = args[0];
    args = args.slice(1);
  }
  return { interpreter: path.basename(program), args };
}

const cString = (text: string) => JSON.stringify(text);

function launcherSource(script: string, shebang: Shebang, flags: readonly string[]): string {
  const argv = [...flags, ...shebang.args].map(cString);
  return `/* tsb's launcher of a sealed script (evaluator/runner/seal-script.ts). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

extern const char tsb_script[], tsb_script_end[];
__asm__(".section .rodata\\n.global tsb_script\\ntsb_script:\\n.incbin " ${cString(cString(script))} "\\n"
        ".global tsb_script_end\\ntsb_script_end:\\n.previous\\n");

static const char *const scrub[] = {${SCRUB.map(cString).join(", ")}, NULL};
static const char *const flags[] = {${[...argv, "NULL"].join(", ")}};

int main(int argc, char **argv) {
  for (const char *const *name = scrub; *name; name++) unsetenv(*name);
  for (char **env = environ; *env;)
    if (strncmp(*env, "PYTHON", 6) == 0) {
      char name[256];
      size_t n = strcspn(*env, "=");
      if (n >= sizeof name) { env++; continue; }
      memcpy(name, *env, n); name[n] = 0;
      unsetenv(name);
    } else env++;
  int fd = memfd_create("script", 0);
  if (fd < 0) { perror("tsb launcher: memfd_create"); return 127; }
  const char *at = tsb_script;
  while (at < tsb_script_end) {
    ssize_t n = write(fd, at, tsb_script_end - at);
    if (n <= 0) { perror("tsb launcher: write"); return 127; }
    at += n;
  }
  char script[64], interpreter[256];
  snprintf(script, sizeof script, "/proc/self/fd/%d", fd);
  snprintf(interpreter, sizeof interpreter, "${SANDBOX_INTERPRETER_DIR}/%s", ${cString(shebang.interpreter)});
  size_t nflags = sizeof flags / sizeof *flags - 1;
  char **args = calloc(argc + nflags + 2, sizeof *args);
  if (!args) return 127;
  size_t k = 0;
  args[k++] = (char *)${cString(shebang.interpreter)};
  for (size_t i = 0; i < nflags; i++) args[k++] = (char *)flags[i];
  args[k++] = script;
  for (int i = 1; i < argc; i++) args[k++] = argv[i];
  args[k] = NULL;
  /* Outside bubblewrap (--no-sandbox, the unshare fallback) there is no sealed interpreter:
     the one on PATH runs it, unsealed in effect, as those sandboxes are weaker anyway. */
  if (access(interpreter, X_OK) == 0) execv(interpreter, args);
  else execvp(${cString(shebang.interpreter)}, args);
  perror("tsb launcher: exec");
  return 127;
}
`;
}

/** The result of sealing a built executable: `sealed` names its interpreter; `why` when not. */
export type SealOutcome = { sealed: string } | { why: string } | null;

/**
 * Replaces the script at `file` with its sealed launcher, in place. Returns null for a file that
 * is not a script (left as it is), `{ why }` when it cannot be sealed (no C compiler, an
 * interpreter tsb does not know), and `{ sealed }` with the interpreter's name otherwise.
 */
export async function sealScript(file: string): Promise<SealOutcome> {
  const handle = await open(file, "r");
  const head = Buffer.alloc(512);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const text = head.subarray(0, bytesRead).toString("latin1");
  if (!text.startsWith("#!")) return null;
  const shebang = readShebang(text);
  const flags = shebang ? INTERPRETERS[shebang.interpreter] : undefined;
  if (!shebang || flags === undefined)
    return { why: `the interpreter of '${text.split("\n")[0]}' is not one tsb can seal` };
  const work = await mkdtemp(path.join(os.tmpdir(), "tsb-seal-"));
  try {
    const script = path.join(work, "script");
    await copyFile(file, script);
    await writeFile(path.join(work, "launcher.c"), launcherSource(script, shebang, flags));
    const launcher = path.join(work, "launcher");
    try {
      await run("cc", ["-static", "-O2", "-o", launcher, path.join(work, "launcher.c")], {
        cwd: work,
        timeout: 60_000,
      });
    } catch (error) {
      const err = error as NodeJS.ErrnoException & { stderr?: string };
      return {
        why:
          err.code === "ENOENT"
            ? "no C compiler (cc) to build its launcher"
            : `its launcher did not compile: ${(err.stderr ?? err.message).trim().split("\n")[0]}`,
      };
    }
    await rename(launcher, file).catch(async () => {
      await copyFile(launcher, file);
    });
    await writeFile(path.join(path.dirname(file), SEALED_MARK), `${shebang.interpreter}\n`);
    return { sealed: shebang.interpreter };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The interpreter a sealed executable in the build cache needs, if it is one. */
export async function sealedInterpreter(executable: string): Promise<string | null> {
  const text = await readFile(path.join(path.dirname(executable), SEALED_MARK), "utf8").catch(
    () => null,
  );
  const name = text?.trim();
  return name && name in INTERPRETERS ? name : null;
}
