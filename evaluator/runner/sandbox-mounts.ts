import { lstatSync, readlinkSync } from "node:fs";
import path from "node:path";
import { findToolchains, type Toolchain } from "./sandbox-toolchains.ts";

/**
 * What a bubblewrap sandbox shows of the host: the system's runtime folders, a few named /etc
 * files, and the interpreters found at start-up, all read-only. Nothing else of the host is
 * mounted: not /home, /root, /srv, /var, /opt, /work, nor the benchmark, the build cache, the
 * database or another run's folder, wherever they live.
 */
export interface SandboxView {
  binds: ViewBind[];
  /** $PATH inside: the interpreters' own folders first, then the system's. */
  path: string;
  /**
   * An image's root file system (evaluator/environment/): its runs take nothing of the host's
   * environment either, not its locale, time zone or pyenv, so a run is the same on any host.
   */
  image?: string;
  /** The tmpfs folder the view's files are served from (view/memory-tree.ts), once made. */
  memory?: string;
}

export interface ViewBind {
  /** Host path; bound read-only at the same path, or recreated as a symlink. */
  path: string;
  /** Bound from this host path instead (an image's root file system: evaluator/environment/). */
  source?: string;
  symlink?: string;
  why: string;
}

/** The system's runtime folders: on a merged-/usr system the others are symlinks into /usr. */
const SYSTEM_DIRS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];

/**
 * The /etc files programs need to start and behave: the dynamic linker's cache, Debian's
 * alternatives (many /usr/bin commands are links through /etc/alternatives), user and group
 * names, name-service and time-zone settings, MIME types and public CA certificates. Never
 * shadow, sudoers, ssh or anything with a secret.
 */
const ETC_FILES = [
  "/etc/alternatives",
  "/etc/ld.so.cache",
  "/etc/ld.so.conf",
  "/etc/ld.so.conf.d",
  "/etc/passwd",
  "/etc/group",
  "/etc/nsswitch.conf",
  "/etc/hosts",
  "/etc/localtime",
  "/etc/timezone",
  "/etc/mime.types",
  "/etc/ssl/certs",
  "/etc/ca-certificates",
];

const SYSTEM_PATH = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];

/** Whether `file` lies under one of `dirs` (or is one). */
export function isUnder(file: string, dirs: readonly string[]): boolean {
  return dirs.some((dir) => file === dir || file.startsWith(`${dir}/`));
}

function systemBinds(): ViewBind[] {
  const binds: ViewBind[] = [];
  for (const dir of SYSTEM_DIRS) {
    const info = lstatOrNull(dir);
    if (info === null) continue;
    if (info.isSymbolicLink())
      binds.push({ path: dir, symlink: readlinkSync(dir), why: "system (link into /usr)" });
    else if (info.isDirectory()) binds.push({ path: dir, why: "system programs and libraries" });
  }
  for (const file of ETC_FILES)
    if (lstatOrNull(file) !== null) binds.push({ path: file, why: "system settings" });
  return binds;
}

/**
 * Read-only binds for the toolchains outside the system folders, fewest covering folders. A
 * folder holding the project (an interpreter's path can, through $PYTHONPATH) is left out.
 */
export function toolchainBinds(
  toolchains: readonly Toolchain[],
  project = process.cwd(),
): ViewBind[] {
  const system = SYSTEM_DIRS.filter((d) => !lstatOrNull(d)?.isSymbolicLink());
  const wanted = toolchains
    .flatMap((t) => t.dirs.map((dir) => ({ dir, why: `${t.name} (${t.version})` })))
    .filter(({ dir }) => !isUnder(dir, system) && !isUnder(project, [dir]))
    .sort((a, b) => a.dir.length - b.dir.length);
  const binds: ViewBind[] = [];
  for (const { dir, why } of wanted)
    if (
      !isUnder(
        dir,
        binds.map((b) => b.path),
      )
    )
      binds.push({ path: dir, why });
  return binds;
}

let cached: SandboxView | undefined;

/** The view every bubblewrap run gets, found once per process (interpreters are probed). */
export function sandboxView(): SandboxView {
  if (cached) return cached;
  const toolchains = findToolchains();
  const bins = [...new Set(toolchains.map((t) => t.bin))].filter((b) => !SYSTEM_PATH.includes(b));
  cached = {
    binds: [...systemBinds(), ...toolchainBinds(toolchains)],
    path: [...bins, ...SYSTEM_PATH].join(":"),
  };
  return cached;
}

/**
 * bubblewrap arguments that build the view on an empty root. Every folder on the way to a bind
 * is created 0755 first: bwrap would otherwise copy a private home's 0700, which the suite's
 * unprivileged user could not traverse.
 */
export function viewArgs(view: SandboxView): string[] {
  const args: string[] = [];
  const made = new Set<string>(["/"]);
  const parents = (dest: string) => {
    const chain: string[] = [];
    for (let dir = path.dirname(dest); !made.has(dir); dir = path.dirname(dir)) chain.unshift(dir);
    for (const dir of chain) {
      args.push("--perms", "0755", "--dir", dir);
      made.add(dir);
    }
  };
  for (const bind of view.binds) {
    parents(bind.path);
    if (bind.symlink !== undefined) args.push("--symlink", bind.symlink, bind.path);
    else args.push("--ro-bind", bind.source ?? bind.path, bind.path);
    made.add(bind.path);
  }
  return args;
}

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}
