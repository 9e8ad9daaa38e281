import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The checkout's root folder. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Where the paper's markdown lives: beside the clone, in `shared/seed/` (as on CI and on the
 * maintainers' machines). `TSB_PAPER` overrides it.
 */
export const paperPath =
  process.env.TSB_PAPER ?? path.join(repoRoot, "..", "shared", "seed", "testsuitebench-paper.md");

/** The paper's text, or null when it is not beside the clone. */
export function readPaperText(): string | null {
  return existsSync(paperPath) ? readFileSync(paperPath, "utf8") : null;
}

/** A number as the paper prints it: `1,807` → 1807, `10.56` → 10.56. */
export function parsePaperNumber(text: string): number {
  const value = Number(text.replace(/,/g, "").replace(/%$/, ""));
  if (!Number.isFinite(value)) throw new Error(`not a number in the paper: "${text}"`);
  return value;
}

/** The lines after the line that starts with `caption`, up to the next blank line. */
export function linesAfterCaption(text: string, caption: string): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith(caption));
  if (start < 0) throw new Error(`the paper has no line starting with "${caption}"`);
  const out: string[] = [];
  let i = start + 1;
  while (i < lines.length && lines[i]!.trim() === "") i++;
  for (; i < lines.length && lines[i]!.trim() !== ""; i++) out.push(lines[i]!);
  return out;
}
