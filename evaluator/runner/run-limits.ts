import { Deadline } from "./process.ts";

/** Reference runs have no earlier timing to scale from; this bounds a suite that hangs there. */
export const REFERENCE_TIMEOUT_SEC = 600;

/**
 * The limit of a reference run (and of the coverage run) on `benchmark`: its benchmark.json's
 * `limits.referenceTimeoutSec`, else REFERENCE_TIMEOUT_SEC. A version whose suites run for
 * many minutes (tsb-mini 1.2's stencil: a 3,149-test suite's coverage run took 18 minutes) says so
 * there, rather than every caller passing --timeout, which would also lift the mutant rule.
 */
export function referenceTimeout(benchmark?: { limits?: { referenceTimeoutSec: number } }): number {
  return benchmark?.limits?.referenceTimeoutSec ?? REFERENCE_TIMEOUT_SEC;
}

/** max(floor, 5 × the slowest reference run): DESIGN.md's default mutant timeout. */
export function defaultMutantTimeout(referenceSeconds: readonly number[], floorSec = 60): number {
  return Math.max(floorSec, 5 * Math.max(0, ...referenceSeconds));
}

/**
 * The time limits of one `tsb run`, from its instances' reference runs as they finish. A mutant
 * run that starts before its instance's reference runs are timed gets the reference limit, a
 * Deadline lowered to the mutant rule's once they are.
 */
export class RunLimits {
  private readonly refsLeft = new Map<string, number>();
  private readonly refSeconds = new Map<string, number[]>();
  private readonly waiting = new Map<string, Deadline[]>();
  private readonly options: {
    timeoutSec?: number;
    minTimeoutSec?: number;
    referenceTimeoutSec?: number;
  };

  /** `tasks`: every run of the first pass, so the reference runs of each instance are counted. */
  constructor(
    tasks: ReadonlyArray<{ instance: string; run: string }>,
    options: { timeoutSec?: number; minTimeoutSec?: number; referenceTimeoutSec?: number },
  ) {
    this.options = options;
    for (const task of tasks)
      if (task.run.startsWith("reference/"))
        this.refsLeft.set(task.instance, (this.refsLeft.get(task.instance) ?? 0) + 1);
  }

  /** The limit of a run about to start: explicit, the reference's, or the mutant rule's. */
  limitFor(instance: string, isReference: boolean): number | Deadline {
    if (this.options.timeoutSec !== undefined) return this.options.timeoutSec;
    const reference = this.options.referenceTimeoutSec ?? REFERENCE_TIMEOUT_SEC;
    if (isReference) return reference;
    if (this.refsLeft.get(instance) === 0) return this.mutantLimit(instance);
    const deadline = new Deadline(reference);
    this.waiting.set(instance, [...(this.waiting.get(instance) ?? []), deadline]);
    return deadline;
  }

  /** A reference run of the instance took `durationSec`. */
  addReference(instance: string, durationSec: number): void {
    this.refSeconds.set(instance, [...(this.refSeconds.get(instance) ?? []), durationSec]);
  }

  /**
   * Counts a reference run of the instance as done; true when it was the last one, and the
   * mutant runs waiting for the timings get the mutant rule's limit.
   */
  referenceDone(instance: string): boolean {
    const left = (this.refsLeft.get(instance) ?? 1) - 1;
    this.refsLeft.set(instance, left);
    if (left !== 0) return false;
    for (const deadline of this.waiting.get(instance) ?? [])
      deadline.set(this.mutantLimit(instance));
    this.waiting.delete(instance);
    return true;
  }

  private mutantLimit(instance: string): number {
    return defaultMutantTimeout(this.refSeconds.get(instance) ?? [], this.options.minTimeoutSec);
  }
}
