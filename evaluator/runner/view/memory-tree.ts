import { createHash, randomBytes } from "node:crypto";
import { existsSync, lstatSync, readFileSync, statfsSync } from "node:fs";
import {
  chmod,
  copyFile,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { TsbError } from "../../errors.ts";
import { sandboxView, type SandboxView, type ViewBind } from "../sandbox-mounts.ts";
import type { Sandbox } from "../sandbox-types.ts";
import { PROC_FAKES_DIR, procFakes } from "../proc-mask.ts";
import { seccompProgram } from "../seccomp-filter.ts";
import { probePython } from "./probe-python.ts";
import { selectFiles, type Entry } from "./select-files.ts";
import { ViewFs } from "./view-fs.ts";

/**
 * A sandbox view served from memory. Every file a run can read must come from storage whose
 * page cache a run can neither probe nor evict: otherwise the residency of its pages is a
 * memory that outlives the run (DESIGN.md, "No memory across runs"). On tmpfs every page is
 * resident, always: preadv2(RWF_NOWAIT) is not supported, POSIX_FADV_DONTNEED drops nothing, and
 * a read takes as long whether or not any run read the file before. So the view's files (the
 * toolbox, the interpreters, their libraries, Python's standard library and pytest: see
 * select-files.ts) are copied once into a tmpfs folder and bound from there, read-only.
 *
 * The copy is kept between runs of tsb: it is immutable (bound read-only, and no run can write
 * its host folder, which no sandbox shows), named by a digest of what it copies (paths, sizes,
 * times, modes), and reused until those change. When a new copy is made, the copies unused for a
 * day are removed, and so are those whose sources are gone (an image's root, a toolchain's
 * folder: a removed build cache or test world): no view can name them again, and each holds up
 * to a few hundred MiB of RAM.
 */
export interface MemoryView {
  view: SandboxView;
  /** The tmpfs folder holding the copy. */
  dir: string;
  files: number;
  bytes: number;
}

/** statfs's f_type for tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994;

/** Where copies go: $TSB_VIEW_DIR, else /dev/shm; it must be a tmpfs. */
export function memoryViewBase(): string {
  const base = process.env.TSB_VIEW_DIR ?? "/dev/shm";
  let type: number | null = null;
  try {
    type = statfsSync(base).type;
  } catch {
    type = null;
  }
  if (type !== TMPFS_MAGIC)
    throw new MemoryViewError(
      `${base} is not a tmpfs: the files a suite can read must be served from memory, so that no run leaves a memory in their page cache for another`,
      "mount a tmpfs of about 2 GiB (mount -t tmpfs -o size=2g tsb-view /var/lib/tsb-view) and set TSB_VIEW_DIR to it",
    );
  return base;
}

export class MemoryViewError extends TsbError {
  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(`${message}\n  to fix: ${fix}`);
  }
}

/** In a copy's folder: the system-call filter bubblewrap loads (seccomp-filter.ts). */
export const SECCOMP_FILE = ".tsb-seccomp.bpf";
/** In a copy's folder: tsb's pytest plugin, which confirmation runs select tests with. */
export const PLUGIN_DIR = ".tsb-plugin";

/**
 * What a copy holds besides the view's files, each a file of its folder: the stand-ins bound
 * over /proc's machine-wide files, the filter and the plugin. They are served from memory like
 * the rest, and their bytes are part of the copy's name.
 */
function extras(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const [name, text] of Object.entries(procFakes()))
    files.set(path.join(PROC_FAKES_DIR, name), Buffer.from(text));
  files.set(SECCOMP_FILE, seccompProgram());
  files.set(
    path.join(PLUGIN_DIR, "tsb_select.py"),
    readFileSync(new URL("../pytest-plugin/tsb_select.py", import.meta.url)),
  );
  return files;
}

const made = new Map<string, Promise<MemoryView>>();

/**
 * The sandbox a run uses: bubblewrap's view served from memory (the other sandboxes show the
 * host as it is, and `--explain` says what that leaves open).
 */
export async function inMemory(sandbox: Sandbox): Promise<Sandbox> {
  if (sandbox.kind !== "bwrap" || sandbox.view?.memory !== undefined) return sandbox;
  return { ...sandbox, view: (await memoryView(sandbox.view ?? sandboxView())).view };
}

