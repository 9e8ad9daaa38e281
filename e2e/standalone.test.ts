/**
 * The deployable server (docs/deploy.md): `node .next/standalone/serve.mjs` on a seeded database
 * answers /api/health and serves the leaderboard, Next's own `server.js` does too, and the
 * output holds none of the benchmark data, benches, browser tests or fixtures. Docker cannot
 * run here, so this is the image's server tested directly.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTarGz } from "@/lib/upload/testing/bundles";
import { ensureBuild, ROOT, seedDemoDb, startServer, type Server } from "./harness";

const STANDALONE = path.join(ROOT, ".next", "standalone");
const TOKEN = "e2e-standalone-upload-token-0123456789";

function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

describe("standalone server", () => {
  let server: Server;
  let db: { file: string; cleanup: () => void };

  beforeAll(async () => {
    await ensureBuild();
    db = seedDemoDb();
    // No TSB_ROOT: the server must find the checkout it was built in to score uploads.
    delete process.env.TSB_ROOT;
    process.env.TSB_UPLOAD_TOKENS = `e2e:${TOKEN}`;
    server = await startServer(db.file);
  }, 600_000);

  afterAll(async () => {
    delete process.env.TSB_UPLOAD_TOKENS;
    await server?.stop();
    db?.cleanup();
  });

  it("answers /api/health with the database's counts", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as { status: string; submissions: number; benchmarks: number };
    expect(body.status).toBe("ok");
    expect(body.submissions).toBeGreaterThan(0);
    expect(body.benchmarks).toBeGreaterThan(0);
  });

  it("serves the leaderboard from the seeded database", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="leaderboard"');
    expect(html).toContain("Reference test suite");
  });

  it("runs as Next's own server.js too, without the cache's front", async () => {
    const bare = await startServer(db.file, { entry: "server.js" });
    try {
      const health = await fetch(`${bare.url}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe("ok");
      await fetch(`${bare.url}/`);
      const res = await fetch(`${bare.url}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-nextjs-cache")).toBe("HIT");
      expect(res.headers.get("x-front-cache")).toBeNull();
      expect(await res.text()).toContain('data-testid="leaderboard"');
    } finally {
      await bare.stop();
    }
  }, 120_000);

  it("scores an upload with the evaluator of the checkout it was built in, with no TSB_ROOT", async () => {
    const res = await fetch(`${server.url}/api/submissions`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/octet-stream" },
      body: new Uint8Array(await demoTarGz("standalone-upload-model")),
    });
    const body = await res.text();
    expect(res.status, body).toBe(201);
  }, 120_000);

  it("leaves data, benches, browser tests and fixtures out of its output", () => {
    for (const folder of ["data", "bench", "e2e", ".cache"]) {
      expect(fs.existsSync(path.join(STANDALONE, folder)), folder).toBe(false);
    }
    const files = fs
      .readdirSync(STANDALONE, { recursive: true, encoding: "utf8" })
      .filter((f) => !f.startsWith("node_modules"));
    expect(files.filter((f) => f.split(path.sep).includes("fixtures"))).toEqual([]);
    expect(files.filter((f) => f.endsWith(".test.ts"))).toEqual([]);
    expect(files).toContain(path.join("drizzle", "meta", "_journal.json"));
    expect(files).toContain("serve.mjs");
    expect(files).toContain(path.join("lib", "page-cache", "front-cache.mjs"));
    const mb = sizeOf(STANDALONE) / 2 ** 20;
    console.log(`standalone output: ${mb.toFixed(1)} MiB`);
    expect(mb).toBeLessThan(150);
  });

  it("answers 503 naming the cause when the database cannot be opened", async () => {
    // A folder where the database file should be: SQLite cannot open it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-health-"));
    const broken = await startServer(dir);
    try {
      const res = await fetch(`${broken.url}/api/health`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { status: string; reason: string };
      expect(body.status).toBe("database unavailable");
      expect(body.reason.length).toBeGreaterThan(0);
    } finally {
      await broken.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
