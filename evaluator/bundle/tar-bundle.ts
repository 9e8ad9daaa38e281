import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { TableBundleReader, type BundleReader } from "./bundle-reader.ts";
import { decodeUtf8Name, normalizeEntryPath } from "./entry-path.ts";
import { EntryTable, problem } from "./entry-table.ts";
import { exceedsRatio, type BundleLimits } from "./limits.ts";

/**
 * Reads a tar or tar.gz bundle. tar has no index to seek in, so it is streamed once into a
 * temporary folder (checking every limit on the way) and served from there; `close()` removes it.
 */
export async function openTarBundle(
  source: Readable,
  label: string,
  gzipped: boolean,
  limits: BundleLimits,
): Promise<BundleReader> {
  const dir = await mkdtemp(join(tmpdir(), "tsb-bundle-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const hash = createHash("sha256");
    const table = await extract(source, hash, label, gzipped, dir, limits);
    return new TableBundleReader(
      label,
      hash.digest("hex"),
      table.finish(),
      (file) => createReadStream(file),
      cleanup,
      (file) => readFile(file),
    );
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function extract(
  source: Readable,
  hash: Hash,
  label: string,
  gzipped: boolean,
  dir: string,
  limits: BundleLimits,
): Promise<EntryTable<string>> {
  const table = new EntryTable<string>(limits);
  // latin1 keeps the header's bytes as they are, so names can be checked as strict UTF-8.
  // (The option is missing from @types/tar-stream, hence the cast.)
  const extractor = tar.extract({ filenameEncoding: "latin1" } as Parameters<
    typeof tar.extract
  >[0]);
  let compressed = 0;
  let inflated = 0;
  const countCompressed = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      compressed += chunk.byteLength;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // The ratio is checked over the whole stream: gzip does not say where one file ends.
  const countInflated = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.byteLength;
      if (exceedsRatio(inflated, compressed, limits)) {
        done(problem(label, `compression ratio over ${limits.maxCompressionRatio}:1 (tar bomb?)`));
      } else if (inflated > limits.maxTotalBytes + 1024 * 1024) {
        done(problem(label, `bundle unpacks to more than ${limits.maxTotalBytes} bytes`));
      } else done(null, chunk);
    },
  });

  const consume = async (): Promise<void> => {
    for await (const entry of extractor) {
      const header = entry.header;
      const name = entryName(header);
      if (header.type === "symlink") throw problem(name, "symlink entries are not allowed");
      if (header.type === "link") throw problem(name, "hardlink entries are not allowed");
      if (header.type === "directory") {
        table.addDirectory(name);
        entry.resume();
        continue;
      }
      if ((header.type as string) === "pax-global-header") {
        entry.resume();
        continue;
      }
      if (header.type !== "file" && header.type !== "contiguous-file") {
        throw problem(name, `${header.type ?? "unknown"} entries are not allowed`);
      }
      const target = join(dir, "files", checkedPath(name));
      table.addFile(name, header.size ?? 0, target);
      await mkdir(dirname(target), { recursive: true }).catch((error: unknown) => {
        throw problem(name, extractionProblem(error, "path runs through a file"));
      });
      await pipeline(entry, createWriteStream(target, { flags: "wx" })).catch((error: unknown) => {
        if (error instanceof Error && "problems" in error) throw error;
        throw problem(name, extractionProblem(error, "cannot be extracted"));
      });
    }
  };

  const stages = gzipped ? [createGunzip(), countInflated] : [];
  await Promise.all([
    pipeline([source, countCompressed, ...stages, extractor as unknown as NodeJS.WritableStream]),
    consume(),
  ]).catch((error: unknown) => {
    source.destroy();
    extractor.destroy();
    if (error instanceof Error && !("problems" in error)) {
      // A file-system error's message quotes the extraction folder: name its code only.
      const reason =
        "syscall" in error ? String((error as NodeJS.ErrnoException).code) : error.message;
      throw problem(label, `not a readable ${gzipped ? "tar.gz" : "tar"}: ${reason}`);
    }
    throw error;
  });
  return table;
}

function entryName(header: tar.Header): string {
  // A pax "path" record was already decoded as UTF-8 by tar-stream; bad bytes show as U+FFFD.
  const paxPath = (header.pax as { path?: string } | undefined)?.path;
  if (paxPath !== undefined) {
    if (paxPath.includes("\uFFFD")) throw problem(paxPath, "entry name is not valid UTF-8");
    return paxPath;
  }
  const name = decodeUtf8Name(Buffer.from(header.name, "latin1"));
  if (name === undefined) throw problem(header.name, "entry name is not valid UTF-8");
  return name;
}

function checkedPath(name: string): string {
  const normalized = normalizeEntryPath(name);
  if ("problem" in normalized) throw problem(name, normalized.problem);
  return normalized.path;
}

/**
 * What went wrong writing an entry, said about the entry: the file system's own message names
 * the server's temporary folder, which must never reach the uploader (docs/api.md).
 */
function extractionProblem(error: unknown, fallback: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENAMETOOLONG")
    return "a name in this path is too long to extract (255 bytes at most)";
  if (code === "EEXIST") return "duplicate entry";
  if (code === "ENOTDIR") return "path runs through a file";
  return code ? `${fallback} (${code})` : fallback;
}
