import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { changedLines } from "./changed-lines.ts";
import type { ChangedLines } from "./types.ts";

/**
 * Each mutant's changed reference lines (evaluator/coverage/changed-lines.ts), read from its
 * patch with the reference sources it names, so the enclosing function is found. A patch that
 * is not a unified diff gets no entry: its mutant's reach stays unknown.
 */
export async function readChangedLines(
  instanceDir: string,
  patches: ReadonlyMap<string, string>,
): Promise<Map<string, ChangedLines[]>> {
  const out = new Map<string, ChangedLines[]>();
  const sources: Record<string, string> = {};
  for (const [mutant, patch] of patches) {
    let plain: ChangedLines[];
    try {
      plain = changedLines(patch);
    } catch {
      continue;
    }
    for (const { file } of plain) {
      const source = path.join(instanceDir, "reference", file);
      if (!(file in sources) && existsSync(source)) sources[file] = await readFile(source, "utf8");
    }
    out.set(mutant, changedLines(patch, sources));
  }
  return out;
}
