import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFrontCache } from "./front-cache.mjs";

/** Headers Next sends with a page from its cache (seen on `/` of the standalone server). */
const CACHED = {
  vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  "x-nextjs-cache": "MISS",
  "x-nextjs-prerender": "1",
  "cache-control": "s-maxage=60, stale-while-revalidate=31535940",
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'self'",
};

type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

describe("createFrontCache", () => {
  let server: http.Server;
  let base: string;
  let generation: number | null;
  /** Requests that reached the stand-in for Next. */
  let reachedNext: string[];
  /** What the stand-in for Next answers. */
  let next: Answer;
  let front: ReturnType<typeof createFrontCache>;

  beforeEach(async () => {
    generation = 1;
    reachedNext = [];
    front = createFrontCache({ generation: () => generation, maxEntryBytes: 1000 });
    // Next writes a cached page as a stream: headers flushed, then the body, then the end.
    next = (req, res) => {
      for (const [name, value] of Object.entries(CACHED)) res.setHeader(name, value);
      res.flushHeaders();
      res.write(`<p>${req.url} at ${generation}`);
      res.end("</p>");
    };
    server = http.createServer((req, res) => {
      if (front.answer(req, res)) return;
      reachedNext.push(req.url!);
      void next(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = async (at: string, headers: Record<string, string> = {}, method = "GET") => {
    const res = await fetch(`${base}${at}`, { headers, method });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  it("answers a repeated request for a page Next may share without asking Next", async () => {
    const first = await get("/", { "accept-encoding": "identity" });
    const second = await get("/", { "accept-encoding": "identity" });
    expect(reachedNext).toEqual(["/"]);
    expect(second.body.toString()).toBe("<p>/ at 1</p>");
    expect(second.body).toEqual(first.body);
    expect(second.res.headers.get("x-front-cache")).toBe("HIT");
    expect(second.res.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(second.res.headers.get("content-length")).toBe(String(second.body.length));
    // Every header Next sent, the security headers among them, comes back.
    for (const [name, value] of Object.entries(CACHED))
      if (name !== "x-nextjs-cache") expect(second.res.headers.get(name), name).toBe(value);
  });

  it("keeps one answer per value of each header Next's Vary names", async () => {
    await get("/", { "accept-encoding": "identity" });
    await get("/", { "accept-encoding": "identity", rsc: "1" });
    await get("/", { "accept-encoding": "gzip" });
    expect(reachedNext).toHaveLength(3);
    await get("/", { "accept-encoding": "identity", rsc: "1" });
    await get("/", { "accept-encoding": "gzip" });
    await get("/?benchmark=other", { "accept-encoding": "identity" });
    expect(reachedNext).toHaveLength(4);
  });

  it("keeps a compressed answer as compressed bytes, for the clients that asked the same", async () => {
    next = (req, res) => {
      for (const [name, value] of Object.entries(CACHED)) res.setHeader(name, value);
      res.setHeader("content-encoding", "gzip");
      res.end(gzipSync("<p>compressed</p>"));
    };
    await get("/", { "accept-encoding": "gzip, deflate" });
    const second = await get("/", { "accept-encoding": "gzip, deflate" });
    expect(second.res.headers.get("x-front-cache")).toBe("HIT");
    expect(second.body.toString()).toBe("<p>compressed</p>"); // fetch undoes the gzip
  });

  it("asks Next again after any write to the database, and not before", async () => {
    await get("/");
    await get("/");
    generation = 2;
    expect((await get("/")).body.toString()).toBe("<p>/ at 2</p>");
    expect((await get("/")).body.toString()).toBe("<p>/ at 2</p>");
    expect(reachedNext).toEqual(["/", "/"]);
  });

  it("never serves an answer during which the data changed", async () => {
    next = async (req, res) => {
      for (const [name, value] of Object.entries(CACHED)) res.setHeader(name, value);
      res.write("<p>read before the write");
      generation = 2; // another process commits while Next is still answering
      await new Promise((resolve) => setTimeout(resolve, 5));
      res.end("</p>");
    };
    await get("/");
    await get("/");
    expect(reachedNext).toEqual(["/", "/"]);
  });

  it("keeps nothing Next does not mark as shareable", async () => {
    const answers: Answer[] = [
      // rendered per request
      (req, res) => {
        res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
        res.end("dynamic");
      },
      // an API route
      (req, res) => {
        res.setHeader("content-type", "application/json");
        res.end("{}");
      },
      // a 404 from a cached route
      (req, res) => {
        for (const [name, value] of Object.entries(CACHED)) res.setHeader(name, value);
        res.statusCode = 404;
        res.end("not found");
      },
      // sets a cookie
      (req, res) => {
        for (const [name, value] of Object.entries(CACHED)) res.setHeader(name, value);
        res.setHeader("set-cookie", "a=b");
        res.end("cookie");
      },
      // larger than an entry may be
      (req, res) => {
        for (const [name, value] of Object.entries(CACHED)) res.setHeader(name, value);
        res.end("x".repeat(2000));
      },
    ];
    for (const [k, answer] of answers.entries()) {
      next = answer;
      await get(`/${k}`);
      await get(`/${k}`);
      expect(
        reachedNext.filter((url) => url === `/${k}`),
        `answer ${k}`,
      ).toHaveLength(2);
    }
    expect(front.entries.size).toBe(0);
  });

  it("leaves requests other than GET, and everything while the generation is unknown, to Next", async () => {
    await get("/");
    await get("/", {}, "HEAD");
    await get("/", {}, "POST");
    await get("/", { "x-prerender-revalidate": "secret" });
    await get("/", { cookie: "__prerender_bypass=1" });
    expect(reachedNext).toHaveLength(5);
    generation = null;
    await get("/other");
    await get("/other");
    expect(reachedNext).toHaveLength(7);
  });
});
