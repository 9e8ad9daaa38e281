/**
 * `npm run bench:pages`: server response time and page weight of the leaderboard (`/`), a
 * submission page, a mutant page, the page of the largest instance (most mutants, any version),
 * `/compare` of six submissions and the paired comparison
 * (`/compare/paired`) of the two best rows, served by the production build, against (a) the
 * demo database from `db:setup`, (b) 50 synthetic full-scale submissions (165 instances × 74
 * mutants each), (c) 6 of them, the mutant page's and /compare's target case, and (d) 6 of them
 * as two entries of 3 trials each, the paired page's target case.
 * Beside each page it serves the same data as a static JSON file from the same server, the
 * floor a page cannot beat: a file Next serves from public/. The server is the deployed one
 * (docs/deploy.md): `.next/standalone/serve.mjs`, Next's standalone request handler behind the
 * page cache's front, with the browser assets copied beside it as `npm run demo` does;
 * `--server server.js` times Next's own standalone server instead, without that front. (`next
 * start` warns that it does not support standalone builds, and answered cached pages about
 * 1.5 ms slower.) Targets: warm p50 of `/` and `/submissions/[id]` (served from the page
 * cache, docs/deploy.md) ≤ 2× their static JSON's; warm p50 ≤ 50 ms for `/` with 50 submissions, and
 * first-load JS ≤ 250 kB gzip for `/`; p50 ≤ 150 ms for the mutant page and `/compare`
 * with 6 full-scale submissions, and for the paired page of two entries of 3 full-scale trials.
 *
 * Usage: npm run bench:pages [-- --requests 200 --tests 300 --server serve.mjs|server.js
 *   --databases demo,synthetic-50,synthetic-6,synthetic-trials]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import {
  getInstance,
  getMutant,
  getOverlap,
  getPairedData,
  getSubmission,
  listBenchmarks,
  listInstances,
  listLeaderboard,
} from "../db/queries.ts";
import { openDb } from "../db/index.ts";
import { instanceHref, mutantPageHref } from "../lib/benchmark-links.ts";
import { ensureBuild, ROOT, seedDemoDb, startServer } from "../e2e/harness.ts";
import { pairedComparison } from "../lib/paired/paired-comparison.ts";
import { pairedDocument } from "../lib/paired/paired-export.ts";
import { syntheticSiteDb } from "./synthetic-site.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "200" },
    warmup: { type: "string", default: "100" },
    tests: { type: "string", default: "300" },
    server: { type: "string", default: "serve.mjs" },
    databases: { type: "string", default: "demo,synthetic-50,synthetic-6,synthetic-trials" },
  },
});
const DATABASES = new Set(values.databases.split(","));
if (values.server !== "serve.mjs" && values.server !== "server.js")
  throw new Error(`--server: serve.mjs or server.js, not ${values.server}`);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);

const STANDALONE = path.join(ROOT, ".next", "standalone");
/** Static copies live in the standalone server's public/ only while the bench runs. */
const STATIC_DIR = path.join(STANDALONE, "public", "bench-pages-tmp");

interface Target {
  db: string;
  file: string;
  benchmark: string;
  submissionId: number;
  /** The first mutant of the first instance some submission ran. */
  mutantPath: string;
  /** The page of the instance with the most mutants that some submission ran, of any version. */
  instancePath: string;
  /** Up to six submissions for /compare, best first. */
  compareIds: number[];
  /** The two best rows (entries or single submissions) for the paired page. */
  pairedIds: number[];
}

interface Timing {
  p50: number;
  p95: number;
  /** Server CPU (user + system, its whole process tree) per request: unlike wall time, barely
   * affected by other work on a busy machine. */
  cpuMs: number;
  bytes: number;
  gzip: number;
}

