import { spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";

/** An interpreter found on the runner's $PATH, with the folders it and its packages live in. */
export interface Toolchain {
  name: "python3" | "node";
  version: string;
  /** Folder holding the real interpreter binary: first on the suite's $PATH. */
  bin: string;
  /** Folders to show read-only: its installation, standard library and package folders. */
  dirs: string[];
}

/**
 * Python reports where it lives itself: a version manager's shim (pyenv) or a virtualenv may
 * stand between $PATH and the real interpreter, and the packages (pytest) may sit in a prefix of
 * their own. Asked once, with the runner's own environment, so the sandbox runs the same Python.
 */
const PYTHON_PROBE = `
import json, site, sys, sysconfig
paths = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix]
paths += [p for p in sys.path if p]
paths += site.getsitepackages() if hasattr(site, "getsitepackages") else []
paths += [v for k, v in sysconfig.get_paths().items()]
print(json.dumps({"executable": sys.executable, "version": sys.version.split()[0], "paths": paths}))
`;

const NODE_PROBE = `console.log(JSON.stringify({ executable: process.execPath, version: process.version }))`;

function probe(
  argv: [string, ...string[]],
): { executable: string; version: string; paths?: string[] } | null {
  const [command, ...args] = argv;
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 20_000 });
  if (result.status !== 0) return null;
  try {
    return JSON.parse(result.stdout) as { executable: string; version: string; paths?: string[] };
  } catch {
    return null;
  }
}

const real = (file: string): string | null => {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
};

/** Python 3 and Node as found on $PATH now; an interpreter that is absent is left out. */
export function findToolchains(): Toolchain[] {
  const found: Toolchain[] = [];
  const python = probe(["python3", "-c", PYTHON_PROBE]);
  if (python) {
    const executable = real(python.executable) ?? python.executable;
    const dirs = [path.dirname(path.dirname(executable)), ...(python.paths ?? [])]
      .filter((p) => path.isAbsolute(p) && existsSync(p))
      .map((p) => real(p) ?? p);
    found.push({
      name: "python3",
      version: python.version,
      bin: path.dirname(executable),
      dirs: [...new Set(dirs)],
    });
  }
  const node = probe(["node", "-e", NODE_PROBE]);
  if (node) {
    const executable = real(node.executable) ?? node.executable;
    // <prefix>/bin/node: the prefix also holds lib/node_modules, where global packages go.
    found.push({
      name: "node",
      version: node.version,
      bin: path.dirname(executable),
      dirs: [path.dirname(path.dirname(executable))],
    });
  }
  return found;
}
