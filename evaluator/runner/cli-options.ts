import { UsageError } from "../errors.ts";

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

/** A positive number of seconds. */
export function parseSeconds(text: string, option: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`${option}: expected a positive number of seconds, got '${text}'`);
  return n;
}
