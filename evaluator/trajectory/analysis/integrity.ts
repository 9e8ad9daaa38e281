import { splitShell } from "../classify/shell-split.ts";
import { unwrap } from "../classify/shell-command.ts";
import type { Step } from "../types.ts";
import { isAgentStep } from "./agent-steps.ts";
import { lineOf, type StepFinding } from "./creation.ts";
import { baseName, isUnder, resolvePath, suiteFileOf, tidyPath } from "./paths.ts";

/**
 * What a reviewer should look at in a trajectory: the agent read or listed something it was
 * not given, tried the network, or wrote outside its task folder. A flag changes no score; it
 * says where to look, as Terminal-Bench's review reads trajectories for reward hacks.
 */
export const integrityKinds = ["off-limits", "network", "outside-task"] as const;
export type IntegrityKind = (typeof integrityKinds)[number];

export interface IntegrityFlag extends StepFinding {
  kind: IntegrityKind;
}

export interface IntegrityContext {
  /** The folder the agent worked in, when known (the log's cwd, or inferred). */
  taskRoot?: string;
  /** The suite's files, relative to `suite/`. */
  suiteFiles: readonly string[];
  /** The benchmark's other instances: their suites are another agent run's. */
  otherInstances?: readonly string[];
}

/** What an agent is not given, by path: the benchmark's hidden parts and others' suites. */
const OFF_LIMITS: ReadonlyArray<{ why: string; test: RegExp }> = [
  { why: "the benchmark's mutants", test: /(^|[\s/'"=:])mutants(\/|\s|$|['"])|\.patch(\s|$|['"])/ },
  {
    why: "the benchmark's reference tests",
    test: /(^|[\s/'"=:])instances\/[^/\s]+\/tests(\/|\s|$)/,
  },
  { why: "the reference source", test: /(^|[\s/'"=:])reference(\/|\s|$|['"])/ },
  {
    why: "the benchmark's definition (it lists the mutants)",
    test: /(^|[\s/'"=:])(instance|benchmark|ignored)\.json(\s|$|['"])|data\/benchmarks\//,
  },
  {
    why: "other submissions' suites or results",
    test: /data\/(suites|bundles)\/|(^|[\s/'"=:])instances\/[^/\s]+\/(suite|mutants|reference)\//,
  },
];

const TEMP = [
  /^\/tmp(\/|$)/,
  /^\/var\/tmp(\/|$)/,
  /^\/dev\/shm(\/|$)/,
  /^\/private\/(tmp|var)\//,
  /^\/var\/folders\//,
  /^\/dev\//,
];
const SYSTEM = /^\/(etc|usr|bin|sbin|lib|lib32|lib64|boot|opt|srv|var|root)(\/|$)/;

const NETWORK_PROGRAMS = new Set([
  "curl",
  "wget",
  "ssh",
  "scp",
  "sftp",
  "ftp",
  "telnet",
  "nc",
  "ncat",
  "netcat",
  "socat",
  "ping",
  "dig",
  "nslookup",
  "host",
  "http",
  "https",
  "aria2c",
  "lynx",
  "w3m",
]);
/** Programs that reach the network with one of these subcommands. */
const NETWORK_SUBCOMMANDS: Record<string, readonly string[]> = {
  git: ["clone", "fetch", "pull", "push", "ls-remote", "submodule"],
  pip: ["install", "download"],
  pip3: ["install", "download"],
  uv: ["pip", "add", "sync"],
  poetry: ["add", "install"],
  conda: ["install", "create"],
  npm: ["install", "i", "ci", "add"],
  yarn: ["add", "install"],
  pnpm: ["add", "install", "i"],
  npx: [""],
  apt: ["install", "update", "upgrade"],
  "apt-get": ["install", "update", "upgrade"],
  yum: ["install"],
  dnf: ["install"],
  apk: ["add", "update"],
  brew: ["install"],
  cargo: ["install", "add", "fetch", "update", "search"],
  go: ["get", "install", "mod"],
  gem: ["install"],
  docker: ["pull", "push", "login"],
};
const NETWORK_TOOLS =
  /^(web|browser|browse|fetch|http|url|navigate|google|search_web)|web_?(search|fetch)/i;
const URL = /\b(https?|ftp|wss?):\/\/[^\s'"]+/;

/**
 * The steps of a trajectory a reviewer should read, each with its kind, why and evidence:
 * - **off-limits**: an action reads or lists (or its command line names) the benchmark's
 *   mutants, reference tests, reference source or definition, or other submissions' suites (by
 *   the paths in OFF_LIMITS, or another instance's `suite/`); paths the agent wrote itself
 *   before are its own;
 * - **network**: a web tool (WebSearch, WebFetch, a browser), a network program (curl, wget,
 *   ssh, ...), a package install or a `git clone`/`fetch`/`push`, or a URL in a command line;
 * - **outside-task**: a write outside the task folder (temporary folders excepted): with the
 *   folder known, any path not under it; without, a relative path that climbs out (`../`) or a
 *   system folder (`/etc`, `/usr`, ...).
 * A command a script runs or a file it opens cannot be seen from its command line, so this
 * finds what the log shows, not everything an agent did.
 */
export function integrityFlags(steps: readonly Step[], context: IntegrityContext): IntegrityFlag[] {
  const flags: IntegrityFlag[] = [];
  const written = new Set<string>();
  const others = (context.otherInstances ?? []).map(
    (id) => new RegExp(`(^|[\\s/'"=:])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/suite(/|\\s|$)`),
  );
  for (const step of steps) {
    if (!isAgentStep(step)) continue;
    const flag = (kind: IntegrityKind, why: string, evidence: string) =>
      flags.push({
        step: step.index,
        kind,
        why,
        evidence: evidence.slice(0, 200),
        ...lineOf(step),
      });
    const own = (p: string) => {
      const abs = resolvePath(p, context.taskRoot);
      return [...written].some((w) => isUnder(abs, w));
    };
    const offLimits = (text: string): string | null => {
      for (const rule of OFF_LIMITS) if (rule.test.test(text)) return rule.why;
      return others.some((r) => r.test(text)) ? "another instance's suite" : null;
    };
    // Reads and listings, by the files the action names.
    let found = false;
    for (const f of step.files) {
      if (f.access === "write" || own(f.path)) continue;
      const why = offLimits(tidyPath(f.path));
      if (why) {
        flag("off-limits", `${f.access === "list" ? "lists" : "reads"} ${why}`, f.path);
        found = true;
        break;
      }
    }
    const command = step.tool?.command?.text;
    const words = command === undefined ? [] : splitShell(command).map((s) => unwrap(s.words));
    if (!found && command !== undefined && step.class !== "write")
      for (const word of words.flat()) {
        // Only words that are paths: `grep reference spec.md` searches for a word.
        if (!word.includes("/")) continue;
        const why = offLimits(word);
        if (why && !own(word)) {
          flag("off-limits", `names ${why} in a command`, command);
          break;
        }
      }
    const network = networkIn(step, words);
    if (network) flag("network", network, step.tool?.command?.text ?? step.tool?.name ?? "");
    for (const f of step.files) {
      if (f.access !== "write") continue;
      const outside = outsideTask(f.path, context.taskRoot);
      if (outside) {
        flag("outside-task", outside, f.path);
        break;
      }
    }
    for (const f of step.files)
      if (f.access === "write") written.add(resolvePath(f.path, context.taskRoot));
  }
  return flags;
}

function networkIn(step: Step, words: string[][]): string | null {
  const tool = step.tool?.name ?? "";
  if (step.tool?.command === undefined && NETWORK_TOOLS.test(tool))
    return `uses a web tool (${tool})`;
  for (const [program = "", ...args] of words) {
    const name = baseName(program);
    if (NETWORK_PROGRAMS.has(name)) return `runs ${name}, which reaches the network`;
    const subs = NETWORK_SUBCOMMANDS[name];
    const sub = args.find((a) => !a.startsWith("-")) ?? "";
    if (subs && (subs.includes(sub) || subs.includes("")))
      return `runs ${name} ${sub}, which downloads or uploads`.replace(/ ,/, ",");
    if (/^python\d*(\.\d+)?$/.test(name) && args[0] === "-m" && /^pip/.test(args[1] ?? ""))
      if (["install", "download"].includes(args[2] ?? ""))
        return "runs pip install, which downloads";
  }
  const command = step.tool?.command?.text ?? "";
  const url = URL.exec(command)?.[0];
  if (url && step.class !== "read" && step.class !== "search")
    return `names a URL in a command (${url.slice(0, 80)})`;
  return null;
}

function outsideTask(p: string, taskRoot: string | undefined): string | null {
  const tidy = tidyPath(p);
  if (tidy === "" || TEMP.some((t) => t.test(tidy))) return null;
  if (taskRoot !== undefined) {
    const abs = resolvePath(tidy, taskRoot);
    if (TEMP.some((t) => t.test(abs)) || isUnder(abs, taskRoot)) return null;
    return `writes outside its task folder (${taskRoot})`;
  }
  if (tidy === ".." || tidy.startsWith("../")) return "writes outside its task folder (../)";
  if (SYSTEM.test(tidy)) return "writes to a system folder";
  return null;
}

/**
 * The task folder when the log does not say: the folder above `suite/` in the first absolute
 * write of one of the suite's files (`/work/tally/suite/test_a.py` → `/work/tally`).
 */
export function inferTaskRoot(
  steps: readonly Step[],
  suiteFiles: readonly string[],
): string | undefined {
  for (const step of steps)
    for (const f of step.files) {
      if (f.access !== "write") continue;
      const tidy = tidyPath(f.path);
      const file = suiteFileOf(tidy, suiteFiles);
      if (!file || !tidy.startsWith("/")) continue;
      const dir = tidy.slice(0, tidy.length - file.length - 1);
      return dir.endsWith("/suite") ? dir.slice(0, -"/suite".length) : dir;
    }
  return undefined;
}
