/**
 * `npm run bench:run`: the cost of `tsb run` itself, printed side by side with a baseline.
 *
 * 1. Overhead: N runs of a ~1 s pytest suite through the runner (fresh suite copy, hash check,
 *    bubblewrap sandbox, capped logs, bundle writing; --jobs 1) against the same command run
 *    directly in a shell loop over one prepared folder. Target: ≤ 10% per run.
 * 2. Parallelism: the same 2N runs through the runner with --jobs 1 and --jobs 2. The suite's
 *    test burns ~0.8 s of CPU, so the speedup shows real use of the cores. Target: ≥ 1.7×.
 *
 * 3. Fixed cost: the same comparison with a command that only writes an empty JUnit file, which
 *    isolates what the runner adds per run (copy, hash, sandbox start, log and bundle writing).
 *
 * 4. The sandbox itself, today's against the runner's before it was narrowed (the whole host
 *    bound read-only, an unsized /tmp): the same prepared run folder started through each
 *    wrapper, with the trivial command and with the ~1 s suite. Target: the narrower binds, the
 *    tmpfs caps and the copy into them add ≤ 5% of the ~1 s suite per run.
 *
 * 5. No memory across runs: the ~1 s suite and the trivial command through today's sandbox (every
 *    file served from a tmpfs copy, /proc masks, the system-call filter, bubblewrap started after
 *    the drop to the slot's uid) against the sandbox before it (the same binds from the host's
 *    disk, bubblewrap as root), with the copy's size. Target: ≤ 1.1× per run.
 *
 * 6. With BENCH_IMAGE=<image> (an OCI layout or `docker save` tar, e.g. tsb-mini 1.1's
 *    environment/image.tar), the same ~1 s suite in that image's sandbox against the host's:
 *    what running inside a benchmark's image costs per run. Target: ≤ 5%. The same with the
 *    trivial command isolates the image's binds from its interpreters (not the host's).
 *
 * Rounds alternate the sides and the figures are medians; other work on the machine still makes
 * them noisy. The script prints them side by side; it asserts nothing. BENCH_RUNS and
 * BENCH_ROUNDS change the sizes.
 */
