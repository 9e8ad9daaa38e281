/**
 * `npm run bench:self-check`: what the worker's self-check costs against one verification.
 *
 * Before it takes a benchmark's tasks, `tsb worker` runs the benchmark's own reference suite on
 * every instance's reference and on a few mutants (cli/worker/self-check.ts). This bench stores
 * tsb-mini's reference suites as a suites-only submission, runs `tsb worker --once --jobs N`
 * (BENCH_JOBS, default 2) and prints, from what the worker recorded:
 *
 * 1. the self-check's wall time and runs, cold (no earlier check of this build and
 *    environment), against the wall time of the one verification that followed (first task
 *    leased to decided); target under 5%;
 * 2. the check of a second worker started on the same database, which finds the same build and
 *    environment passed before and runs nothing.
 *
 * The build is made before timing, as a running deployment has it. The figures are noisy on a
 * shared machine; the script prints them and asserts nothing.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { buildBenchmark } from "../evaluator/runner/build-cache.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { tempDb } from "../db/testing/temp-db.ts";
import { ingestBundle } from "../cli/ingest-bundle.ts";
import { loadLine } from "./shared.ts";

const run = promisify(execFile);
const JOBS = process.env.BENCH_JOBS ?? "2";
const TSB = path.resolve("bin/tsb.mjs");
const BENCHMARK_DIR = path.resolve("data/benchmarks/tsb-mini");

const root = await mkdtemp(path.join(os.tmpdir(), "tsb-bench-self-check-"));
const { db, file: dbFile, cleanup } = tempDb();
try {
  const benchmark = await loadBenchmark(BENCHMARK_DIR);
  await storeBenchmark(db, benchmark);
  const cacheRoot = path.join(root, "builds");
  const cacheDir = path.join(cacheRoot, `${benchmark.name}@${benchmark.version}`);
  process.stderr.write(`building ${benchmark.name} into ${cacheDir} (not timed)\n`);
  await buildBenchmark(benchmark, { cacheDir, jobs: os.availableParallelism() });

  /** A suites-only bundle of the reference suites, stored and queued as `tsb ingest` does. */
  const submit = async (tag: string): Promise<number> => {
    const dir = path.join(root, `bundle-${tag}`);
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, "submission.json"),
      JSON.stringify({
        schemaVersion: 1,
        benchmark: `${benchmark.name}@${benchmark.version}`,
        model: `reference suites ${tag}`,
        agent: "bench:self-check",
        setting: "spec-only",
        date: "2026-12-01",
        // The benchmark's own suites: shown for comparison, never ranked or averaged in.
        kind: "reference",
      }),
    );
    for (const instance of benchmark.instances)
      await cp(
        path.join(instance.dir, "tests"),
        path.join(dir, "instances", instance.id, "suite"),
        {
          recursive: true,
        },
      );
    const bundle = await openBundle(dir);
    try {
      return (await ingestBundle(db, bundle, { workers: 0 })).id;
    } finally {
      await bundle.close();
    }
  };
  const worker = async () => {
    const start = performance.now();
    await run(process.execPath, [
      TSB,
      ...["worker", "--once", "--db", dbFile, "--jobs", JOBS, "--cache-root", cacheRoot],
    ]);
    return (performance.now() - start) / 1000;
  };
  const check = () =>
    db.$client.prepare("SELECT status, duration_ms AS ms, runs FROM environment_checks").get() as {
      status: string;
      ms: number;
      runs: number;
    };
  const job = (id: number) =>
    db.$client
      .prepare(
        `SELECT state, runs_total AS runs, (finished_at - started_at) / 1000.0 AS wall
         FROM verification_jobs WHERE submission_id = ?`,
      )
      .get(id) as { state: string; runs: number; wall: number };

  const first = await submit("1");
  process.stderr.write(`tsb worker --once --jobs ${JOBS}: self-check, then submission #${first}\n`);
  const firstProcess = await worker();
  const cold = check();
  const verification = job(first);
  const second = await submit("2");
  process.stderr.write(`tsb worker --once again: submission #${second}\n`);
  await worker();
  const warm = check();

  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const rows = [
    ["", "wall", "runs", "share of one verification"],
    [
      `self-check, cold (${cold.status})`,
      `${(cold.ms / 1000).toFixed(1)} s`,
      String(cold.runs),
      `${pct(cold.ms / 1000 / verification.wall)} (target < 5%)`,
    ],
    [
      `one verification (${verification.state}), --jobs ${JOBS}`,
      `${verification.wall.toFixed(1)} s`,
      String(verification.runs),
      "",
    ],
    [
      `self-check, same build and environment (${warm.status})`,
      `${(warm.ms / 1000).toFixed(1)} s`,
      String(warm.runs),
      pct(warm.ms / 1000 / verification.wall),
    ],
    ["first worker process, start to exit", `${firstProcess.toFixed(1)} s`, "", ""],
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows)
    process.stdout.write(`${r.map((cell, c) => cell.padEnd(widths[c]!)).join("  ")}\n`);
  process.stdout.write(loadLine());
} finally {
  cleanup();
  await rm(root, { recursive: true, force: true });
}
