import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

/** sha256 of a file's bytes, hex. Streams so a large executable is never held in memory. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function sha256Text(...parts: Array<string | Buffer>): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    // Length-prefix each part so that ("ab","c") and ("a","bc") differ.
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    hash.update(`${bytes.byteLength}:`).update(bytes);
  }
  return hash.digest("hex");
}

/**
 * sha256 over a folder: every regular file's relative path, executable bit and bytes, in
 * sorted path order, so the digest changes exactly when the tree's content does. `skip` names
 * top-level entries to leave out (a stale `executable` left in a source folder, for one).
 */
export async function sha256Tree(
  dir: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<string> {
  const files = (await listFiles(dir)).filter((f) => !skip.has(f.split("/")[0] ?? f)).sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const full = path.join(dir, file);
    const info = await stat(full);
    const content = await readFile(full);
    hash
      .update(`${file}\0${info.mode & 0o111 ? "x" : "-"}\0${content.byteLength}\0`)
      .update(content);
  }
  return hash.digest("hex");
}

/** Relative paths (with `/`) of the regular files under `dir`; symlinks are not followed. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}
