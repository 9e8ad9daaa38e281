import fs from "node:fs";

/**
 * A lock between test processes that build one shared thing (the site's build, the seeded demo
 * database, a test image): a folder, since mkdir either creates it or fails, atomically. A lock
 * older than STALE_MS is taken to be a crashed holder's and is broken. Written here rather than
 * taken from a library: the project has no lock library, and these dozen lines are all the tests
 * need.
 */
const STALE_MS = 10 * 60_000;
const WAIT_MS = 500;

function tryTake(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch {
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

const release = (lock: string) => () => fs.rmSync(lock, { recursive: true, force: true });

/** Waits for `lock` and takes it; call the returned function to release it. */
export async function takeDirLock(lock: string): Promise<() => void> {
  while (!tryTake(lock)) await new Promise((r) => setTimeout(r, WAIT_MS));
  return release(lock);
}

/** takeDirLock for callers that cannot await (a synchronous test setup). */
export function takeDirLockSync(lock: string): () => void {
  while (!tryTake(lock)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAIT_MS);
  return release(lock);
}
