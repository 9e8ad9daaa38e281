import os from "node:os";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../index.ts";
import {
  verificationJobs,
  verificationTasks,
  type VerificationJob,
  type VerificationTaskRow,
} from "../schema.ts";

/** Tries a run gets (a worker dying with it each time) before its job is failed. */
export const MAX_ATTEMPTS = 3;

/** The job states whose tasks may still be leased or reclaimed. */
export const OPEN_JOB_STATES: Array<VerificationJob["state"]> = ["queued", "running"];

/**
 * Puts back in the queue every running task whose lease has expired, or whose worker ran on this
 * host under a process id that no longer exists (a worker killed with -9 and restarted). Only
 * leases are lost: finished runs stay done. A task that has used up its attempts fails its job.
 */
export function reclaimLeases(db: Db, now = Date.now()): number {
  const t = verificationTasks;
  const host = os.hostname();
  const lost = (task: Pick<VerificationTaskRow, "worker" | "leaseExpiresAt">) =>
    task.leaseExpiresAt === null || task.leaseExpiresAt < now || deadOnThisHost(task.worker, host);
  // Looked at first without the write lock: nearly always nothing is lost.
  const peek = db
    .select({ worker: t.worker, leaseExpiresAt: t.leaseExpiresAt })
    .from(t)
    .where(eq(t.state, "running"))
    .all();
  if (!peek.some(lost)) return 0;
  return db.transaction(
    (tx) => {
      const running = tx
        .select({
          id: t.id,
          jobId: t.jobId,
          worker: t.worker,
          leaseExpiresAt: t.leaseExpiresAt,
          attempts: t.attempts,
          instance: t.instanceSlug,
          run: t.run,
        })
        .from(t)
        .where(eq(t.state, "running"))
        .all();
      let reclaimed = 0;
      for (const task of running) {
        if (!lost(task)) continue;
        reclaimed++;
        tx.update(t)
          .set({ state: "queued", leaseToken: null, leaseExpiresAt: null, worker: null })
          .where(eq(t.id, task.id))
          .run();
        if (task.attempts >= MAX_ATTEMPTS)
          tx.update(verificationJobs)
            .set({
              state: "failed",
              finishedAt: now,
              error: `${task.instance}/${task.run}: started ${task.attempts} times without finishing (each time its worker stopped or lost its lease)`,
            })
            .where(
              and(
                eq(verificationJobs.id, task.jobId),
                inArray(verificationJobs.state, OPEN_JOB_STATES),
              ),
            )
            .run();
      }
      return reclaimed;
    },
    { behavior: "immediate" },
  );
}

function deadOnThisHost(worker: string | null, host: string): boolean {
  if (worker === null) return true;
  const [workerHost, pid] = worker.split(":");
  if (workerHost !== host || pid === undefined || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
