/**
 * Runs `work` over `tasks` with at most `jobs` at a time, taking tasks in order but skipping
 * any whose `ready` check fails until it passes (a mutant run waits for its instance's
 * reference runs). Each call gets a slot number in 0..jobs-1 that no concurrent call shares,
 * so the sandbox can give every slot its own user id. `work` may add tasks with `enqueue` (a
 * kill's confirmation runs, once its instance's runs are in). Resolves when every task has
 * finished; the first error thrown by `work` rejects after running tasks settle.
 */
export async function runPool<T>(
  tasks: readonly T[],
  jobs: number,
  work: (task: T, slot: number, enqueue: (more: readonly T[]) => void) => Promise<void>,
  ready: (task: T) => boolean = () => true,
): Promise<void> {
  const pending = [...tasks];
  const enqueue = (more: readonly T[]): void => void pending.push(...more);
  const freeSlots = Array.from({ length: Math.max(1, jobs) }, (_, i) => i);
  const running = new Set<Promise<void>>();
  let failure: unknown = null;

  while (pending.length > 0 || running.size > 0) {
    while (failure === null && freeSlots.length > 0) {
      const index = pending.findIndex(ready);
      if (index < 0) break;
      const [task] = pending.splice(index, 1) as [T];
      const slot = freeSlots.shift() as number;
      const promise: Promise<void> = work(task, slot, enqueue)
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          running.delete(promise);
          freeSlots.push(slot);
          freeSlots.sort((a, b) => a - b);
        });
      running.add(promise);
    }
    if (running.size === 0) {
      if (failure !== null || pending.length === 0) break;
      throw new Error(`runPool: ${pending.length} tasks can never become ready`);
    }
    await Promise.race(running);
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what `work` threw, as it was
  if (failure !== null) throw failure;
}
