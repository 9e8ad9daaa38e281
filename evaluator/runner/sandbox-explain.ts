import { sandboxView } from "./sandbox-mounts.ts";
import {
  describeSandbox,
  runMemoryBudgetMb,
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
    lines.push("visible, read-only (nothing else of the host is mounted):");
    for (const bind of view.binds) {
      const what = bind.symlink === undefined ? bind.path : `${bind.path} -> ${bind.symlink}`;
      lines.push(`  ${what.padEnd(40)} ${bind.why}`);
    }
    lines.push(
      "writable, each a size-capped tmpfs in memory, gone when the run ends:",
      `  ${SANDBOX_RUN_DIR.padEnd(40)} the run folder, ${diskMb} MiB (--disk): suite/ (a copy of the suite, the working directory) and the JUnit file`,
      `  ${`${SANDBOX_RUN_DIR}/suite/executable`.padEnd(40)} the executable under test, read-only`,
      `  ${"/tmp".padEnd(40)} ${tmpMb} MiB (--tmp); HOME and TMPDIR point here`,
      `  ${"/dev/shm".padEnd(40)} ${SHM_MB} MiB`,
      `PATH inside: ${view.path}`,
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
    "environment: PATH, LANG, LC_*, TZ, PYENV_VERSION, HOME=/tmp, TMPDIR=/tmp, TSB_EXECUTABLE; nothing else of the runner's",
  );
  return lines.join("\n");
}
