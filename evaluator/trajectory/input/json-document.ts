import type { Readable } from "node:stream";
import { JSONParser } from "@streamparser/json";
import { TrajectoryError } from "../../errors.ts";

/** One value of a JSON document: a top-level field, or one element of a top-level array. */
export interface JsonPart {
  /** The top-level key (`""` for elements of a top-level array). */
  key: string;
  /** The element's index, for elements of an array. */
  index?: number;
  value: unknown;
  /** `/steps/3`: where the value is, as a JSON pointer. */
  pointer: string;
}

/** Which parts of a document a reader wants. */
export interface JsonPartsSpec {
  /** Top-level arrays whose elements are handed on one by one; `""` is a top-level array. */
  arrays: string[];
  /** Other top-level fields, each handed on whole. Fields not named are skipped unkept. */
  fields?: string[];
}

/**
 * Streams a JSON document as parts: each element of the arrays named in `spec.arrays` and each
 * field named in `spec.fields`. An array's elements are handed on
 * one by one and not kept, so a 100 MB trajectory is never in memory at once; `@streamparser/json`
 * does the tokenising. Malformed or truncated JSON is an error naming the file and line.
 */
export async function* readJsonParts(
  stream: Readable,
  file: string,
  spec: JsonPartsSpec,
): AsyncGenerator<JsonPart> {
  const { arrays, fields = [] } = spec;
  const paths = [
    ...arrays.map((a) => (a === "" ? "$.*" : `$.${a}.*`)),
    ...fields.map((f) => `$.${f}`),
  ];
  const parser = new JSONParser({ paths, keepStack: false });
  const queue: JsonPart[] = [];
  let root: "object" | "array" | null = null;
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 1 && typeof key === "number") {
      queue.push({ key: "", index: key, value, pointer: `/${key}` });
    } else if (stack.length === 2 && typeof key === "number") {
      const parent = String(stack[1]?.key);
      queue.push({ key: parent, index: key, value, pointer: `/${parent}/${key}` });
    } else if (stack.length === 1 && typeof key === "string") {
      queue.push({ key, value, pointer: `/${key}` });
    }
  };
  let line = 1;
  let offset = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    root ??= firstChar(chunk);
    try {
      parser.write(chunk);
    } catch (e) {
      throw malformed(file, line + countNewlines(chunk, offset, e), e);
    }
    line += countNewlines(chunk, offset);
    offset += chunk.length;
    yield* queue.splice(0);
  }
  if (root === null) throw new TrajectoryError([{ file, line: 1, message: "is empty" }]);
  if (!parser.isEnded) {
    try {
      parser.end();
    } catch (e) {
      throw malformed(file, line, e);
    }
  }
  yield* queue.splice(0);
}

function malformed(file: string, line: number, e: unknown): TrajectoryError {
  const reason = (e as Error).message.replace(/ in state \w+$/, "");
  return new TrajectoryError([{ file, line, message: `malformed JSON: ${reason}` }]);
}

function firstChar(chunk: Buffer): "object" | "array" | null {
  const text = chunk.toString("utf8").trimStart();
  return text === "" ? null : text.startsWith("[") ? "array" : "object";
}

/** Newlines in `chunk`, or before the parser's error position (counted from the start). */
function countNewlines(chunk: Buffer, offset: number, error?: unknown): number {
  let end = chunk.length;
  const at = /at position "?(\d+)"?/.exec(String((error as Error | undefined)?.message ?? ""));
  if (at) end = Math.max(0, Math.min(end, Number(at[1]) - offset));
  let n = 0;
  for (let i = 0; i < end; i++) if (chunk[i] === 10) n++;
  return n;
}
