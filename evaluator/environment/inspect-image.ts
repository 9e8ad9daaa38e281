import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { digestOf, extractArchive, newHash, uncompressed } from "./image-archive.ts";
import { ImageError } from "./image-error.ts";
import { readOciImage, type OciImage } from "./oci-image.ts";

export interface ImageSummary extends OciImage {
  /** Bytes of each layer as stored and uncompressed. */
  layerSizes: Array<{ stored: number; uncompressed: number }>;
}

/**
 * Reads an image (a layout folder or a `docker save` tar) and checks every blob against its
 * digest, without unpacking it: `tsb env inspect`, for learning the digest to declare.
 */
export async function inspectImage(source: string): Promise<ImageSummary> {
  const info = await stat(source).catch(() => null);
  if (info === null) throw new ImageError(`${source}: no such file or folder`);
  const scratch = info.isFile() ? await mkdtemp(path.join(os.tmpdir(), "tsb-inspect-")) : null;
  try {
    const dir = scratch ? path.join(scratch, "image") : source;
    if (scratch) await extractArchive(source, dir);
    const image = await readOciImage(dir, source);
    const layerSizes: ImageSummary["layerSizes"] = [];
    for (const [i, layer] of image.layers.entries()) {
      const where = `${source}: layer ${i + 1} (${layer.digest ?? layer.diffId})`;
      const packed = newHash();
      const plain = newHash();
      let bytes = 0;
      await pipeline(
        await uncompressed(layer.file, where, { packed, plain }),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.byteLength;
            done();
          },
        }),
      );
      if (layer.digest !== undefined && digestOf(packed) !== layer.digest)
        throw new ImageError(
          `${where}: its blob's digest is not ${layer.digest}: damaged or altered`,
        );
      if (digestOf(plain) !== layer.diffId)
        throw new ImageError(
          `${where}: uncompressed, it is not the config's diff id ${layer.diffId}: damaged or altered`,
        );
      layerSizes.push({ stored: (await stat(layer.file)).size, uncompressed: bytes });
    }
    return { ...image, layers: image.layers, layerSizes };
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}
