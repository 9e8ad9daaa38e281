import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parsePatch } from "diff";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { findHunk } from "../coverage/changed-lines.ts";
import { stripPrefix } from "../runner/patch.ts";

/**
 * Mutant patches whose hunk headers no longer say where they apply. The build applies a patch
 * where its context matches, so a patch written before the reference moved still builds its
 * mutant; but a header that names the wrong lines misleads every reader of the diff (the mutant
 * page shows it) and every tool that takes lines from headers, as covering mode once did.
 * `tsb benchmark check` refuses such patches and `tsb benchmark rebase-patches` rewrites them.
 */

export interface StaleHunk {
  instance: string;
  mutant: string;
  /** The reference file the hunk changes. */
  file: string;
  /** The old-side line its header names. */
  header: number;
  /** Where its context and removed lines match the reference; null: nowhere. */
  appliesAt: number | null;
}

const patchFile = (instance: InstanceDefinition, mutant: string) =>
  path.join(instance.dir, "mutants", `${mutant}.patch`);

/** Every hunk of `instance`'s mutant patches that does not apply at its header's line. */
export async function findStaleHunks(instance: InstanceDefinition): Promise<StaleHunk[]> {
  const stale: StaleHunk[] = [];
  for await (const patch of locatedPatches(instance)) stale.push(...patch.stale);
  return stale;
}

/**
 * Each readable mutant patch of `instance` with its hunks located in the reference. A missing
 * patch, or one that is not a unified diff, is skipped: its build fails and names it.
 */
async function* locatedPatches(instance: InstanceDefinition) {
  for (const mutant of instance.mutants ?? []) {
    const file = patchFile(instance, mutant.id);
    const text = await readFile(file, "utf8").catch(() => null);
    if (text === null) continue;
    const hunks = await locatePatch(instance, text).catch(() => null);
    if (hunks === null) continue;
    const stale = hunks
      .filter((h) => h.appliesAt !== h.header)
      .map((h) => ({ instance: instance.id, mutant: mutant.id, ...h }));
    yield { file, text, hunks, stale };
  }
}

interface LocatedHunk {
  file: string;
  header: number;
  appliesAt: number | null;
}

/** Each hunk of a patch (in text order) with the line where it applies in the reference. */
async function locatePatch(instance: InstanceDefinition, text: string): Promise<LocatedHunk[]> {
  const hunks: LocatedHunk[] = [];
  for (const filePatch of parsePatch(text)) {
    const file = stripPrefix(filePatch.oldFileName);
    // A created file has no reference lines to move.
    if (file === null) {
      for (const hunk of filePatch.hunks)
        hunks.push({ file: "/dev/null", header: hunk.oldStart, appliesAt: hunk.oldStart });
      continue;
    }
    const source = await readFile(path.join(instance.dir, "reference", file), "utf8").catch(
      () => null,
    );
    const lines = source?.split("\n");
    for (const hunk of filePatch.hunks)
      hunks.push({ file, header: hunk.oldStart, appliesAt: lines ? findHunk(hunk, lines) : null });
  }
  return hunks;
}

const HUNK_HEADER = /^@@ -(\d+)((?:,\d+)? \+)(\d+)((?:,\d+)? @@.*)$/gm;

/**
 * Rewrites the hunk headers of `instance`'s stale patches so that each names the line where it
 * applies (the new side moved by as much), leaving every other byte of the patch as it was.
 * Returns the hunks it moved; a hunk that applies nowhere is left alone and returned with
 * `appliesAt: null`, for the maintainer to remake by hand.
 */
export async function rebasePatches(instance: InstanceDefinition): Promise<StaleHunk[]> {
  const moved: StaleHunk[] = [];
  for await (const { file, text, hunks, stale } of locatedPatches(instance)) {
    if (stale.length === 0) continue;
    // parsePatch yields hunks in the order their headers appear, and no hunk line starts with
    // "@@" (each starts with " ", "-", "+" or "\"), so the n-th header is the n-th hunk.
    let index = 0;
    const rewritten = text.replace(
      HUNK_HEADER,
      (whole, oldStart: string, middle: string, newStart: string, rest: string) => {
        const hunk = hunks[index++];
        if (!hunk || hunk.appliesAt === null || hunk.appliesAt === hunk.header) return whole;
        const shift = hunk.appliesAt - Number(oldStart);
        return `@@ -${hunk.appliesAt}${middle}${Number(newStart) + shift}${rest}`;
      },
    );
    moved.push(...stale);
    if (rewritten !== text) await writeFile(file, rewritten);
  }
  return moved;
}
