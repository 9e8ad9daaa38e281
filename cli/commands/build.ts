import os from "node:os";
import path from "node:path";
import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { buildBenchmark } from "../../evaluator/runner/build-cache.ts";
import { parseCount, parseList } from "../options.ts";

interface BuildFlags {
  benchmark: string;
  instances?: string;
  cache?: string;
  jobs?: string;
}

/** `.cache/builds/<name>@<version>/`, the build cache `tsb build` and `tsb run` share by default. */
export function defaultCacheDir(benchmark: { name: string; version: string }): string {
  // One folder per version: versions of a benchmark share instance ids, so a shared folder
  // would make each build of one version overwrite the other's executables and manifest.
  return path.join(".cache", "builds", `${benchmark.name}@${benchmark.version}`);
}

export function register(program: Command): void {
  program
    .command("build")
    .description(
      "build each instance's reference and mutant executables into a cache, with a sha256 manifest",
    )
    .requiredOption("--benchmark <dir>", "benchmark folder")
    .option("--instances <ids>", "comma-separated instance ids (default: all)")
    .option("--cache <dir>", "build cache folder (default: .cache/builds/<benchmark>/)")
    .option("--jobs <n>", "builds in parallel (default: number of cores)")
    .action(async (flags: BuildFlags) => {
      const benchmark = await loadBenchmark(flags.benchmark);
      const cacheDir = flags.cache ?? defaultCacheDir(benchmark);
      const reports = await buildBenchmark(benchmark, {
        cacheDir,
        ...(flags.instances ? { instances: parseList(flags.instances) } : {}),
        jobs: flags.jobs ? parseCount(flags.jobs, "--jobs") : os.availableParallelism(),
        onReport: (r) => {
          const line = `${r.status.padEnd(6)} ${r.instance}/${r.executable}`;
          if (r.status === "failed")
            process.stderr.write(`${line}: ${r.error?.split("\n").join("\n    ")}\n`);
          else process.stdout.write(`${line}\n`);
        },
      });
      const failed = reports.filter((r) => r.status === "failed");
      const built = reports.filter((r) => r.status === "built").length;
      const cached = reports.filter((r) => r.status === "cached").length;
      process.stdout.write(
        `${built} built, ${cached} unchanged, ${failed.length} failed; manifest: ${path.join(cacheDir, "manifest.json")}\n`,
      );
      // A failed mutant does not stop the others, but the command still reports failure.
      if (failed.length > 0) process.exitCode = 1;
    });
}
