import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { PassThrough, type Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { byteLimit } from "./byte-limit.ts";
import { TableBundleReader, type BundleReader } from "./bundle-reader.ts";
import { decodeUtf8Name } from "./entry-path.ts";
import { EntryTable, problem } from "./entry-table.ts";
import { exceedsRatio, type BundleLimits } from "./limits.ts";

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;

/** Reads a zip bundle from a file, straight out of the archive (nothing is extracted). */
export async function openZipFile(path: string, limits: BundleLimits): Promise<BundleReader> {
  const sha256 = createHash("sha256");
  for await (const chunk of createReadStream(path)) sha256.update(chunk as Buffer);
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, zipOptions(false), (error, file) => (error ? reject(error) : resolve(file))),
  ).catch((error: Error) => {
    throw problem(path, `not a readable zip: ${error.message}`);
  });
  return readZip(zip, path, sha256.digest("hex"), limits);
}

/** Reads a zip bundle held in memory (an upload). */
export async function openZipBuffer(
  data: Buffer,
  name: string,
  limits: BundleLimits,
): Promise<BundleReader> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, zipOptions(true), (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  ).catch((error: Error) => {
    throw problem(name, `not a readable zip: ${error.message}`);
  });
  return readZip(zip, name, createHash("sha256").update(data).digest("hex"), limits);
}

function zipOptions(inMemory: boolean): yauzl.Options {
  // Names stay raw bytes so that we, not yauzl's cp437 fallback, decide what a valid name is;
  // validateEntrySizes makes an entry's stream fail when it inflates past its declared size.
  return { lazyEntries: true, autoClose: inMemory, decodeStrings: false, validateEntrySizes: true };
}

async function readZip(
  zip: ZipFile,
  label: string,
  sha256: string,
  limits: BundleLimits,
): Promise<BundleReader> {
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw problem(label, `${zip.entryCount} entries, over the limit of ${limits.maxEntries}`);
    }
    const table = new EntryTable<Entry>(limits);
    const entries = await readEntries(zip, label);
    refuseOverlaps(entries);
    let compressed = 0;
    let uncompressed = 0;
    for (const entry of entries) {
      const name = decodeUtf8Name(entry.fileNameRaw);
      if (name === undefined) {
        throw problem(entry.fileNameRaw.toString("latin1"), "entry name is not valid UTF-8");
      }
      const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (type === S_IFLNK) throw problem(name, "symlink entries are not allowed");
      if (name.endsWith("/") || type === S_IFDIR) {
        table.addDirectory(name);
        continue;
      }
      if (type !== 0 && type !== S_IFREG) throw problem(name, "not a regular file or folder");
      if (entry.isEncrypted()) throw problem(name, "encrypted entries are not supported");
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw problem(name, `compression method ${entry.compressionMethod} is not supported`);
      }
      if (exceedsRatio(entry.uncompressedSize, entry.compressedSize, limits)) {
        throw problem(name, `compression ratio over ${limits.maxCompressionRatio}:1 (zip bomb?)`);
      }
      compressed += entry.compressedSize;
      uncompressed += entry.uncompressedSize;
      if (exceedsRatio(uncompressed, compressed, limits)) {
        throw problem(
          name,
          `the archive's files together have a compression ratio over ${limits.maxCompressionRatio}:1 (zip bomb?)`,
        );
      }
      table.addFile(name, entry.uncompressedSize, entry);
    }
    return new TableBundleReader(
      label,
      sha256,
      table.finish(),
      (entry, path) => openEntry(zip, entry, path, limits),
      () => Promise.resolve(zip.close()),
    );
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** A local file header's fixed part: signature, versions, flags, sizes, name and extra lengths. */
const LOCAL_HEADER_BYTES = 30;

/**
 * Refuses entries whose data overlaps another's: the non-recursive zip bomb points many
 * central-directory records at one compressed stream, so a small archive inflates many times
 * over while every entry alone looks sane. An entry's bytes begin at its local header and run
 * at least past its header, its name and its compressed data; a legitimate archive never shares
 * them.
 */
function refuseOverlaps(entries: readonly Entry[]): void {
  const byOffset = [...entries].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  for (let i = 1; i < byOffset.length; i++) {
    const previous = byOffset[i - 1]!;
    const entry = byOffset[i]!;
    const previousEnd =
      previous.relativeOffsetOfLocalHeader +
      LOCAL_HEADER_BYTES +
      previous.fileNameLength +
      previous.compressedSize;
    if (entry.relativeOffsetOfLocalHeader < previousEnd) {
      const name = (e: Entry) => decodeUtf8Name(e.fileNameRaw) ?? e.fileNameRaw.toString("latin1");
      throw problem(
        name(entry),
        `its data overlaps that of '${name(previous)}' (overlapping entries: a zip bomb?)`,
      );
    }
  }
}

function readEntries(zip: ZipFile, label: string): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (error: Error) => reject(problem(label, `corrupt zip: ${error.message}`)));
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry, path: string, limits: BundleLimits): Readable {
  const out = new PassThrough();
  // The declared size already passed the limits; count what inflating really yields as well.
  const limit = byteLimit(
    path,
    Math.min(entry.uncompressedSize, limits.maxFileBytes),
    "its declared size",
  );
  zip.openReadStream(entry, (error, stream) => {
    if (error) {
      out.destroy(problem(path, `cannot read: ${error.message}`));
      return;
    }
    stream.on("error", (e: Error) => out.destroy(problem(path, `cannot read: ${e.message}`)));
    limit.on("error", (e: Error) => {
      stream.destroy();
      out.destroy(e);
    });
    stream.pipe(limit).pipe(out);
  });
  return out;
}
