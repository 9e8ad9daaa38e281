import { realpath } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TsbError } from "../errors.ts";
import { isUnder, sandboxView } from "./sandbox-mounts.ts";
import { runMemoryBudgetMb, type Limits, type Sandbox } from "./sandbox.ts";

/**
 * At most as many parallel runs as the host's memory holds at each run's budget (its processes'
 * cap plus the tmpfs it may fill), so that parallel runs filling their caps cannot exhaust it.
 */
export function fitJobs(
  jobs: number,
  sandbox: Sandbox,
  limits: Limits,
  warn: (message: string) => void,
): number {
  const budget = runMemoryBudgetMb(sandbox, limits);
  const fit = Math.max(1, Math.floor(os.totalmem() / (1024 * 1024) / budget));
  if (jobs <= fit) return jobs;
  warn(
    `--jobs ${jobs} lowered to ${fit}: each run may take ${budget} MiB (--memory plus its --disk, --tmp and /dev/shm tmpfs), and this host has ${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
  );
  return fit;
}

/**
 * Refuses to run when a folder suites must not see lies inside what the sandbox shows them
 * (under /usr, or in an interpreter's folder): the benchmark would hand them its mutants.
 */
export async function refuseVisible(
  sandbox: Sandbox,
  folders: Record<string, string | undefined>,
): Promise<void> {
  if (sandbox.kind !== "bwrap") return;
  const shown = (sandbox.view ?? sandboxView()).binds
    .filter((b) => b.symlink === undefined)
    .map((b) => b.source ?? b.path);
  for (const [flag, folder] of Object.entries(folders)) {
    if (folder === undefined) continue;
    const real = await realpath(folder).catch(() => path.resolve(folder));
    const under = shown.find((dir) => isUnder(real, [dir]));
    if (under !== undefined) {
      throw new TsbError(
        `${flag} ${folder}: lies under ${under}, which the sandbox shows to every suite; move it elsewhere`,
      );
    }
  }
}
