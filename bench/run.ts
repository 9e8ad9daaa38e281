/**
 * `npm run bench:run`: the cost of `tsb run` itself, printed side by side with a baseline.
 *
 * 1. Overhead: N runs of a ~1 s pytest suite through the runner (fresh suite copy, hash check,
 *    bubblewrap sandbox, capped logs, bundle writing; --jobs 1) against the same command run
 *    directly in a shell loop over one prepared folder. Target: ≤ 10% per run.
 * 2. Parallelism: the same 2N runs through the runner with --jobs 1 and --jobs 2. The suite's
 *    test burns ~0.8 s of CPU, so the speedup shows real use of the cores. Target: ≥ 1.7×.
 *
 * Other work on the machine makes both figures noisy; the script prints them, it asserts nothing.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { buildBenchmark } from "../evaluator/runner/build-cache.ts";
import { readManifest } from "../evaluator/runner/manifest.ts";
import { Progress } from "../evaluator/runner/progress.ts";
import { runSuites, type RunSuitesOptions } from "../evaluator/runner/run-suites.ts";
import { defaultLimits, describeSandbox, detectSandbox } from "../evaluator/runner/sandbox.ts";
import { writeSuite, writeTestBenchmark } from "../evaluator/runner/test-benchmark.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const COMMAND = "python3 -m pytest -q -p no:cacheprovider --junitxml={junit}";
const SUITE = {
  "test_busy.py": `import subprocess, time

def test_busy():
    # ~0.8 s of CPU, so a run lasts about a second and parallel runs compete for cores.
    end = time.process_time() + 0.8
    while time.process_time() < end:
        pass
    assert subprocess.run(["./executable", "2", "3"], capture_output=True, text=True).stdout.strip() == "5"
`,
};

const root = await mkdtemp(path.join(os.tmpdir(), "tsb-bench-run-"));
try {
  const { dir } = await writeTestBenchmark(path.join(root, "benchmark"));
  // Reference runs only: the test benchmark's mutants would add runs of other lengths.
  const instanceFile = path.join(dir, "instances/adder/instance.json");
  const instance = JSON.parse(await readFile(instanceFile, "utf8")) as Record<string, unknown>;
  await writeFile(instanceFile, JSON.stringify({ ...instance, mutants: [] }));
  const benchmark = await loadBenchmark(dir);
  const cacheDir = path.join(root, "cache");
  await buildBenchmark(benchmark, { cacheDir, jobs: 2 });
  const suitesDir = path.join(root, "suites");
  await writeSuite(path.join(suitesDir, "adder"), SUITE);
  const sandbox = await detectSandbox(false);

  // Baseline: the same command, N times, in one folder prepared once.
  const direct = path.join(root, "direct");
  await cp(path.join(suitesDir, "adder"), direct, { recursive: true });
  const reference = (await readManifest(cacheDir))?.instances.adder?.reference;
  if (!reference || !("path" in reference)) throw new Error("bench: the reference did not build");
  await cp(path.join(cacheDir, reference.path), path.join(direct, "executable"));
  const loop = `for i in $(seq ${RUNS}); do ${COMMAND.replace("{junit}", path.join(root, "direct.xml"))} >/dev/null || exit 1; done`;
  const baseline = time(() =>
    execFileSync("sh", ["-c", loop], {
      cwd: direct,
      env: { ...process.env, TSB_EXECUTABLE: path.join(direct, "executable") },
    }),
  );

  const options = (out: string, jobs: number, runs: number): RunSuitesOptions => ({
    benchmarkDir: dir,
    suitesDir,
    outDir: path.join(root, out),
    cacheDir,
    command: COMMAND,
    runs,
    jobs,
    timeoutSec: 120,
    sandbox,
    limits: defaultLimits,
    logCap: 65536,
    progress: (total) => new Progress(total, null, null),
    warn: () => undefined,
  });
  const runner = await timedRun(options("overhead", 1, RUNS));
  const jobs1 = await timedRun(options("jobs1", 1, 2 * RUNS));
  const jobs2 = await timedRun(options("jobs2", 2, 2 * RUNS));

  const perBaseline = baseline / RUNS;
  const perRunner = runner / RUNS;
  const overhead = perRunner / perBaseline - 1;
  const speedup = jobs1 / jobs2;
  console.log(
    `tsb run benchmark: ${RUNS} runs of a ~1 s pytest suite; sandbox: ${describeSandbox(sandbox)}; ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log("");
  console.log(row("", "baseline", "tsb run", "figure", "target"));
  console.log(
    row(
      "time per run",
      `${perBaseline.toFixed(3)} s (shell loop)`,
      `${perRunner.toFixed(3)} s (--jobs 1)`,
      `overhead ${(overhead * 100).toFixed(1)}%`,
      "≤ 10%",
    ),
  );
  console.log(
    row(
      `${2 * RUNS} runs`,
      `${jobs1.toFixed(2)} s (--jobs 1)`,
      `${jobs2.toFixed(2)} s (--jobs 2)`,
      `speedup ${speedup.toFixed(2)}×`,
      "≥ 1.7×",
    ),
  );
} finally {
  await rm(root, { recursive: true, force: true });
}

function time(work: () => unknown): number {
  const start = performance.now();
  work();
  return (performance.now() - start) / 1000;
}

/** Wall time of one `tsb run`, everything included but sandbox detection. */
async function timedRun(options: RunSuitesOptions): Promise<number> {
  const start = performance.now();
  await runSuites(options);
  return (performance.now() - start) / 1000;
}

function row(...cells: string[]): string {
  const widths = [14, 26, 26, 18, 8];
  return cells.map((c, i) => c.padEnd(widths[i] ?? 10)).join("  ");
}
