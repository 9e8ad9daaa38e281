/**
 * The bubblewrap command line of the runner before the sandbox was narrowed, kept only as
 * `bench:run`'s baseline: the whole host bound read-only, an unsized /tmp, the run folder bound
 * read-write. Never used to run suites.
 */
import path from "node:path";
import { SANDBOX_RUN_DIR, SANDBOX_UID_BASE, type Limits } from "../evaluator/runner/sandbox.ts";

export function legacyWrapArgv(options: {
  runDir: string;
  command: string;
  slot: number;
  limits: Limits;
}): string[] {
  const uid = String(SANDBOX_UID_BASE + options.slot);
  const { memoryMb, processes, fileSizeMb, openFiles } = options.limits;
  return [
    "bwrap",
    ...["--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"],
    "--die-with-parent",
    "--new-session",
    ...["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"],
    ...["--perms", "01777", "--tmpfs", "/tmp"],
    // Today's private-home rule, as it applied on this machine: /root hidden, pyenv bound back.
    ...["--tmpfs", "/root", "--ro-bind-try", "/root/.pyenv", "/root/.pyenv"],
    ...traversableParents(options.runDir),
    ...["--bind", options.runDir, SANDBOX_RUN_DIR, "--chdir", path.join(SANDBOX_RUN_DIR, "suite")],
    ...["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", "--"],
    ...["setpriv", `--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", "--no-new-privs", "--"],
    ...[
      "prlimit",
      `--as=${memoryMb * 1024 * 1024}`,
      `--nproc=${processes}`,
      `--fsize=${fileSizeMb * 1024 * 1024}`,
      `--nofile=${openFiles}`,
      "--core=0",
      "--",
    ],
    ...["sh", "-c", options.command],
  ];
}

function traversableParents(runDir: string): string[] {
  const relative = path.relative("/tmp", runDir);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return [];
  const parts = relative.split(path.sep).slice(0, -1);
  return parts.flatMap((_, i) => [
    "--perms",
    "0711",
    "--dir",
    path.join("/tmp", ...parts.slice(0, i + 1)),
  ]);
}
