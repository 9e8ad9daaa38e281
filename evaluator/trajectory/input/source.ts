import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { TrajectoryError } from "../../errors.ts";

/** How many bytes format detection looks at. */
export const headBytes = 64 * 1024;

/** A readable input with its head already read, for detection, and replayed to the reader. */
export interface PeekedInput {
  head: Buffer;
  /** The whole input again, head included. Read it once. */
  stream: Readable;
}

/** Opens a path (or takes a stream) and reads its first `bytes` bytes without losing them. */
export async function peekInput(
  input: string | Readable,
  file: string,
  bytes = headBytes,
): Promise<PeekedInput> {
  const source = typeof input === "string" ? createReadStream(input) : input;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  try {
    while (size < bytes) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      const chunk = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (e) {
    throw new TrajectoryError([{ file, message: `cannot be read: ${(e as Error).message}` }]);
  }
  const head = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    }
  }
  return { head: head.subarray(0, bytes), stream: Readable.from(replay(), { objectMode: false }) };
}

/** Reads a whole stream into one buffer: for formats that need random access (zip). */
export async function readAll(stream: Readable, file: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes)
      throw new TrajectoryError([
        { file, message: `larger than ${maxBytes} bytes, the limit for this format` },
      ]);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
