import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { ReceivedBundle } from "./receive.ts";

/**
 * Uploads that passed validation and wait for the uploader to confirm them (the page shows the
 * metadata first). They stay on disk for 15 minutes, at most MAX_STAGED at once, oldest dropped,
 * and within a byte budget (TSB_MAX_STAGED_BYTES): past it, new dry runs are turned away (503)
 * rather than letting uploaders fill the disk with bundles they never confirm.
 */
interface Staged {
  bundle: ReceivedBundle;
  owner: string;
  timer: NodeJS.Timeout;
}

const KEEP_MS = 15 * 60_000;
const MAX_STAGED = 50;

const shared = globalThis as typeof globalThis & { __tsbStaged?: Map<string, Staged> };
const staged = (shared.__tsbStaged ??= new Map<string, Staged>());

/** Bytes of every staged upload now. */
export function stagedBytes(): number {
  let total = 0;
  for (const entry of staged.values()) total += entry.bundle.bytes;
  return total;
}

/** Whether `bytes` more fit in the staging budget. */
export function stagingHasRoom(bytes: number, maxStagedBytes: number): boolean {
  return stagedBytes() + bytes <= maxStagedBytes;
}

function drop(id: string): void {
  const entry = staged.get(id);
  if (!entry) return;
  staged.delete(id);
  clearTimeout(entry.timer);
  void rm(entry.bundle.dir, { recursive: true, force: true });
}

/** Keeps a validated upload; returns the id that confirms it. */
export function stage(bundle: ReceivedBundle, owner: string): string {
  while (staged.size >= MAX_STAGED) drop(staged.keys().next().value as string);
  const id = randomUUID();
  const timer = setTimeout(() => drop(id), KEEP_MS);
  timer.unref();
  staged.set(id, { bundle, owner, timer });
  return id;
}

/** Hands over a staged upload of this owner (removing it from the table), or null. */
export function takeStaged(id: string, owner: string): ReceivedBundle | null {
  const entry = staged.get(id);
  if (!entry || entry.owner !== owner) return null;
  staged.delete(id);
  clearTimeout(entry.timer);
  return entry.bundle;
}
