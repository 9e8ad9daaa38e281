import fs from "node:fs";
import path from "node:path";
import { BUNDLE_ARCHIVE_NAME, openBundle } from "../bundle/open-bundle.ts";
import type { Submission } from "../types.ts";

/**
 * The bundles of a `bundles/` folder as the seed finds them: folders, and archives (a large
 * version's bundles are kept as .tar.gz, a tenth of their size in git), each with its
 * submission.json, by its name in the folder. For tests that pick demo bundles by what they
 * submitted.
 */
export async function demoSubmissions(dir: string): Promise<Map<string, Submission>> {
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() || BUNDLE_ARCHIVE_NAME.test(e.name))
    .map((e) => e.name)
    .sort();
  const out = new Map<string, Submission>();
  for (const name of names) {
    const bundle = await openBundle(path.join(dir, name));
    try {
      if (!bundle.has("submission.json")) continue;
      out.set(
        name,
        JSON.parse((await bundle.read("submission.json")).toString("utf8")) as Submission,
      );
    } finally {
      await bundle.close();
    }
  }
  return out;
}
