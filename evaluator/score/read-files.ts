import type { BundleReader } from "../bundle/open-bundle.ts";
import { ProblemsError, type Problem } from "../errors.ts";
import { parseJUnit } from "../junit/parse-junit.ts";
import { parseJsonFile } from "../schemas.ts";
import type { JUnitResult } from "../types.ts";
import type { z } from "zod";
import type { JUnitSizeLimits, ParseMode, ParsePool } from "./parse-pool.ts";

/** Files above this size are streamed into the parser rather than read whole. */
const STREAM_ABOVE_BYTES = 8 * 1024 * 1024;

/** Where reading collects what went wrong, so that a bundle reports all its problems at once. */
export interface ReadContext {
  bundle: BundleReader;
  problems: Problem[];
  warnings: string[];
  messageCap: number | undefined;
  /** Depth and size bounds for each JUnit file (the parser's defaults where absent). */
  junitLimits?: JUnitSizeLimits | undefined;
  /** Worker threads to parse on; null parses on this thread. */
  pool: ParsePool | null;
}

/**
 * Parses a JUnit file of the bundle; a malformed file becomes a problem and yields null. With
 * mode "failures" the result may hold only the failed cases (it does when parsed on a worker).
 */
export async function readJUnit(
  ctx: ReadContext,
  file: string,
  mode: ParseMode,
): Promise<JUnitResult | null> {
  try {
    if (ctx.pool)
      return await ctx.pool.parse(
        file,
        await ctx.bundle.read(file),
        mode,
        ctx.messageCap,
        ctx.junitLimits,
      );
    const input =
      ctx.bundle.size(file) > STREAM_ABOVE_BYTES
        ? ctx.bundle.stream(file)
        : await ctx.bundle.read(file);
    return await parseJUnit(input, file, {
      ...ctx.junitLimits,
      keep: mode,
      ...(ctx.messageCap === undefined ? {} : { messageCap: ctx.messageCap }),
    });
  } catch (error) {
    if (error instanceof ProblemsError) {
      ctx.problems.push(...error.problems);
      return null;
    }
    throw error;
  }
}

/** Reads and validates a JSON file of the bundle; invalid content becomes problems and yields null. */
export async function readJson<T>(
  ctx: ReadContext,
  schema: z.ZodType<T>,
  file: string,
): Promise<T | null> {
  const parsed = parseJsonFile(
    schema,
    stripBom((await ctx.bundle.read(file)).toString("utf8")),
    file,
  );
  if (parsed.ok) return parsed.value;
  ctx.problems.push(...parsed.problems);
  return null;
}

/**
 * Reads text files for drill-down (suite sources, logs), keyed by their path below `prefix`.
 * Binary files are skipped with a warning; long files are cut at `capBytes`.
 */
export async function readTextFiles(
  ctx: ReadContext,
  files: readonly string[],
  prefix: string,
  capBytes: number,
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const file of files) {
    const bytes = await ctx.bundle.read(file);
    if (bytes.includes(0)) {
      ctx.warnings.push(`${file}: ignored: binary file`);
      continue;
    }
    const text = bytes.subarray(0, capBytes).toString("utf8");
    texts.set(
      file.slice(prefix.length),
      bytes.length > capBytes ? `${text}\n… (cut at ${capBytes} bytes)` : text,
    );
  }
  return texts;
}

/**
 * A limiter: `limit(fn)` runs `fn` once fewer than `concurrency` calls are in flight. Files are
 * read and parsed a few at a time so that I/O overlaps parsing without holding a whole
 * instance's parsed files at once.
 */
export function createLimiter(concurrency: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    // A finishing call hands its slot straight to the next waiter, so the bound is exact.
    if (active < concurrency) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
