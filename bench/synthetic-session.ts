import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The largest real Claude Code session of the corpus (278 steps, 186 of them actions). */
export const BIG_SESSION =
  "marot__spotter/test/fixtures/transcripts/258c7280-ae70-4798-800f-63464d01a85d.jsonl";

/**
 * A Claude Code session of at least `steps` steps: the real session's lines repeated, tool ids
 * renamed per copy so that each call keeps its own result. Written under `dir`; returns its path.
 */
export function syntheticSession(corpus: string, dir: string, steps = 10_000): string {
  const lines = readFileSync(join(corpus, "files", BIG_SESSION), "utf8")
    .split("\n")
    .filter(Boolean);
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `claude-${steps / 1000}k-steps.jsonl`);
  const copies = Math.ceil(steps / 278); // the real session reads as 278 steps
  const parts: string[] = [];
  for (let k = 0; k < copies; k++)
    for (const l of lines) parts.push(l.replace(/toolu_/g, `toolu_r${k}_`));
  writeFileSync(out, parts.join("\n") + "\n");
  return out;
}
