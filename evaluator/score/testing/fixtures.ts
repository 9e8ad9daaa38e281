/**
 * Paths of the scoring fixtures (made by fixtures/make-fixtures.sh from real pytest and node
 * runs) and helpers that copy or pack them so tests can break one thing at a time. Tests only.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ArchiveEntry } from "../../bundle/testing/archives.ts";

const fixtures = fileURLToPath(new URL("../fixtures/", import.meta.url));
export const fixtureBundle = path.join(fixtures, "bundles", "basic");
export const fixtureBenchmark = path.join(fixtures, "benchmark");
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** A scratch folder, removed by the returned function. */
export function scratchDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "tsb-score-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the real fixture bundle to `dest` so a test may damage it. */
export function copyFixtureBundle(dest: string): string {
  cpSync(fixtureBundle, dest, { recursive: true });
  return dest;
}

/** The fixture bundle's files as archive entries, optionally under one top folder. */
export function fixtureEntries(top = ""): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath);
      else
        entries.push({ name: `${top}${relPath}`, data: readFileSync(path.join(dir, entry.name)) });
    }
  };
  walk(fixtureBundle, "");
  return entries;
}
