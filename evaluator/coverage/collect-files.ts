import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";

/** The coverage folder's files (path relative to it → bytes), as a coverage run left them. */
export type CoverageFiles = Map<string, Buffer>;

/** Unpacked bytes a coverage run may hand out; past it the run has no coverage (a clear error). */
export const COVERAGE_BYTES_CAP = 512 * 1024 * 1024;

/** The gzipped tar the sandbox hands out on fd 5; regular files only, nothing written to disk. */
export async function untarCoverage(gzipped: Buffer): Promise<CoverageFiles> {
  const files: CoverageFiles = new Map();
  if (gzipped.byteLength === 0) return files;
  let total = 0;
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on("data", (data: unknown) => {
      const chunk = data as Buffer;
      total += chunk.byteLength;
      if (total > COVERAGE_BYTES_CAP)
        stream.destroy(new Error(`the coverage files exceed ${COVERAGE_BYTES_CAP} bytes`));
      else if (header.type === "file") chunks.push(chunk);
    });
    stream.on("end", () => {
      const name = path.posix.normalize(header.name).replace(/^\.\//, "");
      if (header.type === "file" && !name.startsWith("..") && !path.posix.isAbsolute(name))
        files.set(name, Buffer.concat(chunks));
      next();
    });
    stream.resume();
  });
  await pipeline(Readable.from([gzipped]), createGunzip(), extract);
  return files;
}

/** The same from a folder on the host (the sandboxes other than bubblewrap write there). */
export async function readCoverageDir(dir: string): Promise<CoverageFiles> {
  const files: CoverageFiles = new Map();
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  )) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    total += bytes.byteLength;
    if (total > COVERAGE_BYTES_CAP)
      throw new Error(`the coverage files exceed ${COVERAGE_BYTES_CAP} bytes`);
    files.set(path.relative(dir, file).split(path.sep).join("/"), bytes);
  }
  return files;
}