/** The view with its files served from a tmpfs copy, made once per content (see above). */
export function memoryView(view: SandboxView): Promise<MemoryView> {
  const key = JSON.stringify(view);
  let found = made.get(key);
  if (!found) {
    found = makeMemoryView(view);
    made.set(key, found);
    found.catch(() => made.delete(key));
  }
  return found;
}

async function makeMemoryView(view: SandboxView): Promise<MemoryView> {
  const base = memoryViewBase();
  const fs = new ViewFs(view);
  const etc = view.image
    ? ["/etc"]
    : view.binds.filter((b) => b.path.startsWith("/etc/") && !b.symlink).map((b) => b.path);
  const chosen = selectFiles(fs, probePython(fs, view), etc);
  const listing = [...chosen.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const digest = createHash("sha256");
  // The copy's own layout: a change in how files are copied (2: their times kept; 3: its sources
  // recorded) makes new copies.
  digest.update(`copy ${COPY_FORMAT}\n`).update(JSON.stringify(view));
  const extra = extras();
  for (const [name, bytes] of extra) digest.update(`${name}\0`).update(bytes);
  let bytes = 0;
  for (const [inside, entry] of listing) {
    const info = fs.lstat(inside);
    if (entry.kind === "file") bytes += info?.size ?? 0;
    digest.update(
      `${inside}\0${entry.kind}\0${info?.size}\0${info?.mtimeMs}\0${info?.mode}\0${entry.kind === "link" ? entry.target : ""}\n`,
    );
  }
  const uid = process.getuid?.() ?? 0;
  const dir = path.join(base, `tsb-view-${uid}-${digest.digest("hex").slice(0, 24)}`);
  const result = {
    dir,
    files: listing.filter(([, e]) => e.kind === "file").length,
    bytes,
    sources: sourcesOf(view),
  };
  if (!complete(dir, uid)) await copyInto(fs, listing, extra, base, dir, result);
  const now = new Date();
  await utimes(path.join(dir, COMPLETE), now, now);
  return { ...result, view: boundFrom(view, dir, chosen) };
}

const COMPLETE = ".tsb-view-complete";

/**
 * The host folders and files a view binds from (an image's root file system's entries, or the
 * host's own paths). `view.image` is the image's digest, not a path.
 */
export function sourcesOf(view: SandboxView): string[] {
  return [
    ...new Set(view.binds.filter((b) => b.symlink === undefined).map((b) => b.source ?? b.path)),
  ];
}

/** How copies are made; part of their digest, so that an older copy is not reused. */
const COPY_FORMAT = 3;

/** A finished copy of ours: its marker is there, and no one else could have written it. */
function complete(dir: string, uid: number): boolean {
  try {
    const info = lstatSync(dir);
    if (!info.isDirectory() || info.uid !== uid || (info.mode & 0o022) !== 0) return false;
    return existsSync(path.join(dir, COMPLETE));
  } catch {
    return false;
  }
}

async function copyInto(
  fs: ViewFs,
  listing: [string, Entry][],
  extra: Map<string, Buffer>,
  base: string,
  dir: string,
  stats: { files: number; bytes: number; sources: string[] },
): Promise<void> {
  await pruneOldCopies(base);
  const work = path.join(base, `.tsb-view-tmp-${randomBytes(8).toString("hex")}`);
  await mkdir(work, { mode: 0o755 });
  try {
    for (const [inside, entry] of listing) {
      const to = path.join(work, inside);
      if (entry.kind === "dir") await mkdir(to, { recursive: true, mode: 0o755 });
      else if (entry.kind === "link") await symlink(entry.target, to);
      else {
        const from = fs.host(inside) as string;
        await copyFile(from, to);
        const info = await stat(from);
        // Never set-uid or writable by others; readable as the view had it.
        await chmod(to, info.mode & 0o755);
        // Python's compiled modules (__pycache__) hold their source's mtime and are ignored when
        // it differs: a copy with fresh times made every run compile the standard library and
        // pytest again, twice as slow, since the view is read-only and nothing is cached.
        await utimes(to, info.atime, info.mtime);
      }
    }
    for (const [inside, entry] of listing)
      if (entry.kind === "dir") await chmod(path.join(work, inside), 0o755);
    for (const [name, bytes] of extra) {
      await mkdir(path.dirname(path.join(work, name)), { recursive: true, mode: 0o755 });
      await writeFile(path.join(work, name), bytes, { mode: 0o644 });
    }
    await chmod(work, 0o755);
    await writeFile(path.join(work, COMPLETE), JSON.stringify(stats));
    await rename(work, dir).catch((error: NodeJS.ErrnoException) => {
      // Another process made the same copy first: it is the same, use it.
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Removes copies (ours and half-made ones) whose marker is older than a day, and those whose
 * sources are gone.
 */
export async function pruneOldCopies(base: string): Promise<void> {
  const uid = process.getuid?.() ?? 0;
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(base).catch(() => [] as string[])) {
    if (!name.startsWith(`tsb-view-${uid}-`) && !name.startsWith(".tsb-view-tmp-")) continue;
    const dir = path.join(base, name);
    try {
      const info = lstatSync(dir);
      if (info.uid !== uid) continue;
      const marker = path.join(dir, COMPLETE);
      const used = existsSync(marker) ? lstatSync(marker).mtimeMs : info.mtimeMs;
      const sources = memoryViewStats(dir)?.sources ?? [];
      if (used < dayAgo || sources.some((s) => !existsSync(s)))
        await rm(dir, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/** The view's binds sourced from the copy; a bind with nothing selected under it is dropped. */
function boundFrom(view: SandboxView, dir: string, chosen: Map<string, Entry>): SandboxView {
  const binds: ViewBind[] = [];
  for (const bind of view.binds) {
    if (bind.symlink !== undefined) binds.push(bind);
    else if (chosen.has(bind.path))
      binds.push({
        path: bind.path,
        source: path.join(dir, bind.path),
        why: `${bind.why}, served from memory`,
      });
  }
  return { ...view, binds, memory: dir };
}

/**
 * A fresh run folder in memory, in `tsb-runs-<uid>` of the copies' tmpfs: a folder of tsb's
 * (mode 0711: every uid passes through, none lists it), so that bubblewrap, running as the
 * slot's uid, reaches the run's suite and executable wherever tsb's own scratch folders are.
 * The sealed scripts' interpreters are copied beside the run folders (interpreter-dir.ts). The
 * folder's name ends with `name`, the caller's own (a random one: run-folder.ts).
 */
export async function memoryRunFolder(name: string): Promise<string> {
  const uid = process.getuid?.() ?? 0;
  const runs = path.join(memoryViewBase(), `tsb-runs-${uid}`);
  await mkdir(runs, { recursive: true, mode: 0o711 });
  const info = lstatSync(runs);
  if (!info.isDirectory() || info.uid !== uid || (info.mode & 0o022) !== 0)
    throw new MemoryViewError(
      `${runs} is not tsb's own folder (owner ${info.uid}, mode ${(info.mode & 0o777).toString(8)})`,
      `remove it, or set TSB_VIEW_DIR to another tmpfs`,
    );
  await chmod(runs, 0o711);
  if (Date.now() - sweptAt > 3600 * 1000) {
    sweptAt = Date.now();
    await pruneStaleRuns(runs);
  }
  // The caller's name after a random part: two callers may pick the same name.
  return path.join(runs, `${randomBytes(12).toString("hex")}-${name}`);
}

/** When this process last swept its run folders (pruneStaleRuns), at most once an hour. */
let sweptAt = 0;

/**
 * Removes the run folders in `runs` made more than a day ago. A run's own tsb removes its folder
 * when the run ends, so an old one was left by a tsb that was killed first (a machine's session
 * ending, `kill -9`, a test's time limit), and it holds memory, the folder being a tmpfs's,
 * until someone removes it: on 7 December, 60 such folders, 149 MB. A day is far longer than any
 * run's time limit (benchmarks here allow an hour at most).
 */
export async function pruneStaleRuns(runs: string, now = Date.now()): Promise<void> {
  const dayAgo = now - 24 * 3600 * 1000;
  for (const name of await readdir(runs).catch(() => [] as string[])) {
    const dir = path.join(runs, name);
    try {
      if (lstatSync(dir).mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/** What a finished copy holds, for `tsb run --explain`. */
export function memoryViewStats(
  dir: string,
): { files: number; bytes: number; sources?: string[] } | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, COMPLETE), "utf8")) as {
      files: number;
      bytes: number;
      sources?: string[];
    };
  } catch {
    return null;
  }
}
