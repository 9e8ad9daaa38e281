/**
 * Shared setup for browser tests: a production build (once, under a lock, skipped when nothing
 * changed since the last one), the deployed server (`.next/standalone/serve.mjs`) on a free port
 * against a given database, and Debian's chromium driven by playwright-core with a fresh profile.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { demoBenchmarkVersions } from "../db/testing/demo-versions.ts";
import { takeDirLock, takeDirLockSync } from "../evaluator/testing/dir-lock.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOTS = path.join(ROOT, "e2e", "screenshots");

/** Why browser tests cannot run here, or null when they can. CI installs chromium (.ci/run). */
export function browserMissing(): string | null {
  return fs.existsSync(CHROMIUM)
    ? null
    : `chromium not found at ${CHROMIUM} (set CHROMIUM_PATH); browser tests skipped`;
}

const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "evaluator",
  "docs", // the /docs pages are rendered from it at build time
  "next.config.ts",
  "serve.mjs",
  "postcss.config.mjs",
  "package.json",
];

/** The newest modification time under `sources` (paths from the project's root). */
function newestMtime(sources: readonly string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    // A folder's own time changes when a file in it is deleted or renamed: count it too.
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== "node_modules") walk(path.join(p, entry));
    }
  };
  for (const s of sources) walk(path.join(ROOT, s));
  return newest;
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Runs `next build` unless the last build is newer than every source file. A lock directory
 * keeps parallel test files from building into the same .next at once.
 */
export async function ensureBuild(): Promise<void> {
  const cache = path.join(ROOT, ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const stamp = path.join(cache, "e2e-build.stamp");
  const release = await takeDirLock(path.join(cache, "e2e-build.lock"));
  try {
    // The stamp holds the newest source time the last build saw when it started, so an edit
    // made while a build ran still triggers the next one.
    const built = fs.existsSync(stamp) ? Number(fs.readFileSync(stamp, "utf8")) || 0 : 0;
    const hasBuild = fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"));
    const sources = newestMtime(SOURCES);
    if (!hasBuild || built < sources) {
      await nextBuild();
      fs.writeFileSync(stamp, String(sources));
    }
    // The browser assets live beside the standalone server (docs/deploy.md, "What is built").
    fs.cpSync(path.join(ROOT, ".next/static"), path.join(ROOT, ".next/standalone/.next/static"), {
      recursive: true,
    });
  } finally {
    release();
  }
}

/**
 * `next build`, waiting out another build of the same checkout (Next refuses to run two at
 * once, and other test files or people may be building).
 */
async function nextBuild(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      },
    );
    if (result.status === 0) return;
    const output = `${result.stdout}${result.stderr}`;
    if (output.includes("Another next build process is already running") && attempt < 60) {
      await sleep(5000);
      continue;
    }
    throw new Error(`next build failed (exit ${result.status}):\n${output.slice(-4000)}`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  /** The server process, for CPU accounting in benches. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The deployed server, `node .next/standalone/serve.mjs` as docs/deploy.md and `npm run demo` run
 * it (Next's standalone request handler behind the page cache's front), on a free port with
 * `TSB_DB` set; resolves once it answers. `entry: "server.js"` runs Next's own standalone server
 * instead, without the front.
 */
export async function startServer(
  dbFile: string,
  options: { entry?: "serve.mjs" | "server.js" } = {},
): Promise<Server> {
  const port = await freePort();
  const args = [path.join(ROOT, ".next/standalone", options.entry ?? "serve.mjs")];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      TSB_DB: dbFile,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${args[0]} exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/about`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${args[0]} did not answer within 60 s:\n${log}`);
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** What the demo database is made from: the README's data and the code that stores it. */
const SEED_SOURCES = [
  "data/benchmarks",
  "data/bundles",
  "data/reported",
  "db",
  "drizzle",
  "ingest",
].concat(["evaluator", "cli", "lib", "scripts", "package.json"]);

/**
 * A fresh copy of the demo database (`npm run db:setup`, the README's data), and its path. The
 * seed is made once, under a lock, and made again only when its data or code changed (as the
 * build: ensureBuild); every test file gets its own copy, free to change. `E2E_DB` points the
 * tests at an existing database instead (it is not modified).
 */
export function seedDemoDb(): { file: string; cleanup: () => void } {
  if (process.env.E2E_DB)
    return { file: path.resolve(process.env.E2E_DB), cleanup: () => undefined };
  const cache = path.join(ROOT, ".cache", "e2e-seed");
  fs.mkdirSync(cache, { recursive: true });
  const seeded = path.join(cache, "tsb.sqlite");
  const stamp = path.join(cache, "stamp");
  const release = takeDirLockSync(path.join(cache, "lock"));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-e2e-"));
  const file = path.join(dir, "tsb.sqlite");
  try {
    const sources = newestMtime(SEED_SOURCES);
    const made = fs.existsSync(stamp) ? Number(fs.readFileSync(stamp, "utf8")) || 0 : 0;
    if (!fs.existsSync(seeded) || made < sources) {
      for (const f of fs.readdirSync(cache)) if (f !== "lock") fs.rmSync(path.join(cache, f));
      execFileSync("npm", ["run", "--silent", "db:setup"], {
        cwd: ROOT,
        env: { ...process.env, TSB_DB: seeded },
        stdio: ["ignore", "ignore", "inherit"],
      });
      fs.writeFileSync(stamp, String(sources));
    }
    fs.copyFileSync(seeded, file);
    // The seed closed its connection, which folds the write-ahead log into the file; a log left
    // behind (a crash) is copied with it.
    if (fs.existsSync(`${seeded}-wal`)) fs.copyFileSync(`${seeded}-wal`, `${file}-wal`);
  } finally {
    release();
  }
  return { file, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The latest version of a benchmark in the demo data (data/benchmarks/), which its bare name means
 * on the site: tests of "the latest" follow a new version without an edit.
 */
export function latestDemoVersion(name: string): string {
  const root = path.join(ROOT, "data", "benchmarks");
  const latest = demoBenchmarkVersions(root, name).at(-1);
  if (latest === undefined) throw new Error(`no version of ${name} in ${root}`);
  return latest;
}

/** Headless chromium with a fresh profile, flags as the machine notes require. */
export async function launchBrowser(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1400, height: 1000 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
