/**
 * Bundles for the upload tests, built from the committed demo bundle (its JUnit XML came from
 * real pytest runs) with a changed submission.json, so each is new to the database.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tarBuffer, type ArchiveEntry } from "../../../evaluator/bundle/testing/archives.ts";

export const DEMO_BUNDLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../data/bundles/agent-focused",
);

/** Every file of the demo bundle as archive entries, paths relative to the bundle root. */
export function demoEntries(): ArchiveEntry[] {
  const out: ArchiveEntry[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else
        out.push({
          name: path.relative(DEMO_BUNDLE, full).split(path.sep).join("/"),
          data: fs.readFileSync(full),
        });
    }
  };
  walk(DEMO_BUNDLE);
  return out;
}

/** The demo bundle's submission.json with `changes` applied. */
export function demoSubmission(changes: Record<string, unknown>): string {
  const base = JSON.parse(
    fs.readFileSync(path.join(DEMO_BUNDLE, "submission.json"), "utf8"),
  ) as object;
  return JSON.stringify({ ...base, ...changes }, null, 2);
}

/**
 * A .tar.gz of the demo bundle under a different model name, with `edit` applied to its entries
 * (replace, drop or add files).
 */
export async function demoTarGz(
  model: string,
  edit: (entries: ArchiveEntry[]) => ArchiveEntry[] = (e) => e,
): Promise<Buffer> {
  const entries = demoEntries().map((e) =>
    e.name === "submission.json" ? { ...e, data: demoSubmission({ model }) } : e,
  );
  return tarBuffer(edit(entries));
}
