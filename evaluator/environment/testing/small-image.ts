import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { takeDirLock } from "../../testing/dir-lock.ts";
import { buildImage, imageSpecSchema } from "../build-image.ts";

/**
 * The small Debian image the image tests run in (pytest and gcc, enough for tsb-mini's C
 * instances), built with mmdebstrap from Debian's archive. The tar is kept by its spec's hash in
 * the machine's cache (testImageCache()), not the checkout's, so only the first run on a machine
 * builds it, not the first run of every fresh clone (a build takes 30–100 s of CPU); the build is
 * reproducible (sourceDateEpoch), so a cached tar is the image the spec names. Test files that
 * start at once wait for one build under a lock instead of building it twice.
 */
export const SMALL_IMAGE_SPEC = imageSpecSchema.parse({
  suite: "bookworm",
  packages: ["python3-pytest", "gcc", "libc6-dev"],
  sourceDateEpoch: 1704067200,
  tag: "tsb-test/small:1",
});

export const TSB_MINI_1_1 = path.resolve("data/benchmarks/tsb-mini-1.1");

export interface TestImage {
  file: string;
  digest: string;
}

export async function smallImage(): Promise<TestImage> {
  const key = createHash("sha256")
    .update(JSON.stringify(SMALL_IMAGE_SPEC))
    .digest("hex")
    .slice(0, 16);
  const dir = testImageCache();
  const file = path.join(dir, `small-${key}.tar`);
  const digestFile = `${file}.digest`;
  await mkdir(dir, { recursive: true });
  const release = await takeDirLock(`${file}.lock`);
  try {
    if (!existsSync(file) || !existsSync(digestFile)) {
      // Written under other names and renamed: a build stopped halfway leaves no tar behind
      // that looks finished.
      const part = `${file}.${process.pid}.part`;
      const image = await buildImage(
        SMALL_IMAGE_SPEC,
        "small.yaml",
        `${part}.tar`,
        () => undefined,
      );
      await writeFile(`${part}.digest`, image.id);
      await rename(`${part}.tar`, file);
      await rename(`${part}.digest`, digestFile);
    }
  } finally {
    release();
  }
  return { file, digest: (await readFile(digestFile, "utf8")).trim() };
}

/** Where test images are kept: $TSB_TEST_CACHE, else $XDG_CACHE_HOME/tsb-tests or ~/.cache/tsb-tests. */
export function testImageCache(): string {
  if (process.env.TSB_TEST_CACHE) return path.resolve(process.env.TSB_TEST_CACHE);
  const base = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache");
  return path.join(base, "tsb-tests", "images");
}

/**
 * `instances` of tsb-mini 1.1 with their first `mutants` mutants each, as benchmark `name`@1
 * in `dir`, declaring `image` as its environment.
 */
export async function writeImageBenchmark(
  dir: string,
  image: TestImage,
  { name, instances, mutants }: { name: string; instances: string[]; mutants: number },
): Promise<void> {
  for (const id of instances) {
    const from = path.join(TSB_MINI_1_1, "instances", id);
    const to = path.join(dir, "instances", id);
    await cp(from, to, {
      recursive: true,
      filter: (src) => path.basename(src) !== "executable",
    });
    const instance = JSON.parse(await readFile(path.join(from, "instance.json"), "utf8")) as {
      mutants: unknown[];
      mutantCount?: number;
    };
    instance.mutants = instance.mutants.slice(0, mutants);
    delete instance.mutantCount;
    await writeFile(path.join(to, "instance.json"), JSON.stringify(instance, null, 2));
  }
  await writeFile(
    path.join(dir, "benchmark.json"),
    JSON.stringify({
      name,
      version: "1",
      instances,
      environment: { image: image.file, digest: image.digest },
    }),
  );
}
