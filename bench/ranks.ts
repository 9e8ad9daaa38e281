/**
 * Figures of issue 13 at the paper's scale (165 instances × 74 mutants), each beside a baseline
 * measured in the same run:
 *   1. intervals and pairwise ties at ingest, for 50 submissions stored one after another: the
 *      bootstrap intervals of each new report (scoreIntervals) plus the new submission's stored
 *      replicates and its paired comparison with every stored one (refreshComparisons), against
 *      the rest of the store's transaction, and against pairing without the shared resampling
 *      plan (each new pair resampled on its own);
 *   2. `tsb rescore` of the 50 stored submissions after `tsb benchmark ignore` of 10 mutants,
 *      run as the CLI, against storing the same 50 submissions afresh (what a re-ingest would
 *      write even before parsing any XML).
 * Intervals, ties and rescoring read per-instance scores and mutant statuses only, never tests,
 * so the submissions carry 40 generated tests per instance to keep the build short.
 *
 *   npx tsx bench/ranks.ts [--submissions 50]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { percentileInterval } from "../evaluator/stats/percentile.ts";
import {
  pairStatistics,
  type PairStatistics,
  type PerInstance,
} from "../evaluator/stats/paired.ts";
import { scoreIntervals } from "../evaluator/stats/intervals.ts";
import { BOOTSTRAP, seededRandom } from "../evaluator/stats/resample.ts";
import { migrate, openDb } from "../db/index.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { storeScoredBundle } from "../ingest/store-scored.ts";
import { mulberry32, syntheticBenchmark, syntheticScored } from "../db/testing/synthetic.ts";

const { values } = parseArgs({ options: { submissions: { type: "string", default: "50" } } });
const SUBMISSIONS = Number(values.submissions);
const TARGET = { intervalsMs: 200, rescoreSec: 5 };
const repo = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const work = path.join(repo, ".cache", "bench-ranks");
const ok = (good: boolean) => (good ? "ok" : "MISSED");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The baseline pairing: the newest submission against each other one, every pair resampled on
 * its own (B × n draws per pair) — only the new pairs, as an incremental ingest would need.
 */
function naivePairs(submissions: readonly PerInstance[]): number {
  let distinct = 0;
  const x = submissions.length - 1;
  {
    for (let y = 0; y < x; y++) {
      const a = [...submissions[x]!.scores.values()];
      const b = [...submissions[y]!.scores.values()];
      const random = seededRandom(BOOTSTRAP.seed);
      const diff = new Float64Array(BOOTSTRAP.resamples);
      for (let r = 0; r < diff.length; r++) {
        let sum = 0;
        for (let j = 0; j < a.length; j++) {
          const k = Math.floor(random() * a.length);
          sum += a[k]! - b[k]!;
        }
        diff[r] = sum / a.length;
      }
      const [lo, hi] = percentileInterval(diff, BOOTSTRAP.level)!;
      if (lo > 0 || hi < 0) distinct++;
    }
  }
  return distinct;
}

/** Every stored submission's per-instance M, by slug, in id order. */
function perInstanceScores(db: ReturnType<typeof openDb>): PerInstance[] {
  const rows = db.$client
    .prepare(
      `SELECT si.submission_id AS id, i.slug, si.mutation_score AS m FROM submission_instances si
       JOIN instances i ON i.id = si.instance_id ORDER BY si.submission_id, i.slug`,
    )
    .all() as Array<{ id: number; slug: string; m: number }>;
  const out = new Map<number, Map<string, number>>();
  for (const r of rows) {
    if (!out.has(r.id)) out.set(r.id, new Map());
    out.get(r.id)!.set(r.slug, r.m);
  }
  return [...out].map(([id, scores]) => ({ id, scores }));
}

function writeBenchmarkFolder(dir: string, benchmark: ReturnType<typeof syntheticBenchmark>): void {
  fs.mkdirSync(dir, { recursive: true });
  const ids = benchmark.instances.map((i) => i.id);
  fs.writeFileSync(
    path.join(dir, "benchmark.json"),
    JSON.stringify({
      name: benchmark.name,
      version: benchmark.version,
      description: benchmark.description,
      instances: ids,
    }),
  );
  for (const instance of benchmark.instances) {
    const instanceDir = path.join(dir, "instances", instance.id);
    fs.mkdirSync(instanceDir, { recursive: true });
    const { id, title, language, sections, referenceTests, mutants } = instance;
    fs.writeFileSync(
      path.join(instanceDir, "instance.json"),
      JSON.stringify({ id, title, language, sections, referenceTests, mutants }),
    );
  }
}

function tsb(...args: string[]): { seconds: number; stdout: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(repo, "bin/tsb.mjs"), ...args], {
    cwd: repo,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`tsb ${args.join(" ")}: ${run.stderr}`);
  return { seconds: (performance.now() - started) / 1000, stdout: run.stdout };
}

