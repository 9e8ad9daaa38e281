import { lstatSync, readdirSync, readlinkSync, type Stats } from "node:fs";
import path from "node:path";
import type { SandboxView } from "../sandbox-mounts.ts";

/**
 * A sandbox view's file system as the suite sees it, read from the host: a path inside maps to
 * the host file of the bind it falls under (an image's root file system, or the host's own
 * folders), and links are followed inside the view, where an image's absolute links point into
 * the image, never the host.
 */
export class ViewFs {
  constructor(readonly view: SandboxView) {}

  /** The host file behind `inside`, without following a link at its end; null when unbound. */
  host(inside: string): string | null {
    let best: { path: string; source: string } | null = null;
    for (const bind of this.view.binds) {
      if (bind.symlink !== undefined) continue;
      if (inside !== bind.path && !inside.startsWith(`${bind.path}/`)) continue;
      if (!best || bind.path.length > best.path.length)
        best = { path: bind.path, source: bind.source ?? bind.path };
    }
    return best ? path.join(best.source, path.relative(best.path, inside)) : null;
  }

  /** Remembered per path: a selection asks for the same folders thousands of times. */
  private readonly stats = new Map<string, Stats | null>();

  lstat(inside: string): Stats | null {
    const known = this.stats.get(inside);
    if (known !== undefined) return known;
    const host = this.host(inside);
    let info: Stats | null = null;
    try {
      info = host === null ? null : lstatSync(host);
    } catch {
      info = null;
    }
    this.stats.set(inside, info);
    return info;
  }

  readlink(inside: string): string {
    return readlinkSync(this.host(inside) as string);
  }

  readdir(inside: string): string[] {
    const host = this.host(inside);
    try {
      return host === null ? [] : readdirSync(host).sort();
    } catch {
      return [];
    }
  }

  /**
   * Follows `inside` to the file it names. Returns the path reached (null when nothing is
   * there) and every link met on the way, each as its own path inside, so that a copy of the
   * view can recreate them. The view's own top-level links (`/bin -> usr/bin`) are rewritten
   * in place and not listed: the view keeps them.
   */
  resolve(inside: string): { target: string | null; links: string[] } {
    const links: string[] = [];
    let current = path.posix.normalize(inside);
    for (let hops = 0; hops < 40; hops++) {
      const top = this.view.binds.find(
        (b) => b.symlink !== undefined && (current === b.path || current.startsWith(`${b.path}/`)),
      );
      if (top?.symlink !== undefined) {
        const to = path.posix.resolve(path.posix.dirname(top.path), top.symlink);
        current = path.posix.join(to, path.posix.relative(top.path, current));
        continue;
      }
      // A link on the way (a folder that is a link, as /usr/lib64 can be) before the last part.
      const parent = this.resolveParent(current, links);
      if (parent === null) return { target: null, links };
      current = parent;
      const info = this.lstat(current);
      if (info === null) return { target: null, links };
      if (!info.isSymbolicLink()) return { target: current, links };
      links.push(current);
      current = path.posix.resolve(path.posix.dirname(current), this.readlink(current));
    }
    return { target: null, links };
  }

  /** `inside` with every link among its folders followed (listed in `links`). */
  private resolveParent(inside: string, links: string[]): string | null {
    const parts = inside.split("/").filter(Boolean);
    let at = "/";
    for (let i = 0; i < parts.length - 1; i++) {
      const next = path.posix.join(at, parts[i] as string);
      const info = this.lstat(next);
      if (info === null) return inside;
      if (info.isSymbolicLink()) {
        const resolved = this.resolve(next);
        if (resolved.target === null) return null;
        links.push(...resolved.links);
        at = resolved.target;
      } else at = next;
    }
    return path.posix.join(at, parts[parts.length - 1] ?? "");
  }
}