/** CPU milliseconds used so far by a process and its descendants (Linux /proc). */
function cpuMs(pid: number): number {
  const ticks = 100; // USER_HZ, 100 on every Linux this runs on
  let total = 0;
  const visit = (p: number) => {
    const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime are fields 14, 15 of stat; after the ")" they are at index 11, 12.
    total += (Number(fields[11]) + Number(fields[12])) * (1000 / ticks);
    for (const task of fs.readdirSync(`/proc/${p}/task`)) {
      const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) visit(Number(child));
    }
  };
  visit(pid);
  return total;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Times a page and its static JSON in alternation, request by request, so that whatever else
 * runs on this shared machine slows both alike and their ratio holds. Server CPU is measured
 * afterwards, over a run of requests to each URL alone: reading /proc around every request
 * would slow the requests it times.
 */
async function timePair(
  pageUrl: string,
  jsonUrl: string,
  pid: number,
): Promise<{ page: Timing & { body: string }; json: Timing }> {
  const urls = [pageUrl, jsonUrl];
  const fetchText = async (url: string) => {
    const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return body;
  };
  for (let i = 0; i < WARMUP; i++) for (const url of urls) await fetchText(url);
  const runs = urls.map(() => ({ samples: [] as number[], body: "" }));
  for (let i = 0; i < REQUESTS; i++) {
    for (const [k, url] of urls.entries()) {
      const start = performance.now();
      runs[k]!.body = await fetchText(url);
      runs[k]!.samples.push(performance.now() - start);
    }
  }
  const cpu: number[] = [];
  for (const url of urls) {
    const cpuStart = cpuMs(pid);
    for (let i = 0; i < REQUESTS; i++) await fetchText(url);
    cpu.push((cpuMs(pid) - cpuStart) / REQUESTS);
  }
  const [page, json] = runs.map((run, k) => {
    const sorted = run.samples.sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      cpuMs: cpu[k]!,
      bytes: Buffer.byteLength(run.body),
      gzip: gzipSync(run.body).length,
      body: run.body,
    };
  });
  return { page: page!, json: json! };
}

/** Every script the HTML loads (src attributes), fetched once: the page's first-load JS. */
async function firstLoadJs(
  base: string,
  html: string,
): Promise<{ files: number; bytes: number; gzip: number }> {
  const srcs = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!));
  let bytes = 0;
  let gzip = 0;
  for (const src of srcs) {
    const text = await (await fetch(new URL(src, base))).text();
    bytes += Buffer.byteLength(text);
    gzip += gzipSync(text).length;
  }
  return { files: srcs.size, bytes, gzip };
}

