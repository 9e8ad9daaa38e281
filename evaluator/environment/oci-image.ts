import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { parseJsonFile } from "../schemas.ts";
import { ImageError } from "./image-error.ts";

/**
 * An OCI image read from an image layout folder (`index.json`, `blobs/sha256/…`) or from what
 * `docker save` writes (`manifest.json`, with or without the OCI layout beside it), its config
 * and manifest checked against their digests. Layers are checked as they are unpacked.
 */
export interface OciImage {
  /** The config blob's digest: the image id (`docker inspect -f '{{.Id}}'`). */
  id: string;
  /** The manifest's digest, when the image has an OCI manifest (`RepoDigests`' form). */
  manifestDigest?: string;
  architecture: string;
  /** The config's `Env`: `PATH=…` and the like, for the processes run in the image. */
  env: string[];
  layers: ImageLayer[];
}

export interface ImageLayer {
  /** The layer's file in the opened folder. */
  file: string;
  /** What the file must hash to (OCI descriptors); docker's legacy layout has none. */
  digest?: string;
  /** What the uncompressed tar must hash to: the config's rootfs.diff_ids entry. */
  diffId: string;
}

const digest = z.string().regex(/^sha256:[0-9a-f]{64}$/, "must be sha256:<64 hex digits>");
const descriptor = z.object({
  mediaType: z.string(),
  digest,
  size: z.number().int().nonnegative(),
  platform: z.object({ architecture: z.string(), os: z.string() }).optional(),
});
const indexSchema = z.object({ manifests: z.array(descriptor).min(1, "lists no manifest") });
const manifestSchema = z.object({ config: descriptor, layers: z.array(descriptor) });
const configSchema = z.object({
  architecture: z.string(),
  os: z.string(),
  config: z.object({ Env: z.array(z.string()).nullish() }).nullish(),
  rootfs: z.object({ type: z.literal("layers"), diff_ids: z.array(digest) }),
});
const dockerManifestSchema = z
  .array(z.object({ Config: z.string(), Layers: z.array(z.string()) }))
  .min(1, "lists no image");

const INDEX_TYPES = new Set([
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json",
]);

/** This machine's architecture as OCI names it. */
export function hostArchitecture(): string {
  return (
    { x64: "amd64", arm64: "arm64", arm: "arm", ppc64: "ppc64le", s390x: "s390x" }[
      process.arch as string
    ] ?? process.arch
  );
}

/**
 * Reads the image in folder `dir` (`source` names it in messages). Prefers the OCI layout, whose
 * manifest carries every layer's digest; falls back to docker's legacy `manifest.json`, whose
 * layers are then checked by their diff ids alone.
 */
export async function readOciImage(dir: string, source: string): Promise<OciImage> {
  if (await isFile(path.join(dir, "index.json"))) return readLayout(dir, source);
  if (await isFile(path.join(dir, "manifest.json"))) return readDockerSave(dir, source);
  throw new ImageError(
    `${source}: neither an OCI image layout (no index.json) nor a \`docker save\` archive (no manifest.json)`,
  );
}

async function readLayout(dir: string, source: string): Promise<OciImage> {
  const index = parseJson(
    indexSchema,
    await readFile(path.join(dir, "index.json")),
    `${source}: index.json`,
  );
  let chosen = pickManifest(index.manifests, `${source}: index.json`);
  // A multi-platform image: the index points at another index, whose entries are per platform.
  for (let depth = 0; INDEX_TYPES.has(chosen.mediaType); depth++) {
    if (depth > 4) throw new ImageError(`${source}: index.json: indexes nest too deep`);
    const nested = parseJson(
      indexSchema,
      await readBlob(dir, source, chosen, "an index"),
      `${source}: blob ${chosen.digest}`,
    );
    chosen = pickManifest(nested.manifests, `${source}: blob ${chosen.digest}`);
  }
  const manifest = parseJson(
    manifestSchema,
    await readBlob(dir, source, chosen, "the manifest"),
    `${source}: manifest ${chosen.digest}`,
  );
  const configBytes = await readBlob(dir, source, manifest.config, "the config");
  const config = checkConfig(configBytes, manifest.config.digest, source, manifest.layers.length);
  return {
    id: manifest.config.digest,
    manifestDigest: chosen.digest,
    architecture: config.architecture,
    env: config.config?.Env ?? [],
    layers: manifest.layers.map((layer, i) => ({
      file: blobPath(dir, layer.digest),
      digest: layer.digest,
      diffId: config.rootfs.diff_ids[i] as string,
    })),
  };
}

