import { copyFile, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { buildOne, type BuildEnvironment } from "../runner/build-one.ts";
import { sha256Text } from "../runner/hash.ts";
import type { CoverageEntry } from "../runner/manifest.ts";
import { coverageToolFor, wrapperScript, type CoverageToolSpec } from "./tools.ts";
import { instrumentGoLegacy } from "./go-legacy.ts";
import { findLlvmTools } from "./llvm.ts";
import { runTool } from "./run-tool.ts";

/** Source files each tool reports lines of, by extension. */
const SOURCE_EXT: Record<string, RegExp> = {
  gcov: /\.(c|h|cc|cpp|cxx|hpp)$/,
  v8: /\.(js|mjs|cjs)$/,
  "go-cover": /\.go$/,
  "llvm-cov": /\.rs$/,
};

/**
 * Builds `instance`'s instrumented reference (docs/benchmark-format.md, "Coverage build") into
 * `<cacheDir>/<id>/coverage/`: build.sh runs with TSB_VARIANT=coverage and the tool's compiler
 * wrappers first on PATH. Where the tool is missing or cannot read what the build writes, the
 * entry says why in one sentence instead, and the instance's runs carry on without coverage.
 */
export async function buildCoverage(
  instance: InstanceDefinition,
  options: {
    cacheDir: string;
    treeHash: string;
    timeoutSec: number;
    environment: BuildEnvironment | undefined;
  },
): Promise<CoverageEntry> {
  const spec = coverageToolFor(instance.language);
  const environment = options.environment;
  const key = coverageKey(options.treeHash, environment);
  if (!spec)
    return {
      key,
      unavailable: `no coverage tool is known for the instance's language '${instance.language ?? "(none)"}'`,
    };
  if (environment && spec.tool === "llvm-cov")
    return {
      key,
      tool: spec.tool,
      unavailable: `LLVM's coverage is read with the host's llvm-profdata and llvm-cov, which cannot read what image ${environment.digest}'s rustc writes`,
    };
  const missing = await missingTool(spec, environment);
  if (missing) return { key, tool: spec.tool, unavailable: missing };
  // Go before 1.20: no `go build -cover`; tsb instruments the sources itself (go-legacy.ts).
  const legacyGo = spec.tool === "go-cover" && !(await goHasBuildCover(environment));
  const wrappersOf = legacyGo ? {} : spec.wrappers;

  const relDir = path.join(instance.id, "coverage");
  const dir = path.join(options.cacheDir, relDir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  try {
    let notes = 0;
    const { sha256 } = await buildOne(
      instance,
      null,
      null,
      "coverage",
      path.join(dir, "executable"),
      options.timeoutSec,
      environment,
      {
        bin: (inside) =>
          Object.fromEntries(
            Object.entries(wrappersOf).map(([name, flags]) => [
              name,
              wrapperScript(name, flags, inside),
            ]),
          ),
        ...(legacyGo ? { prepare: instrumentGoLegacy } : {}),
        keep: async (work) => {
          if (spec.tool !== "gcov") return;
          // gcov reads each .gcno (written at compile time) beside the .gcda a run writes.
          await mkdir(path.join(dir, "gcno"));
          for (const entry of await readdir(work, { recursive: true, withFileTypes: true }))
            if (entry.isFile() && entry.name.endsWith(".gcno")) {
              await copyFile(
                path.join(entry.parentPath, entry.name),
                path.join(dir, "gcno", entry.name),
              );
              notes++;
            }
        },
      },
    );
    const files = await referenceFiles(instance, SOURCE_EXT[spec.tool] as RegExp);
    const built = { key, tool: spec.tool, sha256, path: path.join(relDir, "executable"), files };
    if (spec.tool === "gcov" && notes === 0)
      return {
        key,
        tool: spec.tool,
        unavailable:
          "build.sh wrote no gcov notes (.gcno): it does not compile with cc or gcc from PATH, nor honour TSB_VARIANT=coverage",
      };
    if (spec.tool === "v8") {
      const lineMap = await scriptLineMap(instance, path.join(dir, "executable"), files);
      if (lineMap.length === 0)
        return {
          key,
          tool: spec.tool,
          unavailable:
            "the executable build.sh wrote contains none of reference/'s .js files as written, so V8's lines cannot be mapped to them",
        };
      return { ...built, lineMap };
    }
    if (spec.tool === "llvm-cov") {
      const problem = await (await findLlvmTools()).probe(path.join(dir, "executable"));
      if (problem) return { key, tool: spec.tool, unavailable: problem };
    }
    return built;
  } catch (error) {
    return {
      key,
      tool: spec.tool,
      unavailable: `the coverage build failed: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`,
    };
  }
}

/**
 * The cache key of an instance's coverage build: its reference's sources, and the image it is
 * built in (a host build is never taken for an image's, nor one image's for another's).
 */
export function coverageKey(treeHash: string, environment: BuildEnvironment | undefined): string {
  return environment
    ? sha256Text(treeHash, "coverage 1", environment.digest)
    : sha256Text(treeHash, "coverage 1");
}

/** Whether the go on PATH (the image's, in one) is 1.20 or later: it builds with `-cover`. */
async function goHasBuildCover(environment: BuildEnvironment | undefined): Promise<boolean> {
  const { stdout } = await runTool(environment, ["go", "version"], { timeoutMs: 10_000 });
  const m = stdout.match(/go(\d+)\.(\d+)/);
  return Number(m?.[1] ?? 0) > 1 || Number(m?.[2] ?? 0) >= 20;
}

/** Why the tool cannot work on this machine (or in its image), naming it; undefined when it can. */
async function missingTool(
  spec: CoverageToolSpec,
  environment: BuildEnvironment | undefined,
): Promise<string | undefined> {
  const where = environment ? ` in image ${environment.digest}` : "";
  const version = async (argv: string[]) =>
    runTool(environment, argv, { timeoutMs: 10_000 }).then(
      (r) => `${r.stdout}${r.stderr}`,
      () => null,
    );
  switch (spec.tool) {
    case "gcov":
      return (await version(["gcov", "--version"])) === null
        ? `gcov (GCC's coverage tool) is not installed${where}`
        : undefined;
    case "v8":
      return undefined;
    case "go-cover":
      return (await version(["go", "version"])) === null
        ? `go is not installed${where}`
        : undefined;
    case "llvm-cov":
      return (await findLlvmTools()).missing;
  }
}

async function referenceFiles(instance: InstanceDefinition, ext: RegExp): Promise<string[]> {
  const root = path.join(instance.dir, "reference");
  const files: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && ext.test(entry.name))
      files.push(
        path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      );
  return files.sort();
}

/**
 * Where each reference script sits in the executable (build.sh may put a `#!` line before it):
 * executable line n is line n - firstLine + 1 of `file`.
 */
async function scriptLineMap(
  instance: InstanceDefinition,
  executable: string,
  files: readonly string[],
): Promise<Array<{ file: string; firstLine: number; lines: number }>> {
  const text = await readFile(executable, "utf8");
  const map: Array<{ file: string; firstLine: number; lines: number }> = [];
  for (const file of files) {
    const source = await readFile(path.join(instance.dir, "reference", file), "utf8");
    const at = text.indexOf(source);
    if (source.length === 0 || at < 0) continue;
    const firstLine = text.slice(0, at).split("\n").length;
    map.push({ file, firstLine, lines: source.split("\n").length });
  }
  return map;
}
