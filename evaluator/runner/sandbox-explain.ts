import { maskedProcFiles } from "./proc-mask.ts";
import { loadsFilter } from "./sandbox-bwrap.ts";
import { sandboxView } from "./sandbox-mounts.ts";
import { memoryViewStats } from "./view/memory-tree.ts";
import { TOOLBOX } from "./view/select-files.ts";
import { SANDBOX_INTERPRETER_DIR } from "./seal-script.ts";
import {
  describeSandbox,
  runMemoryBudgetMb,
  SANDBOX_PLUGIN_DIR,
  SANDBOX_RUN_DIR,
  SHM_MB,
  storageCaps,
  type Limits,
  type Sandbox,
} from "./sandbox.ts";

/**
 * `tsb run --explain`: what a suite will see and may do, one line per mount and cap, so that an
 * operator can check it before running untrusted code.
 */
export function explainSandbox(sandbox: Sandbox, limits: Limits): string {
  const lines = [`sandbox: ${describeSandbox(sandbox)}`];
  if (sandbox.kind === "bwrap") {
    const view = sandbox.view ?? sandboxView();
    const { diskMb, tmpMb } = storageCaps(limits);
    const stats = view.memory === undefined ? null : memoryViewStats(view.memory);
    lines.push(
      view.memory === undefined
        ? "visible, read-only (nothing else of the host is mounted):"
        : `visible, read-only, every file served from memory (a tmpfs copy at ${view.memory}${stats ? `: ${stats.files} files, ${(stats.bytes / 1048576).toFixed(0)} MiB` : ""}; nothing else of the ${view.image ? "image" : "host"} is mounted):`,
    );
    lines.push(
      `  ${"/.tsb-run-source".padEnd(40)} this run's copy of the suite, copied into the run folder before it starts`,
      `  ${SANDBOX_PLUGIN_DIR.padEnd(40)} tsb's pytest plugin (selects the tests of a confirmation run)`,
      `  ${SANDBOX_INTERPRETER_DIR.padEnd(40)} for a sealed script: a copy of its interpreter, mode 0111 (runnable, not readable, its process not dumpable)`,
    );
    for (const bind of view.binds) {
      const what = bind.symlink === undefined ? bind.path : `${bind.path} -> ${bind.symlink}`;
      lines.push(`  ${what.padEnd(40)} ${bind.why}`);
    }
    lines.push(
      "writable, each a size-capped tmpfs in memory, gone when the run ends:",
      `  ${SANDBOX_RUN_DIR.padEnd(40)} the run folder, ${diskMb} MiB (--disk): suite/ (a copy of the suite, the working directory) and the JUnit file`,
      `  ${`${SANDBOX_RUN_DIR}/suite/executable`.padEnd(40)} the executable under test, read-only, mode 0111 (runnable, not readable, its process not dumpable): a compiled program, or a script sealed behind tsb's launcher (0555 for a script that could not be sealed: the build manifest says why); salted, so its size and hash differ in every run`,
      `  ${"/tmp".padEnd(40)} ${tmpMb} MiB (--tmp); HOME and TMPDIR point here`,
      `  ${"/dev/shm".padEnd(40)} ${SHM_MB} MiB`,
      `PATH inside: ${view.path}`,
      `commands: those of this list found on that PATH, with the interpreters' standard libraries, pytest and what it requires, and the shared libraries all of them load: ${TOOLBOX.join(" ")}`,
    );
  } else {
    lines.push(
      "WARNING: without bubblewrap the host's files stay visible to suites (read-only only for files the suite's user cannot write), and there are no disk or /tmp caps",
    );
  }
  lines.push(
    `network: ${sandbox.kind === "none" ? "the host's" : "none (a namespace of its own)"}`,
    `per process: ${limits.memoryMb} MiB address space (--memory), files up to ${limits.fileSizeMb} MiB, ${limits.openFiles} open files`,
    `per run: ${limits.processes} processes (--processes), all killed when the run ends or times out`,
    `memory budget per run: ${runMemoryBudgetMb(sandbox, limits)} MiB; --jobs is lowered to what the host's memory fits`,
    `environment: ${sandbox.view?.image ? "the image's PATH, LANG=C.UTF-8" : "PATH, LANG, LC_*, TZ, PYENV_VERSION, PYENV_ROOT"}, HOME=/tmp, TMPDIR=/tmp, TSB_EXECUTABLE, PYTHONPATH and PYTEST_ADDOPTS (load tsb's plugin), TSB_SELECT (a confirmation run's tests; TSB_SELECT_FILE for a selection too long for a variable), PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 (no plugin of the host's); nothing else of the runner's`,
    ...(sandbox.kind === "bwrap"
      ? [
          "namespaces of its own, every run: user (also when tsb runs as root: no keyring or uid state carries over), time (the clocks since boot start at a random point), pid, network, IPC, UTS, mount",
          sandbox.lockUserns
            ? `no namespace of the suite's own (bubblewrap --disable-userns, and the system-call filter): there ${sandbox.dropToUid ? "it would make mounts and namespaces that advance the machine's counters" : "the owner's DAC override would read the executable, which is this user's file"}`
            : sandbox.dropToUid
              ? "user namespaces the suite makes itself map none of root's files: the executable stays unreadable there"
              : "WARNING: this bubblewrap has no --disable-userns (0.8 or later): a suite can make a user namespace of its own and read the executable, this user's file, in it",
          "the mount table (/proc/self/mountinfo) shows the host paths of the binds above and of this run's folder, whose name is random (no run counter)",
        ]
      : [
          "WARNING: no user or time namespace of its own per run: kernel state kept per user (keyrings) carries over between runs",
        ]),
    "protocol: reference and mutant runs go in a random order drawn per tsb run or verification (--seed reproduces it); each reference run is another build of the reference; a kill counts only when its test repeats every first-pass outcome in a group of at least 20 re-runs that all select the same tests (re-runs on each of the group's mutants, and on reference variants), so no run of a group can be told from another but by the program's behaviour (docs/scoring.md)",
    ...(loadsFilter(sandbox)
      ? [
          "no memory across runs: a run can leave nothing that a later or concurrent run can read (docs/running-suites.md, 'What a suite can remember'; evaluator/runner/sandbox-memory.test.ts shows each):",
          "  the page cache of every file a run can read: served from memory, every page resident always (preadv2 RWF_NOWAIT unsupported, POSIX_FADV_DONTNEED drops nothing, a read as fast whether or not another run read the file)",
          "  the suite's copy, the executable, the run folder, /tmp, /dev/shm: the run's own, fresh each run",
          "  locks (flock, fcntl and open-file-description locks): granted and recorded nowhere; asking who holds one fails (ENOLCK); leases and dnotify refused",
          "  file watches (inotify, fanotify): refused",
          "  the kernel's counters a run could advance and read: socket and network-namespace cookies, sock_diag, pidfds, unique mount ids, namespace ids (nsfs ioctls), new namespaces and mounts: refused",
          "  io_uring, cachestat, perf_event_open, bpf, sysinfo: refused",
          `  the machine's figures in /proc (replaced by fixed stand-ins): ${maskedProcFiles().join(" ")}`,
          "what remains shared, and what it costs an attacker:",
          "  inode numbers of new pipes and sockets (a machine-wide counter): a few bits from one run to the next, for about a million pipes a run, drowned by the hundreds every run makes; a memory of the reference needs a bit per input",
          "  the CPU and memory two concurrent runs share (timing): a noisy channel between runs that overlap, none at --jobs 1; a memory handed on through it must survive random order and every re-run of a confirmation group",
          "  host-wide figures left in /proc (uptime is the run's own clock; cpuinfo): no run can change them",
          "  the executable's run time: each reference variant is another build, so no single timing is the reference's",
          "  the executable's behaviour: the one thing a suite should test",
          "what no sandbox stops: a suite that asserts both answers to each question lets the reference runs pick the valid one (no memory, no run told apart); scoring names each such kill 'hedged', an invalid test that did not fail on the killed mutant, and M still counts it (docs/scoring.md, 'Hedged kills')",
        ]
      : [
          "WARNING: not in bubblewrap 0.8 or later with a tmpfs view: the page cache of the files a run reads, locks and file watches are shared between runs, so a suite can remember what earlier runs saw",
        ]),
  );
  return lines.join("\n");
}
