import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import tar from "tar-stream";
import { hostArchitecture } from "../oci-image.ts";

/** One entry of a test layer: a file (with content), a folder, a symlink or a hard link. */
export type LayerEntry =
  | { name: string; content: string; mode?: number }
  | { name: string; dir: true; mode?: number }
  | { name: string; symlink: string }
  | { name: string; hardlink: string };

/** A layer as an uncompressed tar, written with tar-stream as an image builder would. */
export async function layerTar(entries: LayerEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const mtime = new Date(1_700_000_000_000);
  for (const entry of entries) {
    if ("content" in entry)
      pack.entry({ name: entry.name, mode: entry.mode ?? 0o644, mtime }, entry.content);
    else if ("dir" in entry)
      pack.entry({ name: entry.name, type: "directory", mode: entry.mode ?? 0o755, mtime });
    else if ("symlink" in entry)
      pack.entry({ name: entry.name, type: "symlink", linkname: entry.symlink, mtime });
    else pack.entry({ name: entry.name, type: "link", linkname: entry.hardlink, mtime });
  }
  pack.finalize();
  return drain(pack);
}

const sha = (bytes: Buffer) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

/** Writes an OCI image layout of `layers` (gzipped when asked) into `dir`; returns its digests. */
export async function writeTestLayout(
  dir: string,
  layers: Buffer[],
  options: { gzip?: boolean } = {},
): Promise<{ id: string; manifestDigest: string; layerFiles: string[] }> {
  await mkdir(path.join(dir, "blobs", "sha256"), { recursive: true });
  const put = async (bytes: Buffer) => {
    const digest = sha(bytes);
    await writeFile(path.join(dir, "blobs", "sha256", digest.slice(7)), bytes);
    return { digest, size: bytes.byteLength };
  };
  const stored = layers.map((l) => (options.gzip ? gzipSync(l) : l));
  const layerDescs = [];
  for (const bytes of stored) layerDescs.push(await put(bytes));
  const config = Buffer.from(
    JSON.stringify({
      architecture: hostArchitecture(),
      os: "linux",
      config: { Env: ["PATH=/usr/bin:/bin"] },
      rootfs: { type: "layers", diff_ids: layers.map(sha) },
    }),
  );
  const configDesc = await put(config);
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      config: { mediaType: "application/vnd.oci.image.config.v1+json", ...configDesc },
      layers: layerDescs.map((d) => ({
        mediaType: `application/vnd.oci.image.layer.v1.tar${options.gzip ? "+gzip" : ""}`,
        ...d,
      })),
    }),
  );
  const manifestDesc = await put(manifest);
  await writeFile(
    path.join(dir, "index.json"),
    JSON.stringify({
      schemaVersion: 2,
      manifests: [{ mediaType: "application/vnd.oci.image.manifest.v1+json", ...manifestDesc }],
    }),
  );
  await writeFile(path.join(dir, "oci-layout"), JSON.stringify({ imageLayoutVersion: "1.0.0" }));
  return {
    id: configDesc.digest,
    manifestDigest: manifestDesc.digest,
    layerFiles: layerDescs.map((d) => path.join(dir, "blobs", "sha256", d.digest.slice(7))),
  };
}

/**
 * What `docker save` wrote before Docker 25 (and `podman save` still writes): manifest.json,
 * `<config hex>.json` and `<layer id>/layer.tar`, no OCI index. Returns the tar and the image id.
 */
export async function dockerSaveTar(layers: Buffer[]): Promise<{ tar: Buffer; id: string }> {
  const config = Buffer.from(
    JSON.stringify({
      architecture: hostArchitecture(),
      os: "linux",
      config: { Env: ["PATH=/usr/bin:/bin"] },
      rootfs: { type: "layers", diff_ids: layers.map(sha) },
    }),
  );
  const id = sha(config);
  const names = layers.map((_, i) => `layer${i}/layer.tar`);
  const entries = [
    { name: `${id.slice(7)}.json`, bytes: config },
    ...layers.map((bytes, i) => ({ name: names[i] as string, bytes })),
    {
      name: "manifest.json",
      bytes: Buffer.from(
        JSON.stringify([{ Config: `${id.slice(7)}.json`, RepoTags: ["t:1"], Layers: names }]),
      ),
    },
  ];
  const pack = tar.pack();
  for (const { name, bytes } of entries) pack.entry({ name }, bytes);
  pack.finalize();
  return { tar: await drain(pack), id };
}

async function drain(pack: tar.Pack): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
