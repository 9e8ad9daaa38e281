import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { BenchmarkError, BundleError, type Problem } from "../errors.ts";
import {
  benchmarkSchema,
  instanceSchema,
  parseJsonFile,
  type EnvironmentJson,
  type InstanceJson,
} from "../schemas.ts";
import { readIgnoredList, type IgnoredList } from "./ignored-list.ts";

/**
 * The image a benchmark's builds and runs happen in (docs/benchmark-format.md, "Environment"),
 * with `image` and `spec` made absolute.
 */
export interface EnvironmentDeclaration {
  image: string;
  digest: string;
  spec?: string;
  /** Where it was declared, for messages: `benchmark.json` or `instances/<id>/instance.json`. */
  declaredIn: string;
}

export interface SectionDefinition {
  id: string;
  title: string;
}

export interface MutantDefinition {
  id: string;
  section: string;
  targetTest: string;
  description: string;
}

export interface InstanceDefinition {
  id: string;
  title: string;
  language: string | null;
  /** Empty for a catalog instance that gives only `sectionCount`. */
  sections: SectionDefinition[];
  sectionCount: number;
  mutantCount: number;
  referenceTests: number;
  /** Absent for a catalog instance: it has counts but no mutant list, so it cannot be scored. */
  mutants?: MutantDefinition[];
  /** Its own environment, else the benchmark's; absent: the host's toolchains. */
  environment?: EnvironmentDeclaration;
  /** Absolute path of `instances/<id>/`. */
  dir: string;
}

/** A benchmark folder, validated. `instances` keeps the order of benchmark.json. */
export interface BenchmarkDefinition {
  name: string;
  version: string;
  description: string;
  /** "runnable" when every instance lists its mutants; "catalog" when none does. */
  kind: "runnable" | "catalog";
  dir: string;
  instances: InstanceDefinition[];
  /** The revision (1 without ignored.json) and its ignore list; absent means revision 1. */
  ignored?: IgnoredList;
  /** The benchmark-wide environment (an instance may override it). */
  environment?: EnvironmentDeclaration;
  /** benchmark.json's `verification`: how the site's worker verifies its submissions. */
  verification?: { coveringTests: boolean };
  /** benchmark.json's `limits`: the reference runs' time limit (run-limits.ts, referenceTimeout). */
  limits?: { referenceTimeoutSec: number };
}

/**
 * Reads `benchmark.json` and every `instances/<id>/instance.json` under `dir`. Throws a
 * `BenchmarkError` listing every problem found: bad JSON, unknown fields values, duplicate ids,
 * an instance folder whose id differs from its name, a mutant naming an unknown section, or a
 * mix of catalog and runnable instances.
 */
export async function loadBenchmark(dir: string): Promise<BenchmarkDefinition> {
  const root = path.resolve(dir);
  const problems: Problem[] = [];
  const header = parseJsonFile(
    benchmarkSchema,
    await readText(root, "benchmark.json"),
    "benchmark.json",
  );
  if (!header.ok) throw new BenchmarkError(header.problems);

  const seen = new Set<string>();
  header.value.instances.forEach((id, i) => {
    if (seen.has(id))
      problems.push({
        file: "benchmark.json",
        message: `instances[${i}]: duplicate instance id '${id}'`,
      });
    seen.add(id);
  });

  const benchmarkEnvironment = header.value.environment
    ? resolveEnvironment(header.value.environment, root, "benchmark.json")
    : undefined;
  const instances: InstanceDefinition[] = [];
  for (const id of seen) {
    const file = `instances/${id}/instance.json`;
    const text = await readText(root, file).catch(() => null);
    if (text === null) {
      problems.push({ file, message: `missing: benchmark.json lists instance '${id}'` });
      continue;
    }
    const parsed = parseJsonFile(instanceSchema, text, file);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    problems.push(...checkInstance(parsed.value, id, file));
    const environment = parsed.value.environment
      ? resolveEnvironment(parsed.value.environment, root, file)
      : benchmarkEnvironment;
    instances.push({
      ...toDefinition(parsed.value, path.join(root, "instances", id)),
      ...(environment ? { environment } : {}),
    });
  }
  problems.push(...(await unlistedInstanceFolders(root, seen)));

  const runnable = instances.filter((i) => i.mutants !== undefined).length;
  if (runnable > 0 && runnable < instances.length) {
    problems.push({
      file: "benchmark.json",
      message: `${runnable} instances list their mutants and ${instances.length - runnable} do not; a benchmark is either runnable or a catalog`,
    });
  }
  if (problems.length > 0) throw new BenchmarkError(problems);
  return {
    name: header.value.name,
    version: header.value.version,
    description: header.value.description,
    kind: runnable > 0 || instances.length === 0 ? "runnable" : "catalog",
    dir: root,
    instances,
    ignored: await readIgnoredList(root, instances),
    ...(benchmarkEnvironment ? { environment: benchmarkEnvironment } : {}),
    ...(header.value.verification ? { verification: header.value.verification } : {}),
    ...(header.value.limits ? { limits: header.value.limits } : {}),
  };
}

