import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import { ImageError } from "./image-error.ts";
import { fileDigest, hostArchitecture } from "./oci-image.ts";

export interface LayoutOptions {
  /** The image's creation time; with the same layer it makes the same digests. */
  created: Date;
  /** The config's `Env`. */
  env: string[];
  /** Written as the image's name: `org.opencontainers.image.ref.name` and docker's RepoTags. */
  tag: string;
  /** What made the layer, for the config's history. */
  createdBy: string;
}

export interface WrittenImage {
  /** The config's digest: the image id, what a benchmark declares. */
  id: string;
  manifestDigest: string;
  layerBytes: number;
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
const sha = (bytes: Buffer): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

/**
 * Writes a one-layer image (the root file system tar `layerTar`, kept uncompressed so its
 * digest is its diff id) as an OCI image layout: a folder, or, when `out` ends in `.tar`, one
 * tar that `docker load` and `podman load` also take (it carries docker's manifest.json beside
 * the OCI index). Everything written is a function of the layer and `options`: no clock, no
 * host name, so the same packages give the same digests.
 */
export async function writeLayout(
  layerTar: string,
  out: string,
  options: LayoutOptions,
): Promise<WrittenImage> {
  const layerDigest = await fileDigest(layerTar);
  const layerBytes = (await stat(layerTar)).size;
  const created = options.created.toISOString().replace(/\.000Z$/, "Z");
  const config = json({
    created,
    architecture: hostArchitecture(),
    os: "linux",
    config: { Env: options.env, Cmd: ["/bin/sh"] },
    rootfs: { type: "layers", diff_ids: [layerDigest] },
    history: [{ created, created_by: options.createdBy }],
  });
  const configDigest = sha(config);
  const manifest = json({
    schemaVersion: 2,
    mediaType: "application/vnd.oci.image.manifest.v1+json",
    config: {
      mediaType: "application/vnd.oci.image.config.v1+json",
      digest: configDigest,
      size: config.byteLength,
    },
    layers: [
      {
        mediaType: "application/vnd.oci.image.layer.v1.tar",
        digest: layerDigest,
        size: layerBytes,
      },
    ],
  });
  const manifestDigest = sha(manifest);
  const index = json({
    schemaVersion: 2,
    mediaType: "application/vnd.oci.image.index.v1+json",
    manifests: [
      {
        mediaType: "application/vnd.oci.image.manifest.v1+json",
        digest: manifestDigest,
        size: manifest.byteLength,
        platform: { architecture: hostArchitecture(), os: "linux" },
        annotations: { "org.opencontainers.image.ref.name": options.tag },
      },
    ],
  });
  const blob = (digest: string) => `blobs/sha256/${digest.slice("sha256:".length)}`;
  const docker = json([
    { Config: blob(configDigest), RepoTags: [options.tag], Layers: [blob(layerDigest)] },
  ]);
  const small: Array<[string, Buffer]> = [
    ["oci-layout", json({ imageLayoutVersion: "1.0.0" })],
    ["index.json", index],
    ["manifest.json", docker],
    [blob(configDigest), config],
    [blob(manifestDigest), manifest],
  ];
  if (out.endsWith(".tar"))
    await writeTar(out, small, [blob(layerDigest), layerTar], options.created);
  else await writeFolder(out, small, [blob(layerDigest), layerTar]);
  return { id: configDigest, manifestDigest, layerBytes };
}

async function writeFolder(
  out: string,
  small: Array<[string, Buffer]>,
  [layerName, layerTar]: [string, string],
): Promise<void> {
  if ((await readdir(out).catch(() => [])).length > 0)
    throw new ImageError(`--out ${out}: folder exists and is not empty`);
  await mkdir(path.join(out, "blobs", "sha256"), { recursive: true });
  for (const [name, bytes] of small) await writeFile(path.join(out, name), bytes);
  await copyFile(layerTar, path.join(out, layerName));
}

async function writeTar(
  out: string,
  small: Array<[string, Buffer]>,
  [layerName, layerTar]: [string, string],
  mtime: Date,
): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(`${out}.part`));
  const header = { mode: 0o644, uid: 0, gid: 0, mtime };
  for (const dir of ["blobs/", "blobs/sha256/"])
    pack.entry({ ...header, name: dir, type: "directory", mode: 0o755 });
  for (const [name, bytes] of small) pack.entry({ ...header, name }, bytes);
  const size = (await stat(layerTar)).size;
  const entry = pack.entry({ ...header, name: layerName, size });
  await pipeline(createReadStream(layerTar), entry);
  pack.finalize();
  await written;
  await rename(`${out}.part`, out);
}
