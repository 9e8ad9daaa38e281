/**
 * `npm run bench:verify`: verification through the queue and `tsb worker`, beside a plain
 * `tsb run` of the same suites on the same machine in the same run.
 *
 * The suites are tsb-mini's own reference suites (every instance), sent as a suites-only bundle
 * through the upload route's handler, as `tsb submit` would. Printed:
 *
 * 1. wall time of `tsb run --jobs N` (process start to exit; the mean of one run before and one
 *    after the worker, as the machine's load drifts) against the worker's wall time for the
 *    same runs (first task leased to the submission decided, which also checks the build,
 *    scores the runs and stores them); target overhead ≤ 5%;
 * 2. the time from the upload's POST to the first task starting, with a worker already
 *    waiting (`--poll 0.5`); target ≤ 2 s;
 * 3. runs per second with `--jobs N` (BENCH_JOBS, default 2);
 * 4. the run protocol's cost: `tsb run` (kills confirmed by re-runs) against the runs as they
 *    were before the protocol (`--no-confirm`, one run per planned run, and pytest loading the
 *    host's plugins, as it did then: `env -u PYTEST_DISABLE_PLUGIN_AUTOLOAD` in `--cmd`), and
 *    against `--no-confirm` alone, on the same suites, alternated, with the runs each made.
 *
 * 5. With BENCH_BASELINE=<folder> (a checkout of an earlier release with its node_modules):
 *    `tsb run` of that release against today's on the same suites, alternated, per run and in
 *    wall time. Target: ≤ 1.1× per run (issue "no memory across runs": the view served from a
 *    tmpfs copy, the run folder in memory, the locks closed). Also printed: the tmpfs the view's
 *    copy takes.
 *
 * Both sides use one build cache, built before timing (the baseline builds its own, untimed, and runs
 * once before timing). Other work on the machine makes the figures noisy; the script prints them and
 * asserts nothing. BENCH_INSTANCES narrows the instances (comma-separated) for a quicker look;
 * BENCH_ONLY_BASELINE=1 skips 1–4.
 */
