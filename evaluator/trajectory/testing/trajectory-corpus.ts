import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The trajectory corpus kept outside the repository (third-party files, read in place, never
 * copied in): `$TSB_TRAJECTORY_CORPUS`, else `../shared/trajectory-corpus` from the repository
 * root (as CI lays it out); from a linked git worktree, beside the main worktree. Null when
 * absent, and the checks that need it skip.
 */
export function trajectoryCorpus(): string | null {
  if (process.env.TSB_TRAJECTORY_CORPUS) return process.env.TSB_TRAJECTORY_CORPUS;
  const roots = [repoRoot];
  try {
    const common = execFileSync(
      "git",
      ["rev-parse", "--path-format=absolute", "--git-common-dir"],
      {
        cwd: repoRoot,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    ).trim();
    roots.push(dirname(common));
  } catch {
    // Not a git checkout: only the repository root counts.
  }
  return (
    roots.map((r) => join(r, "..", "shared", "trajectory-corpus")).find((p) => existsSync(p)) ??
    null
  );
}
