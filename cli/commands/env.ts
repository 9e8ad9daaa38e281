import path from "node:path";
import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { buildImage, readImageSpec } from "../../evaluator/environment/build-image.ts";
import { DEFAULT_IMAGE_CACHE } from "../../evaluator/environment/image-cache.ts";
import { inspectImage } from "../../evaluator/environment/inspect-image.ts";
import { prepareEnvironments } from "../../evaluator/environment/prepare-environments.ts";
import { selectInstances } from "../../evaluator/runner/build-cache.ts";
import { detectSandbox } from "../../evaluator/runner/sandbox.ts";
import { parseList } from "../options.ts";

const MiB = 1024 * 1024;

export function register(program: Command): void {
  const env = program
    .command("env")
    .description("hermetic environments: OCI images that a benchmark's builds and runs happen in");

  env
    .command("build <spec>")
    .description(
      "build an image from a spec's Debian packages with mmdebstrap, as an OCI layout (a folder, or one tar for a .tar --out), and print its digest",
    )
    .requiredOption("--out <path>", "OCI layout folder to create, or <name>.tar for one archive")
    .option("--quiet", "do not echo mmdebstrap's output")
    .action(async (specFile: string, flags: { out: string; quiet?: boolean }) => {
      const spec = await readImageSpec(specFile);
      const say = (line: string) => process.stderr.write(`${line}\n`);
      const image = await buildImage(spec, specFile, flags.out, (line) => {
        if (!flags.quiet) say(`  ${line}`);
      });
      say(
        `tsb env build: ${flags.out} in ${image.seconds.toFixed(1)} s, layer ${(image.layerBytes / MiB).toFixed(0)} MiB, manifest ${image.manifestDigest}`,
      );
      say(
        `Declare it in benchmark.json: "environment": {"image": "<path>", "digest": "${image.id}"}`,
      );
      process.stdout.write(`${image.id}\n`);
    });

  env
    .command("inspect <image>")
    .description(
      "check every blob of an image (an OCI layout folder or a `docker save` tar) against its digest and print the digest to declare",
    )
    .action(async (source: string) => {
      const image = await inspectImage(source);
      const lines = [
        `id (declare this):  ${image.id}`,
        ...(image.manifestDigest ? [`manifest digest:    ${image.manifestDigest}`] : []),
        `architecture:       ${image.architecture}`,
        `env:                ${image.env.join(" ") || "(none)"}`,
        ...image.layerSizes.map(
          (size, i) =>
            `layer ${String(i + 1).padEnd(13)} ${(size.stored / MiB).toFixed(1)} MiB stored, ${(size.uncompressed / MiB).toFixed(1)} MiB unpacked`,
        ),
      ];
      process.stdout.write(`${lines.join("\n")}\n`);
    });

  env
    .command("unpack")
    .description(
      "unpack and check a benchmark's declared images into the image cache now (builds and runs otherwise do it on first use)",
    )
    .requiredOption("--benchmark <dir>", "benchmark folder")
    .option("--instances <ids>", "comma-separated instance ids (default: all)")
    .option("--image-cache <dir>", "unpacked images", DEFAULT_IMAGE_CACHE)
    .action(async (flags: { benchmark: string; instances?: string; imageCache: string }) => {
      const benchmark = await loadBenchmark(flags.benchmark);
      const instances = selectInstances(
        benchmark,
        flags.instances ? parseList(flags.instances) : undefined,
      );
      const started = process.hrtime.bigint();
      const environments = await prepareEnvironments(instances, {
        mode: "image",
        cacheRoot: flags.imageCache,
        sandbox: () => detectSandbox(false),
        warn: (message) => process.stderr.write(`tsb env unpack: warning: ${message}\n`),
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const digest of new Set([...environments.values()].map((e) => e.digest)))
        process.stdout.write(`${digest} ready in ${path.resolve(flags.imageCache)}\n`);
      process.stderr.write(`tsb env unpack: ${seconds.toFixed(1)} s\n`);
    });
}
