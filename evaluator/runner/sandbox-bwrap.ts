import { existsSync } from "node:fs";
import path from "node:path";
import { procMaskArgs } from "./proc-mask.ts";
import { sandboxView, viewArgs } from "./sandbox-mounts.ts";
import { SANDBOX_INTERPRETER_DIR } from "./seal-script.ts";
import type { Limits, Sandbox, WrapOptions } from "./sandbox-types.ts";

/**
 * Where bubblewrap mounts the run folder inside the sandbox. One fixed path for every run means
 * that paths in failure messages (the executable's, the suite's files) read the same on the
 * reference and on every mutant, so the near-miss rule compares like with like. The fallbacks
 * cannot remount, and see the run folder where it is.
 */
export const SANDBOX_RUN_DIR = "/tmp/tsb-run";

/**
 * Where a coverage run's tool writes (evaluator/coverage/): handed out on fd 5 as a gzipped tar
 * once the suite has ended, like the JUnit file on fd 4.
 */
export const SANDBOX_COVERAGE_DIR = `${SANDBOX_RUN_DIR}/.tsb-coverage`;

/**
 * Where a coverage run's instrumented program is shown, read-only: ./executable is then a
 * launcher that execs it with the coverage variables set (suite-env.ts, coverageLauncher).
 */
export const SANDBOX_COVERAGE_PROGRAM = "/.tsb-coverage-program";

/** Where bubblewrap shows the run's copy of the suite, read-only, for the copy into the tmpfs. */
const RUN_SOURCE = "/.tsb-run-source";

/** Where bubblewrap shows tsb's pytest plugin (confirmation runs select tests with it). */
export const SANDBOX_PLUGIN_DIR = "/.tsb-plugin";

/** /dev/shm (POSIX shared memory, semaphores): small, but writable, as programs expect. */
export const SHM_MB = 64;

/**
 * The script bubblewrap runs: copy the suite into the capped run folder, run the command with
 * the report channels closed, then — once nothing of the suite is left running — report how
 * full the two tmpfs are on fd 3 and hand the JUnit file out on fd 4. The suite's processes
 * cannot write to the host at all; fd 4 is the only way out, and it is read with a cap.
 * `dd iflag=nofollow` refuses a symlink planted in place of the JUnit file.
 */
const IN_SANDBOX = `if [ -d ${RUN_SOURCE} ] && ! cp -R ${RUN_SOURCE}/. ${SANDBOX_RUN_DIR}/suite/; then
  echo "tsb: could not copy the suite into the run folder (is --disk too small for it?)" >&2; exit 125
fi
(sh -c "$1") 3>&- 4>&- 5>&-
status=$?
kill -9 -1 2>/dev/null
for dir in ${SANDBOX_RUN_DIR} /tmp; do echo "$dir $(stat -f -c '%a %b %S' "$dir")"; done 2>/dev/null >&3
junit=${SANDBOX_RUN_DIR}/junit.xml
if [ -f "$junit" ] && [ ! -L "$junit" ]; then dd if="$junit" iflag=nofollow bs=65536 status=none 2>/dev/null >&4
elif [ -e "$junit" ] || [ -L "$junit" ]; then echo "junit not-regular" 2>/dev/null >&3; fi
if [ "$2" = coverage ] && [ -d ${SANDBOX_COVERAGE_DIR} ] && [ ! -L ${SANDBOX_COVERAGE_DIR} ]; then
  tar -C ${SANDBOX_COVERAGE_DIR} -czf - . 2>/dev/null >&5
fi
exit $status`;

/**
 * The file descriptor bubblewrap reads the system-call filter from (seccomp-filter.ts): the run's
 * process gets the filter file there (process.ts, `files`).
 */
export const SECCOMP_FD = 9;

/** Default size of the run folder's and /tmp's tmpfs, MiB. */
export const DEFAULT_STORAGE_MB = 512;

const MiB = 1024 * 1024;