/** Picks a benchmark with scored submissions and its best one, and writes the static copies. */
async function describe(db: string, file: string): Promise<Target> {
  const handle = openDb(file);
  try {
    const benchmarks = await listBenchmarks(handle);
    // A runnable benchmark first: only it has scored submissions with instances and mutants.
    const benchmark = [...benchmarks].sort(
      (a, b) =>
        Number(b.kind === "runnable" && b.submissionCount > 0) -
          Number(a.kind === "runnable" && a.submissionCount > 0) ||
        b.submissionCount - a.submissionCount,
    )[0];
    if (!benchmark?.submissionCount) throw new Error(`${file}: no submissions to show`);
    const rows = await listLeaderboard(benchmark, {}, handle);
    const submission = await getSubmission(rows[0]!.id, handle);
    fs.mkdirSync(STATIC_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(STATIC_DIR, `${db}-leaderboard.json`),
      JSON.stringify({ benchmarks, rows }),
    );
    fs.writeFileSync(path.join(STATIC_DIR, `${db}-submission.json`), JSON.stringify(submission));
    const instance = (await listInstances(benchmark, handle)).find((i) => i.submissionCount);
    const key = instance ? { benchmark, instance: instance.slug } : null;
    const mutantSlug = key ? (await getInstance(key, handle))?.mutants[0]?.slug : undefined;
    if (!key || !mutantSlug) throw new Error(`${file}: no instance with results to show`);
    const mutant = await getMutant(key, mutantSlug, handle);
    fs.writeFileSync(path.join(STATIC_DIR, `${db}-mutant.json`), JSON.stringify(mutant));
    // The instance page grows with its mutants and spec (tsb-mini 1.2's stencil: 550 and 89
    // sections, all on one page): the largest instance some submission ran, in any version.
    const largest = (
      await Promise.all(
        benchmarks
          .filter((b) => b.kind === "runnable" && b.submissionCount > 0)
          .map(async (b) =>
            (await listInstances(b, handle))
              .filter((i) => i.submissionCount)
              .map((i) => ({ key: { benchmark: b, instance: i.slug }, mutants: i.mutantCount })),
          ),
      )
    )
      .flat()
      .sort((a, b) => b.mutants - a.mutants)[0]!;
    fs.writeFileSync(
      path.join(STATIC_DIR, `${db}-instance.json`),
      JSON.stringify(await getInstance(largest.key, handle)),
    );
    const compareIds = rows
      // The benchmark's reference suite kills every mutant: getOverlap refuses it.
      .filter((r) => r.origin === "scored" && r.kind !== "reference")
      .slice(0, 6)
      .map((r) => r.id);
    const overlap = compareIds.length >= 2 ? await getOverlap(compareIds, handle) : null;
    fs.writeFileSync(path.join(STATIC_DIR, `${db}-compare.json`), JSON.stringify(overlap));
    const pairedIds = compareIds.slice(0, 2);
    const paired =
      pairedIds.length === 2 ? await getPairedData(pairedIds[0]!, pairedIds[1]!, handle) : null;
    fs.writeFileSync(
      path.join(STATIC_DIR, `${db}-paired.json`),
      JSON.stringify(paired ? pairedDocument(pairedComparison(paired)) : null),
    );
    return {
      db,
      file,
      benchmark: benchmark.name,
      submissionId: rows[0]!.id,
      mutantPath: mutantPageHref(key, mutantSlug),
      instancePath: instanceHref(largest.key),
      compareIds,
      pairedIds,
    };
  } finally {
    handle.$client.close();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);
const ms = (n: number) => n.toFixed(1);

async function main() {
  await ensureBuild();
  const full = { instances: 165, mutantsPerInstance: 74, testsPerInstance: Number(values.tests) };
  const databases: { db: string; open: () => Promise<{ file: string; cleanup?: () => void }> }[] = [
    { db: "demo", open: () => Promise.resolve(seedDemoDb()) },
    { db: "synthetic-50", open: () => syntheticSiteDb({ submissions: 50, ...full }) },
    { db: "synthetic-6", open: () => syntheticSiteDb({ submissions: 6, ...full }) },
    // Two entries of three trials each: the paired page's target case.
    { db: "synthetic-trials", open: () => syntheticSiteDb({ submissions: 6, trials: 3, ...full }) },
  ];
  const opened: { db: string; file: string; cleanup?: () => void }[] = [];
  for (const d of databases.filter((d) => DATABASES.has(d.db)))
    opened.push({ db: d.db, ...(await d.open()) });
  const lines: string[] = [];
  try {
    const targets: Target[] = [];
    for (const d of opened) targets.push(await describe(d.db, d.file));
    for (const target of targets) {
      const server = await startServer(target.file, {
        entry: values.server === "server.js" ? "server.js" : "serve.mjs",
      });
      try {
        const pages = [
          {
            name: "/",
            url: `/?benchmark=${target.benchmark}`,
            json: `${target.db}-leaderboard.json`,
          },
          {
            name: "/submissions/[id]",
            url: `/submissions/${target.submissionId}`,
            json: `${target.db}-submission.json`,
          },
          { name: "mutant page", url: target.mutantPath, json: `${target.db}-mutant.json` },
          {
            name: "largest instance",
            url: target.instancePath,
            json: `${target.db}-instance.json`,
          },
          ...(target.compareIds.length >= 2
            ? [
                {
                  name: `/compare (${target.compareIds.length})`,
                  url: `/compare?s=${target.compareIds.join(",")}`,
                  json: `${target.db}-compare.json`,
                },
                {
                  name: "/compare/paired",
                  url: `/compare/paired?a=${target.pairedIds[0]}&b=${target.pairedIds[1]}`,
                  json: `${target.db}-paired.json`,
                },
              ]
            : []),
        ];
        // "Warm" means the server's JIT too: a fresh server answers its first few hundred requests
        // slower, which made whichever page was timed first (always `/`) look dearer. Every URL
        // is asked WARMUP times, round-robin, before any is timed.
        for (let i = 0; i < WARMUP; i++)
          for (const page of pages)
            for (const url of [page.url, `/bench-pages-tmp/${page.json}`])
              await (await fetch(`${server.url}${url}`)).arrayBuffer();
        for (const page of pages) {
          let timed: Awaited<ReturnType<typeof timePair>>;
          try {
            timed = await timePair(
              `${server.url}${page.url}`,
              `${server.url}/bench-pages-tmp/${page.json}`,
              server.pid,
            );
          } catch (error) {
            // One broken page should not hide the others' figures: report it in its row.
            lines.push(`${target.db.padEnd(13)} ${page.name.padEnd(18)} FAILED: ${String(error)}`);
            continue;
          }
          const { page: html, json } = timed;
          const js = await firstLoadJs(server.url, html.body);
          lines.push(
            [
              target.db.padEnd(13),
              page.name.padEnd(18),
              ms(html.p50).padStart(7),
              ms(html.p95).padStart(7),
              ms(html.cpuMs).padStart(7),
              kb(html.bytes).padStart(8),
              kb(html.gzip).padStart(8),
              `${kb(js.gzip)} (${js.files})`.padStart(12),
              ms(json.p50).padStart(8),
              `${(html.p50 / json.p50).toFixed(1)}×`.padStart(6),
              ms(json.p95).padStart(8),
              ms(json.cpuMs).padStart(8),
              kb(json.gzip).padStart(8),
            ].join(" "),
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(STATIC_DIR, { recursive: true, force: true });
    if (
      fs.existsSync(path.dirname(STATIC_DIR)) &&
      fs.readdirSync(path.dirname(STATIC_DIR)).length === 0
    ) {
      fs.rmdirSync(path.dirname(STATIC_DIR));
    }
    for (const d of opened) d.cleanup?.();
  }
  console.log(
    `.next/standalone/${values.server}; ${REQUESTS} sequential requests per URL after ${WARMUP} warm-up, each page alternating with its JSON; ` +
      "times are to the last byte; ratio is page p50 / JSON p50; " +
      `CPU is the server's user+system time per request. Load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs.`,
  );
  console.log(
    [
      "database".padEnd(13),
      "page".padEnd(18),
      "p50 ms".padStart(7),
      "p95 ms".padStart(7),
      "CPU ms".padStart(7),
      "HTML kB".padStart(8),
      "HTML gz".padStart(8),
      "JS gz kB (n)".padStart(12),
      "JSON p50".padStart(8),
      "ratio".padStart(6),
      "JSON p95".padStart(8),
      "JSON CPU".padStart(8),
      "JSON gz".padStart(8),
    ].join(" "),
  );
  for (const line of lines) console.log(line);
  console.log(
    "Targets: `/` and `/submissions/[id]` p50 ≤ 2× their JSON p50 (page cache); " +
      "`/` p50 ≤ 50 ms with 50 submissions (synthetic-50 row); first-load JS ≤ 250 kB gzip for `/`; " +
      "mutant page and /compare p50 ≤ 150 ms with 6 full-scale submissions (synthetic-6 rows); " +
      "/compare/paired p50 ≤ 150 ms for two entries of 3 full-scale trials (synthetic-trials row).",
  );
}

await main();
