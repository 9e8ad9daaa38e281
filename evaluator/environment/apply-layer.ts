import {
  chmodSync,
  createWriteStream,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  type Stats,
} from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import { ImageError } from "./image-error.ts";

/** Directory modes and times, applied once every layer is in (a 0555 folder must stay writable until then). */
export type DeferredDirs = Map<string, { mode: number; mtime: Date | undefined }>;

const OPAQUE = ".wh..wh..opq";
const WHITEOUT = ".wh.";
/** How many symlinks a path may pass through, as Linux allows (MAXSYMLINKS). */
const MAX_HOPS = 40;

/**
 * Applies one layer (an uncompressed tar stream) to `root`, the way a container engine does:
 * entries replace what lower layers left, `.wh.<name>` deletes `<name>`, `.wh..wh..opq` empties
 * its folder of what lower layers put there. Every path is resolved inside `root`, symlinks
 * included, as if `root` were `/`: a layer's `lib -> /` followed by `lib/x` writes `root/x`,
 * never the host's. Device nodes are skipped (the sandbox brings its own /dev); setuid and
 * setgid bits are dropped.
 */
export async function applyLayer(
  root: string,
  layer: Readable,
  layerName: string,
  dirs: DeferredDirs,
): Promise<void> {
  const extract = tar.extract();
  const done = pipeline(layer, extract);
  // Awaited below; a failure while reading entries must not leave it unhandled meanwhile.
  done.catch(() => undefined);
  try {
    await applyEntries(root, extract, layerName, dirs);
  } catch (error) {
    layer.destroy();
    throw error;
  }
  await done;
}

async function applyEntries(
  root: string,
  extract: tar.Extract,
  layerName: string,
  dirs: DeferredDirs,
): Promise<void> {
  const added = new Set<string>();
  for await (const entry of extract) {
    const { header } = entry;
    const rel = entryPath(header.name, layerName);
    if (rel === null) {
      entry.resume();
      continue;
    }
    const base = path.posix.basename(rel);
    const parentRel = path.posix.dirname(rel);
    if (base === OPAQUE) {
      entry.resume();
      emptyFolder(root, parentRel, added);
      continue;
    }
    if (base.startsWith(WHITEOUT)) {
      entry.resume();
      const target = resolveInRoot(root, path.posix.join(parentRel, base.slice(WHITEOUT.length)));
      rmSync(target, { recursive: true, force: true });
      continue;
    }
    const target = resolveInRoot(root, rel);
    added.add(rel);
    const mtime = header.mtime;
    switch (header.type) {
      case "directory": {
        const existing = lstatOrNull(target);
        if (existing && !existing.isDirectory()) rmSync(target, { recursive: true, force: true });
        mkdirSync(target, { recursive: true, mode: 0o755 });
        chmodSync(target, 0o755);
        dirs.set(target, { mode: (header.mode ?? 0o755) & 0o1777, mtime });
        entry.resume();
        break;
      }
      case "file":
      case "contiguous-file": {
        replace(target);
        await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
        chmodSync(target, (header.mode ?? 0o644) & 0o777);
        if (mtime) utimesSync(target, mtime, mtime);
        break;
      }
      case "symlink":
        replace(target);
        symlinkSync(header.linkname ?? "", target);
        entry.resume();
        break;
      case "link": {
        const source = entryPath(header.linkname ?? "", layerName);
        if (source === null)
          throw new ImageError(`${layerName}: ${header.name}: hard link to nothing`);
        replace(target);
        try {
          linkSync(resolveInRoot(root, source), target);
        } catch (error) {
          throw new ImageError(
            `${layerName}: ${header.name}: hard link to ${header.linkname}: ${(error as Error).message}`,
          );
        }
        entry.resume();
        break;
      }
      default:
        // Devices and fifos: the sandbox mounts its own /dev, and nothing else needs them.
        entry.resume();
    }
  }
}

/** Sets the folders' own modes and times, deepest first, once every layer is applied. */
export function finishFolders(dirs: DeferredDirs): void {
  const deepestFirst = [...dirs.entries()].sort(([a], [b]) => b.length - a.length);
  for (const [dir, { mode, mtime }] of deepestFirst) {
    if (!lstatOrNull(dir)?.isDirectory()) continue;
    chmodSync(dir, mode);
    if (mtime) utimesSync(dir, mtime, mtime);
  }
}

/**
 * An entry's path relative to the root, or null for the root itself. Absolute names and `./`
 * are taken as relative to the root; a `..` component is refused, as no real layer has one.
 */
export function entryPath(name: string, layerName: string): string | null {
  const parts = name.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.includes(".."))
    throw new ImageError(`${layerName}: entry '${name}' climbs out of the image with '..'`);
  return parts.length === 0 ? null : parts.join("/");
}

/**
 * The host path of `rel` inside `root`, following symlinks in its parent folders as the
 * kernel would with `root` as `/` (the last component itself is not followed).
 */
export function resolveInRoot(root: string, rel: string): string {
  const parts = rel.split("/").filter((p) => p !== "" && p !== ".");
  const last = parts.pop();
  if (last === undefined || last === "..") throw new ImageError(`${rel}: not a file name`);
  const pending = [...parts];
  let resolved: string[] = [];
  let hops = 0;
  while (pending.length > 0) {
    const part = pending.shift() as string;
    if (part === "..") {
      resolved.pop();
      continue;
    }
    const candidate = [...resolved, part];
    const host = path.join(root, ...candidate);
    if (lstatOrNull(host)?.isSymbolicLink()) {
      if (++hops > MAX_HOPS) throw new ImageError(`${rel}: too many levels of symbolic links`);
      const link = readlinkSync(host);
      if (link.startsWith("/")) resolved = [];
      pending.unshift(...link.split("/").filter((p) => p !== "" && p !== "."));
      continue;
    }
    resolved = candidate;
  }
  return path.join(root, ...resolved, last);
}

/** Removes what lower layers put in a folder that an opaque whiteout marks. */
function emptyFolder(root: string, rel: string, added: ReadonlySet<string>): void {
  const dir = rel === "." ? root : resolveInRoot(root, rel);
  if (!lstatOrNull(dir)?.isDirectory()) return;
  for (const child of readdirSync(dir)) {
    const childRel = rel === "." ? child : `${rel}/${child}`;
    if (!added.has(childRel)) rmSync(path.join(dir, child), { recursive: true, force: true });
  }
}

/** Clears the way for a new entry: anything already there (but a folder into a folder) goes. */
function replace(target: string): void {
  if (lstatOrNull(target) !== null) rmSync(target, { recursive: true, force: true });
  else mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
}

function lstatOrNull(file: string): Stats | null {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}
