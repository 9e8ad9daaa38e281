import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { applyPatch, parsePatch, type StructuredPatch } from "diff";

/** A patch that cannot be applied; the message names the file and hunk. */
class PatchError extends Error {}

/**
 * Applies a unified diff (as `git diff` or `diff -ruN` write it) to the files under `dir`, in
 * place. Uses the `diff` package rather than `patch -p1` so building needs no external tool and
 * a failure names the hunk. Handles created and deleted files; refuses paths that leave `dir`.
 */
export async function applyPatchToDir(
  patchText: string,
  dir: string,
  patchName: string,
): Promise<void> {
  let patches: StructuredPatch[];
  try {
    patches = parsePatch(patchText);
  } catch (error) {
    throw new PatchError(
      `${patchName}: not a unified diff: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const touched = patches.filter((p) => p.hunks.length > 0);
  if (touched.length === 0) throw new PatchError(`${patchName}: contains no hunks`);
  for (const filePatch of touched) {
    const oldName = stripPrefix(filePatch.oldFileName);
    const newName = stripPrefix(filePatch.newFileName);
    const target = resolveInside(dir, newName ?? oldName, patchName);
    const source =
      oldName === null
        ? ""
        : await readFile(resolveInside(dir, oldName, patchName), "utf8").catch(() => null);
    if (source === null)
      throw new PatchError(
        `${patchName}: patches '${oldName}', which does not exist in reference/`,
      );
    const result = applyPatch(source, filePatch);
    if (result === false) {
      throw new PatchError(
        `${patchName}: does not apply to '${oldName ?? newName}' (a hunk's context does not match)`,
      );
    }
    if (newName === null) {
      await rm(target);
    } else {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, result);
    }
  }
}

/** `a/src/x.c` → `src/x.c`; `/dev/null` → null (the file is created or deleted). */
export function stripPrefix(name: string | undefined): string | null {
  if (name === undefined || name === "/dev/null") return null;
  const clean = name.replace(/\t.*$/, "");
  return /^[ab]\//.test(clean) ? clean.slice(2) : clean;
}

function resolveInside(dir: string, name: string | null, patchName: string): string {
  if (name === null)
    throw new PatchError(`${patchName}: a file section names neither an old nor a new file`);
  const full = path.resolve(dir, name);
  if (!full.startsWith(path.resolve(dir) + path.sep))
    throw new PatchError(`${patchName}: path '${name}' leaves reference/`);
  return full;
}
