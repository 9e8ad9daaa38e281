import { spawnSync } from "node:child_process";
import { z } from "zod";
import { viewArgs, type SandboxView } from "../sandbox-mounts.ts";
import type { ViewFs } from "./view-fs.ts";

/** Where the view's Python keeps its standard library and pytest, as paths inside the view. */
export interface PythonLayout {
  executable: string;
  stdlib: string[];
  /** pytest's files and those of every distribution it requires (its dist-info folders too). */
  packages: string[];
}

/**
 * Asked of the view's own Python, in the view: its standard library folders, and the files of
 * pytest's requirement closure (markers evaluated for this interpreter, extras left out), from
 * each distribution's RECORD, or its top-level names where a distribution has none (Debian's).
 */
const PROBE = `
import json, os, re, sys, sysconfig
import importlib.metadata as md
try:
    from packaging.requirements import Requirement
except Exception:
    Requirement = None
def needs(dist):
    found = []
    for text in dist.requires or []:
        if Requirement is None:
            if ";" not in text:
                found.append(re.split(r"[ <>=!~\\[;(]", text, 1)[0])
            continue
        try:
            req = Requirement(text)
        except Exception:
            continue
        if req.marker is None or req.marker.evaluate({"extra": ""}):
            found.append(req.name)
    return found
seen, todo = {}, ["pytest"]
while todo:
    try:
        dist = md.distribution(todo.pop())
    except md.PackageNotFoundError:
        continue
    key = re.sub(r"[-_.]+", "-", dist.metadata["Name"]).lower()
    if key not in seen:
        seen[key] = dist
        todo += needs(dist)
files = set()
for dist in seen.values():
    home = getattr(dist, "_path", None)
    if home is not None:
        files.add(str(home))
    if dist.files:
        files.update(os.path.normpath(str(dist.locate_file(f))) for f in dist.files)
    elif home is not None:
        site = os.path.dirname(str(home))
        for top in (dist.read_text("top_level.txt") or "").split() or [dist.metadata["Name"].replace("-", "_")]:
            for candidate in (os.path.join(site, top), os.path.join(site, top + ".py")):
                if os.path.exists(candidate):
                    files.add(candidate)
paths = sysconfig.get_paths()
print(json.dumps({
    "executable": os.path.realpath(sys.executable),
    "stdlib": sorted({paths["stdlib"], paths["platstdlib"]}),
    "packages": sorted(f for f in files if os.path.exists(f)),
}))
`;

const layoutSchema = z.object({
  executable: z.string(),
  stdlib: z.array(z.string()),
  packages: z.array(z.string()),
});

/**
 * Runs the probe with the view's python3 in a plain bubblewrap over the view (read-only, no
 * network): the same interpreter the suites get, host or image. Null when the view has none.
 */
export function probePython(fs: ViewFs, view: SandboxView): PythonLayout | null {
  let python: string | null = null;
  for (const dir of view.path.split(":")) {
    python = fs.resolve(`${dir}/python3`).target;
    if (python !== null) break;
  }
  if (python === null) return null;
  const result = spawnSync(
    "bwrap",
    [
      "--unshare-all",
      "--die-with-parent",
      ...viewArgs(view),
      ...["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--chdir", "/tmp"],
      ...["--", python, "-I", "-c", PROBE],
    ],
    {
      encoding: "utf8",
      timeout: 60_000, // Next.js augments ProcessEnv with a required NODE_ENV; a probe's environment has none.
      env: { PATH: view.path, LANG: "C.UTF-8", HOME: "/tmp" } as unknown as NodeJS.ProcessEnv,
    },
  );
  if (result.status !== 0)
    throw new Error(
      `could not ask the sandbox's Python where its files are: ${(result.stderr || result.error?.message || "").trim().split("\n").pop()}`,
    );
  return layoutSchema.parse(JSON.parse(result.stdout));
}
