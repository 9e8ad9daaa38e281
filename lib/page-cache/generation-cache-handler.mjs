// Next's server cache (next.config.ts `cacheHandler`) for the pages it renders statically: `/`
// through its cached route and `/submissions/[id]` (docs/deploy.md, "Page cache"). Plain
// JavaScript because Next loads it with Node's own import, outside its bundles, in `next start`
// and in the standalone server alike.
//
// An entry is served only while the database's data generation (the `data_generation` row that
// triggers bump on every committed change to what the pages show) is the one the entry was
// rendered at. Any process may write: the upload scoring child, `tsb ingest`, `tsb rescore`, the
// worker. Reading one integer from SQLite before each cached response is how this process learns
// of their writes; Next's own tag revalidation reaches only the process that calls it.
import path from "node:path";
import Database from "better-sqlite3";
import { LRUCache } from "lru-cache";

/** Bytes of rendered pages kept in memory; the least recently read go first. */
const MAX_BYTES = 128 * 2 ** 20;
/** After a failed open (no file yet, migrations not applied), wait this long before retrying. */
const RETRY_MS = 1000;

/**
 * Reads the data generation of a database file; null while it cannot (no such file, or the
 * migration that adds the counter not applied yet), in which case nothing is cached or served.
 * @param {string} file
 * @returns {() => number | null}
 */
export function generationReader(file) {
  /** @type {import("better-sqlite3").Statement | null} */
  let statement = null;
  let retryAt = 0;
  return () => {
    if (!statement) {
      if (Date.now() < retryAt) return null;
      try {
        const client = new Database(file, { fileMustExist: true });
        try {
          statement = client.prepare("SELECT generation FROM data_generation WHERE id = 1").pluck();
        } catch (error) {
          client.close();
          throw error;
        }
      } catch {
        retryAt = Date.now() + RETRY_MS;
        return null;
      }
    }
    try {
      const generation = statement.get();
      return typeof generation === "number" ? generation : null;
    } catch {
      return null;
    }
  };
}

/** @param {any} value a Next cache value (APP_PAGE, APP_ROUTE, FETCH, ...) */
function sizeOf(value) {
  if (!value) return 64;
  let size = 64;
  if (value.html) size += value.html.length;
  if (value.rscData) size += value.rscData.length;
  if (value.body) size += value.body.length;
  if (typeof value.postponed === "string") size += value.postponed.length;
  if (value.segmentData instanceof Map)
    for (const [segment, data] of value.segmentData) size += segment.length + data.length;
  if (value.kind === "FETCH") size += JSON.stringify(value.data ?? "").length;
  return size;
}

/**
 * A rendered page with its HTML encoded once, here, rather than on every response. Next sends a
 * string page with one `res.end(html)`, and Node encodes the string to UTF-8 on each write; for
 * the 300 kB leaderboard of 50 submissions that was about 1 ms of every cached response
 * (bench/pages.ts). Given bytes, Next's response cache treats the page as a stream and writes
 * the bytes as they are (chunked, with no Content-Length; a Buffer is one of the bodies its
 * RenderResult takes).
 * @param {any} value a Next cache value
 */
function asBytes(value) {
  if (value?.kind === "APP_PAGE" && typeof value.html === "string")
    return { ...value, html: Buffer.from(value.html, "utf8") };
  return value;
}

/** @param {any} value @param {string[] | undefined} fetchTags */
function tagsOf(value, fetchTags) {
  const header = value?.headers?.["x-next-cache-tags"];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return new Set([...fromHeader, ...(fetchTags ?? [])]);
}

/**
 * Process-wide state: Next makes a new handler for every request.
 * @type {{ read: (() => number | null) | null, file: string | null, entries: LRUCache<string, any>, rendering: LRUCache<string, number> }}
 */
const state = {
  read: null,
  file: null,
  entries: new LRUCache({ maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.size }),
  // The generation each key's render started at: a write committed while a page renders must
  // leave the stored result stale. The first miss is kept until the render stores its result,
  // so the older generation wins; a render that failed costs at most one extra render later.
  rendering: new LRUCache({ max: 10_000 }),
};

/**
 * The data generation of the database this process serves (`TSB_DB`), null while it cannot be
 * read. The front of the cache (front-cache.mjs) asks it too.
 * @returns {number | null}
 */
export function currentGeneration() {
  // The same default as db/index.ts's defaultDbFile (this file cannot import TypeScript).
  const file = path.resolve(/*turbopackIgnore: true*/ process.env.TSB_DB ?? "data/tsb.sqlite");
  if (state.file !== file) {
    state.file = file;
    state.read = generationReader(file);
    state.entries.clear();
    state.rendering.clear();
  }
  return /** @type {() => number | null} */ (state.read)();
}

export default class GenerationCacheHandler {
  /** @param {string} key @param {any} _ctx */
  async get(key, _ctx) {
    const generation = currentGeneration();
    if (generation === null) return null;
    const entry = state.entries.get(key);
    if (entry && entry.generation === generation) {
      // A time-based revalidation renders in the background after this answer: it stores its
      // result at this generation.
      const revalidate = entry.stored.cacheControl?.revalidate;
      if (
        typeof revalidate === "number" &&
        entry.stored.lastModified + revalidate * 1000 < Date.now()
      )
        if (!state.rendering.has(key)) state.rendering.set(key, generation);
      return entry.stored;
    }
    if (!state.rendering.has(key)) state.rendering.set(key, generation);
    return null;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const generation = state.rendering.get(key);
    state.rendering.delete(key);
    if (!data || generation === undefined) {
      state.entries.delete(key);
      return;
    }
    const value = asBytes(data);
    state.entries.set(key, {
      generation,
      tags: tagsOf(value, ctx?.tags),
      size: key.length + sizeOf(value),
      stored: {
        value,
        lastModified: Date.now(),
        cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      },
    });
  }

  /** revalidateTag / revalidatePath in this process: drop the entries carrying a tag at once.
   * @param {string | string[]} tags */
  async revalidateTag(tags) {
    const wanted = Array.isArray(tags) ? tags : [tags];
    for (const [key, entry] of state.entries.entries())
      if (wanted.some((tag) => entry.tags.has(tag))) state.entries.delete(key);
  }

  resetRequestCache() {}
}
