/**
 * Recognises, in a build's or a run's output, the faults that lie in the machine doing the work
 * rather than in what it was asked to run: a command that is not installed, a Python module
 * that cannot be imported, a shared library that is missing, a sandbox that cannot start. Such a
 * fault is never a verdict on a submission (DESIGN.md, "Where runs happen").
 */

export type MachineFaultKind = "missing-command" | "missing-module" | "missing-library" | "sandbox";

export interface MachineFault {
  kind: MachineFaultKind;
  /** The command, module, library or sandbox tool that is missing or broken. */
  what: string;
  /** The line of output that shows it, trimmed. */
  line: string;
  /** The command that installs what is missing, when one is known. */
  fix: string | null;
}

/** What installs each tool on Debian and Ubuntu, the images the docs deploy on. */
const INSTALL: Record<string, string> = {
  go: "apt-get install golang-go",
  gcc: "apt-get install gcc",
  cc: "apt-get install gcc",
  clang: "apt-get install clang",
  make: "apt-get install make",
  rustc: "apt-get install rustc (or https://rustup.rs)",
  cargo: "apt-get install cargo (or https://rustup.rs)",
  node: "apt-get install nodejs",
  npm: "apt-get install npm",
  javac: "apt-get install default-jdk",
  python3: "apt-get install python3",
  python: "apt-get install python3",
  bwrap: "apt-get install bubblewrap",
  prlimit: "apt-get install util-linux",
  setpriv: "apt-get install util-linux",
  unshare: "apt-get install util-linux",
};

/** Python modules and their system package, importable by every user (the sandbox's uid too). */
const PYTHON_MODULES: Record<string, string> = {
  pytest: "apt-get install python3-pytest",
};

/** The install line for a tool, or null when none is known. */
export function installLine(tool: string): string | null {
  return INSTALL[tool] ?? null;
}

/** The install line for a Python module, for every user of the machine. */
export function moduleInstallLine(module: string): string {
  return PYTHON_MODULES[module] ?? `python3 -m pip install ${module} (for every user)`;
}

interface Pattern {
  kind: MachineFaultKind;
  regex: RegExp;
}

// Each pattern captures the missing thing as group 1. Shells word it differently: bash
// "go: command not found", dash "sh: 1: go: not found", env(1) "env: 'go': No such file or
// directory" (a #! line), Go's exec "exec: \"gcc\": executable file not found in $PATH".
const PATTERNS: Pattern[] = [
  { kind: "missing-command", regex: /(?:^|[\s:])([\w.+-]+): command not found\s*$/m },
  { kind: "missing-command", regex: /^\S*sh: \d+: ([\w./+-]+): not found\s*$/m },
  { kind: "missing-command", regex: /env: ['‘"]?([\w./+-]+)['’"]?: No such file or directory/ },
  { kind: "missing-command", regex: /exec: "([\w./+-]+)": executable file not found in \$PATH/ },
  { kind: "missing-module", regex: /No module named ['"]?([\w.]+)['"]?/ },
  { kind: "missing-library", regex: /error while loading shared libraries: ([^:\s]+)/ },
  {
    kind: "sandbox",
    regex: /^(bwrap|setpriv|prlimit|unshare): .*(?:failed|denied|not permitted|cannot|No such)/im,
  },
];

/**
 * The first machine fault shown in `text` (a build's error, a run's log), or null when the
 * output shows none. A missing module is named by its top-level package (`yaml` for
 * `yaml.cyaml`); a missing command by its base name (`go` for `/usr/local/go/bin/go`).
 */
export function findMachineFault(text: string): MachineFault | null {
  let first: { fault: MachineFault; index: number } | null = null;
  for (const { kind, regex } of PATTERNS) {
    const match = regex.exec(text);
    if (!match || match[1] === undefined) continue;
    if (first !== null && first.index <= match.index) continue;
    const raw = match[1];
    const what =
      kind === "missing-module"
        ? (raw.split(".")[0] ?? raw)
        : kind === "missing-command"
          ? (raw.split("/").pop() ?? raw)
          : raw;
    const fix =
      kind === "missing-module"
        ? moduleInstallLine(what)
        : kind === "missing-library"
          ? null
          : installLine(what);
    first = { fault: { kind, what, line: lineAt(text, match.index), fix }, index: match.index };
  }
  return first?.fault ?? null;
}

function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf("\n", index) + 1;
  const end = text.indexOf("\n", index);
  return text.slice(start, end === -1 ? undefined : end).trim();
}

/** One line for an operator: what is missing and how to install it. */
export function describeFault(fault: MachineFault): string {
  const what = {
    "missing-command": `the command '${fault.what}' is not installed (or not on PATH)`,
    "missing-module": `the Python module '${fault.what}' cannot be imported`,
    "missing-library": `the shared library '${fault.what}' is missing`,
    sandbox: `the sandbox tool '${fault.what}' failed`,
  }[fault.kind];
  return `${what}: ${fault.line}${fault.fix ? `; install it with: ${fault.fix}` : ""}`;
}