async function readDockerSave(dir: string, source: string): Promise<OciImage> {
  const images = parseJson(
    dockerManifestSchema,
    await readFile(path.join(dir, "manifest.json")),
    `${source}: manifest.json`,
  );
  if (images.length > 1)
    throw new ImageError(`${source}: manifest.json holds ${images.length} images; save just one`);
  const image = images[0] as z.infer<typeof dockerManifestSchema>[number];
  const configBytes = await readFile(inside(dir, image.Config, source)).catch(() => {
    throw new ImageError(`${source}: ${image.Config}: the config manifest.json names is missing`);
  });
  const id = `sha256:${createHash("sha256").update(configBytes).digest("hex")}`;
  const config = checkConfig(configBytes, id, source, image.Layers.length);
  return {
    id,
    architecture: config.architecture,
    env: config.config?.Env ?? [],
    layers: image.Layers.map((file, i) => ({
      file: inside(dir, file, source),
      diffId: config.rootfs.diff_ids[i] as string,
    })),
  };
}

function checkConfig(bytes: Buffer, id: string, source: string, layers: number) {
  const config = parseJson(configSchema, bytes, `${source}: config ${id}`);
  if (config.os !== "linux")
    throw new ImageError(`${source}: config ${id}: os is '${config.os}'; only linux images run`);
  if (config.architecture !== hostArchitecture())
    throw new ImageError(
      `${source}: the image is for ${config.architecture}, this machine is ${hostArchitecture()}`,
    );
  if (config.rootfs.diff_ids.length !== layers)
    throw new ImageError(
      `${source}: config ${id} lists ${config.rootfs.diff_ids.length} layer diff ids for ${layers} layers`,
    );
  return config;
}

function pickManifest(
  manifests: Array<z.infer<typeof descriptor>>,
  where: string,
): z.infer<typeof descriptor> {
  const arch = hostArchitecture();
  const fits = manifests.filter(
    (m) =>
      m.platform === undefined || (m.platform.os === "linux" && m.platform.architecture === arch),
  );
  const chosen = fits[0];
  if (chosen === undefined)
    throw new ImageError(
      `${where}: no manifest for linux/${arch} (it has ${manifests.map((m) => `${m.platform?.os}/${m.platform?.architecture}`).join(", ")})`,
    );
  return chosen;
}

/** A blob of the layout, checked against its descriptor's digest and size. */
async function readBlob(
  dir: string,
  source: string,
  desc: z.infer<typeof descriptor>,
  what: string,
): Promise<Buffer> {
  const bytes = await readFile(blobPath(dir, desc.digest)).catch(() => {
    throw new ImageError(`${source}: blob ${desc.digest} (${what}) is missing`);
  });
  const actual = `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
  if (actual !== desc.digest || bytes.byteLength !== desc.size)
    throw new ImageError(
      `${source}: blob ${desc.digest} (${what}) has digest ${actual} and ${bytes.byteLength} bytes, not ${desc.size}: the image is damaged or altered`,
    );
  return bytes;
}

export function blobPath(dir: string, blobDigest: string): string {
  return path.join(dir, "blobs", "sha256", blobDigest.slice("sha256:".length));
}

/** sha256 of a whole file, streamed, as `sha256:<hex>`. */
export async function fileDigest(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return `sha256:${hash.digest("hex")}`;
}

/** A path manifest.json names, refused when it leaves the archive. */
function inside(dir: string, name: string, source: string): string {
  const full = path.resolve(dir, name);
  if (!full.startsWith(path.resolve(dir) + path.sep))
    throw new ImageError(`${source}: manifest.json names '${name}', outside the archive`);
  return full;
}

function parseJson<T>(schema: z.ZodType<T>, bytes: Buffer, file: string): T {
  const parsed = parseJsonFile(schema, bytes.toString("utf8"), file);
  if (!parsed.ok)
    throw new ImageError(parsed.problems.map((p) => `${p.file}: ${p.message}`).join("\n"));
  return parsed.value;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}
