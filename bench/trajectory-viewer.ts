/**
 * `npm run bench:trajectory-viewer`: how fast the trajectory viewer opens a 10,000-step
 * trajectory. The trajectory is made by repeating the steps of the largest real Claude Code
 * session of the corpus (../shared/trajectory-corpus, read in place; the bench stops when it is
 * absent) to 10,000 steps, put into a copy of the baseline agent's tsb-mini 1.0 bundle as calc's
 * trajectory, and stored with `tsb ingest` (timed). The production server
 * (`.next/standalone/serve.mjs`) serves it to headless chromium, which reports per page: the
 * server's time to the first byte, first contentful paint (the first render: the page is
 * rendered on the server, so it is when the first steps show), DOMContentLoaded, and the HTML's
 * size. Pages: the first page, a page near the end (`?step=9500`), a search over every step
 * (`?q=`), a class filter, and the baseline's own 10-step trajectory beside them; each on a
 * desktop window and on a 390 px phone window (not CPU-throttled). Median of 5 loads after one
 * warm-up.
 *
 *   npm run bench:trajectory-viewer           BENCH_VIEWER_LOADS=9 for more loads
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { trajectoryCorpus } from "../evaluator/trajectory/testing/trajectory-corpus.ts";
import { ensureBuild, launchBrowser, ROOT, startServer } from "../e2e/harness.ts";
import { loadLine } from "./shared.ts";
import { syntheticSession } from "./synthetic-session.ts";

const LOADS = Number(process.env.BENCH_VIEWER_LOADS ?? 5);
const corpus = trajectoryCorpus();
if (corpus === null) {
  console.log("bench:trajectory-viewer: the trajectory corpus is absent; nothing to measure");
  process.exit(0);
}

const work = mkdtempSync(path.join(os.tmpdir(), "tsb-bench-viewer-"));
const bundle = path.join(work, "bundle");
cpSync(path.join(ROOT, "data/bundles/baseline-agent"), bundle, { recursive: true });
const session = syntheticSession(corpus, work);
rmSync(path.join(bundle, "instances/calc/trajectory"), { recursive: true });
cpSync(session, path.join(bundle, "instances/calc/trajectory/session.jsonl"));
const submission = JSON.parse(readFileSync(path.join(bundle, "submission.json"), "utf8")) as Record<
  string,
  unknown
>;
writeFileSync(
  path.join(bundle, "submission.json"),
  JSON.stringify({ ...submission, model: "bench: a 10,000-step trajectory" }),
);
const db = path.join(work, "tsb.sqlite");
const started = performance.now();
execFileSync(
  process.execPath,
  [
    path.join(ROOT, "bin/tsb.mjs"),
    "ingest",
    bundle,
    "--db",
    db,
    "--benchmark",
    path.join(ROOT, "data/benchmarks/tsb-mini"),
  ],
  { stdio: "ignore" },
);
const ingestMs = performance.now() - started;
const sqlite = new Database(db, { readonly: true });
const rows = sqlite
  .prepare(
    "SELECT t.id, t.submission_id AS s, i.slug, t.step_count AS steps FROM trajectories t JOIN instances i ON i.id = t.instance_id",
  )
  .all() as Array<{ id: number; s: number; slug: string; steps: number }>;
const stored = sqlite
  .prepare("SELECT SUM(LENGTH(steps)) FROM trajectory_chunks")
  .pluck()
  .get() as number;
sqlite.close();
const long = rows.find((r) => r.slug === "calc")!;
const short = rows.find((r) => r.slug === "tally")!;
console.log(`machine: ${loadLine()}`);
console.log(
  `trajectory: ${path.basename(session)} (${(readFileSync(session).length / 1024 ** 2).toFixed(1)} MB, ${long.steps} steps), ingest of the bundle ${(ingestMs / 1000).toFixed(1)} s, steps stored in ${(stored / 1024).toFixed(0)} kB`,
);

await ensureBuild();
const server = await startServer(db);
const browser = await launchBrowser();
try {
  const base = (r: { s: number; id: number }) =>
    `${server.url}/submissions/${r.s}/trajectories/${r.id}`;
  const pages: Array<[string, string]> = [
    ["10,000 steps, page 1", base(long)],
    ["10,000 steps, ?step=9500", `${base(long)}?step=9500`],
    ["10,000 steps, ?q=mix test (search all)", `${base(long)}?q=mix+test`],
    ["10,000 steps, ?show=write", `${base(long)}?show=write`],
    ["10 steps (the baseline's own)", base(short)],
  ];
  console.log(
    "\npage                                      window   TTFB ms   first render (FCP) ms   DOMContentLoaded ms   HTML kB   steps shown",
  );
  for (const [width, label] of [
    [1400, "desktop"],
    [390, "phone"],
  ] as const) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url] of pages) {
      const samples: Array<{
        ttfb: number;
        fcp: number;
        dcl: number;
        bytes: number;
        shown: number;
      }> = [];
      for (let i = 0; i <= LOADS; i++) {
        const response = await page.goto(url, { waitUntil: "load" });
        const bytes = (await response!.body()).length;
        const t = await page.evaluate(() => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
          return {
            ttfb: nav.responseStart,
            fcp,
            dcl: nav.domContentLoadedEventEnd,
            shown: document.querySelectorAll("li[data-step]").length,
          };
        });
        if (i > 0) samples.push({ ...t, bytes });
      }
      const med = (k: "ttfb" | "fcp" | "dcl") => {
        const v = samples.map((x) => x[k]).sort((a, b) => a - b);
        return v[Math.floor(v.length / 2)]!;
      };
      console.log(
        `${name.padEnd(41)} ${label.padEnd(8)} ${med("ttfb").toFixed(0).padStart(7)} ${med("fcp").toFixed(0).padStart(23)} ${med("dcl").toFixed(0).padStart(21)} ${(samples[0]!.bytes / 1024).toFixed(0).padStart(9)} ${String(samples[0]!.shown).padStart(13)}`,
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
