import path from "node:path";

/** A path as a command or tool wrote it, tidied: quotes and `./` dropped, `a/../b` folded. */
export function tidyPath(raw: string): string {
  const unquoted = raw.replace(/^['"]|['"]$/g, "");
  if (unquoted === "") return "";
  return path.posix.normalize(unquoted).replace(/\/$/, "") || "/";
}

/** `p` made absolute against `cwd` when it is relative and `cwd` is known. */
export function resolvePath(p: string, cwd: string | undefined): string {
  const tidy = tidyPath(p);
  if (tidy.startsWith("/") || cwd === undefined) return tidy;
  return path.posix.resolve(cwd, tidy);
}

/** Whether `p` is `root` or inside it. */
export function isUnder(p: string, root: string): boolean {
  const r = root.replace(/\/$/, "");
  return p === r || p.startsWith(`${r}/`) || r === "";
}

export function baseName(p: string): string {
  return p.slice(p.lastIndexOf("/") + 1);
}

/** The file name without its last extension (`tally.py` → `tally`, `build.sh` → `build`). */
export function stem(p: string): string {
  const name = baseName(p);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** A test by its name, in any of the conventions suites use. */
export function isTestFile(p: string): boolean {
  return /^(test_.*|.*_test\.\w+|.*\.(test|spec)\.\w+|conftest\.py|pytest\.ini|setup\.cfg)$/.test(
    baseName(p),
  );
}

/**
 * The suite file `p` names, if any: the longest of `suiteFiles` (paths relative to `suite/`)
 * that `p` ends with, at a folder boundary. A write to `/work/tally/suite/test_a.py` or to
 * `suite/test_a.py` is the suite's `test_a.py`.
 */
export function suiteFileOf(p: string, suiteFiles: readonly string[]): string | null {
  const tidy = tidyPath(p);
  let best: string | null = null;
  for (const f of suiteFiles)
    if ((tidy === f || tidy.endsWith(`/${f}`)) && (best === null || f.length > best.length))
      best = f;
  return best;
}
