import type { Readable } from "node:stream";
import { BundleError } from "../errors.ts";
import type { JUnitResult } from "../types.ts";
import { JUnitSession } from "./junit-session.ts";
import { resolveJUnitLimits, type JUnitLimits, type JUnitParseOptions } from "./limits.ts";

export { defaultJUnitLimits, type JUnitLimits, type JUnitParseOptions } from "./limits.ts";

/**
 * Parses one JUnit XML file into its test cases, streaming it through saxes so that no
 * document tree is ever built. It runs on the calling thread; spreading files over cores is
 * the caller's choice (scoring does it with worker threads).
 *
 * `input` is the XML itself: a stream or buffer of UTF-8 bytes, or a string of text. `file`
 * names it in errors. Test ids follow the rule in test-id.ts; duplicates of an id collapse to
 * the worst outcome. `file`/`line` are kept as the runner wrote them (pytest's xunit1 `line`
 * is 0-based). With `keep: "failures"` only failed cases are returned.
 *
 * Throws `BundleError` naming `file`, line and column when the input is empty, truncated,
 * malformed, not JUnit, nested deeper than `maxDepth`, larger than `maxBytes`, or declares
 * entities in a DOCTYPE. Entities are never expanded: saxes knows only XML's five predefined
 * ones, and an undefined entity is an error, so "billion laughs" cannot grow memory.
 */
export async function parseJUnit(
  input: Readable | Buffer | string,
  file: string,
  options?: JUnitParseOptions,
): Promise<JUnitResult> {
  const limits = resolveJUnitLimits(options);
  const failuresOnly = options?.keep === "failures";
  if (typeof input !== "string" && !Buffer.isBuffer(input)) {
    return { cases: await parseStream(input, file, limits, failuresOnly) };
  }
  const bytes = typeof input === "string" ? Buffer.byteLength(input) : input.byteLength;
  const at = new JUnitSession(file, limits, true);
  if (bytes === 0) at.fail("file is empty");
  if (bytes > limits.maxBytes) at.fail(`file is larger than ${limits.maxBytes} bytes`);
  // TextDecoder drops a byte-order mark; a string may still start with one.
  const text =
    typeof input === "string"
      ? input.replace(/^\uFEFF/, "")
      : decodeUtf8(decoder(), input, false, at);
  try {
    return { cases: parseText(text, file, limits, false, failuresOnly) };
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    // Parse again, tracking positions, to say where the problem is.
    parseText(text, file, limits, true, failuresOnly);
    throw error;
  }
}

function parseText(
  text: string,
  file: string,
  limits: JUnitLimits,
  trackPosition: boolean,
  failuresOnly: boolean,
) {
  const session = new JUnitSession(file, limits, trackPosition, failuresOnly);
  session.write(text);
  return session.close();
}

async function parseStream(
  input: Readable,
  file: string,
  limits: JUnitLimits,
  failuresOnly: boolean,
) {
  const session = new JUnitSession(file, limits, true, failuresOnly);
  const utf8 = decoder();
  let bytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    bytes += buffer.byteLength;
    if (bytes > limits.maxBytes) session.fail(`file is larger than ${limits.maxBytes} bytes`);
    session.write(decodeUtf8(utf8, buffer, true, session));
  }
  session.write(decodeUtf8(utf8, undefined, false, session));
  if (bytes === 0) session.fail("file is empty");
  return session.close();
}

function decoder(): TextDecoder {
  // fatal: bytes that are not UTF-8 are an error rather than silently replaced.
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
}

function decodeUtf8(
  utf8: TextDecoder,
  bytes: Buffer | undefined,
  stream: boolean,
  at: JUnitSession,
): string {
  try {
    return utf8.decode(bytes, { stream });
  } catch {
    // The position is where the parser stands, just before the undecodable bytes.
    return at.fail("file is not valid UTF-8");
  }
}
