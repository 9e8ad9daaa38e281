/**
 * `npm run bench:slurm`: one verification job run two ways on this machine, the Slurm path
 * (`tsb verify export`, the exported submit.sh on a one-node cluster started here, the merge,
 * `tsb verify import`) and `tsb worker --jobs 2`, and what the scheduler costs per task.
 *
 * The suites are tsb-mini's own reference suites (BENCH_INSTANCES, comma-separated, default
 * every instance) in a suites-only submission. The array has BENCH_SHARDS tasks (default 4) of
 * 2 CPUs each, one a node (the recipe's default), so they run one after another on this
 * 2-core machine with the worker's parallelism; both sides share one build cache, built first.
 * Printed: both wall times; the tasks' own `tsb run` time (from each shard's events) and the
 * rest of the Slurm wall time spread over its tasks (build, shards, merge) as the overhead per
 * task; and the runs per shard that keep that overhead under 5% of a shard's time.
 * Needs slurm-wlm and munge (.ci/run installs them). Figures are noisy on a loaded machine.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { buildBenchmark } from "../evaluator/runner/build-cache.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { tempDb } from "../db/testing/temp-db.ts";
import { ingestBundle } from "../cli/ingest-bundle.ts";
import {
  missingSlurmBinaries,
  startSlurmCluster,
  waitFor,
} from "../cli/commands/testing/slurm-cluster.ts";

const run = promisify(execFile);
const TSB = path.resolve("bin/tsb.mjs");
const BENCHMARK_DIR = path.resolve("data/benchmarks/tsb-mini");
const SHARDS = Number(process.env.BENCH_SHARDS ?? "4");
const tsb = (args: string[]) =>
  run(process.execPath, [TSB, ...args], { maxBuffer: 1 << 26 }).then((r) => r.stdout);

const missing = missingSlurmBinaries();
if (missing.length > 0) throw new Error(`bench:slurm needs ${missing.join(", ")}`);

const root = await mkdtemp(path.join(os.tmpdir(), "tsb-bench-slurm-"));
const { db, file: dbFile, cleanup } = tempDb();
const cluster = await startSlurmCluster(path.join(root, "slurm"));
try {
  const benchmark = await loadBenchmark(BENCHMARK_DIR);
  const chosen = process.env.BENCH_INSTANCES?.split(",") ?? benchmark.instances.map((i) => i.id);
  const cacheRoot = path.join(root, "builds");
  const cacheDir = path.join(cacheRoot, `${benchmark.name}@${benchmark.version}`);
  process.stderr.write(`building ${benchmark.name} (not timed)\n`);
  await buildBenchmark(benchmark, { cacheDir, jobs: os.availableParallelism() });
  await storeBenchmark(db, benchmark);

  const bundleDir = path.join(root, "bundle");
  await mkdir(bundleDir, { recursive: true });
  await writeFile(
    path.join(bundleDir, "submission.json"),
    JSON.stringify({
      schemaVersion: 1,
      benchmark: `${benchmark.name}@${benchmark.version}`,
      model: "reference suites",
      agent: "bench:slurm",
      setting: "spec-only",
      date: "2026-12-01",
    }),
  );
  for (const id of chosen)
    await cp(
      path.join(BENCHMARK_DIR, "instances", id, "tests"),
      path.join(bundleDir, "instances", id, "suite"),
      { recursive: true },
    );
  const bundle = await openBundle(bundleDir);
  const { id } = await ingestBundle(db, bundle, {
    benchmarksRoot: path.dirname(BENCHMARK_DIR),
    owner: "bench",
    workers: 0,
  });
  await bundle.close();
  const workerDb = path.join(root, "worker.sqlite");
  db.$client.exec(`VACUUM INTO '${workerDb}'`);

  // The scheduler alone: ten empty tasks, one a node, so one after another here.
  const emptyStart = performance.now();
  const empty = (
    await cluster.command("sbatch", [
      ...["--parsable", "--array=1-10", "--exclusive", "--output=/dev/null"],
      ...["--wrap", "true"],
    ])
  ).trim();
  await waitFor(async () => {
    const jobs = await cluster.jobs(empty);
    return jobs.length === 10 && jobs.every((j) => j.state === "COMPLETED");
  }, 600_000);
  const emptyPerTask = (performance.now() - emptyStart) / 1000 / 10;

  // The Slurm path: export, submit, wait for the merge, import.
  const exportDir = path.join(root, "export");
  await tsb([
    ...["verify", "export", String(id), "--out", exportDir, "--db", dbFile],
    ...["--shards", String(SHARDS), "--cpus-per-shard", "2", "--memory-per-shard", "2"],
    ...["--benchmark-dir", BENCHMARK_DIR],
  ]);
  process.stderr.write(`Slurm: ${SHARDS} shards of ${chosen.join(", ")}\n`);
  const slurmStart = performance.now();
  const { stdout } = await run("bash", [path.join(exportDir, "slurm/submit.sh")], {
    cwd: path.resolve("."),
    env: { ...cluster.env, CACHE: cacheDir, TSB_BUILD_CPUS: "2" },
  });
  const merge = /^merge job: (\d+)/m.exec(stdout)?.[1] as string;
  await waitFor(async () => {
    const [job] = await cluster.jobs(merge);
    return job !== undefined && !["PENDING", "RUNNING", "CONFIGURING"].includes(job.state);
  }, 6 * 3600_000);
  const [mergeJob] = await cluster.jobs(merge);
  if (mergeJob?.state !== "COMPLETED") throw new Error(`merge job ${merge}: ${mergeJob?.state}`);
  const imported = await tsb([
    ...["verify", "import", String(id), path.join(exportDir, "bundle"), "--db", dbFile],
    ...["--benchmarks", path.dirname(BENCHMARK_DIR), "--json"],
  ]);
  const slurmWall = (performance.now() - slurmStart) / 1000;
  let shardSeconds = 0;
  for (let k = 1; k <= SHARDS; k++) {
    const events = await readFile(path.join(exportDir, "shards", `${k}.ndjson`), "utf8");
    const finished = events
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; durationSec?: number })
      .find((e) => e.type === "finished");
    shardSeconds += finished?.durationSec ?? 0;
  }

  // The same job on one machine.
  process.stderr.write("tsb worker --jobs 2\n");
  const workerStart = performance.now();
  await tsb([
    ...["worker", "--once", "--db", workerDb, "--jobs", "2", "--cache-root", cacheRoot],
    ...["--benchmarks", path.dirname(BENCHMARK_DIR), "--work", path.join(root, "work")],
  ]);
  const workerWall = (performance.now() - workerStart) / 1000;
  const runs = (
    db.$client
      .prepare("SELECT runs_total AS n FROM verification_jobs WHERE submission_id = ?")
      .get(id) as { n: number }
  ).n;

  const tasks = SHARDS + 2;
  const perTask = (slurmWall - shardSeconds) / tasks;
  const perRun = workerWall / runs;
  const runsPerShard = Math.ceil((perTask * 0.95) / 0.05 / perRun);
  const lines = [
    `job: ${runs} runs of ${chosen.length} instances; import: ${imported.trim()}`,
    `Slurm path (${SHARDS} shards × 2 CPUs, build and merge jobs): ${slurmWall.toFixed(1)} s wall`,
    `  of which the shards' own tsb run time: ${shardSeconds.toFixed(1)} s`,
    `  scheduler, npx and build check per task (${tasks} tasks): ${perTask.toFixed(1)} s`,
    `an empty task, submission to end, one a node: ${emptyPerTask.toFixed(1)} s`,
    `tsb worker --jobs 2: ${workerWall.toFixed(1)} s wall (${perRun.toFixed(2)} s a run)`,
    `Slurm / worker: ${(slurmWall / workerWall).toFixed(2)}×`,
    `overhead under 5% of a shard from about ${runsPerShard} runs a shard (${((runsPerShard * perRun) / 60).toFixed(1)} min of runs)`,
    `${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
} finally {
  await cluster.stop();
  cleanup();
  await rm(root, { recursive: true, force: true });
}
