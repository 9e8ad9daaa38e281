import type { Readable } from "node:stream";
import { SaxesParser } from "saxes";
import { BundleError } from "../errors.ts";
import type { JUnitCase, JUnitResult } from "../types.ts";
import { JUnitCollector, JUnitShapeError, type RawCase } from "./junit-collector.ts";
import { resolveJUnitLimits, type JUnitLimits } from "./limits.ts";
import { mergeDuplicate } from "./outcome.ts";
import { testId } from "./test-id.ts";

export { defaultJUnitLimits, type JUnitLimits } from "./limits.ts";

/**
 * Parses one JUnit XML file into its test cases, streaming it through saxes so that no
 * document tree is ever built.
 *
 * `input` is the XML itself: a stream or buffer of UTF-8 bytes, or a string of text. `file`
 * names it in errors. Test ids follow the rule in test-id.ts; duplicates of an id collapse to
 * the worst outcome. `file`/`line` are kept as the runner wrote them (pytest's xunit1 `line`
 * is 0-based).
 *
 * Throws `BundleError` naming `file`, line and column when the input is empty, truncated,
 * malformed, not JUnit, nested deeper than `maxDepth`, larger than `maxBytes`, or declares
 * entities in a DOCTYPE. Entities are never expanded: saxes knows only XML's five predefined
 * ones, and an undefined entity is an error, so "billion laughs" cannot grow memory.
 */
export async function parseJUnit(
  input: Readable | Buffer | string,
  file: string,
  options?: Partial<JUnitLimits>,
): Promise<JUnitResult> {
  const limits = resolveJUnitLimits(options);
  const parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  const collector = new JUnitCollector(limits.maxDepth, limits.messageCap);

  const fail = (message: string): never => {
    throw new BundleError([{ file, line: parser.line, column: parser.column, message }]);
  };
  const onText = (text: string): void => collector.text(text);
  parser.on("error", (error) => fail(error.message.replace(/^\d+:\d+: /, "")));
  parser.on("doctype", (doctype) => {
    if (/<!ENTITY/i.test(doctype)) fail("DOCTYPE declares entities, which are not allowed");
  });
  parser.on("comment", (text) => collector.comment(text));
  parser.on("opentag", (tag) => {
    guard(fail, () => collector.openTag(tag));
    // Text is only wanted inside an outcome element without a message attribute; leaving the
    // handler off elsewhere lets saxes skip building text nodes.
    if (collector.capturingText) {
      parser.on("text", onText);
      parser.on("cdata", onText);
    }
  });
  parser.on("closetag", (tag) => {
    const wasCapturing = collector.capturingText;
    guard(fail, () => collector.closeTag(tag));
    if (wasCapturing && !collector.capturingText) {
      parser.off("text");
      parser.off("cdata");
    }
  });

  let bytes = 0;
  const count = (n: number): void => {
    bytes += n;
    if (bytes > limits.maxBytes) fail(`file is larger than ${limits.maxBytes} bytes`);
  };

  if (typeof input === "string") {
    count(Buffer.byteLength(input));
    parser.write(input);
  } else if (Buffer.isBuffer(input)) {
    count(input.byteLength);
    parser.write(decodeUtf8(decoder(), input, false, fail));
  } else {
    const utf8 = decoder();
    for await (const chunk of input as AsyncIterable<Buffer | string>) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      count(buffer.byteLength);
      parser.write(decodeUtf8(utf8, buffer, true, fail));
    }
    parser.write(decodeUtf8(utf8, undefined, false, fail));
  }
  if (bytes === 0) fail("file is empty");
  parser.close();
  return { cases: collapse(collector.cases, collector.nodeDialect) };
}

function decoder(): TextDecoder {
  // fatal: bytes that are not UTF-8 are an error rather than silently replaced.
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
}

function decodeUtf8(
  utf8: TextDecoder,
  bytes: Buffer | undefined,
  stream: boolean,
  fail: (message: string) => never,
): string {
  try {
    return utf8.decode(bytes, { stream });
  } catch {
    // The position is where the parser stands, just before the undecodable bytes.
    return fail("file is not valid UTF-8");
  }
}

function guard(fail: (message: string) => never, step: () => void): void {
  try {
    step();
  } catch (error) {
    if (error instanceof JUnitShapeError) fail(error.message);
    throw error;
  }
}

function collapse(raws: readonly RawCase[], nodeDialect: boolean): Map<string, JUnitCase> {
  const cases = new Map<string, JUnitCase>();
  for (const raw of raws) {
    const id = testId(raw, nodeDialect);
    const next: JUnitCase = { id, outcome: raw.outcome };
    if (raw.message !== undefined) next.message = raw.message;
    if (raw.file !== undefined) next.file = raw.file;
    if (raw.line !== undefined) next.line = raw.line;
    const seen = cases.get(id);
    if (seen === undefined) cases.set(id, next);
    else mergeDuplicate(seen, next);
  }
  return cases;
}
