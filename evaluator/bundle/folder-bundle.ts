import { createHash } from "node:crypto";
import { closeSync, createReadStream, openSync, readFileSync, readSync } from "node:fs";
import { lstat, readdir, realpath, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { TableBundleReader, type BundleReader } from "./bundle-reader.ts";
import { EntryTable, problem } from "./entry-table.ts";
import type { BundleLimits } from "./limits.ts";

/**
 * Reads a bundle that is a folder on disk. A symlink is followed only when it resolves to a
 * file inside the folder; one that leaves the folder, or points at a folder (which could loop),
 * is an error.
 */
export async function openFolderBundle(root: string, limits: BundleLimits): Promise<BundleReader> {
  const realRoot = await realpath(root);
  const table = new EntryTable<string>(limits);

  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const absolute = join(dir, entry.name);
      const name = relative(realRoot, absolute).split(sep).join("/");
      // Node decodes a name that is not UTF-8 with replacement characters.
      if (name.includes("\uFFFD")) throw problem(name, "file name is not valid UTF-8");
      if (entry.isDirectory()) {
        table.addDirectory(`${name}/`);
        await walk(absolute);
      } else if (entry.isFile()) {
        table.addFile(name, (await lstat(absolute)).size, absolute);
      } else if (entry.isSymbolicLink()) {
        const target = await realpath(absolute).catch(() => undefined);
        if (target === undefined) throw problem(name, "symlink is broken");
        const inside = relative(realRoot, target);
        if (inside === "" || inside.startsWith("..") || inside.startsWith(sep)) {
          throw problem(name, "symlink points outside the bundle");
        }
        const info = await stat(target);
        if (!info.isFile()) throw problem(name, "symlink points to something other than a file");
        table.addFile(name, info.size, target);
      } else {
        throw problem(name, "not a regular file or folder");
      }
    }
  };
  await walk(realRoot);
  const files = table.finish();
  // Computed on first use: `tsb score` never asks, and hashing means reading every file twice.
  return new TableBundleReader(
    root,
    () => folderDigest(files),
    files,
    (source) => createReadStream(source),
    async () => {},
    // Read synchronously: a bundle's thousands of small JUnit files cost four thread-pool round
    // trips each through fs/promises (open, fstat, read, close), about 15% of `tsb score`'s
    // CPU on a full-scale bundle (bench/score.ts); one blocking call of a few microseconds does.
    (source) => Promise.resolve(readFileSync(source)),
  );
}

/** sha256 over "path\0sha256(content)\n" lines, sorted by path: stable across copies of a folder. */
function folderDigest(files: Map<string, { source: string }>): string {
  const total = createHash("sha256");
  for (const [path, { source }] of files) {
    total.update(`${path}\0${hashFile(source)}\n`);
  }
  return total.digest("hex");
}

/**
 * sha256 of one file, read synchronously in 1 MB pieces: memory stays bounded whatever the
 * file's size, and it costs less CPU than a stream per file.
 */
function hashFile(source: string): string {
  const hash = createHash("sha256");
  const fd = openSync(source, "r");
  try {
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (let n = readSync(fd, chunk); n > 0; n = readSync(fd, chunk))
      hash.update(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}