/** Paths in an environment are relative to the benchmark folder (or absolute). */
function resolveEnvironment(
  environment: EnvironmentJson,
  root: string,
  declaredIn: string,
): EnvironmentDeclaration {
  return {
    image: path.resolve(root, environment.image),
    digest: environment.digest,
    ...(environment.spec ? { spec: path.resolve(root, environment.spec) } : {}),
    declaredIn,
  };
}

/**
 * Finds the benchmark a submission names (`name@version`) among the folders of `root` and loads
 * it. An unknown name or version is a `BundleError` against submission.json's `benchmark` field,
 * since it is the bundle that names something we do not have.
 */
export async function findBenchmark(
  nameAtVersion: string,
  root = "data/benchmarks",
): Promise<BenchmarkDefinition> {
  const at = nameAtVersion.lastIndexOf("@");
  const name = nameAtVersion.slice(0, at);
  const version = nameAtVersion.slice(at + 1);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const versions: string[] = [];
  for (const entry of entries
    .filter((e) => e.isDirectory())
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const dir = path.join(root, entry.name);
    const text = await readText(dir, "benchmark.json").catch(() => null);
    if (text === null) continue;
    const parsed = parseJsonFile(benchmarkSchema, text, "benchmark.json");
    if (!parsed.ok || parsed.value.name !== name) continue;
    if (parsed.value.version === version) return loadBenchmark(dir);
    versions.push(parsed.value.version);
  }
  const known = versions.length > 0 ? ` (known versions of '${name}': ${versions.join(", ")})` : "";
  throw new BundleError([
    {
      file: "submission.json",
      message: `benchmark: unknown benchmark '${nameAtVersion}' under ${root}${known}`,
    },
  ]);
}

function checkInstance(instance: InstanceJson, folderId: string, file: string): Problem[] {
  const problems: Problem[] = [];
  if (instance.id !== folderId) {
    problems.push({ file, message: `id: is '${instance.id}' but the folder is '${folderId}'` });
  }
  const sectionIds = new Set<string>();
  instance.sections?.forEach((section, i) => {
    if (sectionIds.has(section.id))
      problems.push({ file, message: `sections[${i}].id: duplicate section id '${section.id}'` });
    sectionIds.add(section.id);
  });
  const mutantIds = new Set<string>();
  instance.mutants?.forEach((mutant, i) => {
    if (mutantIds.has(mutant.id))
      problems.push({ file, message: `mutants[${i}].id: duplicate mutant id '${mutant.id}'` });
    mutantIds.add(mutant.id);
    if (!sectionIds.has(mutant.section)) {
      problems.push({
        file,
        message: `mutants[${i}].section: unknown section '${mutant.section}'`,
      });
    }
  });
  return problems;
}

function toDefinition(instance: InstanceJson, dir: string): InstanceDefinition {
  const sections = instance.sections ?? [];
  return {
    id: instance.id,
    title: instance.title,
    language: instance.language ?? null,
    sections,
    sectionCount: instance.sectionCount ?? sections.length,
    mutantCount: instance.mutantCount ?? instance.mutants?.length ?? 0,
    referenceTests: instance.referenceTests,
    ...(instance.mutants ? { mutants: instance.mutants } : {}),
    dir,
  };
}

async function unlistedInstanceFolders(root: string, listed: Set<string>): Promise<Problem[]> {
  const entries = await readdir(path.join(root, "instances"), { withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((e) => e.isDirectory() && !listed.has(e.name))
    .map((e) => e.name)
    .sort()
    .map((name) => ({
      file: `instances/${name}`,
      message: "instance folder not listed in benchmark.json",
    }));
}

async function readText(dir: string, file: string): Promise<string> {
  const full = path.join(dir, file);
  if (!(await stat(full).catch(() => null))?.isFile()) {
    if (file === "benchmark.json")
      throw new BenchmarkError([{ file: full, message: "missing: not a benchmark folder" }]);
    throw new Error(`${full}: missing`);
  }
  return readFile(full, "utf8");
}
