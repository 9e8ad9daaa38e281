import os from "node:os";

/**
 * The niceness of background work started beside the site: upload scoring and suite runs.
 * Readers of the leaderboard must not wait behind seconds of scoring CPU; at 10 the scheduler
 * gives the web process the cores first whenever both want them, and the work still uses every
 * idle cycle.
 */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers a child process's CPU priority to BACKGROUND_NICENESS. Returns false where the system
 * does not allow it (the work then runs at normal priority, as before; nothing else changes).
 */
export function runInBackground(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    os.setPriority(pid, BACKGROUND_NICENESS);
    return true;
  } catch {
    return false;
  }
}
