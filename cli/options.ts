import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { UsageError } from "../evaluator/errors.ts";

/** The checkout's data folder, found from this file so `tsb` works from any directory. */
export const DATA_DIR = fileURLToPath(new URL("../data", import.meta.url));

/** Where a bundle's named benchmark is looked up when no `--benchmark` is given. */
export const BENCHMARKS_DIR = fileURLToPath(new URL("../data/benchmarks", import.meta.url));

/** `a,b , c` → ["a","b","c"]. */
export function parseList(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A positive integer option, or a UsageError naming the option. */
export function parseCount(text: string, option: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`${option}: expected a positive integer, got '${text}'`);
  return n;
}

/** `--slot-base`, shared by `tsb run` and `tsb benchmark check`; read with parseSlotBase. */
export const SLOT_BASE_OPTION = [
  "--slot-base <n>",
  "first job slot (slot s runs suites as uid 61000 + s when root): another tsb run, check or worker on this machine needs its own range",
  "0",
] as const;

/**
 * `--slot-base`: the first job slot. Slot s runs suites as uid 61000 + s when tsb runs as root,
 * and the kernel's process cap counts per uid, so two runners on one machine need slots apart.
 */
export function parseSlotBase(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 1000)
    throw new UsageError(`--slot-base: expected a whole number from 0 to 1000, got '${text}'`);
  return n;
}

/** A positive number of seconds. */
export function parseSeconds(text: string, option: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`${option}: expected a positive number of seconds, got '${text}'`);
  return n;
}

/**
 * `--workers`: threads parsing JUnit XML. By default one per core (at most 8), and none on one
 * core, where a worker gains nothing and only adds copying.
 */
export function workerCount(flag: string | undefined): number {
  if (flag === undefined) {
    const cores = availableParallelism();
    return cores > 1 ? Math.min(cores, 8) : 0;
  }
  const n = Number(flag);
  if (!Number.isInteger(n) || n < 0 || n > 64) {
    throw new UsageError(`--workers: expected a whole number from 0 to 64, got '${flag}'`);
  }
  return n;
}
