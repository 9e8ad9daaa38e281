import type { Readable } from "node:stream";
import type { JUnitResult } from "../types.ts";
import { scanJUnit } from "./fast-scan.ts";
import { resolveJUnitLimits, type JUnitParseOptions } from "./limits.ts";
import { parseBytesWithSaxes, parseStreamWithSaxes, parseTextWithSaxes } from "./parse-saxes.ts";

export { defaultJUnitLimits, type JUnitLimits, type JUnitParseOptions } from "./limits.ts";

/**
 * Parses one JUnit XML file into its test cases; no document tree is ever built. It runs on
 * the calling thread; spreading files over cores is the caller's choice (scoring does it with
 * worker threads).
 *
 * `input` is the XML itself: a stream or buffer of bytes in the encoding its declaration names
 * (UTF-8, UTF-16 with a byte-order mark, ISO-8859-1, windows-1252, US-ASCII), or a string of
 * text. `file` names it in errors. Test ids follow the rule in test-id.ts; duplicates of an id
 * collapse to the worst outcome. `file`/`line` are kept as the runner wrote them (pytest's
 * xunit1 `line` is 0-based). With `keep: "failures"` only failed cases are returned.
 * Namespace prefixes on elements are ignored; a testcase with no outcome child and a
 * `status`/`result` such as `notrun` or `disabled` is skipped; a `<testsuite>`'s own
 * `<error>`/`<failure>` is returned in `suiteErrors`.
 *
 * A buffer goes first through the byte scanner (fast-scan.ts), which hands anything unusual to
 * saxes; both give the same result on every input they accept.
 *
 * Throws `BundleError` naming `file`, line and column when the input is empty, truncated,
 * malformed, not in its declared encoding, not JUnit, nested deeper than `maxDepth`, larger
 * than `maxBytes`, or declares entities in a DOCTYPE. Entities are never expanded: only XML's
 * five predefined ones are known, and an undefined entity is an error, so "billion laughs"
 * cannot grow memory.
 */
export async function parseJUnit(
  input: Readable | Buffer | string,
  file: string,
  options?: JUnitParseOptions,
): Promise<JUnitResult> {
  const limits = resolveJUnitLimits(options);
  const failuresOnly = options?.keep === "failures";
  if (typeof input === "string") {
    if (input === "") return parseBytesWithSaxes(Buffer.alloc(0), file, limits, failuresOnly);
    if (Buffer.byteLength(input) > limits.maxBytes)
      return parseBytesWithSaxes(Buffer.from(input), file, limits, failuresOnly);
    return parseTextWithSaxes(input, file, limits, failuresOnly);
  }
  if (!Buffer.isBuffer(input)) return parseStreamWithSaxes(input, file, limits, failuresOnly);
  if (options?.scanner !== "saxes") {
    const scanned = scanJUnit(input, limits, failuresOnly);
    if (scanned !== null) return scanned;
  }
  return parseBytesWithSaxes(input, file, limits, failuresOnly);
}
