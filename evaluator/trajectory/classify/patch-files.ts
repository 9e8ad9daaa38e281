import type { FileTouch } from "../types.ts";

/**
 * The files a patch writes: Codex's apply_patch envelope (`*** Add File: p`, `*** Update File:
 * p`, `*** Delete File: p`, `*** Move to: p`) and unified diffs (`+++ b/p`).
 */
export function patchFiles(patch: string): FileTouch[] {
  const paths = new Set<string>();
  for (const line of patch.split("\n")) {
    const envelope = /^\*\*\* (?:Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/.exec(line);
    if (envelope) paths.add((envelope[1] ?? envelope[2] ?? "").trim());
    const diff = /^\+\+\+ (?:b\/)?(.+?)(\t.*)?$/.exec(line);
    if (diff && diff[1] !== "/dev/null") paths.add((diff[1] as string).trim());
  }
  return [...paths].filter(Boolean).map((path) => ({ path, access: "write" }));
}
