import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { TrajectoryError } from "../../errors.ts";

export interface Line {
  text: string;
  /** 1-based. */
  number: number;
}

/** The lines of a text stream, one at a time, numbered; `\r\n` endings are taken off. */
export async function* readLines(stream: Readable): AsyncGenerator<Line> {
  stream.setEncoding("utf8");
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number++;
    yield { text: number === 1 ? text.replace(/^\uFEFF/, "") : text, number };
  }
}

export interface JsonLine {
  value: unknown;
  line: number;
}

/**
 * The records of a JSON Lines stream, one line in memory at a time; blank lines are skipped.
 * A line that is not JSON is an error naming the file and line (a truncated last line
 * included: a log cut off mid-record is not silently shortened).
 */
export async function* readJsonLines(stream: Readable, file: string): AsyncGenerator<JsonLine> {
  for await (const { text, number } of readLines(stream)) {
    if (text.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      throw new TrajectoryError([
        { file, line: number, message: `not a JSON record: ${(e as Error).message}` },
      ]);
    }
    yield { value, line: number };
  }
}

/** A plain object, or null: JSONL records and document parts are checked with this first. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
