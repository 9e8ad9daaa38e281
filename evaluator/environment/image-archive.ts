import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, open } from "node:fs/promises";
import path from "node:path";
import { PassThrough, pipeline as chain, Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { entryPath } from "./apply-layer.ts";
import { ImageError } from "./image-error.ts";

/** How a layer or an archive is compressed, told by its first bytes. */
export async function compressionOf(file: string): Promise<"gzip" | "zstd" | "none"> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return "gzip";
    if (head.readUInt32LE(0) === 0xfd2fb528) return "zstd";
    return "none";
  } finally {
    await handle.close();
  }
}

/** Node's zstd decoder, where this Node has one (22.15 and later). */
const zstd = (zlib as unknown as { createZstdDecompress?: () => Transform }).createZstdDecompress;

/**
 * A stream of `file` uncompressed; `where` names it in the error for an unknown compression.
 * `taps` are fed the bytes as read (`packed`) and as uncompressed (`plain`).
 */
export async function uncompressed(
  file: string,
  where: string,
  taps: { packed?: Hash; plain?: Hash } = {},
): Promise<Readable> {
  const kind = await compressionOf(file);
  const stages: Array<NodeJS.ReadableStream | NodeJS.ReadWriteStream> = [createReadStream(file)];
  if (taps.packed) stages.push(hashing(taps.packed));
  if (kind === "gzip") stages.push(zlib.createGunzip());
  if (kind === "zstd") {
    if (zstd === undefined)
      throw new ImageError(
        `${where}: zstd-compressed, which this Node (${process.version}) cannot read; use Node 22.15+ or save the image with gzip or no compression`,
      );
    stages.push(zstd());
  }
  if (taps.plain) stages.push(hashing(taps.plain));
  // The last stage carries any error of the chain to whoever reads it.
  const out = new PassThrough();
  chain([...stages, out], (error) => {
    if (error) out.destroy(error);
  });
  return out;
}

/** A pass-through stream that feeds what flows through it to `hash`. */
export function hashing(hash: Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

export const newHash = (): Hash => createHash("sha256");
export const digestOf = (hash: Hash): string => `sha256:${hash.digest("hex")}`;

/**
 * Unpacks a `docker save` archive (a tar, or a gzipped one) into `dest`: its regular files and
 * folders only, every name checked to stay inside. The layers inside are unpacked later.
 */
export async function extractArchive(file: string, dest: string): Promise<void> {
  const extract = tar.extract();
  // docker's legacy layout links a layer saved twice to its first copy.
  const links: Array<{ rel: string; target: string }> = [];
  const done = pipeline(await uncompressed(file, file), extract);
  done.catch(() => undefined);
  for await (const entry of extract) {
    const rel = entryPath(entry.header.name, file);
    if (rel !== null && entry.header.type === "directory")
      await mkdir(path.join(dest, rel), { recursive: true });
    if (rel !== null && entry.header.type === "file") {
      await mkdir(path.dirname(path.join(dest, rel)), { recursive: true });
      await pipeline(entry, createWriteStream(path.join(dest, rel)));
      continue;
    }
    if (rel !== null && entry.header.type === "symlink" && entry.header.linkname)
      links.push({ rel, target: path.posix.join(path.posix.dirname(rel), entry.header.linkname) });
    entry.resume();
  }
  await done;
  for (const { rel, target } of links) {
    const source = entryPath(target, file);
    if (source === null) continue;
    await mkdir(path.dirname(path.join(dest, rel)), { recursive: true });
    await copyFile(path.join(dest, source), path.join(dest, rel)).catch(() => {
      throw new ImageError(`${file}: ${rel} links to ${target}, which the archive lacks`);
    });
  }
}
