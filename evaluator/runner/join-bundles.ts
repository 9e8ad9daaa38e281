import { access, cp, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ProblemsError, type Problem } from "../errors.ts";
import { BundleWriter } from "./bundle-writer.ts";
import { SHARD_FILE } from "./shard-file.ts";

/**
 * Joins finished bundles of one submission that ran disjoint instances (`tsb run --instances`)
 * into one bundle at `outDir`, instance folders copied as they are. This is how a suite for an
 * instance added to a benchmark version later is run without re-running the others. Refuses,
 * naming the bundles, when: a bundle is a shard (use `tsb merge` on all shards instead), the
 * submission.json files differ, or two bundles carry the same instance.
 */
export async function joinInstanceBundles(
  dirs: readonly string[],
  outDir: string,
): Promise<{ instances: number }> {
  const problems: Problem[] = [];
  const bundles: Array<{ dir: string; submission: string | null; instances: string[] }> = [];
  for (const dir of dirs) {
    if (await exists(path.join(dir, SHARD_FILE))) {
      problems.push({ file: dir, message: `a shard (${SHARD_FILE}): merge all its shards first` });
      continue;
    }
    const instances = await readdir(path.join(dir, "instances")).catch(() => null);
    if (instances === null) {
      problems.push({ file: dir, message: "no instances/ folder: not a result bundle" });
      continue;
    }
    const submission = await readFile(path.join(dir, "submission.json"), "utf8").catch(() => null);
    bundles.push({ dir, submission, instances: instances.sort() });
  }
  const [first] = bundles;
  const ownerOf = new Map<string, string>();
  for (const bundle of bundles) {
    if (first && normalized(bundle.submission) !== normalized(first.submission)) {
      problems.push({
        file: path.join(bundle.dir, "submission.json"),
        message: `differs from ${path.join(first.dir, "submission.json")}: bundles of different submissions`,
      });
    }
    for (const instance of bundle.instances) {
      const other = ownerOf.get(instance);
      if (other)
        problems.push({ file: bundle.dir, message: `instance '${instance}' is also in ${other}` });
      else ownerOf.set(instance, bundle.dir);
    }
  }
  if (!first) problems.push({ file: "tsb merge", message: "no bundles given" });
  if (problems.length > 0) throw new ProblemsError(problems);

  const writer = await BundleWriter.create(outDir);
  if (first!.submission !== null)
    await cp(path.join(first!.dir, "submission.json"), path.join(writer.dir, "submission.json"));
  for (const [instance, dir] of ownerOf) {
    await cp(path.join(dir, "instances", instance), path.join(writer.dir, "instances", instance), {
      recursive: true,
    });
  }
  return { instances: ownerOf.size };
}

/** submission.json compared as data, so that formatting does not matter. */
function normalized(text: string | null): string | null {
  if (text === null) return null;
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );
