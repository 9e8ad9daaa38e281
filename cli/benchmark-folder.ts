import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  findBenchmark,
  loadBenchmark,
  type BenchmarkDefinition,
} from "../evaluator/benchmark/load-benchmark.ts";
import { UsageError } from "../evaluator/errors.ts";

/** The checkout's benchmark folders, found from this file so `tsb` works from any directory. */
export const DEFAULT_BENCHMARKS = fileURLToPath(new URL("../data/benchmarks", import.meta.url));

/**
 * A benchmark named on the command line: a folder holding benchmark.json, `name@version` under
 * `root`, or a bare name or folder name under `root` that names one version only. A bare name
 * that more than one version under `root` carries (`tsb-mini`: 1.0 and 1.1) is refused with
 * the versions to choose from: its folder's name says nothing of which one was meant, and the
 * site reads a bare name as the latest version.
 */
export async function benchmarkArgument(
  arg: string,
  root: string = DEFAULT_BENCHMARKS,
): Promise<BenchmarkDefinition> {
  if (existsSync(path.join(arg, "benchmark.json"))) return loadBenchmark(arg);
  if (!arg.includes("@")) {
    const versions = await versionsNamed(arg, root);
    if (versions.length > 1)
      throw new UsageError(
        `benchmark '${arg}': ${versions.length} versions under ${root} (${versions
          .map((v) => `${arg}@${v.version} in ${v.folder}/`)
          .join(", ")}); name one as name@version, or give its folder`,
      );
    if (versions.length === 1) return loadBenchmark(path.join(root, versions[0]!.folder));
    if (existsSync(path.join(root, arg, "benchmark.json")))
      return loadBenchmark(path.join(root, arg));
  }
  return findBenchmark(arg, root);
}

/** The folders under `root` whose benchmark.json names `name`, with their versions. */
async function versionsNamed(
  name: string,
  root: string,
): Promise<Array<{ folder: string; version: string }>> {
  const out: Array<{ folder: string; version: string }> = [];
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory()) continue;
    const text = await readFile(path.join(root, entry.name, "benchmark.json"), "utf8").catch(
      () => null,
    );
    // A malformed benchmark.json is reported by the load that names its folder, not here.
    const parsed = text === null ? null : (safeJson(text) as { name?: unknown; version?: unknown });
    if (parsed?.name === name && typeof parsed.version === "string")
      out.push({ folder: entry.name, version: parsed.version });
  }
  return out.sort((a, b) => (a.folder < b.folder ? -1 : 1));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
