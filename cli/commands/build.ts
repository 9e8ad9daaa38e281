import os from "node:os";
import path from "node:path";
import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { buildBenchmark, selectInstances } from "../../evaluator/runner/build-cache.ts";
import { detectSandbox } from "../../evaluator/runner/sandbox.ts";
import { DEFAULT_IMAGE_CACHE } from "../../evaluator/environment/image-cache.ts";
import {
  parseEnvironmentMode,
  prepareEnvironments,
} from "../../evaluator/environment/prepare-environments.ts";
import { parseCount, parseList } from "../options.ts";

interface BuildFlags {
  benchmark: string;
  instances?: string;
  cache?: string;
  jobs?: string;
  env: string;
  imageCache: string;
  coverage: boolean;
}

/** `.cache/builds/<name>@<version>/`, the build cache `tsb build` and `tsb run` share by default. */
export function defaultCacheDir(benchmark: { name: string; version: string }): string {
  // One folder per version: versions of a benchmark share instance ids, so a shared folder
  // would make each build of one version overwrite the other's executables and manifest.
  return path.join(".cache", "builds", `${benchmark.name}@${benchmark.version}`);
}

/** `--env`, shared by `tsb build` and `tsb run`. */
export const ENV_OPTION = [
  "--env <mode>",
  "where builds and runs happen when the benchmark declares an image: auto (the image if it is there, else the host), image (refuse without it), host",
  "auto",
] as const;

export const IMAGE_CACHE_OPTION = [
  "--image-cache <dir>",
  "where declared images are unpacked (once, by digest)",
  DEFAULT_IMAGE_CACHE,
] as const;

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
    .option("--no-coverage", "skip each instance's instrumented (coverage) build of the reference")
    .option(...ENV_OPTION)
    .option(...IMAGE_CACHE_OPTION)
    .action(async (flags: BuildFlags) => {
      const benchmark = await loadBenchmark(flags.benchmark);
      const cacheDir = flags.cache ?? defaultCacheDir(benchmark);
      const instances = flags.instances ? parseList(flags.instances) : undefined;
      const environments = await prepareEnvironments(selectInstances(benchmark, instances), {
        mode: parseEnvironmentMode(flags.env),
        cacheRoot: flags.imageCache,
        sandbox: () => detectSandbox(false),
        warn: (message) => process.stderr.write(`tsb build: warning: ${message}\n`),
      });
      const reports = await buildBenchmark(benchmark, {
        cacheDir,
        ...(instances ? { instances } : {}),
        environmentFor: (instance) => environments.get(instance.id)?.build,
        coverage: flags.coverage,
        jobs: flags.jobs ? parseCount(flags.jobs, "--jobs") : os.availableParallelism(),
        onReport: (r) => {
          const line = `${r.status.padEnd(6)} ${r.instance}/${r.executable}`;
          if (r.status === "failed")
            process.stderr.write(`${line}: ${r.error?.split("\n").join("\n    ")}\n`);
          else if (r.status === "unavailable")
            process.stdout.write(`${line}: no coverage: ${r.error}\n`);
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