import { execFileSync } from "node:child_process";
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { buildBenchmark } from "../evaluator/runner/build-cache.ts";
import { readManifest } from "../evaluator/runner/manifest.ts";
import { Progress } from "../evaluator/runner/progress.ts";
import { runSuites } from "../evaluator/runner/run-suites.ts";
import type { RunSuitesOptions } from "../evaluator/runner/run-suites-options.ts";
import { runProcess } from "../evaluator/runner/process.ts";
import { loadsFilter, SECCOMP_FD } from "../evaluator/runner/sandbox-bwrap.ts";
import { sandboxView } from "../evaluator/runner/sandbox-mounts.ts";
import { inMemory, memoryViewStats, SECCOMP_FILE } from "../evaluator/runner/view/memory-tree.ts";
import {
  defaultLimits,
  describeSandbox,
  detectSandbox,
  prepareRunDir,
  SANDBOX_RUN_DIR,
  wrapArgv,
  type Sandbox,
} from "../evaluator/runner/sandbox.ts";
import { legacyWrapArgv } from "./legacy-sandbox.ts";
import { unpackImage } from "../evaluator/environment/image-cache.ts";
import { imageSandbox, probeImageSandbox } from "../evaluator/environment/image-sandbox.ts";
import { inspectImage } from "../evaluator/environment/inspect-image.ts";
import { writeSuite, writeTestBenchmark } from "../evaluator/runner/testing/benchmark.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
  // The loop runs in a session of its own, as each run of the runner does: Linux's autogroup
  // scheduler gives every session an equal share of the CPU, so on a busy machine a loop left
  // in this process's session would run slower and flatter the runner.
  const loopTime = (command: string): number =>
    time(() =>
      execFileSync(
        "setsid",
        ["-w", "sh", "-c", `for i in $(seq ${RUNS}); do ${command} >/dev/null || exit 1; done`],
        {
          cwd: direct,
          env: { ...process.env, TSB_EXECUTABLE: path.join(direct, "executable") },
        },
      ),
    );

  let outputs = 0;
  const options = (jobs: number, runs: number, command = COMMAND): RunSuitesOptions => ({
    benchmarkDir: dir,
    suitesDir,
    outDir: path.join(root, `out-${++outputs}`),
    cacheDir,
    command,
    runs,
    jobs,
    timeoutSec: 120,
    sandbox,
    limits: defaultLimits,
    logCap: 65536,
    progress: (total) => new Progress(total, null, null),
    warn: () => undefined,
  });

  // Rounds alternate baseline and runner, so a burst of other work on the machine hits both
  // sides alike; the figures are medians over the rounds.
  const samples = {
    loop: [] as number[],
    runner: [] as number[],
    loopTrivial: [] as number[],
    runnerTrivial: [] as number[],
    jobs1: [] as number[],
    jobs2: [] as number[],
    legacyTrivial: [] as number[],
    narrowTrivial: [] as number[],
    legacySuite: [] as number[],
    narrowSuite: [] as number[],
    diskTrivial: [] as number[],
    diskSuite: [] as number[],
  };
  // The sandbox before "no memory across runs": its view bound from the host's disk, bubblewrap
  // as root dropping to the slot's uid inside, no filter, no /proc masks.
  const onDisk: Sandbox = { ...sandbox, view: sandboxView(), lockUserns: false };
  const wrapped = await prepareWrapped(root, path.join(suitesDir, "adder"), direct, sandbox);
  const inImage = process.env.BENCH_IMAGE
    ? await imageSandboxFor(process.env.BENCH_IMAGE, sandbox)
    : null;
  const imageSamples = {
    host: [] as number[],
    image: [] as number[],
    hostTrivial: [] as number[],
    imageTrivial: [] as number[],
  };
  const junit = path.join(root, "direct.xml");
  // The fixed cost alone: a suite command that only writes an empty JUnit file.
  const trivial = `sh -c 'echo "<testsuite/>" > "$1"' sh {junit}`;
  for (let round = 0; round < ROUNDS; round++) {
    samples.loop.push(loopTime(COMMAND.replace("{junit}", junit)) / RUNS);
    samples.runner.push((await timedRun(options(1, RUNS))) / RUNS);
    samples.loopTrivial.push(loopTime(trivial.replace("{junit}", junit)) / RUNS);
    samples.runnerTrivial.push((await timedRun(options(1, RUNS, trivial))) / RUNS);
    samples.jobs1.push(await timedRun(options(1, 2 * RUNS)));
    samples.jobs2.push(await timedRun(options(2, 2 * RUNS)));
    samples.legacyTrivial.push(await wrapped.legacy(trivial, RUNS));
    samples.narrowTrivial.push(await wrapped.narrow(trivial, RUNS));
    samples.legacySuite.push(await wrapped.legacy(COMMAND, RUNS));
    samples.narrowSuite.push(await wrapped.narrow(COMMAND, RUNS));
    samples.diskTrivial.push(await wrapped.narrow(trivial, RUNS, onDisk));
    samples.diskSuite.push(await wrapped.narrow(COMMAND, RUNS, onDisk));
    if (inImage) {
      imageSamples.host.push(await wrapped.narrow(COMMAND, RUNS));
      imageSamples.image.push(await wrapped.narrow(COMMAND, RUNS, inImage));
      // The image's binds alone: its Python and pytest are not the host's, so the suite's row
      // above also measures two interpreters.
      imageSamples.hostTrivial.push(await wrapped.narrow(trivial, RUNS));
      imageSamples.imageTrivial.push(await wrapped.narrow(trivial, RUNS, inImage));
    }
  }
  const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])) as Record<
    keyof typeof samples,
    number
  >;
  const fixedCost = m.runnerTrivial - m.loopTrivial;

  console.log(
    `tsb run benchmark: ${ROUNDS} rounds of ${RUNS} runs of a ~1 s pytest suite (medians); sandbox: ${describeSandbox(sandbox)}; ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log("");
  console.log(row("", "baseline", "tsb run", "figure", "target"));
  console.log(
    row(
      "time per run",
      `${m.loop.toFixed(3)} s (shell loop)`,
      `${m.runner.toFixed(3)} s (--jobs 1)`,
      `overhead ${((m.runner / m.loop - 1) * 100).toFixed(1)}%`,
      "≤ 10%",
    ),
  );
  console.log(
    row(
      "fixed cost/run",
      `${(m.loopTrivial * 1000).toFixed(0)} ms (shell loop)`,
      `${(m.runnerTrivial * 1000).toFixed(0)} ms (--jobs 1)`,
      `${(fixedCost * 1000).toFixed(0)} ms = ${((fixedCost / 1) * 100).toFixed(1)}% of 1 s`,
      "≤ 10%",
    ),
  );
  console.log(
    row(
      `${2 * RUNS} runs`,
      `${m.jobs1.toFixed(2)} s (--jobs 1)`,
      `${m.jobs2.toFixed(2)} s (--jobs 2)`,
      `speedup ${(m.jobs1 / m.jobs2).toFixed(2)}×`,
      "≥ 1.7×",
    ),
  );
  const startCost = m.narrowTrivial - m.legacyTrivial;
  console.log(
    row(
      "sandbox start",
      `${(m.legacyTrivial * 1000).toFixed(0)} ms (ro-bind /)`,
      `${(m.narrowTrivial * 1000).toFixed(0)} ms (narrow, tmpfs)`,
      `${(startCost * 1000).toFixed(0)} ms = ${((startCost / 1) * 100).toFixed(1)}% of 1 s`,
      "≤ 5%",
    ),
  );
  console.log(
    row(
      "suite in sandbox",
      `${m.legacySuite.toFixed(3)} s (ro-bind /)`,
      `${m.narrowSuite.toFixed(3)} s (narrow, tmpfs)`,
      `overhead ${((m.narrowSuite / m.legacySuite - 1) * 100).toFixed(1)}%`,
      "≤ 5%",
    ),
  );
  const copy = sandbox.view?.memory ? memoryViewStats(sandbox.view.memory) : null;
  console.log(
    row(
      "start, memory",
      `${(m.diskTrivial * 1000).toFixed(0)} ms (view on disk)`,
      `${(m.narrowTrivial * 1000).toFixed(0)} ms (view in memory)`,
      `${((m.narrowTrivial - m.diskTrivial) * 1000).toFixed(0)} ms a run`,
      "",
    ),
  );
  console.log(
    row(
      "suite, memory",
      `${m.diskSuite.toFixed(3)} s (view on disk)`,
      `${m.narrowSuite.toFixed(3)} s (view in memory)`,
      `${(m.narrowSuite / m.diskSuite).toFixed(3)}×`,
      "≤ 1.1×",
    ),
  );
  if (copy)
    console.log(
      `the view in memory: ${copy.files} files, ${(copy.bytes / 1048576).toFixed(0)} MiB of tmpfs (${sandbox.view?.memory})`,
    );
  if (inImage) {
    const host = median(imageSamples.host);
    const image = median(imageSamples.image);
    console.log(
      row(
        "suite in image",
        `${host.toFixed(3)} s (host's view)`,
        `${image.toFixed(3)} s (image's root)`,
        `overhead ${((image / host - 1) * 100).toFixed(1)}%`,
        "≤ 5%",
      ),
    );
    const hostStart = median(imageSamples.hostTrivial);
    const imageStart = median(imageSamples.imageTrivial);
    console.log(
      row(
        "start in image",
        `${(hostStart * 1000).toFixed(0)} ms (host's view)`,
        `${(imageStart * 1000).toFixed(0)} ms (image's root)`,
        `${((imageStart - hostStart) * 1000).toFixed(0)} ms = ${((imageStart - hostStart) * 100).toFixed(1)}% of 1 s`,
        "≤ 5%",
      ),
    );
  }
} finally {
  await rm(root, { recursive: true, force: true });
}

