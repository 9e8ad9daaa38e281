/**
 * Progress of uploads in this process, keyed by the uploader's token owner and an upload id the
 * client picks (a UUID), so that the page can open its event stream before the upload's POST
 * returns, and so that only the token that started an upload can follow it: another token
 * subscribing to the same id listens under its own key, where nothing is published. Entries
 * hold counts and a final status only — nothing from the bundle — and expire a few minutes
 * after finishing.
 */
export type UploadPhase =
  "waiting" | "queued" | "validating" | "score" | "store" | "done" | "failed";

export interface ProgressEvent {
  phase: UploadPhase;
  done: number;
  total: number;
  /** done/failed: the HTTP status the POST answered with. */
  status?: number;
}

interface Entry {
  last: ProgressEvent;
  listeners: Set<(event: ProgressEvent) => void>;
  touched: number;
}

const MAX_ENTRIES = 2000;
const KEEP_MS = 10 * 60_000;

const shared = globalThis as typeof globalThis & { __tsbUploadProgress?: Map<string, Entry> };
const entries = (shared.__tsbUploadProgress ??= new Map<string, Entry>());

/** A client-chosen upload id: letters, digits and dashes, 8–64 of them. */
export const UPLOAD_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The table key of an upload: owners (from the token list) never contain ':'. */
export const progressKey = (owner: string, uploadId: string) => `${owner}:${uploadId}`;

function entry(id: string): Entry | null {
  let found = entries.get(id);
  if (!found) {
    if (entries.size >= MAX_ENTRIES) prune();
    if (entries.size >= MAX_ENTRIES) return null;
    found = {
      last: { phase: "waiting", done: 0, total: 0 },
      listeners: new Set(),
      touched: Date.now(),
    };
    entries.set(id, found);
  }
  return found;
}

function prune(): void {
  const cutoff = Date.now() - KEEP_MS;
  for (const [id, e] of entries)
    if (e.touched < cutoff && e.listeners.size === 0) entries.delete(id);
}

/** Records and broadcasts an upload's progress. */
export function publish(id: string | null, event: ProgressEvent): void {
  if (id === null) return;
  const e = entry(id);
  if (!e) return;
  e.last = event;
  e.touched = Date.now();
  for (const listener of e.listeners) listener(event);
}

/**
 * Calls `listener` with the latest event now and with every later one; returns the function
 * that stops listening, or null when the table is full.
 */
export function subscribe(
  id: string,
  listener: (event: ProgressEvent) => void,
): (() => void) | null {
  const e = entry(id);
  if (!e) return null;
  e.listeners.add(listener);
  listener(e.last);
  return () => {
    e.listeners.delete(listener);
    e.touched = Date.now();
  };
}

export const isFinal = (event: ProgressEvent) => event.phase === "done" || event.phase === "failed";
