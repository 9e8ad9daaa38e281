import { statSync } from "node:fs";
import path from "node:path";

/** bubblewrap mount arguments that make the sandbox usable by an unprivileged suite user. */

/**
 * When the run folder lies under /tmp, bwrap recreates its parents on the private /tmp with
 * mode 0700, which the unprivileged suite user cannot traverse; create them 0711 first.
 */
export function traversableParents(runDir: string): string[] {
  const relative = path.relative("/tmp", runDir);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return [];
  const parts = relative.split(path.sep).slice(0, -1);
  return parts.flatMap((_, i) => [
    "--perms",
    "0711",
    "--dir",
    path.join("/tmp", ...parts.slice(0, i + 1)),
  ]);
}

/**
 * Toolchains often live under a private home (`/root/.pyenv` on $PATH, mode 0700 /root), which
 * the unprivileged uid cannot traverse. For each $PATH entry under a folder others cannot enter,
 * replace that folder with an empty tmpfs and bind back, read-only, only the toolchain's
 * top folder. The rest of the private home stays hidden.
 */
export function privateHomeBinds(pathVar = process.env.PATH ?? ""): string[] {
  const hidden = new Map<string, Set<string>>();
  for (const entry of pathVar.split(":").filter((e) => path.isAbsolute(e))) {
    const parts = path.resolve(entry).split("/").filter(Boolean);
    for (let i = 1; i < parts.length; i++) {
      const dir = `/${parts.slice(0, i).join("/")}`;
      const mode = statModeSync(dir);
      if (mode !== null && (mode & 0o001) === 0) {
        const toolchain = `/${parts.slice(0, i + 1).join("/")}`;
        (hidden.get(dir) ?? hidden.set(dir, new Set()).get(dir))?.add(toolchain);
        break;
      }
    }
  }
  const args: string[] = [];
  for (const [dir, toolchains] of hidden) {
    args.push("--tmpfs", dir);
    for (const toolchain of toolchains) args.push("--ro-bind-try", toolchain, toolchain);
  }
  return args;
}

function statModeSync(dir: string): number | null {
  try {
    return statSync(dir).mode;
  } catch {
    return null;
  }
}
