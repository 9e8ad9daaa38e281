import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Files of /proc that show the whole machine, which one run can change and a run beside it read:
 * a channel between concurrent runs (DESIGN.md, "No memory across runs"). Allocating memory moves
 * MemFree, opening files moves file-nr, taking a lock adds a line to /proc/locks, spinning moves
 * the load and the CPU counters. bubblewrap binds a fixed stand-in over each, read-only: a
 * meminfo, stat and loadavg that programs can still parse (Node sizes its heap from meminfo,
 * the C library may count CPUs from stat), an empty file or folder for the rest.
 */
const MASKS: Record<string, "meminfo" | "stat" | "loadavg" | "empty" | "empty-dir"> = {
  "/proc/meminfo": "meminfo",
  "/proc/stat": "stat",
  "/proc/loadavg": "loadavg",
  "/proc/vmstat": "empty",
  "/proc/zoneinfo": "empty",
  "/proc/buddyinfo": "empty",
  "/proc/pagetypeinfo": "empty",
  "/proc/swaps": "empty",
  "/proc/diskstats": "empty",
  "/proc/interrupts": "empty",
  "/proc/softirqs": "empty",
  "/proc/schedstat": "empty",
  "/proc/locks": "empty",
  "/proc/key-users": "empty",
  "/proc/slabinfo": "empty",
  "/proc/vmallocinfo": "empty",
  "/proc/sys/fs/file-nr": "empty",
  "/proc/sys/fs/inode-nr": "empty",
  "/proc/sys/fs/inode-state": "empty",
  "/proc/sys/fs/dentry-state": "empty",
  "/proc/sys/fs/aio-nr": "empty",
  "/proc/sys/kernel/pty/nr": "empty",
  "/proc/sys/kernel/random/entropy_avail": "empty",
  "/proc/pressure": "empty-dir",
};

/** Where the stand-ins live in a memory view's folder (view/memory-tree.ts). */
export const PROC_FAKES_DIR = ".tsb-proc";

/**
 * The stand-ins' contents, fixed when the memory view is made: the machine's total memory and
 * CPU count (which no run can change), nothing that moves.
 */
export function procFakes(): Record<string, string> {
  const totalKb = Math.floor(os.totalmem() / 1024);
  const cpus = os.cpus().length;
  const zero = " 0 0 0 0 0 0 0 0 0 0";
  return {
    meminfo: `MemTotal: ${totalKb} kB\nMemFree: ${totalKb} kB\nMemAvailable: ${totalKb} kB\nBuffers: 0 kB\nCached: 0 kB\nSwapTotal: 0 kB\nSwapFree: 0 kB\n`,
    stat: `cpu ${zero}\n${Array.from({ length: cpus }, (_, i) => `cpu${i}${zero}\n`).join("")}intr 0\nctxt 0\nbtime 0\nprocesses 0\nprocs_running 1\nprocs_blocked 0\n`,
    loadavg: "0.00 0.00 0.00 1/1 1\n",
    empty: "",
  };
}

/** bubblewrap's arguments that bind the stand-ins over /proc, for the paths this kernel has. */
export function procMaskArgs(memoryDir: string): string[] {
  const fakes = path.join(memoryDir, PROC_FAKES_DIR);
  return Object.entries(MASKS)
    .filter(([file]) => existsSync(file))
    .flatMap(([file, fake]) =>
      fake === "empty-dir"
        ? ["--tmpfs", file, "--remount-ro", file]
        : ["--ro-bind", path.join(fakes, fake), file],
    );
}

/** The masked paths, for `--explain`. */
export function maskedProcFiles(): string[] {
  return Object.keys(MASKS).filter((file) => existsSync(file));
}
