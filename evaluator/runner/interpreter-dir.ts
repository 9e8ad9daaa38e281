import { existsSync, lstatSync, readlinkSync, statSync } from "node:fs";
import { chmod, chown, copyFile, mkdir, rename } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sha256File } from "./hash.ts";
import type { SandboxView } from "./sandbox-mounts.ts";

/** A path inside the sandbox's view, on the host (the bind it falls under), or null. */
function onHost(view: SandboxView, inside: string): string | null {
  let best: { path: string; source: string } | null = null;
  for (const bind of view.binds) {
    if (bind.symlink !== undefined) continue;
    if (inside !== bind.path && !inside.startsWith(`${bind.path}/`)) continue;
    if (!best || bind.path.length > best.path.length)
      best = { path: bind.path, source: bind.source ?? bind.path };
  }
  return best ? path.join(best.source, path.relative(best.path, inside)) : null;
}

/**
 * Finds `name` on the sandbox's PATH as the suite would, following links inside the view (an
 * image's absolute links point into the image, not the host), and returns the host file.
 */
export function findInView(view: SandboxView, name: string): string | null {
  for (const dir of view.path.split(":")) {
    let inside = path.posix.join(dir, name);
    for (let hops = 0; hops < 16; hops++) {
      const symlink = view.binds.find(
        (b) => b.symlink !== undefined && (inside === b.path || inside.startsWith(`${b.path}/`)),
      );
      if (symlink?.symlink !== undefined) {
        const target = path.posix.resolve(path.posix.dirname(symlink.path), symlink.symlink);
        inside = path.posix.join(target, path.posix.relative(symlink.path, inside));
        continue;
      }
      const host = onHost(view, inside);
      if (host === null) break;
      const info = (() => {
        try {
          return lstatSync(host);
        } catch {
          return null;
        }
      })();
      if (!info) break;
      if (info.isSymbolicLink()) {
        inside = path.posix.resolve(path.posix.dirname(inside), readlinkSync(host));
        continue;
      }
      if (info.isFile() && (statSync(host).mode & 0o111) !== 0) return host;
      break;
    }
  }
  return null;
}

const prepared = new Map<string, Promise<string>>();

/**
 * A folder holding a copy of mode 0111 of `name` as the sandbox's view has it, made once per
 * process and view, root's own when tsb is root: what bubblewrap binds at
 * SANDBOX_INTERPRETER_DIR for a sealed script.
 */
export function interpreterDir(scratch: string, view: SandboxView, name: string): Promise<string> {
  const source = findInView(view, name);
  if (source === null)
    return Promise.reject(
      new Error(
        `a sealed script needs '${name}', which is not on the sandbox's PATH (${view.path})`,
      ),
    );
  const key = `${scratch}\0${source}`;
  let dir = prepared.get(key);
  if (!dir) {
    dir = (async () => {
      // Named by the interpreter's bytes: the folder is shared by every tsb process of this
      // uid, and the host's node and an image's node are both /usr/bin/node (a name by folder
      // gave an image's runs the host's node, which needs libraries the image's view lacks).
      const digest = await sha256File(source);
      const target = path.join(scratch, "interpreters", `${name}-${digest.slice(0, 24)}`);
      if (!existsSync(path.join(target, name))) {
        await mkdir(target, { recursive: true, mode: 0o755 });
        const temp = path.join(target, `${name}.${randomBytes(6).toString("hex")}.tmp`);
        await copyFile(source, temp);
        if (process.getuid?.() === 0) await chown(temp, 0, 0);
        await chmod(temp, 0o111);
        await rename(temp, path.join(target, name));
        await chmod(target, 0o755);
      }
      return target;
    })();
    prepared.set(key, dir);
  }
  return dir;
}
