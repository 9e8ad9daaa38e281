/**
 * The sandbox's types, apart from the code that detects and builds it: sandbox.ts (detection,
 * the wrapper argv) and sandbox-bwrap.ts (bubblewrap's argv) both need them, and this way
 * neither imports the other's types back.
 */
import type { SandboxView } from "./sandbox-mounts.ts";

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
  /**
   * bubblewrap, not as root: the run's user namespace is made outside bubblewrap, which then
   * forbids the suite any user namespace of its own (`--disable-userns`, bubblewrap 0.8). In one
   * the suite would hold the DAC override over files of its own uid and gid, which the
   * executable's copy is when tsb is not root, and could read it despite its mode 0111. False
   * on an older bubblewrap, which `--explain` then says.
   */
  lockUserns?: boolean;
  /**
   * The fallbacks: why bubblewrap was passed over (its probe's first line of error, or "not
   * installed"), so that an operator whose bubblewrap is installed but refused (user namespaces
   * forbidden, a missing tmpfs) is not told to install it.
   */
  bwrapProblem?: string;
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
  /** tsb's pytest plugin folder on the host (bubblewrap shows it at SANDBOX_PLUGIN_DIR). */
  pluginDir?: string;
  /** A sealed script's interpreter, mode 0111 (interpreter-dir.ts; at SANDBOX_INTERPRETER_DIR). */
  interpreterDir?: string;
  /** bubblewrap: seconds the run's monotonic and boot-time clocks are moved on (random per run). */
  clockOffsetSec?: number;
  /** A coverage run: the coverage folder is handed out on fd 5 (sandbox-bwrap.ts). */
  coverage?: boolean;
}
