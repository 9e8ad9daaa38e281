// The page cache's front (docs/deploy.md, "Page cache"): what `serve.mjs` asks before Next. It
// keeps the responses Next marks as shared-cacheable (its cached pages: `/`, `/submissions/<id>`,
// the docs) and answers an identical request with them, without entering Next, for as long as
// the database's data generation is the one the response was made at. That is what a CDN in
// front would do, and here it costs one write of bytes kept ready: a cached leaderboard of 50
// full-scale submissions went from about 1.8 ms to 0.8 ms per request (bench/pages.ts), the
// difference being Next's routing and streaming of a page it already had. Plain JavaScript,
// like the cache handler beside it, because the standalone server loads it with Node's import.
//
// It keys entries the way HTTP caches do, by the address and the request headers the response's
// `Vary` names (Next's router headers and, once compressed, Accept-Encoding), so an RSC
// navigation and a gzip-accepting browser each get the variant Next gave them. Nothing here
// knows which routes are cached: Next says so with `x-nextjs-cache` and `s-maxage`.
import { LRUCache } from "lru-cache";
import { currentGeneration } from "./generation-cache-handler.mjs";

/** Bytes of responses kept; the least recently read go first. */
const MAX_BYTES = 64 * 2 ** 20;
/** A response larger than this is passed through and not kept. */
const MAX_ENTRY_BYTES = 4 * 2 ** 20;
/** Response headers that describe one connection or one moment, never replayed. */
const PER_RESPONSE = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
]);

/**
 * @typedef {{ generation: number, status: number, headers: Record<string, string | string[] | number>, body: Buffer }} Entry
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 */

/**
 * Whether Next's response may be kept for the next identical request: a 200 that Next served
 * from, or into, its page cache and allows shared caches to keep, setting no cookie.
 * @param {Response} res
 * @returns {boolean}
 */
function isShareable(res) {
  if (res.statusCode !== 200) return false;
  if (res.getHeader("x-nextjs-cache") === undefined) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return (
    /\bs-maxage=\d/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
  );
}

/** @param {Response} res @returns {string[] | null} the header names, null for `Vary: *` */
function varyOf(res) {
  const names = String(res.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return names.includes("*") ? null : names.sort();
}

/** @param {string} url @param {string[]} names @param {Request["headers"]} headers */
function keyOf(url, names, headers) {
  let key = url;
  for (const name of names) {
    const value = headers[name];
    key += `\n${name}: ${Array.isArray(value) ? value.join(", ") : (value ?? "")}`;
  }
  return key;
}

/**
 * A request another answer than the cached one is due to: anything but GET (HEAD included:
 * Next answers it itself), on-demand revalidation, and draft mode.
 * @param {Request} req
 */
function bypasses(req) {
  return (
    req.method !== "GET" ||
    req.headers["x-prerender-revalidate"] !== undefined ||
    (req.headers.cookie ?? "").includes("__prerender_bypass")
  );
}

/**
 * Collects what Next writes to `res`, the way compression middleware sees it: by wrapping this
 * one response's `write` and `end` (Node has no other way to observe a response body). Whether
 * the response is worth keeping is asked once, at its first write, when its headers are set:
 * an API response or an event stream is then left alone.
 * @param {Response} res
 * @param {number} maxBytes a larger body is not kept
 * @param {() => boolean} wanted
 * @param {(body: Buffer) => void} done called once a wanted response finished whole
 */
function collectBody(res, maxBytes, wanted, done) {
  /** @type {Buffer[] | null} */
  let chunks = null;
  let size = 0;
  let decided = false;
  /** @param {unknown} chunk @param {unknown} encoding */
  const collect = (chunk, encoding) => {
    if (!decided) {
      decided = true;
      if (wanted()) chunks = [];
    }
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(
            chunk,
            typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
          )
        : Buffer.from(/** @type {Uint8Array} */ (chunk));
    size += bytes.length;
    chunks.push(bytes);
    if (size > maxBytes) chunks = null;
  };
  const write = res.write;
  const end = res.end;
  res.write = /** @type {Response["write"]} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, ...rest) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, ...rest);
    }
  );
  res.end = /** @type {Response["end"]} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, ...rest) {
      collect(chunk, encoding);
      return end.call(this, chunk, encoding, ...rest);
    }
  );
  res.once("finish", () => {
    if (chunks) done(Buffer.concat(chunks, size));
  });
}

/**
 * The front of the page cache for one server process.
 * @param {{ generation?: () => number | null, maxBytes?: number, maxEntryBytes?: number }} [options]
 *   `generation` reads the database's data generation (the cache handler's, by default).
 */
export function createFrontCache(options = {}) {
  const generation = options.generation ?? currentGeneration;
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 512,
  });
  /** The request headers each address's responses vary on, as Next last said. */
  const varyByUrl = new LRUCache({ max: 10_000 });

  /**
   * Answers `req` from the cache and returns true, or returns false and keeps what Next is
   * about to answer if Next says it may be shared. Call it before handing the request to Next.
   * @param {Request} req
   * @param {Response} res
   * @returns {boolean}
   */
  function answer(req, res) {
    if (bypasses(req)) return false;
    const now = generation();
    if (now === null) return false;
    const url = req.url ?? "/";
    const names = /** @type {string[] | undefined} */ (varyByUrl.get(url));
    const entry = names ? entries.get(keyOf(url, names, req.headers)) : undefined;
    if (entry && entry.generation === now) {
      res.writeHead(entry.status, { ...entry.headers, "content-length": entry.body.length });
      res.end(entry.body);
      return true;
    }
    // Kept at the generation read before Next answers: a write committed meanwhile leaves the
    // entry at an older generation than the database's, so it is never served. Keyed by the
    // headers as asked: Next adds its own (x-forwarded-*) to the request while it answers.
    const asked = { ...req.headers };
    collectBody(
      res,
      options.maxEntryBytes ?? MAX_ENTRY_BYTES,
      () => isShareable(res) && varyOf(res) !== null,
      (body) => {
        const vary = /** @type {string[]} */ (varyOf(res));
        /** @type {Entry["headers"]} */
        const headers = {};
        for (const [name, value] of Object.entries(res.getHeaders()))
          if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
        headers["x-nextjs-cache"] = "HIT";
        headers["x-front-cache"] = "HIT";
        const key = keyOf(url, vary, asked);
        // A request that started later, after a write, may have stored a newer answer already.
        if ((entries.peek(key)?.generation ?? -1) > now) return;
        varyByUrl.set(url, vary);
        entries.set(key, {
          generation: now,
          status: res.statusCode,
          headers,
          body,
        });
      },
    );
    return false;
  }

  return { answer, entries };
}