/** The run folder's and /tmp's caps, defaults filled in. */
export function storageCaps(limits: Limits): { diskMb: number; tmpMb: number } {
  return {
    diskMb: limits.diskMb ?? DEFAULT_STORAGE_MB,
    tmpMb: limits.tmpMb ?? DEFAULT_STORAGE_MB,
  };
}

/**
 * bubblewrap's argv: the view of the host (sandbox-mounts.ts), the capped tmpfs, the run folder
 * shown read-only for the copy, and `inner` (the uid drop and rlimits) before the script.
 */
export function bwrapArgv(sandbox: Sandbox, options: WrapOptions, inner: string[]): string[] {
  const { diskMb, tmpMb } = storageCaps(options.limits);
  const workDir = path.join(SANDBOX_RUN_DIR, path.relative(options.runDir, options.workDir));
  const executable = path.join(options.runDir, "executable");
  const suite = path.join(options.runDir, "suite");
  const program = path.join(options.runDir, path.basename(SANDBOX_COVERAGE_PROGRAM));
  const view = sandbox.view ?? sandboxView();
  return [
    "bwrap",
    // bubblewrap runs unprivileged inside the run's user namespace (sandbox.ts, wrapArgv), as
    // root after setpriv has dropped to the slot's uid; it makes one more user namespace, in which
    // it forbids any further one (--disable-userns). An older bubblewrap as root keeps real root
    // only long enough to let setpriv drop to the slot's uid inside (it removes every other
    // capability), and `inner` then makes the run's own user namespace as that uid.
    ...(sandbox.lockUserns
      ? ["--unshare-all", "--unshare-user", "--disable-userns"]
      : sandbox.dropToUid
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
    ...viewArgs(view),
    ...["--dev", "/dev", "--proc", "/proc"],
    ...(view.memory !== undefined ? procMaskArgs(view.memory) : []),
    ...["--perms", "01777", "--size", String(SHM_MB * MiB), "--tmpfs", "/dev/shm"],
    ...["--perms", "01777", "--size", String(tmpMb * MiB), "--tmpfs", "/tmp"],
    ...["--perms", "0777", "--size", String(diskMb * MiB), "--tmpfs", SANDBOX_RUN_DIR],
    ...["--perms", "0777", "--dir", path.join(SANDBOX_RUN_DIR, "suite")],
    // Only the suite's copy: the executable is shown once, at ./executable, and nowhere else.
    ...(existsSync(suite) ? ["--ro-bind", suite, RUN_SOURCE] : []),
    ...(existsSync(executable)
      ? ["--ro-bind", executable, path.join(SANDBOX_RUN_DIR, "suite", "executable")]
      : []),
    ...(options.coverage && existsSync(program)
      ? ["--ro-bind", program, SANDBOX_COVERAGE_PROGRAM]
      : []),
    ...(options.pluginDir ? ["--ro-bind", options.pluginDir, SANDBOX_PLUGIN_DIR] : []),
    ...(options.interpreterDir
      ? ["--ro-bind", options.interpreterDir, SANDBOX_INTERPRETER_DIR]
      : []),
    // The empty root bwrap builds on stays writable otherwise: an unsized place to fill.
    ...["--remount-ro", "/", "--chdir", workDir],
    ...(sandbox.dropToUid && !sandbox.lockUserns
      ? ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
      : []),
    ...(loadsFilter(sandbox) ? ["--seccomp", String(SECCOMP_FD)] : []),
    "--",
    ...inner,
    ...["sh", "-c", IN_SANDBOX, "tsb-run", options.command, options.coverage ? "coverage" : "run"],
  ];
}

/**
 * Whether bwrapArgv loads the system-call filter, which the run's process must then be given:
 * a view served from memory has it. The filter would stop the run's own user namespace where that
 * is made inside bubblewrap (root with a bubblewrap before 0.8), so it is not loaded there.
 */
export function loadsFilter(sandbox: Sandbox): boolean {
  return (
    sandbox.kind === "bwrap" && sandbox.view?.memory !== undefined && sandbox.lockUserns === true
  );
}
