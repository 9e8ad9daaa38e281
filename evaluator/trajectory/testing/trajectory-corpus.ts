import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sharedFolderCandidates } from "../../junit/testing/junit-corpus.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The trajectory corpus kept outside the repository (third-party files, read in place, never
 * copied in): `$TSB_TRAJECTORY_CORPUS`, else `../shared/trajectory-corpus` (as CI lays it out;
 * from a linked git worktree, beside the main worktree). Null when absent, and the checks that
 * need it skip.
 */
export function trajectoryCorpus(): string | null {
  if (process.env.TSB_TRAJECTORY_CORPUS) return process.env.TSB_TRAJECTORY_CORPUS;
  return sharedFolderCandidates(repoRoot, "trajectory-corpus").find((p) => existsSync(p)) ?? null;
}
