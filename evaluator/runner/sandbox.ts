import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { lchown, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TsbError } from "../errors.ts";
import { sandboxView, viewArgs, type SandboxView } from "./sandbox-mounts.ts";

/** No usable sandbox and `--no-sandbox` not given; the message lists what is missing. */
export class SandboxError extends TsbError {}

export type SandboxKind = "bwrap" | "unshare" | "none";

export interface Sandbox {
  kind: SandboxKind;
  /**
   * Running as root, suites run under an unprivileged user id of their own (one per job slot):
   * the kernel does not enforce RLIMIT_NPROC for uid 0, so a fork bomb would not be capped, and
   * untrusted code should not hold root even inside namespaces.
   */
  dropToUid: boolean;
  /** Whether `prlimit` is available to apply the resource caps. */
  prlimit: boolean;
  /** bubblewrap: what of the host the suite sees (found at start-up when absent). */
  view?: SandboxView;
}

export interface Limits {
  memoryMb: number;
  processes: number;
  fileSizeMb: number;
  openFiles: number;
  /** Size of the run folder's tmpfs (bubblewrap), MiB; default DEFAULT_STORAGE_MB. */
  diskMb?: number;
  /** Size of the private /tmp's tmpfs (bubblewrap), MiB; default DEFAULT_STORAGE_MB. */
  tmpMb?: number;
}

export const DEFAULT_STORAGE_MB = 512;

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

function works(argv: string[], cwd?: string): string | null {
  const [command, ...args] = argv as [string, ...string[]];
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 10_000, cwd });
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

  const probeDir = await mkdtemp(path.join(os.tmpdir(), "tsb-probe-"));
  try {
    const candidate = (kind: SandboxKind): Sandbox => ({
      kind,
      dropToUid: isRoot(),
      prlimit: prlimit === null,
      ...(kind === "bwrap" ? { view: sandboxView() } : {}),
    });
    const probe = (kind: SandboxKind): string | null =>
      works(
        wrapArgv(candidate(kind), {
          runDir: probeDir,
          workDir: probeDir,
          command: "true",
          slot: 0,
          limits: defaultLimits,
        }),
      );
    const bwrap = probe("bwrap");
    if (bwrap === null && prlimit === null && setpriv === null) return candidate("bwrap");
    if (bwrap !== null) missing.unshift(`bubblewrap (bwrap): ${bwrap}`);
    const unshare = probe("unshare");
    if (unshare === null && prlimit === null && setpriv === null) return candidate("unshare");
    if (unshare !== null) missing.push(`unshare -n (util-linux, network namespaces): ${unshare}`);
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
  if (allowNone) return { kind: "none", dropToUid: false, prlimit: prlimit === null };
  throw new SandboxError(
    `no sandbox available, refusing to run untrusted suites. Missing:\n  - ${missing.join("\n  - ")}\n` +
      "Install bubblewrap (apt-get install bubblewrap), or pass --no-sandbox to run without isolation.",
  );
}

/**
 * Where bubblewrap mounts the run folder inside the sandbox. One fixed path for every run means
 * that paths in failure messages (the executable's, the suite's files) read the same on the
 * reference and on every mutant, so the near-miss rule compares like with like. The fallbacks
 * cannot remount, and see the run folder where it is.
 */
export const SANDBOX_RUN_DIR = "/tmp/tsb-run";

/** The run folder as the suite sees it. */
export function runDirInside(sandbox: Sandbox, runDir: string): string {
  return sandbox.kind === "bwrap" ? SANDBOX_RUN_DIR : runDir;
}

export interface WrapOptions {
  /**
   * The run's folder on the host. Under bubblewrap it is shown read-only and its `suite/` is
   * copied into a size-capped tmpfs at SANDBOX_RUN_DIR, with its `executable` (when present)
   * bound read-only at `suite/executable`; the other sandboxes run in it directly.
   */
  runDir: string;
  /** Working directory of the suite, inside runDir. */
  workDir: string;
  /** Shell command line, run with `sh -c`. */
  command: string;
  slot: number;
  limits: Limits;
}

/** Where bubblewrap shows the host's run folder, read-only, for the copy into the tmpfs. */
const RUN_SOURCE = "/.tsb-run-source";