import { execFile, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { buildBenchmark } from "../evaluator/runner/build-cache.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { tempDb } from "../db/testing/temp-db.ts";
import { packFolder } from "../cli/commands/submit.ts";
import { memoryViewBase, memoryViewStats } from "../evaluator/runner/view/memory-tree.ts";
import { readdirSync } from "node:fs";
import { loadLine } from "./shared.ts";

const run = promisify(execFile);
const JOBS = process.env.BENCH_JOBS ?? "2";
const TSB = path.resolve("bin/tsb.mjs");
const BENCHMARK_DIR = path.resolve("data/benchmarks/tsb-mini");
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;

const root = await mkdtemp(path.join(os.tmpdir(), "tsb-bench-verify-"));
const { db, file: dbFile, cleanup } = tempDb();
let worker = null as ReturnType<typeof spawn> | null;
try {
  const benchmark = await loadBenchmark(BENCHMARK_DIR);
  const chosen = process.env.BENCH_INSTANCES?.split(",") ?? benchmark.instances.map((i) => i.id);
  const cacheRoot = path.join(root, "builds");
  const cacheDir = path.join(cacheRoot, `${benchmark.name}@${benchmark.version}`);
  process.stderr.write(`building ${benchmark.name} into ${cacheDir} (not timed)\n`);
  await buildBenchmark(benchmark, { cacheDir, jobs: os.availableParallelism() });

  // The reference suites, laid out for `tsb run` and as a suites-only bundle.
  const suites = path.join(root, "suites");
  const bundle = path.join(root, "bundle");
  const submission = {
    schemaVersion: 1,
    benchmark: `${benchmark.name}@${benchmark.version}`,
    model: "reference suites",
    agent: "bench:verify",
    setting: "spec-only",
    date: "2026-11-30",
  };
  await mkdir(bundle, { recursive: true });
  await writeFile(path.join(bundle, "submission.json"), JSON.stringify(submission));
  await writeFile(path.join(root, "submission.json"), JSON.stringify(submission));
  for (const id of chosen) {
    const tests = path.join(BENCHMARK_DIR, "instances", id, "tests");
    await cp(tests, path.join(suites, id), { recursive: true });
    await cp(tests, path.join(bundle, "instances", id, "suite"), { recursive: true });
  }

  // 1a. Plain tsb run, before and after the worker: the machine's load drifts, and the
  // worker's figure is compared with the mean of the two.
  let plainRuns = 0;
  /** Wall seconds of one `tsb run`, and the runs it made (outcomes.json's keys). */
  const timedRun = async (
    extra: string[] = [],
    release: { tsb: string; cache: string } = { tsb: TSB, cache: cacheDir },
  ): Promise<{ wall: number; runs: number }> => {
    process.stderr.write(
      `${release.tsb} run --jobs ${JOBS} ${extra.join(" ")} of ${chosen.join(", ")}\n`,
    );
    const out = path.join(root, `run-bundle-${++plainRuns}`);
    const start = performance.now();
    await run(process.execPath, [
      release.tsb,
      ...["run", "--benchmark", BENCHMARK_DIR, "--cache", release.cache, "--suites", suites],
      ...["--submission", path.join(root, "submission.json"), "--instances", chosen.join(",")],
      ...["--out", out, "--jobs", JOBS, ...extra],
    ]);
    const wall = (performance.now() - start) / 1000;
    let runs = 0;
    for (const id of chosen) {
      const outcomes = JSON.parse(
        await readFile(path.join(out, "instances", id, "outcomes.json"), "utf8"),
      ) as Record<string, unknown>;
      runs += Object.keys(outcomes).filter((k) => k !== "protocol").length;
    }
    return { wall, runs };
  };
  if (BASELINE) await compareWithBaseline(BASELINE, cacheDir, timedRun);
  if (process.env.BENCH_ONLY_BASELINE !== "1") await workerAndProtocol();
  async function workerAndProtocol() {
    const plainRun = async (): Promise<number> => (await timedRun()).wall;
    const runBefore = await plainRun();

    // 1b + 2. A worker waiting on an empty queue, then the upload.
    worker = spawn(
      process.execPath,
      [TSB, "worker", "--db", dbFile, "--jobs", JOBS, "--cache-root", cacheRoot, "--poll", "0.5"],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    // An idle worker checks the stored benchmarks ahead of the first upload (its self-check,
    // measured by bench:self-check); the upload is timed against a worker that is ready.
    await storeBenchmark(db, benchmark);
    const checked = () =>
      db.$client.prepare("SELECT status FROM environment_checks").get() as
        { status: string } | undefined;
    while (checked() === undefined) await new Promise((r) => setTimeout(r, 500));
    if (checked()?.status !== "passed")
      throw new Error("the worker's self-check failed: see its message above");
    const token = "bench-token-0123456789abcdef";
    Object.assign(process.env, { TSB_DB: dbFile, TSB_UPLOAD_TOKENS: `bench:${token}` });
    const { POST } = await import("../app/api/submissions/route.ts");
    const body = await packFolder(bundle);
    const uploadedAt = Date.now();
    const response = await POST(
      new Request("http://bench.local/api/submissions", {
        method: "POST",
        body: new Uint8Array(body),
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    if (response.status !== 201)
      throw new Error(`upload: ${response.status} ${await response.text()}`);
    const storedAt = Date.now();
    const { id } = (await response.json()) as { id: number };
    process.stderr.write(`uploaded as #${id}; the worker is verifying it\n`);
    const job = () =>
      db.$client
        .prepare(
          `SELECT state, runs_total AS total, started_at AS startedAt, finished_at AS finishedAt,
           (SELECT MIN(started_at) FROM verification_tasks t WHERE t.job_id = j.id) AS firstTask
         FROM verification_jobs j WHERE submission_id = ?`,
        )
        .get(id) as {
        state: string;
        total: number;
        startedAt: number | null;
        finishedAt: number | null;
        firstTask: number | null;
      };
    while (["queued", "running"].includes(job().state))
      await new Promise((r) => setTimeout(r, 500));
    const done = job();
    if (done.startedAt === null || done.finishedAt === null || done.firstTask === null)
      throw new Error(`verification ended ${done.state} without running`);
    const workerWall = (done.finishedAt - done.startedAt) / 1000;
    worker.kill("SIGTERM");
    const runAfter = await plainRun();
    const runWall = (runBefore + runAfter) / 2;
    // 4. Confirmed against unconfirmed, alternated so that the load's drift falls on both.
    const before = [
      "--no-confirm",
      "--cmd",
      "env -u PYTEST_DISABLE_PLUGIN_AUTOLOAD python3 -m pytest -q -p no:cacheprovider --junitxml={junit}",
    ];
    const confirmed: Array<{ wall: number; runs: number }> = [];
    const unconfirmed: Array<{ wall: number; runs: number }> = [];
    const old: Array<{ wall: number; runs: number }> = [];
    for (let i = 0; i < 2; i++) {
      old.push(await timedRun(before));
      confirmed.push(await timedRun());
      unconfirmed.push(await timedRun(["--no-confirm"]));
    }
    const mean = (xs: Array<{ wall: number }>) => xs.reduce((a, x) => a + x.wall, 0) / xs.length;
    const firstTask = (done.firstTask - uploadedAt) / 1000;
    const queueToTask = (done.firstTask - storedAt) / 1000;
    const scores = db.$client
      .prepare("SELECT mutation_score AS m, validity_rate AS v FROM submissions WHERE id = ?")
      .get(id) as { m: number; v: number };

    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    const rows = [
      ["", "tsb run", "tsb worker", "overhead"],
      [
        `wall, ${done.total} runs, --jobs ${JOBS}`,
        `${runWall.toFixed(1)} s (${runBefore.toFixed(1)} before, ${runAfter.toFixed(1)} after)`,
        `${workerWall.toFixed(1)} s`,
        `${pct(workerWall / runWall - 1)} (target ≤ 5%)`,
      ],
      [
        "runs per second",
        (done.total / runWall).toFixed(2),
        (done.total / workerWall).toFixed(2),
        "",
      ],
      ["upload → first task", "", `${firstTask.toFixed(2)} s`, "(target ≤ 2 s)"],
      ["", "before the protocol", "tsb run", "ratio"],
      [
        "the protocol against the runs before it",
        `${mean(old).toFixed(1)} s, ${old[0]?.runs} runs`,
        `${mean(confirmed).toFixed(1)} s, ${confirmed[0]?.runs} runs`,
        `${(mean(confirmed) / mean(old)).toFixed(2)}× (target ≤ 1.3×)`,
      ],
      ["", "tsb run --no-confirm", "tsb run", "ratio"],
      [
        "  of which: the confirmation runs",
        `${mean(unconfirmed).toFixed(1)} s, ${unconfirmed[0]?.runs} runs`,
        `${mean(confirmed).toFixed(1)} s, ${confirmed[0]?.runs} runs`,
        `${(mean(confirmed) / mean(unconfirmed)).toFixed(2)}×`,
      ],
      ["  of which: stored (201) → first task", "", `${queueToTask.toFixed(2)} s`, ""],
    ];
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
    for (const r of rows)
      process.stdout.write(`${r.map((cell, c) => cell.padEnd(widths[c]!)).join("  ")}\n`);
    process.stdout.write(
      `verification: ${done.state}; the site's figures M ${pct(scores.m)}, V ${pct(scores.v)}; ${loadLine()}`,
    );
  }
} finally {
  worker?.kill("SIGTERM");
  cleanup();
  await rm(root, { recursive: true, force: true });
}

/**
 * 5. `tsb run` of an earlier release against today's, alternated (baseline first in odd rounds,
 * today's first in even ones), on the same suites and benchmark folder.
 */
async function compareWithBaseline(
  baseline: string,
  cacheDir: string,
  timedRun: (
    extra: string[],
    release: { tsb: string; cache: string },
  ) => Promise<{ wall: number; runs: number }>,
): Promise<void> {
  const old = {
    tsb: path.join(baseline, "bin/tsb.mjs"),
    cache: path.join(root, "builds-baseline"),
  };
  const today = { tsb: TSB, cache: cacheDir };
  process.stderr.write(`the baseline builds its own cache, then runs once (neither timed)\n`);
  await run(process.execPath, [
    ...[old.tsb, "build", "--benchmark", BENCHMARK_DIR, "--cache", old.cache],
    ...["--jobs", String(os.availableParallelism())],
  ]);
  await timedRun([], old);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const sides: Record<"old" | "today", Array<{ wall: number; runs: number }>> = {
    old: [],
    today: [],
  };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (["old", "today"] as const) : (["today", "old"] as const);
    for (const side of order) sides[side].push(await timedRun([], side === "old" ? old : today));
  }
  const perRun = (xs: Array<{ wall: number; runs: number }>) =>
    xs.reduce((a, x) => a + x.wall / x.runs, 0) / xs.length;
  const wall = (xs: Array<{ wall: number }>) => xs.reduce((a, x) => a + x.wall, 0) / xs.length;
  const o = perRun(sides.old);
  const t = perRun(sides.today);
  process.stdout.write(
    `tsb run, ${baseline} against today's (${rounds} alternated rounds, --jobs ${JOBS}):\n` +
      `  baseline: ${wall(sides.old).toFixed(1)} s wall, ${sides.old[0]?.runs} runs, ${(o * 1000).toFixed(0)} ms a run\n` +
      `  today:    ${wall(sides.today).toFixed(1)} s wall, ${sides.today[0]?.runs} runs, ${(t * 1000).toFixed(0)} ms a run\n` +
      `  ratio per run ${(t / o).toFixed(3)}× (target ≤ 1.1×), wall ${(wall(sides.today) / wall(sides.old)).toFixed(3)}×\n` +
      `  each run's wall: baseline ${sides.old.map((x) => x.wall.toFixed(1)).join(", ")} s; today ${sides.today.map((x) => x.wall.toFixed(1)).join(", ")} s\n`,
  );
  // The tmpfs copies today's runs served their view from (one per view; the newest is this run's).
  const base = memoryViewBase();
  for (const name of readdirSync(base).filter((n) => n.startsWith("tsb-view-"))) {
    const stats = memoryViewStats(path.join(base, name));
    if (stats)
      process.stdout.write(
        `  the view in memory: ${stats.files} files, ${(stats.bytes / 1048576).toFixed(0)} MiB (${name})\n`,
      );
  }
  process.stdout.write(`  ${loadLine()}`);
}
