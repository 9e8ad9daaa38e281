import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { BenchmarkDefinition, InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { buildCoverage, coverageKey } from "../coverage/build-coverage.ts";
import { changedLines } from "../coverage/changed-lines.ts";
import type { ChangedLines } from "../coverage/types.ts";
import { UsageError } from "../errors.ts";
import { buildOne, type BuildEnvironment } from "./build-one.ts";
import { sha256File, sha256Text, sha256Tree } from "./hash.ts";
import { readManifest, writeManifest, type BuildManifest, type ManifestEntry } from "./manifest.ts";
import { runPool } from "./pool.ts";

/** One executable's build outcome, as `tsb build` reports it. */
export interface BuildReport {
  instance: string;
  /** `reference` or `mutants/<id>`. */
  executable: string;
  /** `unavailable`: the coverage build could not be made here (the error says why). */
  status: "built" | "cached" | "failed" | "unavailable";
  error?: string;
  sha256?: string;
}

export interface BuildOptions {
  cacheDir: string;
  /** Reference variants to build (k, one per reference run); default 3. */
  variants?: number;
  /** Instance ids to build; all of the benchmark's when absent. */
  instances?: readonly string[];
  jobs: number;
  buildTimeoutSec?: number;
  onReport?: (report: BuildReport) => void;
  /** Whether to build each instance's instrumented reference too (default true). */
  coverage?: boolean;
  /** The environment an instance builds in; the host when absent or when it returns undefined. */
  environmentFor?: (instance: InstanceDefinition) => BuildEnvironment | undefined;
  /** At most this often (ms, default 15 s) the manifest is saved while builds go on. */
  checkpointMs?: number;
}

/** In every cache key: scripts are sealed (seal-script.ts); builds from before are rebuilt. */
const SEAL_KEY = "sealed scripts 1";

/** A stale `executable` left in reference/ must neither be hashed nor mask a failed build. */
const SOURCE_SKIP = new Set(["executable"]);

/**
 * Builds each instance's reference and mutants into `cacheDir` and updates its manifest.
 * An executable whose key (hash of the reference tree — which includes build.sh — plus the
 * mutant's patch) matches the manifest and whose file still has the recorded hash is kept.
 * A patch that does not apply or a build that fails is recorded for that executable only.
 */
export async function buildBenchmark(
  benchmark: BenchmarkDefinition,
  options: BuildOptions,
): Promise<BuildReport[]> {
  const cacheDir = path.resolve(options.cacheDir);
  await mkdir(cacheDir, { recursive: true });
  const benchmarkId = `${benchmark.name}@${benchmark.version}`;
  const previous = await readManifest(cacheDir);
  const manifest: BuildManifest =
    previous?.benchmark === benchmarkId
      ? previous
      : { schemaVersion: 1, benchmark: benchmarkId, instances: {} };

  const tasks: Array<{
    instance: InstanceDefinition;
    mutant: string | null;
    /** Reference variant (1 for mutants: they are built as the reference's first variant). */
    variant: number;
    key: string;
    patch: string | null;
    environment: BuildEnvironment | undefined;
  }> = [];
  for (const instance of selectInstances(benchmark, options.instances)) {
    const treeHash = await sha256Tree(path.join(instance.dir, "reference"), SOURCE_SKIP);
    const environment = options.environmentFor?.(instance);
    const inImage = [...(environment ? [`environment ${environment.digest}`] : []), SEAL_KEY];
    tasks.push({
      instance,
      mutant: null,
      variant: 1,
      key: sha256Text(treeHash, ...inImage),
      patch: null,
      environment,
    });
    for (let variant = 2; variant <= (options.variants ?? 3); variant++)
      tasks.push({
        instance,
        mutant: null,
        variant,
        key: sha256Text(treeHash, `variant ${variant}`, ...inImage),
        patch: null,
        environment,
      });
    for (const mutant of instance.mutants ?? []) {
      const patchFile = path.join(instance.dir, "mutants", `${mutant.id}.patch`);
      const patch = await readFile(patchFile, "utf8").catch(() => "");
      tasks.push({
        instance,
        mutant: mutant.id,
        variant: 1,
        key: sha256Text(treeHash, patch, ...inImage),
        patch,
        environment,
      });
    }
    const record = (manifest.instances[instance.id] ??= { mutants: {} });
    record.changedLines = await mutantChangedLines(instance);
  }

  // The manifest is also saved along the way: tsb-mini 1.2's 1,176 builds take most of an hour
  // in its image, and a build stopped part way (a machine's end, a kill) kept none of them.
  const checkpointMs = options.checkpointMs ?? 15_000;
  let savedAt = Date.now();
  let saving = Promise.resolve();
  const checkpoint = async () => {
    if (Date.now() - savedAt < checkpointMs) return;
    savedAt = Date.now();
    saving = saving.then(() => writeManifest(cacheDir, manifest));
    await saving;
  };

  const reports: BuildReport[] = [];
  await runPool(tasks, options.jobs, async (task) => {
    const record = manifest.instances[task.instance.id] as BuildManifest["instances"][string];
    const executable =
      task.mutant !== null
        ? `mutants/${task.mutant}`
        : task.variant === 1
          ? "reference"
          : `reference~${task.variant}`;
    const old =
      task.mutant !== null
        ? record.mutants[task.mutant]
        : task.variant === 1
          ? record.reference
          : record.variants?.[String(task.variant)];
    const relPath = path.join(task.instance.id, executable, "executable");
    let entry: ManifestEntry;
    let status: BuildReport["status"];
    if (
      old &&
      "sha256" in old &&
      old.key === task.key &&
      (await sha256File(path.join(cacheDir, old.path)).catch(() => "")) === old.sha256
    ) {
      entry = old;
      status = "cached";
    } else {
      entry = await buildOne(
        task.instance,
        task.mutant,
        task.patch,
        task.variant,
        path.join(cacheDir, relPath),
        options.buildTimeoutSec ?? 600,
        task.environment,
      )
        .then(({ sha256, seal }) => ({
          key: task.key,
          sha256,
          path: relPath,
          ...(task.environment ? { environment: task.environment.digest } : {}),
          ...(seal && "sealed" in seal ? { sealed: seal.sealed } : {}),
          ...(seal && "why" in seal ? { unsealed: seal.why } : {}),
        }))
        .catch((error: unknown) => ({
          key: task.key,
          error: error instanceof Error ? error.message : String(error),
        }));
      status = "sha256" in entry ? "built" : "failed";
    }
    if (task.mutant !== null) record.mutants[task.mutant] = entry;
    else if (task.variant === 1) record.reference = entry;
    else (record.variants ??= {})[String(task.variant)] = entry;
    await checkpoint();
    const report: BuildReport = {
      instance: task.instance.id,
      executable,
      status,
      ...("sha256" in entry ? { sha256: entry.sha256 } : { error: entry.error }),
    };
    reports.push(report);
    options.onReport?.(report);
  });
  if (options.coverage ?? true)
    await runPool(selectInstances(benchmark, options.instances), options.jobs, async (instance) => {
      const record = manifest.instances[instance.id] as BuildManifest["instances"][string];
      const treeHash = await sha256Tree(path.join(instance.dir, "reference"), SOURCE_SKIP);
      const old = record.coverage;
      const cached =
        old &&
        "sha256" in old &&
        old.key === coverageKey(treeHash, options.environmentFor?.(instance)) &&
        (await sha256File(path.join(cacheDir, old.path)).catch(() => "")) === old.sha256;
      const entry = cached
        ? old
        : await buildCoverage(instance, {
            cacheDir,
            treeHash,
            timeoutSec: options.buildTimeoutSec ?? 600,
            environment: options.environmentFor?.(instance),
          });
      record.coverage = entry;
      const report: BuildReport = {
        instance: instance.id,
        executable: "coverage",
        status: cached ? "cached" : "sha256" in entry ? "built" : "unavailable",
        ...("sha256" in entry ? { sha256: entry.sha256 } : { error: entry.unavailable }),
      };
      reports.push(report);
      options.onReport?.(report);
    });
  await saving;
  await writeManifest(cacheDir, manifest);
  return reports;
}

/**
 * Each mutant's changed reference lines and their function, kept in the build output so that a
 * run can map coverage to mutants without re-reading patches. A patch that cannot be read or
 * parsed gets no entry; its build reports the problem.
 */
async function mutantChangedLines(
  instance: InstanceDefinition,
): Promise<Record<string, ChangedLines[]>> {
  const result: Record<string, ChangedLines[]> = {};
  for (const mutant of instance.mutants ?? []) {
    const patch = await readFile(
      path.join(instance.dir, "mutants", `${mutant.id}.patch`),
      "utf8",
    ).catch(() => null);
    if (patch === null) continue;
    try {
      const sources: Record<string, string> = {};
      for (const { file } of changedLines(patch)) {
        const text = await readFile(path.join(instance.dir, "reference", file), "utf8").catch(
          () => null,
        );
        if (text !== null) sources[file] = text;
      }
      result[mutant.id] = changedLines(patch, sources);
    } catch {
      // Not a unified diff: buildOne names the problem for this mutant.
    }
  }
  return result;
}

/** The instances `--instances` names, in benchmark order; refuses unknown ids and catalogs. */
export function selectInstances(
  benchmark: BenchmarkDefinition,
  ids?: readonly string[],
): InstanceDefinition[] {
  if (benchmark.kind === "catalog") {
    throw new UsageError(
      `${benchmark.dir}: benchmark '${benchmark.name}' is a catalog (no mutant lists); it cannot be built or run`,
    );
  }
  if (ids === undefined) return benchmark.instances;
  const unknown = ids.filter((id) => !benchmark.instances.some((i) => i.id === id));
  if (unknown.length > 0)
    throw new UsageError(`--instances: not in ${benchmark.name}: ${unknown.join(", ")}`);
  return benchmark.instances.filter((i) => ids.includes(i.id));
}
