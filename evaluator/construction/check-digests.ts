import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { BenchmarkDefinition, InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { ProblemsError } from "../errors.ts";
import { sha256File, sha256Text } from "../runner/hash.ts";
import { parseJsonFile } from "../schemas.ts";

/**
 * Digests of the instances a `tsb benchmark check` last passed, so that CI can check only the
 * instances whose files (spec, reference, mutants, tests, variants) changed since. The digest
 * covers the instance folder only: after a change to the runner or to the check itself, run
 * the full check.
 */

export const checkDigestsSchema = z
  .object({
    benchmark: z.string().min(1),
    instances: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
  })
  .strict();

export type CheckDigests = z.infer<typeof checkDigestsSchema>;

/** Files a local run leaves behind, which a clean checkout does not have. */
const LOCAL_LEFTOVERS = /(^|\/)(__pycache__|\.pytest_cache)\/|(^|\/)executable$/;

/** sha256 over the path and bytes of every file of `instances/<id>/`, in path order. */
export async function instanceDigest(instance: InstanceDefinition): Promise<string> {
  const entries = await readdir(instance.dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) =>
      path.relative(instance.dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"),
    )
    .filter((f) => !LOCAL_LEFTOVERS.test(f))
    .sort();
  const parts: string[] = [];
  for (const file of files) parts.push(file, await sha256File(path.join(instance.dir, file)));
  return sha256Text(...parts);
}

/** The digests file, or null when it does not exist yet. Bad content is an error. */
export async function readCheckDigests(file: string): Promise<CheckDigests | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const parsed = parseJsonFile(checkDigestsSchema, text, file);
  if (!parsed.ok) throw new ProblemsError(parsed.problems);
  return parsed.value;
}

/**
 * The ids of the instances whose digest differs from the one recorded, in benchmark order.
 * Digests recorded for another benchmark version count for nothing.
 */
export async function changedInstances(
  benchmark: BenchmarkDefinition,
  recorded: CheckDigests | null,
): Promise<string[]> {
  const id = `${benchmark.name}@${benchmark.version}`;
  const known = recorded?.benchmark === id ? recorded.instances : {};
  const changed: string[] = [];
  for (const instance of benchmark.instances) {
    if (known[instance.id] !== (await instanceDigest(instance))) changed.push(instance.id);
  }
  return changed;
}

/**
 * Records the digests of instances that just passed the check, keeping the entries of the
 * other instances of the same benchmark version; entries of instances no longer listed go.
 */
export async function recordCheckDigests(
  file: string,
  benchmark: BenchmarkDefinition,
  passed: readonly string[],
): Promise<void> {
  const id = `${benchmark.name}@${benchmark.version}`;
  const previous = await readCheckDigests(file);
  const kept = previous?.benchmark === id ? previous.instances : {};
  const instances: Record<string, string> = {};
  for (const instance of benchmark.instances) {
    if (passed.includes(instance.id)) instances[instance.id] = await instanceDigest(instance);
    else {
      const digest = kept[instance.id];
      if (digest) instances[instance.id] = digest;
    }
  }
  const digests: CheckDigests = { benchmark: id, instances };
  await writeFile(file, `${JSON.stringify(digests, null, 2)}\n`);
}
