import { spawnSync } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { lchown, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TsbError } from "../errors.ts";
import {
  bwrapArgv,
  loadsFilter,
  SECCOMP_FD,
  DEFAULT_STORAGE_MB,
  SANDBOX_RUN_DIR,
  SHM_MB,
  storageCaps,
} from "./sandbox-bwrap.ts";
import { sandboxView, type SandboxView } from "./sandbox-mounts.ts";
import { inMemory, memoryView, SECCOMP_FILE } from "./view/memory-tree.ts";
import type { Limits, Sandbox, SandboxKind, WrapOptions } from "./sandbox-types.ts";

export type { Limits, Sandbox, SandboxKind, WrapOptions } from "./sandbox-types.ts";

export {
  DEFAULT_STORAGE_MB,
  SANDBOX_COVERAGE_DIR,
  SANDBOX_COVERAGE_PROGRAM,
  SANDBOX_PLUGIN_DIR,
  SANDBOX_RUN_DIR,
  SHM_MB,
  storageCaps,
} from "./sandbox-bwrap.ts";

/** No usable sandbox and `--no-sandbox` not given; the message lists what is missing. */
export class SandboxError extends TsbError {}

export const defaultLimits: Limits = {
  memoryMb: 2048,
  processes: 256,
  fileSizeMb: 1024,
  openFiles: 1024,
  diskMb: DEFAULT_STORAGE_MB,
  tmpMb: DEFAULT_STORAGE_MB,
};

/** First uid used for sandboxed runs when tsb runs as root; slot s uses SANDBOX_UID_BASE + s. */
export const SANDBOX_UID_BASE = 61000;

const isRoot = (): boolean => process.getuid?.() === 0;

function works(argv: string[], filter?: string, env?: NodeJS.ProcessEnv): string | null {
  const [command, ...args] = argv as [string, ...string[]];
  const fd = filter === undefined ? undefined : openSync(filter, "r");
  const stdio =
    fd === undefined
      ? undefined
      : [
          ...(["ignore", "pipe", "pipe"] as const),
          ...Array.from({ length: SECCOMP_FD - 3 }, () => "ignore" as const),
          fd,
        ];
  const result = spawnSync(command, args, {
    encoding: "utf8",
    timeout: 20_000,
    ...(env ? { env } : {}),
    ...(stdio ? { stdio } : {}),
  });
  if (fd !== undefined) closeSync(fd);
  if (result.error)
    return (result.error as NodeJS.ErrnoException).code === "ENOENT"
      ? "not installed"
      : result.error.message;
  return result.status === 0
    ? null
    : (result.stderr.trim().split("\n")[0] ?? `exit ${result.status}`);
}

/**
 * Finds the strongest sandbox that actually works here, by running a trivial command through
 * it with the same flags real runs use: bubblewrap, else `unshare` plus rlimits. With neither,
 * throws a SandboxError naming what is missing unless `allowNone` (`--no-sandbox`).
 */
export async function detectSandbox(allowNone: boolean): Promise<Sandbox> {
  const missing: string[] = [];
  const prlimit = works(["prlimit", "--version"]);
  if (prlimit !== null) missing.push(`prlimit (util-linux): ${prlimit}`);
  const setpriv = isRoot() ? works(["setpriv", "--version"]) : null;
  if (setpriv !== null) missing.push(`setpriv (util-linux, needed to drop root): ${setpriv}`);

  // bubblewrap's runs see the view served from memory (view/memory-tree.ts); without a tmpfs
  // to serve it from, bubblewrap cannot be used.
  let view: SandboxView | undefined;
  try {
    view = (await memoryView(sandboxView())).view;
  } catch (error) {
    missing.push(
      `a view served from memory: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const candidate = (kind: SandboxKind, lockUserns = true): Sandbox => ({
    kind,
    dropToUid: isRoot(),
    prlimit: prlimit === null,
    ...(kind === "bwrap" ? { view, lockUserns } : {}),
  });
  const probe = async (kind: SandboxKind, lockUserns?: boolean): Promise<string | null> =>
    kind === "bwrap" && view === undefined
      ? "no view served from memory"
      : trySandbox(candidate(kind, lockUserns));
  const bwrap = await probe("bwrap");
  if (bwrap === null && prlimit === null && setpriv === null) return candidate("bwrap");
  // A bubblewrap before 0.8 has no --disable-userns: the sandbox still works, weaker.
  if ((await probe("bwrap", false)) === null && prlimit === null && setpriv === null)
    return candidate("bwrap", false);
  if (bwrap !== null) missing.unshift(`bubblewrap (bwrap): ${bwrap}`);
  const unshare = await probe("unshare");
  // Why bubblewrap was passed over: missing, or installed and refused (its trial's error).
  const passedOver = bwrap === null ? {} : { bwrapProblem: works(["bwrap", "--version"]) ?? bwrap };
  if (unshare === null && prlimit === null && setpriv === null)
    return { ...candidate("unshare"), ...passedOver };
  if (unshare !== null) missing.push(`unshare -n (util-linux, network namespaces): ${unshare}`);
  if (allowNone)
    return {
      kind: "none",
      dropToUid: false,
      prlimit: prlimit === null,
      ...passedOver,
    };
  throw new SandboxError(
    `no sandbox available, refusing to run untrusted suites. Missing:\n  - ${missing.join("\n  - ")}\n` +
      "Install bubblewrap (apt-get install bubblewrap), or pass --no-sandbox to run without isolation.",
  );
}

/**
 * Runs `true` through `sandbox` with the flags and files real runs use (under bubblewrap: the
 * view served from memory, the /proc masks, the system-call filter). The first line of what went
 * wrong, or null when it works.
 */
export async function trySandbox(
  sandbox: Sandbox,
  env?: NodeJS.ProcessEnv,
): Promise<string | null> {
  const ready = await inMemory(sandbox);
  const probeDir = await mkdtemp(path.join(os.tmpdir(), "tsb-probe-"));
  try {
    const memory = ready.view?.memory;
    return works(
      wrapArgv(ready, {
        runDir: probeDir,
        workDir: probeDir,
        command: "true",
        slot: 0,
        limits: defaultLimits,
      }),
      loadsFilter(ready) && memory !== undefined ? path.join(memory, SECCOMP_FILE) : undefined,
      env,
    );
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
}

/** The run folder as the suite sees it (bubblewrap: SANDBOX_RUN_DIR). */
export function runDirInside(sandbox: Sandbox, runDir: string): string {
  return sandbox.kind === "bwrap" ? SANDBOX_RUN_DIR : runDir;
}

/**
 * A user and a time namespace of the run's own, made as the suite's user just before the
 * suite starts: nothing kept in the kernel per user (keyrings, among others) carries over from
 * one run to the next, also when tsb runs as root, and the clocks since boot start at a random
 * point. `unshare` does not fork here: the children (the suite) enter the time namespace, and
 * one process chain stays, which the sandbox's script relies on (`kill -9 -1` spares it).
 */
function freshNamespaces(clockOffsetSec: number): string[] {
  const offset = String(Math.floor(clockOffsetSec));
  return [
    ..."unshare --user --map-current-user --time".split(" "),
    ...["--boottime", offset, "--monotonic", offset, "--"],
  ];
}

/**
 * The argv that runs `command` sandboxed. Node cannot set rlimits on a child it spawns, so the
 * caps are applied by \`prlimit\` as the last wrapper before \`sh -c\`, inside the namespaces;
 * when root, `setpriv` first switches to the slot's unprivileged uid.
 */
export function wrapArgv(sandbox: Sandbox, options: WrapOptions): string[] {
  const uid = String(SANDBOX_UID_BASE + options.slot);
  const dropUid = sandbox.dropToUid
    ? ["setpriv", `--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", "--no-new-privs", "--"]
    : [];
  const { memoryMb, processes, fileSizeMb, openFiles } = options.limits;
  const caps = sandbox.prlimit
    ? [
        "prlimit",
        `--as=${memoryMb * 1024 * 1024}`,
        `--nproc=${processes}`,
        `--fsize=${fileSizeMb * 1024 * 1024}`,
        `--nofile=${openFiles}`,
        "--core=0",
        "--",
      ]
    : [];
  switch (sandbox.kind) {
    case "bwrap":
      // The run's namespaces wrap bubblewrap (made after the drop to the slot's uid, as root),
      // so that it can forbid further user namespaces and load the system-call filter last.
      return sandbox.lockUserns
        ? [
            ...dropUid,
            ...freshNamespaces(options.clockOffsetSec ?? 0),
            ...bwrapArgv(sandbox, options, caps),
          ]
        : bwrapArgv(sandbox, options, [
            ...dropUid,
            ...freshNamespaces(options.clockOffsetSec ?? 0),
            ...caps,
          ]);
    case "unshare":
      return [
        "unshare",
        "--net",
        "--pid",
        "--fork",
        "--kill-child",
        ...(isRoot() ? [] : ["--map-root-user"]),
        "--",
        ...dropUid,
        ...caps,
        ...["sh", "-c", options.command],
      ];
    case "none":
      return [...dropUid, ...caps, "sh", "-c", options.command];
  }
}

/**
 * What one run may take of the host's memory at most: its processes' address-space cap plus
 * the tmpfs it can fill (run folder, /tmp, /dev/shm), which live in RAM. `--jobs` is held so
 * that this times the jobs fits in the host's memory.
 */
export function runMemoryBudgetMb(sandbox: Sandbox, limits: Limits): number {
  if (sandbox.kind !== "bwrap") return limits.memoryMb;
  const { diskMb, tmpMb } = storageCaps(limits);
  return limits.memoryMb + diskMb + tmpMb + SHM_MB;
}

/**
 * Gives the slot's uid ownership of the run folder, so the suite can write only there. The
 * executable stays root's: an owner could make a mode-0111 file readable again.
 */
export async function prepareRunDir(sandbox: Sandbox, runDir: string, slot: number): Promise<void> {
  if (!sandbox.dropToUid) return;
  const uid = SANDBOX_UID_BASE + slot;
  await lchown(runDir, uid, uid);
  for (const entry of await readdir(runDir, { recursive: true, withFileTypes: true })) {
    if (entry.name === "executable" && entry.isFile()) continue;
    await lchown(path.join(entry.parentPath, entry.name), uid, uid);
  }
}

/** Describes the sandbox in one line for the run's header. */
export function describeSandbox(sandbox: Sandbox): string {
  const name = { bwrap: "bubblewrap", unshare: "unshare -n", none: "NONE (--no-sandbox)" }[
    sandbox.kind
  ];
  const caps = sandbox.prlimit ? "rlimits via prlimit" : "no rlimits";
  return `${name}, ${caps}${sandbox.dropToUid ? `, uid ${SANDBOX_UID_BASE}+slot` : ""}`;
}
