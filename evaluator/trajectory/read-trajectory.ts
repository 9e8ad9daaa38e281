import type { Readable } from "node:stream";
import { z } from "zod";
import { TrajectoryError } from "../errors.ts";
import { defaultCaps, type Caps } from "./cap.ts";
import { detectFormat } from "./detect.ts";
import { peekInput } from "./input/source.ts";
import { readers } from "./readers/index.ts";
import { formats, type TrajectoryFile, type TrajectoryFormat } from "./types.ts";

export interface ReadTrajectoryOptions {
  /** Skip detection and read as this format (still validated as it is read). */
  format?: TrajectoryFormat;
  /** The name used in errors; defaults to the path, or `<stream>`. */
  name?: string;
  /** Per-step caps on kept text, in characters (default 4 KiB each). */
  caps?: Partial<Caps>;
}

const optionsSchema = z.object({
  format: z.enum(formats).optional(),
  name: z.string().optional(),
  caps: z
    .object({
      output: z.number().int().positive(),
      text: z.number().int().positive(),
      input: z.number().int().positive(),
      command: z.number().int().positive(),
    })
    .partial()
    .optional(),
});

/**
 * Reads an agent's log from a path or a stream into normalised trajectories: detects the format
 * from the content (or takes `options.format`), streams the input (line by line for JSON Lines,
 * array element by element for JSON documents), and classifies every action. A file may hold
 * several trajectories (OpenHands output.jsonl, Inspect logs with several samples).
 *
 * Throws `TrajectoryError` naming the file (and line, where there is one) when the input is
 * malformed, of no known format, or of a kind that holds no trajectory (a Terminal-Bench
 * results.json); never another error for bad input.
 */
export async function readTrajectory(
  input: string | Readable,
  options: ReadTrajectoryOptions = {},
): Promise<TrajectoryFile> {
  const parsed = optionsSchema.safeParse(options);
  const file = options.name ?? (typeof input === "string" ? input : "<stream>");
  if (!parsed.success)
    throw new TrajectoryError([{ file, message: `bad options: ${parsed.error.message}` }]);
  const caps = { ...defaultCaps, ...options.caps };
  const { head, stream } = await peekInput(input, file);
  let format = options.format;
  if (format === undefined) {
    const detected = detectFormat(head);
    if (detected === null) {
      stream.destroy();
      throw new TrajectoryError([
        {
          file,
          line: 1,
          message: `is not a trajectory format this reader knows (it reads: ${formats.join(", ")})`,
        },
      ]);
    }
    if ("refused" in detected) {
      stream.destroy();
      throw new TrajectoryError([{ file, message: `refused: ${detected.refused}` }]);
    }
    format = detected.format;
  }
  try {
    const trajectories = await readers[format]({ file, stream, caps });
    return { file, format, trajectories };
  } catch (e) {
    if (e instanceof TrajectoryError) throw e;
    // A reader meeting a shape it does not expect is bad input too, not a crash.
    throw new TrajectoryError([
      { file, message: `cannot be read as ${format}: ${(e as Error).message}` },
    ]);
  } finally {
    stream.destroy();
  }
}
