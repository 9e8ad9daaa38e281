import { Transform } from "node:stream";
import { problem } from "./entry-table.ts";

/**
 * Passes bytes through while counting them, failing the stream with a `BundleError` naming
 * `entry` as soon as more than `max` arrive. Archive headers can lie about sizes; this counts
 * what inflating really produces.
 */
export function byteLimit(entry: string, max: number, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      if (seen > max) done(problem(entry, `inflates past ${what} (${max} bytes)`));
      else done(null, chunk);
    },
  });
}