/**
 * One run folder per wrapper, laid out as each expects, and a timer of `runs` runs of a command
 * through it (the runner's own process handling, report channels included for the new one).
 */
async function prepareWrapped(root: string, suite: string, direct: string, sandbox: Sandbox) {
  const legacyDir = path.join(root, "wrapped-legacy");
  const narrowDir = path.join(root, "wrapped-narrow");
  await cp(suite, path.join(legacyDir, "suite"), { recursive: true });
  await cp(path.join(direct, "executable"), path.join(legacyDir, "suite", "executable"));
  await cp(suite, path.join(narrowDir, "suite"), { recursive: true });
  await cp(path.join(direct, "executable"), path.join(narrowDir, "executable"));
  await chmod(root, 0o711);
  for (const dir of [legacyDir, narrowDir]) await prepareRunDir(sandbox, dir, 0);
  const junit = path.join(SANDBOX_RUN_DIR, "junit.xml");
  const env = {
    PATH: sandboxView().path,
    HOME: "/tmp",
    TMPDIR: "/tmp",
    TSB_EXECUTABLE: path.join(SANDBOX_RUN_DIR, "suite", "executable"),
  };
  const timed = async (
    argv: string[],
    cwd: string,
    channels?: number[],
    pathVar?: string,
    files?: Record<number, string>,
  ) => {
    const start = performance.now();
    const result = await runProcess({
      argv,
      cwd,
      env: pathVar ? { ...env, PATH: pathVar } : env,
      timeoutSec: 120,
      outputCap: 65536,
      ...(channels ? { channels } : {}),
      ...(files ? { files } : {}),
    });
    if (result.exitCode !== 0) throw new Error(`bench: sandboxed run failed:\n${result.output}`);
    return (performance.now() - start) / 1000;
  };
  return {
    legacy: async (command: string, runs: number) => {
      let total = 0;
      for (let i = 0; i < runs; i++)
        total += await timed(
          legacyWrapArgv({
            runDir: legacyDir,
            command: command.replace("{junit}", junit),
            slot: 0,
            limits: defaultLimits,
          }),
          path.join(legacyDir, "suite"),
        );
      return total / runs;
    },
    narrow: async (command: string, runs: number, given: Sandbox = sandbox) => {
      // As executeRun does: the view served from memory unless the caller built one on disk.
      const through = given.lockUserns === false ? given : await inMemory(given);
      const filter =
        loadsFilter(through) && through.view?.memory
          ? { [SECCOMP_FD]: path.join(through.view.memory, SECCOMP_FILE) }
          : undefined;
      let total = 0;
      for (let i = 0; i < runs; i++)
        total += await timed(
          wrapArgv(through, {
            runDir: narrowDir,
            workDir: path.join(narrowDir, "suite"),
            command: command.replace("{junit}", junit),
            slot: 0,
            limits: defaultLimits,
          }),
          path.join(narrowDir, "suite"),
          [4096, 64 * 1024 * 1024],
          through.view?.path,
          filter,
        );
      return total / runs;
    },
  };
}

/** The image's sandbox, the image unpacked (checked by the digest it has) into the bench's folder. */
async function imageSandboxFor(source: string, sandbox: Sandbox): Promise<Sandbox> {
  const { id } = await inspectImage(source);
  const image = await unpackImage(
    { image: source, digest: id, declaredIn: "BENCH_IMAGE" },
    path.join(".cache", "images"),
  );
  const through = imageSandbox(sandbox, image);
  await probeImageSandbox(through, image);
  return through;
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function row(...cells: string[]): string {
  const widths = [15, 26, 26, 24, 8];
  return cells.map((c, i) => c.padEnd(widths[i] ?? 10)).join("  ");
}
