import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { executeRun } from "../runner/execute-run.ts";
import { sha256File, sha256Text } from "../runner/hash.ts";
import { loadsFilter } from "../runner/sandbox-bwrap.ts";
import { inMemory } from "../runner/view/memory-tree.ts";
import { installLine } from "./machine-fault.ts";
import { describeSandbox, type Limits, type Sandbox, type SandboxKind } from "../runner/sandbox.ts";

/** A program found on a PATH: where, and the first line of its version output. */
export interface ToolVersion {
  name: string;
  path: string | null;
  version: string | null;
}

/** Python (with pytest) and Node as one side sees them: the worker, or a suite in the sandbox. */
export interface Interpreters {
  python3: ToolVersion;
  pytest: string | null;
  node: ToolVersion;
  /** The first error a probe printed (`No module named pytest`), when one did. */
  problem: string | null;
}

/**
 * What a run can use (DESIGN.md, "Where runs happen"): the sandbox, the interpreters a suite
 * finds inside it as the sandbox's user, the worker's own, and the build toolchains the
 * benchmark's build scripts call. Kept in the verification record and shown on the submission
 * page; its fingerprint keys the worker's self-check.
 */
export interface RunEnvironment {
  host: string;
  /**
   * `sealed`: a run can leave no memory for another (bubblewrap 0.8 or later, its view served
   * from memory, the system-call filter: evaluator/runner/view/memory-tree.ts). Absent in
   * environments recorded before it existed.
   */
  sandbox: {
    kind: SandboxKind;
    description: string;
    sealed?: boolean;
    /** A fallback's: why bubblewrap was passed over (Sandbox.bwrapProblem). */
    bwrapProblem?: string;
  };
  inside: Interpreters;
  worker: Interpreters;
  build: ToolVersion[];
  /** sha256 of everything above but the host name. */
  fingerprint: string;
}

/** Toolchains a build.sh may call, found by name in the script. */
const BUILD_TOOLS = ["go", "gcc", "cc", "clang", "rustc", "cargo", "node", "npm", "make", "javac"];

/** The toolchains the benchmark's reference build scripts call (its mutants build the same way). */
export async function buildToolsOf(benchmark: BenchmarkDefinition): Promise<string[]> {
  const found = new Set<string>();
  for (const instance of benchmark.instances) {
    const script = await readFile(path.join(instance.dir, "reference/build.sh"), "utf8").catch(
      () => "",
    );
    const code = script
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("#"))
      .join("\n");
    for (const tool of BUILD_TOOLS)
      if (new RegExp(`(^|[\\s;&|(])${tool}(\\s|$)`, "m").test(code)) found.add(tool);
  }
  return [...found].sort();
}

/** Where `name` is on the worker's PATH and its version, or nulls when it is not there. */
export function probeTool(name: string): ToolVersion {
  const where = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const found = where.status === 0 ? where.stdout.trim() : "";
  if (found === "") return { name, path: null, version: null };
  const args = name === "go" ? ["version"] : ["--version"];
  const run = spawnSync(found, args, { encoding: "utf8", timeout: 20_000 });
  const first = `${run.stdout ?? ""}${run.stderr ?? ""}`.trim().split("\n")[0] ?? "";
  return { name, path: found, version: run.status === 0 ? first : null };
}

// Prints `tsb-env <key>=<value>` lines; a probe that fails prints its error instead, which
// `problem` keeps. Plain sh: the sandbox may have no Python at all.
const INTERPRETER_PROBE = [
  'for t in python3 node; do p=$(command -v $t) && echo "tsb-env $t.path=$p"; done',
  "python3 -c 'import sys; print(\"tsb-env python3.version=\" + sys.version.split()[0])' 2>&1",
  "python3 -c 'import pytest; print(\"tsb-env pytest.version=\" + pytest.__version__)' 2>&1",
  "node -e 'console.log(\"tsb-env node.version=\" + process.version)' 2>&1",
  "true",
].join("; ");

/** Reads the probe's output into Interpreters. */
export function parseInterpreters(output: string): Interpreters {
  const values = new Map<string, string>();
  let problem: string | null = null;
  for (const line of output.split("\n")) {
    const match = /^tsb-env ([\w.]+)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined) values.set(match[1], match[2] ?? "");
    else if (problem === null && /error|not found|No module|denied/i.test(line))
      problem = line.trim();
  }
  const tool = (name: string): ToolVersion => ({
    name,
    path: values.get(`${name}.path`) ?? null,
    version: values.get(`${name}.version`) ?? null,
  });
  return {
    python3: tool("python3"),
    pytest: values.get("pytest.version") ?? null,
    node: tool("node"),
    problem,
  };
}

/** The worker's own interpreters, with its environment. */
export function probeWorkerInterpreters(): Interpreters {
  const run = spawnSync("sh", ["-c", INTERPRETER_PROBE], { encoding: "utf8", timeout: 30_000 });
  return parseInterpreters(`${run.stdout}${run.stderr}`);
}

export interface SandboxProbeOptions {
  sandbox: Sandbox;
  limits: Limits;
  slot: number;
  /** A folder the sandbox's user can traverse (the worker's run scratch). */
  scratch: string;
}

/**
 * The interpreters a suite finds inside the sandbox, as the sandbox's user: asked through
 * executeRun, the way every task runs, so the probe sees exactly what a suite sees.
 */
