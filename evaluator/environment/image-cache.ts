import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { parseJsonFile } from "../schemas.ts";
import { applyLayer, finishFolders, type DeferredDirs } from "./apply-layer.ts";
import { digestOf, extractArchive, newHash, uncompressed } from "./image-archive.ts";
import { ImageError, ImageMissingError } from "./image-error.ts";
import { readOciImage, type OciImage } from "./oci-image.ts";

/** Where unpacked images live by default, beside the build cache. */
export const DEFAULT_IMAGE_CACHE = path.join(".cache", "images");

/** An image unpacked into the cache: its root file system and what processes in it need. */
export interface UnpackedImage {
  /** The digest it was asked for and verified against (the image id or its manifest digest). */
  digest: string;
  /** The config's digest, the image id. */
  id: string;
  rootfs: string;
  /** The config's `Env` (`PATH=…`). */
  env: string[];
}

const recordSchema = z.object({
  digest: z.string(),
  id: z.string(),
  manifestDigest: z.string().optional(),
  env: z.array(z.string()),
  source: z.string(),
});

export interface ImageRequest {
  /** An OCI image layout folder or a `docker save` tar (gzipped or not). */
  image: string;
  digest: string;
  /** Where the request comes from, for messages (`benchmark.json`). */
  declaredIn: string;
}

/**
 * The image unpacked into `cacheRoot/<digest>/rootfs`, doing it now if it is not there yet.
 * The image must have the requested digest (as its id or its manifest's digest), its config and
 * manifest must match their digests, and every layer its descriptor's digest and diff id; a
 * mismatch anywhere is an ImageError and leaves nothing in the cache. The unpacking happens in
 * a scratch folder renamed into place at the end, so a cache entry is either whole or absent,
 * and two processes unpacking at once both end up using the one that won.
 */
export async function unpackImage(
  request: ImageRequest,
  cacheRoot: string,
): Promise<UnpackedImage> {
  const final = path.join(path.resolve(cacheRoot), request.digest.replace(":", "-"));
  const cached = await readRecord(final);
  if (cached) return cached;
  const info = await stat(request.image).catch(() => null);
  if (info === null)
    throw new ImageMissingError(
      `${request.declaredIn}: environment image ${request.image} (${request.digest}) is not there, nor unpacked in ${cacheRoot}`,
    );
  await mkdir(cacheRoot, { recursive: true });
  const staging = await mkdtemp(path.join(path.resolve(cacheRoot), ".unpack-"));
  try {
    let sourceDir = request.image;
    if (info.isFile()) {
      sourceDir = path.join(staging, "source");
      await extractArchive(request.image, sourceDir);
    }
    const image = await readOciImage(sourceDir, request.image);
    if (request.digest !== image.id && request.digest !== image.manifestDigest)
      throw new ImageError(
        `${request.declaredIn}: environment digest is ${request.digest}, but ${request.image} is image ${image.id}` +
          (image.manifestDigest ? ` (manifest ${image.manifestDigest})` : ""),
      );
    const rootfs = path.join(staging, "rootfs");
    await mkdir(rootfs);
    await applyLayers(image, rootfs, request.image);
    const record: z.infer<typeof recordSchema> = {
      digest: request.digest,
      id: image.id,
      ...(image.manifestDigest ? { manifestDigest: image.manifestDigest } : {}),
      env: image.env,
      source: request.image,
    };
    await writeFile(path.join(staging, "image.json"), `${JSON.stringify(record, null, 2)}\n`);
    await rm(path.join(staging, "source"), { recursive: true, force: true });
    await chmod(staging, 0o755);
    try {
      await rename(staging, final);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST" && code !== "ENOTEMPTY") throw error;
      // Another process unpacked it first: use theirs.
    }
    const done = await readRecord(final);
    if (!done) throw new ImageError(`${final}: unpacked, but its image.json cannot be read`);
    return done;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Every layer in order, each checked against its digest and diff id as it streams in. */
async function applyLayers(image: OciImage, rootfs: string, source: string): Promise<void> {
  const dirs: DeferredDirs = new Map();
  for (const [i, layer] of image.layers.entries()) {
    const where = `${source}: layer ${i + 1} of ${image.layers.length} (${layer.digest ?? layer.diffId})`;
    if (!(await stat(layer.file).catch(() => null))?.isFile())
      throw new ImageError(`${where}: its blob is missing`);
    const packed = newHash();
    const plain = newHash();
    await applyLayer(
      rootfs,
      await uncompressed(layer.file, where, { packed, plain }),
      where,
      dirs,
    ).catch((error: unknown) => {
      if (error instanceof ImageError) throw error;
      throw new ImageError(`${where}: ${(error as Error).message}`);
    });
    const packedDigest = digestOf(packed);
    const diffId = digestOf(plain);
    if (layer.digest !== undefined && packedDigest !== layer.digest)
      throw new ImageError(
        `${where}: the blob's digest is ${packedDigest}: the image is damaged or altered`,
      );
    if (diffId !== layer.diffId)
      throw new ImageError(
        `${where}: the uncompressed layer's digest is ${diffId}, not the config's diff id ${layer.diffId}: the image is damaged or altered`,
      );
  }
  finishFolders(dirs);
}

async function readRecord(dir: string): Promise<UnpackedImage | null> {
  const text = await readFile(path.join(dir, "image.json"), "utf8").catch(() => null);
  if (text === null) return null;
  const parsed = parseJsonFile(recordSchema, text, path.join(dir, "image.json"));
  if (!parsed.ok)
    throw new ImageError(parsed.problems.map((p) => `${p.file}: ${p.message}`).join("; "));
  return {
    digest: parsed.value.digest,
    id: parsed.value.id,
    rootfs: path.join(dir, "rootfs"),
    env: parsed.value.env,
  };
}