async function main(): Promise<void> {
  console.log(`bench:ranks — ${SUBMISSIONS} submissions × 165 instances × 74 mutants`);
  fs.rmSync(work, { recursive: true, force: true });
  const folder = path.join(work, "tsb-ranks");
  const file = path.join(work, "ranks.sqlite");
  const benchmark = syntheticBenchmark("tsb-ranks", 165, 74);
  writeBenchmarkFolder(folder, benchmark);

  const db = openDb(file);
  migrate(db);
  await storeBenchmark(db, { ...benchmark, dir: folder });
  const random = mulberry32(13);
  const intervalMs: number[] = [];
  const pairsMs: number[] = [];
  const storeMs: number[] = [];
  console.log("  storing (each store recomputes the benchmark's comparisons) …");
  for (let i = 0; i < SUBMISSIONS; i++) {
    const scored = syntheticScored(benchmark, {
      seed: 500 + i,
      testsPerInstance: 40,
      // Close pairs as well as distant ones, so some rows tie.
      detectRate: 0.3 + Math.floor(random() * 8) * 0.05 + random() * 0.01,
    });
    const t0 = performance.now();
    scored.report.ci = scoreIntervals(scored.report.instances);
    const t1 = performance.now();
    let compareMs = 0;
    // The evaluator's statistics, timed where storage calls them inside the transaction.
    const timed =
      <A extends unknown[], R>(fn: (...args: A) => R) =>
      (...args: A): R => {
        const c0 = performance.now();
        const out = fn(...args);
        compareMs += performance.now() - c0;
        return out;
      };
    const stats: PairStatistics = {
      replicates: timed(pairStatistics.replicates),
      compare: timed(pairStatistics.compare),
      pairwise: timed(pairStatistics.pairwise),
      entry: timed(pairStatistics.entry),
    };
    storeScoredBundle(db, scored, { compare: stats });
    const t2 = performance.now();
    intervalMs.push(t1 - t0);
    pairsMs.push(compareMs);
    storeMs.push(t2 - t1 - compareMs);
    process.stderr.write(`\r  ${i + 1}/${SUBMISSIONS}`);
  }
  process.stderr.write("\n");
  const lastSubmissions = perInstanceScores(db);
  const naiveStart = performance.now();
  const naiveDistinct = naivePairs(lastSubmissions);
  const naiveMs = performance.now() - naiveStart;
  const pairs = db.$client
    .prepare('SELECT COUNT(*) AS n, SUM("distinct") AS d FROM submission_pairs')
    .get() as { n: number; d: number };
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();

  const ignored = benchmark.instances
    .slice(0, 10)
    .map((instance, k) => `${instance.id}/${instance.mutants![k]!.id}`);
  for (const target of ignored)
    tsb("benchmark", "ignore", folder, target, "--reason", "bench: retire 10 mutants");
  const rescore = tsb("rescore", folder, "--db", file);
  const again = tsb("rescore", folder, "--db", file);
  const storeTotalSec = storeMs.reduce((s, x) => s + x, 0) / 1000;

  const perIngest = intervalMs.map((x, i) => x + pairsMs[i]!);
  const last = perIngest[perIngest.length - 1]!;
  const line = (label: string, ours: string, base: string, note = "") =>
    console.log(`  ${label.padEnd(40)} ${ours.padStart(12)} ${base.padStart(24)}  ${note}`);
  console.log("");
  line("", "ours", "baseline");
  line(
    "intervals + ties per ingest (ms, mean)",
    (perIngest.reduce((s, x) => s + x, 0) / perIngest.length).toFixed(1),
    `${median(storeMs).toFixed(0)} rest of store (p50)`,
    `worst ${Math.max(...perIngest).toFixed(1)} ms; target ≤ ${TARGET.intervalsMs} ms: ${ok(Math.max(...perIngest) <= TARGET.intervalsMs)}`,
  );
  line(
    `  at the ${SUBMISSIONS}th ingest (ms)`,
    last.toFixed(1),
    `${naiveMs.toFixed(0)} new pairs resampled apart`,
    `intervals ${intervalMs[intervalMs.length - 1]!.toFixed(1)} ms + replicates and ${SUBMISSIONS - 1} new pairs ${pairsMs[pairsMs.length - 1]!.toFixed(1)} ms; ${pairs.d} of ${pairs.n} pairs told apart; baseline told ${naiveDistinct} of ${SUBMISSIONS - 1} apart`,
  );
  line(
    "tsb rescore after 10 ignores (s)",
    rescore.seconds.toFixed(2),
    `${storeTotalSec.toFixed(1)} storing all afresh`,
    `target ≤ ${TARGET.rescoreSec} s: ${ok(rescore.seconds <= TARGET.rescoreSec)}; whole CLI incl. start-up`,
  );
  line("tsb rescore again, nothing to do (s)", again.seconds.toFixed(2), "", again.stdout.trim());
  console.log(`  ${rescore.stdout.split("\n")[0]}`);
}

await main();
