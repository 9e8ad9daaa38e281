/**
 * `npm run bench:load`: 10 uploads at once while 50 clients read the leaderboard, against the
 * production build on loopback. Beside it, the same 50 readers with no uploads (the baseline).
 * Checks that every upload is stored exactly once and that no read fails; reports read latency
 * (p50/p95/max) for both phases and the uploads' wall times. Bounded: each phase stops after
 * `--seconds` (baseline) or when the uploads finish (at most 5 minutes).
 *
 * Usage: npm run bench:load [-- --uploads 10 --readers 50 --seconds 10]
 */
import { parseArgs } from "node:util";
import { openDb } from "../db/index.ts";
import { ensureBuild, ROOT, seedDemoDb, startServer } from "../e2e/harness.ts";
import { demoTarGz } from "../lib/upload/testing/bundles.ts";

const { values } = parseArgs({
  options: {
    uploads: { type: "string", default: "10" },
    readers: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
  },
});
const UPLOADS = Number(values.uploads);
const READERS = Number(values.readers);
const TOKEN = "bench-load-token-0123456789";
const LEADERBOARD = "/?benchmark=tsb-mini";

interface Reads {
  latencies: number[];
  failures: string[];
}

/** `READERS` loops fetching the leaderboard until `stop()` says so. */
async function readUntil(url: string, stop: () => boolean): Promise<Reads> {
  const reads: Reads = { latencies: [], failures: [] };
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!stop()) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${url}${LEADERBOARD}`);
          await res.arrayBuffer();
          if (res.ok) reads.latencies.push(performance.now() - t0);
          else reads.failures.push(`HTTP ${res.status}`);
        } catch (error) {
          reads.failures.push((error as Error).message);
        }
      }
    }),
  );
  return reads;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function describe(reads: Reads): string {
  const sorted = [...reads.latencies].sort((a, b) => a - b);
  const f = (x: number) => `${x.toFixed(0)} ms`.padStart(8);
  return `${String(sorted.length).padStart(6)} reads ${f(quantile(sorted, 0.5))} ${f(quantile(sorted, 0.95))} ${f(sorted.at(-1) ?? NaN)} ${String(reads.failures.length).padStart(8)}`;
}

await ensureBuild();
const db = seedDemoDb();
process.env.TSB_UPLOAD_TOKENS = `bench:${TOKEN}`;
process.env.TSB_UPLOAD_BURST = String(UPLOADS * 2);
// Each upload queues a verification job for the one token: let all of them wait (the default of
// 5 per owner turned half of the uploads away with 429s).
process.env.TSB_QUEUE_LIMIT = String(UPLOADS * 2);
// The deployed server (docs/deploy.md), as bench/pages.ts measures it; it scores uploads with the
// checkout's evaluator, as e2e/page-cache.test.ts runs it.
process.env.TSB_ROOT = ROOT;
const server = await startServer(db.file);
try {
  const bundles = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => demoTarGz(`load-model-${i}`)),
  );
  // Warm the page once so neither phase pays the first render.
  await fetch(`${server.url}${LEADERBOARD}`).then((r) => r.arrayBuffer());

  const baselineEnd = Date.now() + Number(values.seconds) * 1000;
  const baseline = await readUntil(server.url, () => Date.now() > baselineEnd);

  let finished = false;
  const hardStop = Date.now() + 5 * 60_000;
  const t0 = performance.now();
  const readers = readUntil(server.url, () => finished || Date.now() > hardStop);
  const uploads = await Promise.all(
    bundles.map(async (body) => {
      const start = performance.now();
      const res = await fetch(`${server.url}/api/submissions`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/octet-stream" },
        body: new Uint8Array(body),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - start };
    }),
  );
  finished = true;
  const loaded = await readers;
  const wall = performance.now() - t0;

  const check = openDb(db.file);
  const counts = check.$client
    .prepare(
      "SELECT model, COUNT(*) AS n FROM submissions WHERE model LIKE 'load-model-%' GROUP BY model",
    )
    .all() as Array<{ model: string; n: number }>;
  check.$client.close();
  const storedOnce = counts.length === UPLOADS && counts.every((c) => c.n === 1);

  console.log(`bench:load — ${UPLOADS} uploads, ${READERS} readers of ${LEADERBOARD}, loopback`);
  console.log(`${"phase".padEnd(22)}  reads      p50      p95      max failures`);
  console.log(`${"readers only".padEnd(22)}${describe(baseline)}`);
  console.log(`${"readers + uploads".padEnd(22)}${describe(loaded)}`);
  const times = uploads.map((u) => u.ms).sort((a, b) => a - b);
  console.log(
    `uploads: statuses ${[...new Set(uploads.map((u) => u.status))].join(",")}; ` +
      `each ${times[0]?.toFixed(0)}–${times.at(-1)?.toFixed(0)} ms, all done in ${wall.toFixed(0)} ms; ` +
      `stored exactly once each: ${storedOnce ? "yes" : `NO ${JSON.stringify(counts)}`}`,
  );
  if (!storedOnce || loaded.failures.length > 0 || uploads.some((u) => u.status !== 201)) {
    console.log(`failures: ${JSON.stringify(loaded.failures.slice(0, 5))}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  db.cleanup();
}