export async function probeSandboxInterpreters(
  options: SandboxProbeOptions,
): Promise<Interpreters> {
  const dir = await mkdtemp(path.join(options.scratch, "probe-"));
  try {
    const suiteDir = path.join(dir, "suite");
    await mkdir(suiteDir);
    // executeRun puts an executable beside every suite; this one is never run.
    const executable = path.join(dir, "probe-executable");
    await writeFile(executable, "#!/bin/sh\nexit 0\n", { mode: 0o755 });
    const result = await executeRun({
      suiteDir,
      executable,
      sha256: await sha256File(executable),
      commandTemplate: `${INTERPRETER_PROBE} # {junit}`,
      timeoutSec: 60,
      runDir: path.join(dir, "run"),
      slot: options.slot,
      sandbox: options.sandbox,
      limits: options.limits,
      logCap: 16_384,
    });
    return parseInterpreters(result.log);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Probes everything a run can use and fingerprints it. */
export async function probeRunEnvironment(
  options: SandboxProbeOptions & { buildTools: readonly string[] },
): Promise<RunEnvironment> {
  const inside = await probeSandboxInterpreters(options);
  const worker = probeWorkerInterpreters();
  const build = options.buildTools.map(probeTool);
  const sandbox = {
    kind: options.sandbox.kind,
    description: describeSandbox(options.sandbox),
    sealed: loadsFilter(await inMemory(options.sandbox)),
  };
  const fingerprint = sha256Text(JSON.stringify({ sandbox, inside, worker, build }));
  // Why bubblewrap was passed over is said, not fingerprinted: its wording is not the machine.
  const { bwrapProblem } = options.sandbox;
  return {
    host: os.hostname(),
    sandbox: { ...sandbox, ...(bwrapProblem === undefined ? {} : { bwrapProblem }) },
    inside,
    worker,
    build,
    fingerprint,
  };
}

/** A reason the environment cannot judge anything, with the line that fixes it. */
export interface EnvironmentProblem {
  reason: string;
  fix: string | null;
}

const show = (tool: ToolVersion): string =>
  tool.path === null ? "none" : `${tool.path}${tool.version ? ` (${tool.version})` : ""}`;

/**
 * What makes this environment unfit before any suite runs: a build toolchain missing from PATH,
 * or a sandbox whose interpreters differ from the worker's own (the fallback sandbox runs as
 * an unprivileged uid that cannot reach an interpreter installed per user, as pyenv does).
 * `needsPytest`: the suite command runs pytest.
 */
export function environmentProblem(
  env: RunEnvironment,
  needsPytest: boolean,
): EnvironmentProblem | null {
  // --no-sandbox is the operator's own choice of no isolation at all; any other sandbox must
  // keep runs from remembering each other, or a suite could learn the reference from them.
  if (env.sandbox.kind !== "none" && env.sandbox.sealed !== true)
    return {
      reason: `the ${env.sandbox.kind} sandbox (${env.sandbox.description}) lets one run leave a memory for the next (the page cache of shared files, locks, file watches): a suite could learn the reference's behaviour from the other runs of a verification`,
      fix: `${bubblewrapFix(env.sandbox.bwrapProblem)}, and give tsb a tmpfs to serve the sandbox's files from: /dev/shm, or a folder named by TSB_VIEW_DIR`,
    };
  const missing = env.build.filter((tool) => tool.path === null);
  if (missing.length > 0) {
    const names = missing.map((t) => t.name);
    const fixes = [...new Set(names.map((n) => installLine(n) ?? `install ${n}`))];
    return {
      reason: `the benchmark's build needs ${names.join(", ")}, which ${names.length === 1 ? "is" : "are"} not on this worker's PATH`,
      fix: fixes.join("; "),
    };
  }
  const { inside, worker } = env;
  const differs =
    inside.python3.version !== worker.python3.version ||
    (needsPytest && inside.pytest !== worker.pytest) ||
    inside.node.version !== worker.node.version;
  if (needsPytest && inside.pytest === null) {
    const sandbox = `the ${env.sandbox.kind} sandbox (${env.sandbox.description})`;
    return {
      reason:
        `${sandbox} runs python3 ${show(inside.python3)} without pytest` +
        `${inside.problem ? ` (${inside.problem})` : ""}, while this worker's python3 is ` +
        `${show(worker.python3)}${worker.pytest ? ` with pytest ${worker.pytest}` : " without pytest"}`,
      fix:
        env.sandbox.kind === "bwrap"
          ? "apt-get install python3-pytest (or pip install pytest for the python3 on the worker's PATH)"
          : "apt-get install bubblewrap (its sandbox shows suites the worker's own interpreters), or install pytest for every user: apt-get install python3-pytest",
    };
  }
  if (differs && env.sandbox.kind !== "bwrap")
    return {
      reason:
        `the ${env.sandbox.kind} sandbox shows suites other interpreters than this worker's: ` +
        `python3 ${show(inside.python3)} and pytest ${inside.pytest ?? "none"} inside, ` +
        `python3 ${show(worker.python3)} and pytest ${worker.pytest ?? "none"} here; ` +
        `node ${inside.node.version ?? "none"} inside, ${worker.node.version ?? "none"} here`,
      fix: "apt-get install bubblewrap (its sandbox shows suites the worker's own interpreters)",
    };
  return null;
}

/**
 * What to do about bubblewrap, from why it was passed over: install it when it is missing; when
 * it is installed but its trial run failed (user namespaces forbidden, for one), what it said.
 */
export function bubblewrapFix(problem: string | undefined): string {
  return problem === undefined || problem === "not installed"
    ? "apt-get install bubblewrap (0.8 or later)"
    : `make bubblewrap (0.8 or later) work here: it is installed, but its trial run failed: ${problem}`;
}
