import { open, stat } from "node:fs/promises";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { BundleReader } from "./bundle-reader.ts";

export type { BundleReader } from "./bundle-reader.ts";
export { defaultBundleLimits, type BundleLimits } from "./limits.ts";
import { problem } from "./entry-table.ts";
import { openFolderBundle } from "./folder-bundle.ts";
import { resolveBundleLimits, type BundleLimits } from "./limits.ts";
import { openTarBundle } from "./tar-bundle.ts";
import { openZipBuffer, openZipFile } from "./zip-bundle.ts";

type ArchiveKind = "zip" | "tar.gz" | "tar";

/** Tells an archive by its first bytes, not its name: uploads and renamed files lie. */
function sniff(head: Buffer): ArchiveKind | undefined {
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)) return "zip";
  if (head[0] === 0x1f && head[1] === 0x8b) return "tar.gz";
  if (head.subarray(257, 262).toString("latin1") === "ustar") return "tar";
  return undefined;
}

const notAnArchive = (label: string) =>
  problem(label, "not a folder, .zip, .tar.gz or .tar (unrecognised first bytes)");

/** A file name that `openBundle` reads as a bundle archive (a folder is a bundle too). */
export const BUNDLE_ARCHIVE_NAME = /\.(zip|tar\.gz|tgz|tar)$/;

/**
 * Opens a result bundle at `path`: a folder, a .zip, a .tar.gz/.tgz or a plain .tar. Every entry
 * is checked against `limits` (defaults: `defaultBundleLimits`) and the path rules before the
 * reader is returned; a problem throws `BundleError` naming the entry.
 */
export async function openBundle(
  path: string,
  limits?: Partial<BundleLimits>,
): Promise<BundleReader> {
  const resolved = resolveBundleLimits(limits);
  const info = await stat(path).catch(() => {
    throw problem(path, "no such file or folder");
  });
  if (info.isDirectory()) return openFolderBundle(path, resolved);
  const handle = await open(path, "r");
  const head = Buffer.alloc(512);
  try {
    await handle.read(head, 0, 512, 0);
  } finally {
    await handle.close();
  }
  const kind = sniff(head);
  if (kind === "zip") return openZipFile(path, resolved);
  if (kind === undefined) throw notAnArchive(path);
  return openTarBundle(createReadStream(path), path, kind === "tar.gz", resolved);
}

/** Opens a bundle uploaded as bytes; `name` labels it in messages. */
export async function openBundleBuffer(
  data: Buffer,
  name: string,
  limits?: Partial<BundleLimits>,
): Promise<BundleReader> {
  const resolved = resolveBundleLimits(limits);
  const kind = sniff(data);
  if (kind === "zip") return openZipBuffer(data, name, resolved);
  if (kind === undefined) throw notAnArchive(name);
  return openTarBundle(Readable.from([data]), name, kind === "tar.gz", resolved);
}
