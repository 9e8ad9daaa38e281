import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Where the last full run's time per test file is kept (`npm run test:durations` refreshes it). */
export const DURATIONS_FILE = path.join(import.meta.dirname, "vitest.durations.json");

/**
 * Starts the slowest test files first. Vitest orders by the times of the previous run, but those
 * live in its cache under node_modules, so a clean clone (CI) falls back to the largest files
 * first. That put the slowest file here (the worker's cheating suites, two minutes, a short file)
 * near the end, where it ran alone for about a minute while the other worker had nothing left.
 * Longest-first from committed times keeps both workers busy to the end. Files with no recorded
 * time (new ones) go first, as vitest does with unknown files; ties keep vitest's own order.
 */
export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = readDurations();
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) =>
      seconds[path.relative(root, spec.moduleId)] ?? Number.MAX_SAFE_INTEGER;
    return ordered.toSorted((a, b) => key(b) - key(a));
  }
}

/** File (relative to the root) → seconds; with no file, vitest's own order stands. */
function readDurations(): Record<string, number> {
  if (!fs.existsSync(DURATIONS_FILE)) return {};
  return JSON.parse(fs.readFileSync(DURATIONS_FILE, "utf8")) as Record<string, number>;
}
