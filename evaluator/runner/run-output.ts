import { lstat, readFile } from "node:fs/promises";
import { defaultJUnitLimits } from "../junit/limits.ts";
import { SANDBOX_RUN_DIR } from "./sandbox.ts";

/** The JUnit bytes the sandbox handed out: empty means none was written. */
export function checkJUnit(
  bytes: Buffer,
  notRegular: boolean,
): { junit: Buffer | null; problem?: string } {
  if (notRegular) return { junit: null, problem: "the JUnit path is not a regular file; ignored" };
  if (bytes.byteLength === 0) return { junit: null };
  if (bytes.byteLength > defaultJUnitLimits.maxBytes) {
    return {
      junit: null,
      problem: `the JUnit file has over ${defaultJUnitLimits.maxBytes} bytes, the limit; ignored`,
    };
  }
  return { junit: bytes };
}

/**
 * Reads the sandbox's report (`<folder> <free blocks> <blocks> <block size>` a line) and says
 * which cap the run reached, if any. A full tmpfs has no free block left; a margin allows for
 * the last partial write.
 */
export function capReached(
  report: Buffer,
  caps: { diskMb: number; tmpMb: number },
): string | undefined {
  const full: string[] = [];
  for (const line of report.toString("utf8").split("\n")) {
    const [dir, free, , size] = line.split(" ");
    if (free === undefined || size === undefined) continue;
    if (Number(free) * Number(size) >= 64 * 1024) continue;
    if (dir === SANDBOX_RUN_DIR)
      full.push(`the run folder reached its ${caps.diskMb} MiB cap (--disk)`);
    else if (dir === "/tmp") full.push(`/tmp reached its ${caps.tmpMb} MiB cap (--tmp)`);
  }
  return full.length > 0 ? full.join("; ") : undefined;
}

/** errno 28 as C libraries and Python ("No space left on device") and Node ("no space…") print it. */
const NO_SPACE = ["No space left on device", "no space left on device"];

/**
 * A cap reached and freed again before the run ended (a suite that fills /tmp, fails, and
 * cleans up) leaves no full tmpfs for the report to show, yet it changed the results: some
 * write failed. That failure shows as errno 28's text in the suite's output or its JUnit, which
 * this looks for (only in sandboxed runs, where the caps exist).
 */
export function spaceRanOut(
  texts: Array<string | Buffer | null>,
  caps: { diskMb: number; tmpMb: number },
): string | undefined {
  const seen = texts.some((text) => text !== null && NO_SPACE.some((s) => text.includes(s)));
  return seen
    ? `a write failed with "No space left on device": the run folder (${caps.diskMb} MiB, --disk) or /tmp (${caps.tmpMb} MiB, --tmp) filled up during the run`
    : undefined;
}

/**
 * Reads the XML the suite wrote, refusing what untrusted code could plant there: a symlink
 * (we run as a user who could read what it points to) or a file past the parser's size limit.
 */
export async function readJUnit(file: string): Promise<{ junit: Buffer | null; problem?: string }> {
  const info = await lstat(file).catch(() => null);
  if (info === null) return { junit: null };
  if (!info.isFile())
    return { junit: null, problem: "the JUnit path is not a regular file; ignored" };
  if (info.size > defaultJUnitLimits.maxBytes) {
    return {
      junit: null,
      problem: `the JUnit file has ${info.size} bytes, over the ${defaultJUnitLimits.maxBytes}-byte limit; ignored`,
    };
  }
  return { junit: await readFile(file) };
}
