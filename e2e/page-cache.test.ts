/**
 * The page cache (docs/deploy.md, "Page cache"), against the deployed server (serve.mjs): `/` and
 * `/submissions/[id]` are served from the cache, and a write shows on the very next request,
 * whether this server made it (an upload, a hide) or another process did (`tsb ingest` into the
 * same database file).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTarGz } from "@/lib/upload/testing/bundles";
import {
  browserMissing,
  ensureBuild,
  launchBrowser,
  ROOT,
  seedDemoDb,
  startServer,
  type Server,
} from "./harness";

const run = promisify(execFile);
const missing = browserMissing();
const TOKEN = "e2e-cache-upload-token-0123456789";
const ADMIN = "e2e-cache-admin-token-0123456789";

describe("page cache", () => {
  let server: Server;
  let db: { file: string; cleanup: () => void };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-e2e-cache-"));

  beforeAll(async () => {
    await ensureBuild();
    db = seedDemoDb();
    process.env.TSB_UPLOAD_TOKENS = `e2e:${TOKEN}`;
    process.env.TSB_ADMIN_TOKENS = `admin:${ADMIN}`;
    // Uploads are scored by the checkout's evaluator sources, beside the standalone output.
    process.env.TSB_ROOT = ROOT;
    server = await startServer(db.file);
  }, 600_000);

  afterAll(async () => {
    delete process.env.TSB_UPLOAD_TOKENS;
    delete process.env.TSB_ADMIN_TOKENS;
    delete process.env.TSB_ROOT;
    await server?.stop();
    db?.cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  async function get(at: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}${at}`, { headers, redirect: "manual" });
    return { res, cache: res.headers.get("x-nextjs-cache"), body: await res.text() };
  }

  it("sends each leaderboard row's figures once, however many charts show it", async () => {
    const { body } = await get("/");
    const rows = body.match(/<tr data-submission="/g)?.length ?? 0;
    expect(rows).toBeGreaterThan(0);
    // The rows travel in React's payload, JSON escaped inside a script: the table's copy only,
    // the charts' points referring to it (lib/chart-data.ts, `source`).
    expect(body.match(/\\"mutationScorePooled\\":/g)?.length).toBe(rows);
    // At display precision (6 significant digits): no figure with a double's 17 digits. Leading
    // zeros are not significant: the baseline agent's M of 0.0628931 is 6 digits.
    expect(body).not.toMatch(/\\"mutationScore\\":0\.0*[1-9]\d{6,}/);
  });

  it("serves / and /submissions/[id] from the cache once rendered", async () => {
    for (const at of ["/", "/?benchmark=tsb-mini", "/submissions/1"]) {
      const first = await get(at);
      expect(first.res.status, `${at} ${first.res.headers.get("location")}`).toBe(200);
      const second = await get(at);
      // A HIT also shows that rendering the page wrote nothing the counter watches.
      expect(second.cache, at).toBe("HIT");
      // Answered by the cache's front, before Next (lib/page-cache/front-cache.mjs).
      expect(second.res.headers.get("x-front-cache"), at).toBe("HIT");
      expect(second.body, at).toBe(first.body);
    }
    // A browser asks for gzip: Next compresses once, and the compressed bytes are kept.
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const zipped = await get("/submissions/1", browser);
    expect(zipped.res.headers.get("content-encoding")).toBe("gzip");
    const again = await get("/submissions/1", browser);
    expect(again.res.headers.get("x-front-cache")).toBe("HIT");
    expect(again.res.headers.get("content-encoding")).toBe("gzip");
    expect(again.body).toBe(zipped.body);
    // What the browser fetches for a link: the same cached entry, as RSC. Next wants an `_rsc`
    // parameter matching the request's headers, and redirects to add it.
    const rscHeaders = { rsc: "1", "next-router-prefetch": "1" };
    const ask = await get("/submissions/1", rscHeaders);
    const query = new URL(ask.res.headers.get("location")!, server.url).search.slice(1);
    expect(query).toMatch(/^_rsc=./);
    await get(`/?benchmark=tsb-mini&${query}`, rscHeaders);
    const rsc = await get(`/?benchmark=tsb-mini&${query}`, rscHeaders);
    expect(rsc.res.status).toBe(200);
    expect(rsc.res.headers.get("content-type")).toContain("text/x-component");
    expect(rsc.cache).toBe("HIT");
    expect(rsc.res.headers.get("x-front-cache")).toBe("HIT");
  });

  it.skipIf(missing !== null)("follows links to cached pages in the browser", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/`);
      await page.locator('[data-testid="leaderboard"]').waitFor();
      // Set on the first document only: a full reload instead of a client navigation clears it.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const nav = page.getByRole("navigation", { name: "Benchmark" });
      const other = nav.locator("a:not([aria-current])").first();
      const name = (await other.innerText()).trim().split(/\s+/)[0]!;
      await other.click();
      await page.waitForURL(`**/?benchmark=${name}`);
      await expect.poll(() => nav.locator('a[aria-current="page"]').innerText()).toContain(name);
      await nav.locator("a").first().click();
      await page
        .locator('[data-testid="leaderboard"] tbody a[href^="/submissions/"]')
        .first()
        .click();
      await page.waitForURL("**/submissions/*");
      await page.locator("#summary").waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it("renders a view with a sort or filter per request, as before", async () => {
    const sorted = await get("/?benchmark=tsb-mini&sort=v.asc");
    expect(sorted.res.status).toBe(200);
    expect(sorted.cache).toBeNull();
    expect(sorted.body).toContain('data-testid="leaderboard"');
  });

  it("sends a direct visit of the cached route to the leaderboard's own address", async () => {
    const res = await fetch(`${server.url}/leaderboard/tsb-mini`, { redirect: "manual" });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toMatch(/\/\?benchmark=tsb-mini$/);
  });

  /**
   * The demo bundles are scored against tsb-mini 1.0, an older version than `/` shows; `/` names
   * how many submissions 1.0 has in its version switcher.
   */
  async function olderVersionCount(): Promise<number> {
    const { body } = await get("/");
    const match =
      /href="\/\?benchmark=tsb-mini&amp;version=1\.0">[^]*?(\d+)<!-- --> submissions/.exec(body);
    expect(match, "tsb-mini 1.0 in the version switcher of /").not.toBeNull();
    return Number(match![1]);
  }

  async function setHidden(id: number, hidden: boolean) {
    const res = await fetch(`${server.url}/api/submissions/${id}/hide`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
      body: JSON.stringify({ hidden, reason: "page cache test" }),
    });
    expect(res.status).toBe(200);
  }

  it("shows an upload on / at the next request, and drops it once hidden", async () => {
    const before = await olderVersionCount();
    expect((await get("/")).cache).toBe("HIT");
    const upload = await fetch(`${server.url}/api/submissions`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/octet-stream" },
      body: new Uint8Array(await demoTarGz("cache-upload-model")),
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: number };
    expect(await olderVersionCount()).toBe(before + 1);
    expect((await get("/?benchmark=tsb-mini&version=1.0")).body).toContain("cache-upload-model");
    await get(`/submissions/${id}`);
    const page = await get(`/submissions/${id}`);
    expect(page.cache).toBe("HIT");
    expect(page.body).toContain("cache-upload-model");

    await setHidden(id, true);
    expect(await olderVersionCount()).toBe(before);
    // The submission page is rendered again (it still opens by its address when hidden).
    expect((await get(`/submissions/${id}`)).cache).toBe("MISS");

    await setHidden(id, false);
    expect(await olderVersionCount()).toBe(before + 1);
    expect((await get(`/submissions/${id}`)).body).toContain("cache-upload-model");
  }, 120_000);

  it("shows a submission `tsb ingest` stored from another process at the next request", async () => {
    const before = await olderVersionCount();
    expect((await get("/")).cache).toBe("HIT");
    const bundle = path.join(work, "ingested.tar.gz");
    fs.writeFileSync(bundle, await demoTarGz("cache-ingest-model"));
    await run(
      process.execPath,
      [path.join(ROOT, "bin/tsb.mjs"), "ingest", bundle, "--db", db.file],
      {
        cwd: ROOT,
      },
    );
    expect(await olderVersionCount()).toBe(before + 1);
  }, 120_000);
});
