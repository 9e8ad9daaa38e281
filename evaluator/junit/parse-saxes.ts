import type { Readable } from "node:stream";
import { BundleError } from "../errors.ts";
import type { JUnitResult } from "../types.ts";
import { SNIFF_BYTES, sniffEncoding, XmlDecoder } from "./decode.ts";
import { JUnitSession } from "./junit-session.ts";
import type { JUnitLimits } from "./limits.ts";

/**
 * The reference reading of a JUnit file: its bytes decoded in the declared encoding and
 * streamed through saxes. Every error carries the file, line and column. The byte scanner
 * (fast-scan.ts) hands every file it is unsure of to this path.
 */
export function parseBytesWithSaxes(
  bytes: Buffer,
  file: string,
  limits: JUnitLimits,
  failuresOnly: boolean,
): JUnitResult {
  const at = new JUnitSession(file, limits, true);
  if (bytes.byteLength === 0) at.fail("file is empty");
  if (bytes.byteLength > limits.maxBytes) at.fail(`file is larger than ${limits.maxBytes} bytes`);
  const decoder = openDecoder(bytes, at);
  const decoded = decoder.decode(bytes.subarray(decoder.skip), true);
  if (decoded.invalid !== undefined) {
    // Read up to the bad byte with positions on: an earlier XML error wins, else the error
    // is reported at the bad byte's own line and column.
    const session = new JUnitSession(file, limits, true, failuresOnly);
    session.write(decoded.text);
    session.fail(decoded.invalid, 1);
  }
  return parseTextWithSaxes(decoded.text, file, limits, failuresOnly);
}

/** Parses text already decoded (a leading byte-order mark is ignored). */
export function parseTextWithSaxes(
  input: string,
  file: string,
  limits: JUnitLimits,
  failuresOnly: boolean,
): JUnitResult {
  const text = input.replace(/^\uFEFF/, "");
  try {
    return parseOnce(text, file, limits, false, failuresOnly);
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    // Parse again, tracking positions, to say where the problem is.
    parseOnce(text, file, limits, true, failuresOnly);
    throw error;
  }
}

/** Streams a file through saxes, decoding chunk by chunk; memory stays bounded. */
export async function parseStreamWithSaxes(
  input: Readable,
  file: string,
  limits: JUnitLimits,
  failuresOnly: boolean,
): Promise<JUnitResult> {
  const session = new JUnitSession(file, limits, true, failuresOnly);
  let decoder: (XmlDecoder & { skip: number }) | undefined;
  let head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  const feed = (chunk: Buffer | undefined, final: boolean): void => {
    if (decoder === undefined) {
      const all = Buffer.concat(head);
      head = [];
      decoder = openDecoder(all, session);
      chunk = all.subarray(decoder.skip);
    }
    const decoded = decoder.decode(chunk, final);
    session.write(decoded.text);
    if (decoded.invalid !== undefined) session.fail(decoded.invalid, 1);
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    bytes += buffer.byteLength;
    if (bytes > limits.maxBytes) session.fail(`file is larger than ${limits.maxBytes} bytes`);
    if (decoder === undefined) {
      head.push(buffer);
      headBytes += buffer.byteLength;
      if (headBytes >= SNIFF_BYTES) feed(undefined, false);
    } else {
      feed(buffer, false);
    }
  }
  if (bytes === 0) session.fail("file is empty");
  feed(undefined, true);
  return session.close();
}

function parseOnce(
  text: string,
  file: string,
  limits: JUnitLimits,
  trackPosition: boolean,
  failuresOnly: boolean,
): JUnitResult {
  const session = new JUnitSession(file, limits, trackPosition, failuresOnly);
  session.write(text);
  return session.close();
}

/** The decoder the file's start asks for, and the byte-order mark to skip. */
function openDecoder(head: Buffer, at: JUnitSession): XmlDecoder & { skip: number } {
  const sniffed = sniffEncoding(head);
  if ("unsupported" in sniffed) {
    // The declaration is ASCII: its line and column are counted in bytes.
    const before = head.subarray(0, sniffed.offset).toString("latin1");
    const line = before.split("\n").length;
    const column = sniffed.offset - before.lastIndexOf("\n");
    throw new BundleError([{ file: at.file, line, column, message: sniffed.message }]);
  }
  return Object.assign(new XmlDecoder(sniffed.encoding), { skip: sniffed.skip });
}
