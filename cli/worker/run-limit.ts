import { Deadline } from "../../evaluator/runner/process.ts";
import { REFERENCE_TIMEOUT_SEC, defaultMutantTimeout } from "../../evaluator/runner/run-limits.ts";
import type { Db } from "../../db/index.ts";
import { referenceDurations } from "../../db/verification/jobs.ts";
import type { LeasedTask } from "../../db/verification/lease.ts";
import type { WorkerOptions } from "./worker-options.ts";

/**
 * A run's time limit: `tsb run`'s rule. The order is random, so a mutant's run may start
 * before its instance's reference runs are timed: it then gets the reference limit, lowered
 * to the mutant rule's as soon as they are (checked every second while it runs).
 */
export function runLimit(
  db: Db,
  options: Pick<WorkerOptions, "timeoutSec" | "minTimeoutSec">,
  task: LeasedTask,
  isReference: boolean,
  referenceRuns: number,
  /** The benchmark's reference limit (evaluator/runner/run-limits.ts, referenceTimeout). */
  referenceTimeoutSec = REFERENCE_TIMEOUT_SEC,
): { deadline: number | Deadline; stop: () => void } {
  const none = () => undefined;
  if (options.timeoutSec !== undefined) return { deadline: options.timeoutSec, stop: none };
  if (isReference) return { deadline: referenceTimeoutSec, stop: none };
  const mutantLimit = (): number | null => {
    const durations = referenceDurations(db, task.jobId, task.instance);
    return durations.length >= referenceRuns
      ? defaultMutantTimeout(durations, options.minTimeoutSec)
      : null;
  };
  const known = mutantLimit();
  if (known !== null) return { deadline: known, stop: none };
  const deadline = new Deadline(referenceTimeoutSec);
  const timer = setInterval(() => {
    const limit = mutantLimit();
    if (limit === null) return;
    deadline.set(limit);
    clearInterval(timer);
  }, 1000);
  return { deadline, stop: () => clearInterval(timer) };
}