/** /dev/shm (POSIX shared memory, semaphores): small, but writable, as programs expect. */
export const SHM_MB = 64;

/**
 * The script bubblewrap runs: copy the suite into the capped run folder, run the command with
 * the report channels closed, then — once nothing of the suite is left running — report how
 * full the two tmpfs are on fd 3 and hand the JUnit file out on fd 4. The suite's processes
 * cannot write to the host at all; fd 4 is the only way out, and it is read with a cap.
 * `dd iflag=nofollow` refuses a symlink planted in place of the JUnit file.
 */
const IN_SANDBOX = `if [ -d ${RUN_SOURCE}/suite ] && ! cp -R ${RUN_SOURCE}/suite/. ${SANDBOX_RUN_DIR}/suite/; then
  echo "tsb: could not copy the suite into the run folder (is --disk too small for it?)" >&2; exit 125
fi
(sh -c "$1") 3>&- 4>&-
status=$?
kill -9 -1 2>/dev/null
for dir in ${SANDBOX_RUN_DIR} /tmp; do echo "$dir $(stat -f -c '%a %b %S' "$dir")"; done 2>/dev/null >&3
junit=${SANDBOX_RUN_DIR}/junit.xml
if [ -f "$junit" ] && [ ! -L "$junit" ]; then dd if="$junit" iflag=nofollow bs=65536 status=none 2>/dev/null >&4
elif [ -e "$junit" ] || [ -L "$junit" ]; then echo "junit not-regular" 2>/dev/null >&3; fi
exit $status`;

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
    case "bwrap": {
      const { diskMb, tmpMb } = storageCaps(options.limits);
      const workDir = path.join(SANDBOX_RUN_DIR, path.relative(options.runDir, options.workDir));
      const executable = path.join(options.runDir, "executable");
      return [
        "bwrap",
        // As root, no user namespace: bwrap then keeps real root only long enough to let
        // setpriv drop to the slot's uid (it removes every other capability).
        ...(sandbox.dropToUid
          ? [
              "--unshare-net",
              "--unshare-pid",
              "--unshare-ipc",
              "--unshare-uts",
              "--unshare-cgroup-try",
            ]
          : ["--unshare-all"]),
        "--die-with-parent",
        "--new-session",
        ...viewArgs(sandbox.view ?? sandboxView()),
        ...["--dev", "/dev", "--proc", "/proc"],
        ...["--perms", "01777", "--size", String(SHM_MB * MiB), "--tmpfs", "/dev/shm"],
        ...["--perms", "01777", "--size", String(tmpMb * MiB), "--tmpfs", "/tmp"],
        ...["--perms", "0777", "--size", String(diskMb * MiB), "--tmpfs", SANDBOX_RUN_DIR],
        ...["--perms", "0777", "--dir", path.join(SANDBOX_RUN_DIR, "suite")],
        ...["--ro-bind", options.runDir, RUN_SOURCE],
        ...(existsSync(executable)
          ? ["--ro-bind", executable, path.join(SANDBOX_RUN_DIR, "suite", "executable")]
          : []),
        // The empty root bwrap builds on stays writable otherwise: an unsized place to fill.
        ...["--remount-ro", "/", "--chdir", workDir],
        ...(sandbox.dropToUid ? ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"] : []),
        "--",
        ...dropUid,
        ...caps,
        ...["sh", "-c", IN_SANDBOX, "tsb-run", options.command],
      ];
    }
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

const MiB = 1024 * 1024;

/** The run folder's and /tmp's caps, defaults filled in. */
export function storageCaps(limits: Limits): { diskMb: number; tmpMb: number } {
  return {
    diskMb: limits.diskMb ?? defaultLimits.diskMb ?? DEFAULT_STORAGE_MB,
    tmpMb: limits.tmpMb ?? defaultLimits.tmpMb ?? DEFAULT_STORAGE_MB,
  };
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

/** Gives the slot's uid ownership of the run folder, so the suite can write only there. */
export async function prepareRunDir(sandbox: Sandbox, runDir: string, slot: number): Promise<void> {
  if (!sandbox.dropToUid) return;
  const uid = SANDBOX_UID_BASE + slot;
  await lchown(runDir, uid, uid);
  for (const entry of await readdir(runDir, { recursive: true, withFileTypes: true })) {
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
