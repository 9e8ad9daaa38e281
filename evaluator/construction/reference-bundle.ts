import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { BenchmarkDefinition, InstanceDefinition } from "../benchmark/load-benchmark.ts";
import type { InstanceEnvironment } from "../environment/prepare-environments.ts";
import { TsbError } from "../errors.ts";
import { SHARD_FILE } from "../runner/shard-file.ts";

/** Folders a run leaves in a suite and the bundle does not copy (BundleWriter.copySuite). */
const NOT_COPIED = new Set(["__pycache__", ".pytest_cache"]);

type Outcomes = Record<string, { environment?: string; selected?: unknown; notReached?: boolean }>;

/**
 * Checks that `dir` is a whole run of the selected instances' reference suites as they are now,
 * before `tsb benchmark check --from-bundle` scores it in place of running them: the benchmark
 * it names, each instance's `tests/` files byte for byte, `referenceRuns` reference runs and a
 * run of every mutant the instance lists (no other), each in the environment the instance runs
 * in here. What it cannot see is a program or patch edited since the run with the same mutant
 * ids: make the bundle from the files the check records.
 */
export async function checkReferenceBundle(
  benchmark: BenchmarkDefinition,
  dir: string,
  selected: readonly InstanceDefinition[],
  options: {
    referenceRuns: number;
    environments?: ReadonlyMap<string, InstanceEnvironment> | undefined;
  },
): Promise<void> {
  if (!(await stat(dir).catch(() => null))?.isDirectory())
    throw new TsbError(`${dir}: no such bundle folder (--from-bundle)`);
  if (await stat(path.join(dir, SHARD_FILE)).catch(() => null))
    throw new TsbError(
      `${dir}: one shard of a run (it has ${SHARD_FILE}); join the shards with \`tsb merge\` first`,
    );
  const id = `${benchmark.name}@${benchmark.version}`;
  const submissionFile = path.join(dir, "submission.json");
  const submission = await readJsonFile<{ benchmark?: unknown }>(submissionFile);
  if (submission.benchmark !== id)
    throw new TsbError(
      `${submissionFile}: benchmark is ${JSON.stringify(submission.benchmark)}, not '${id}'`,
    );
  for (const instance of selected) {
    const bundled = path.join(dir, "instances", instance.id);
    await sameSuite(path.join(instance.dir, "tests"), path.join(bundled, "suite"));
    const outcomesFile = path.join(bundled, "outcomes.json");
    const outcomes = await readJsonFile<Outcomes>(outcomesFile);
    const runs = Object.keys(outcomes).filter(
      (key) => key.startsWith("reference/") || key.startsWith("mutants/"),
    );
    const references = runs.filter((key) => key.startsWith("reference/")).length;
    if (references !== options.referenceRuns)
      throw new TsbError(
        `${outcomesFile}: ${references} reference runs, and the check counts ${options.referenceRuns} (--runs)`,
      );
    const mutants = new Set((instance.mutants ?? []).map((m) => `mutants/${m.id}`));
    for (const key of mutants)
      if (!(key in outcomes))
        throw new TsbError(
          `${outcomesFile}: no run of ${key}, a mutant of ${instance.id}: the bundle is of other files, or not whole`,
        );
    for (const key of runs)
      if (key.startsWith("mutants/") && !mutants.has(key))
        throw new TsbError(
          `${outcomesFile}: ${key} is not a mutant of ${instance.id} now: the bundle is of other files`,
        );
    const here = options.environments?.get(instance.id)?.digest ?? "host";
    for (const key of runs) {
      const ran = outcomes[key]?.environment;
      if (ran !== undefined && ran !== here)
        throw new TsbError(
          `${outcomesFile}: ${key} ran in ${ran}, and ${instance.id} runs in ${here} here (--env)`,
        );
    }
  }
}

/** Whether the bundle's mutant runs ran only their covering tests (`tsb run --covering-tests`). */
export async function ranCoveringTests(dir: string | undefined): Promise<boolean> {
  if (dir === undefined) return false;
  const root = path.join(dir, "instances");
  for (const instance of await readdir(root)) {
    const file = path.join(root, instance, "outcomes.json");
    if (!(await stat(file).catch(() => null))) continue;
    const outcomes = await readJsonFile<Outcomes>(file);
    for (const [key, outcome] of Object.entries(outcomes))
      if (key.startsWith("mutants/") && (outcome?.selected !== undefined || outcome?.notReached))
        return true;
  }
  return false;
}

/** Throws, naming the file, unless `bundled` holds exactly the files of `tests`, byte for byte. */
async function sameSuite(tests: string, bundled: string): Promise<void> {
  const want = await listFiles(tests);
  const have = await listFiles(bundled);
  for (const file of want) {
    if (!have.has(file))
      throw new TsbError(
        `${path.join(bundled, file)}: missing; the bundle is not of the reference suite ${tests}`,
      );
    const [a, b] = await Promise.all([
      readFile(path.join(tests, file)),
      readFile(path.join(bundled, file)),
    ]);
    if (!a.equals(b))
      throw new TsbError(
        `${path.join(bundled, file)}: differs from ${path.join(tests, file)}; the bundle is not of the reference suite as it is now`,
      );
  }
  for (const file of have)
    if (!want.has(file))
      throw new TsbError(
        `${path.join(bundled, file)}: not in ${tests}; the bundle is not of the reference suite as it is now`,
      );
}

async function listFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => {
    throw new TsbError(`${dir}: no such folder`);
  });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (relative.split(path.sep).some((part) => NOT_COPIED.has(part))) continue;
    files.add(relative.split(path.sep).join("/"));
  }
  return files;
}

async function readJsonFile<T>(file: string): Promise<T> {
  const text = await readFile(file, "utf8").catch(() => {
    throw new TsbError(`${file}: missing; --from-bundle needs a finished run`);
  });
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new TsbError(`${file}: not JSON: ${(error as Error).message}`);
  }
}
