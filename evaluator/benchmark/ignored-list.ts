import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { BenchmarkError, type Problem } from "../errors.ts";
import { parseJsonFile } from "../schemas.ts";

/**
 * A benchmark's revisions (DESIGN.md, "Revisions"): `ignored.json` beside benchmark.json lists
 * the mutants and reference tests its maintainers retired, each with a reason and a date. A
 * version without the file is revision 1; every change to the list makes the next revision.
 * Ignored mutants leave M's numerator and denominator; ignored reference tests leave R's count.
 */
export const IGNORED_FILE = "ignored.json";

const entryFields = {
  instance: z.string().min(1, "must not be empty"),
  reason: z.string().trim().min(1, "must give a reason"),
  date: z.iso.date("must be a date written YYYY-MM-DD"),
};

export const ignoredListSchema = z.strictObject({
  revision: z.number().int().min(1),
  mutants: z.array(z.strictObject({ ...entryFields, mutant: z.string().min(1) })).default([]),
  referenceTests: z.array(z.strictObject({ ...entryFields, test: z.string().min(1) })).default([]),
});

export type IgnoredList = z.infer<typeof ignoredListSchema>;
export type IgnoredMutant = IgnoredList["mutants"][number];
export type IgnoredReferenceTest = IgnoredList["referenceTests"][number];

/** Revision 1: nothing ignored. */
export const ORIGINAL_REVISION: IgnoredList = { revision: 1, mutants: [], referenceTests: [] };

/** What an instance must offer for its ignore entries to be checked. */
interface KnownInstance {
  id: string;
  mutants?: readonly { id: string }[];
}

/**
 * Reads `<dir>/ignored.json`, or revision 1 when there is none. Every entry must name an
 * instance and mutant of the benchmark, at most once; problems name the file and the entry.
 */
export async function readIgnoredList(
  dir: string,
  instances: readonly KnownInstance[],
): Promise<IgnoredList> {
  const file = path.join(dir, IGNORED_FILE);
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (text === null) return ORIGINAL_REVISION;
  const parsed = parseJsonFile(ignoredListSchema, text, IGNORED_FILE);
  if (!parsed.ok) throw new BenchmarkError(parsed.problems);
  const problems = checkIgnoredList(parsed.value, instances);
  if (problems.length > 0) throw new BenchmarkError(problems);
  return parsed.value;
}

function checkIgnoredList(list: IgnoredList, instances: readonly KnownInstance[]): Problem[] {
  const byId = new Map(instances.map((i) => [i.id, i]));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  list.mutants.forEach((entry, i) => {
    const instance = byId.get(entry.instance);
    const at = `mutants[${i}]`;
    if (!instance)
      problems.push({
        file: IGNORED_FILE,
        message: `${at}.instance: unknown instance '${entry.instance}'`,
      });
    else if (!instance.mutants?.some((m) => m.id === entry.mutant))
      problems.push({
        file: IGNORED_FILE,
        message: `${at}.mutant: instance '${entry.instance}' has no mutant '${entry.mutant}'`,
      });
    const key = `${entry.instance}/${entry.mutant}`;
    if (seen.has(key))
      problems.push({ file: IGNORED_FILE, message: `${at}: '${key}' is listed twice` });
    seen.add(key);
  });
  seen.clear();
  list.referenceTests.forEach((entry, i) => {
    const at = `referenceTests[${i}]`;
    if (!byId.has(entry.instance))
      problems.push({
        file: IGNORED_FILE,
        message: `${at}.instance: unknown instance '${entry.instance}'`,
      });
    const key = `${entry.instance}/${entry.test}`;
    if (seen.has(key))
      problems.push({ file: IGNORED_FILE, message: `${at}: '${key}' is listed twice` });
    seen.add(key);
  });
  return problems;
}

/** Ignored mutant ids of one instance. */
export function ignoredMutantsOf(list: IgnoredList | undefined, instance: string): Set<string> {
  return new Set(list?.mutants.filter((m) => m.instance === instance).map((m) => m.mutant) ?? []);
}

/** Ignored reference test ids of one instance. */
export function ignoredTestsOf(list: IgnoredList | undefined, instance: string): Set<string> {
  return new Set(
    list?.referenceTests.filter((t) => t.instance === instance).map((t) => t.test) ?? [],
  );
}

/** Writes the list as the next revision, atomically (a reader never sees half a file). */
export async function writeIgnoredList(dir: string, list: IgnoredList): Promise<void> {
  const file = path.join(dir, IGNORED_FILE);
  const partial = `${file}.partial`;
  await writeFile(partial, `${JSON.stringify(list, null, 2)}\n`);
  await rename(partial, file);
}
