import { readdirSync, readlinkSync, lstatSync } from "node:fs";
import { chown, lchown, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import type { BuildEnvironment } from "../runner/build-one.ts";
import { viewArgs, type SandboxView, type ViewBind } from "../runner/sandbox-mounts.ts";
import { trySandbox, type Sandbox } from "../runner/sandbox.ts";
import { ImageError } from "./image-error.ts";
import type { UnpackedImage } from "./image-cache.ts";

/** Mounted fresh by bubblewrap in every run (or empty in an image): never bound from it. */
const OWN_MOUNTS = new Set(["dev", "proc", "sys", "tmp", "run"]);

const DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/**
 * What a run sees in an image: every top-level entry of its root file system bound read-only
 * at `/` (a folder as a bind, a link such as `/bin -> usr/bin` recreated as a link), and nothing
 * of the host. bubblewrap still builds on its own empty root, so the run folder, /tmp, /dev and
 * /proc are the sandbox's own, exactly as on the host.
 */
export function imageView(image: UnpackedImage): SandboxView {
  const why = `image ${image.digest.slice(0, 19)}…`;
  const binds: ViewBind[] = [];
  for (const name of readdirSync(image.rootfs).sort()) {
    if (OWN_MOUNTS.has(name)) continue;
    const source = path.join(image.rootfs, name);
    const info = lstatSync(source);
    const at = `/${name}`;
    if (info.isSymbolicLink()) binds.push({ path: at, symlink: readlinkSync(source), why });
    else if (info.isDirectory() || info.isFile()) binds.push({ path: at, source, why });
  }
  const pathVar = image.env.find((e) => e.startsWith("PATH="))?.slice("PATH=".length);
  return { binds, path: pathVar ?? DEFAULT_PATH, image: image.digest };
}

/**
 * The host sandbox with its view swapped for the image's: the same namespaces, caps, uid drop
 * and no network. Only bubblewrap can show another root; the weaker sandboxes cannot.
 */
export function imageSandbox(base: Sandbox, image: UnpackedImage): Sandbox {
  if (base.kind !== "bwrap")
    throw new ImageError(
      `running in image ${image.digest} needs bubblewrap; the sandbox here is ${base.kind === "none" ? "none (--no-sandbox)" : base.kind}`,
      "apt-get install bubblewrap",
    );
  return { ...base, view: imageView(image) };
}

/**
 * Runs `true` in the image's sandbox with the flags real runs use, so that an image lacking
 * what the sandbox needs inside (sh, and prlimit and setpriv from util-linux) fails here, once,
 * with the reason, rather than every run failing.
 */
export async function probeImageSandbox(sandbox: Sandbox, image: UnpackedImage): Promise<void> {
  const problem = await trySandbox(sandbox, {
    ...process.env,
    PATH: sandbox.view?.path ?? DEFAULT_PATH,
  });
  if (problem !== null)
    throw new ImageError(
      `image ${image.digest} cannot host runs: ${problem}` +
        " (an image needs sh and coreutils, and prlimit and setpriv from util-linux)",
    );
}

/** The uid builds run as when tsb runs as root: one for all builds, below the suites' uids. */
export const BUILD_UID = 60999;

/** Where a build finds the image's shared scratch folder (Go's build cache goes there). */
const BUILD_TMP = "/tsb-build-tmp";
const MiB = 1024 * 1024;

/**
 * `bash build.sh` (or another command: a coverage tool) in the image: the benchmark's own
 * sources in a writable scratch copy at /build, the image read-only at /, no network, fresh namespaces, capped processes. TMPDIR is a
 * folder of the image's cache entry shared by its builds, so a toolchain's cache (Go's) is built
 * once, as on the host. No address-space cap: the Go and Rust compilers reserve far more than
 * they use.
 */
export function imageBuildEnvironment(sandbox: Sandbox, image: UnpackedImage): BuildEnvironment {
  const view = sandbox.view as SandboxView;
  const sharedTmp = path.join(path.dirname(image.rootfs), "build-tmp");
  return {
    digest: image.digest,
    workDirInside: "/build",
    command: async (workDir: string, argv: readonly string[] = ["bash", "build.sh"]) => {
      await mkdir(sharedTmp, { recursive: true, mode: 0o755 });
      if (sandbox.dropToUid) {
        await chownTree(workDir, BUILD_UID);
        await chown(sharedTmp, BUILD_UID, BUILD_UID);
      }
      const uid = String(BUILD_UID);
      return {
        argv: [
          "bwrap",
          ...(sandbox.dropToUid
            ? [
                "--unshare-net",
                "--unshare-pid",
                "--unshare-ipc",
                "--unshare-uts",
                "--unshare-cgroup-try",
              ]
            : ["--unshare-all"]),
          "--die-with-parent",
          "--new-session",
          ...viewArgs(view),
          ...["--dev", "/dev", "--proc", "/proc"],
          ...["--perms", "01777", "--size", String(4096 * MiB), "--tmpfs", "/tmp"],
          ...["--bind", workDir, "/build", "--bind", sharedTmp, BUILD_TMP],
          ...["--remount-ro", "/", "--chdir", "/build"],
          ...(sandbox.dropToUid ? ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"] : []),
          "--",
          ...(sandbox.dropToUid
            ? [
                "setpriv",
                `--reuid=${uid}`,
                `--regid=${uid}`,
                "--clear-groups",
                "--no-new-privs",
                "--",
              ]
            : []),
          ...(sandbox.prlimit ? ["prlimit", "--nproc=2048", "--core=0", "--"] : []),
          ...argv,
        ],
        env: { PATH: view.path, HOME: "/tmp", TMPDIR: BUILD_TMP, LANG: "C.UTF-8" },
      };
    },
  };
}

async function chownTree(dir: string, uid: number): Promise<void> {
  await chown(dir, uid, uid);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    await lchown(path.join(entry.parentPath, entry.name), uid, uid);
}
