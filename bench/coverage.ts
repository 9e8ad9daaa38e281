/**
 * `npm run bench:coverage`: what coverage costs and what covering-tests mode saves, on a demo
 * bundle's suites. For each chosen instance, `tsb run` twice with one seed: the full protocol
 * (with its coverage run), then `--covering-tests` (each mutant runs only the tests whose
 * coverage reaches its changed lines; a mutant no test reaches is not run). Prints the coverage
 * run's time against one verification (the full protocol's runs) and against one reference run,
 * covering mode's time and run count against the full protocol's, and checks that M and every
 * mutant's status are equal (it exits 1 when they are not).
 *
 * BENCH_BUNDLE picks the demo bundle (a folder under data/bundles; default agent-terse-1.1),
 * BENCH_INSTANCES the instances (comma-separated; default calc), BENCH_JOBS the runs at a time
 * (default 2).
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { loadLine, scoreBundleDir } from "./shared.ts";

const run = promisify(execFile);
const TSB = path.resolve("bin/tsb.mjs");
const JOBS = process.env.BENCH_JOBS ?? "2";
const BUNDLE = process.env.BENCH_BUNDLE ?? "agent-terse-1.1";
const INSTANCES = (process.env.BENCH_INSTANCES ?? "calc").split(",");
const SEED = "c0ffee00c0ffee00";

interface Event {
  type: string;
  run?: string;
  durationSec?: number;
}

const score = scoreBundleDir;

const root = await mkdtemp(path.join(os.tmpdir(), "tsb-bench-coverage-"));
let unequal = false;
try {
  const dir = path.resolve("data/bundles", BUNDLE);
  const submission = JSON.parse(await readFile(path.join(dir, "submission.json"), "utf8")) as {
    benchmark: string;
  };
  const benchmark = await findBenchmark(submission.benchmark, path.resolve("data/benchmarks"));
  const cache = path.join(root, "cache");
  await run(process.execPath, [
    TSB,
    ...["build", "--benchmark", benchmark.dir, "--cache", cache, "--jobs", JOBS],
    ...["--instances", INSTANCES.join(","), "--env", "host"],
  ]);
  for (const instance of INSTANCES) {
    const suites = path.join(root, instance, "suites");
    await cp(path.join(dir, "instances", instance, "suite"), path.join(suites, instance), {
      recursive: true,
    });
    const protocol = async (mode: "full" | "covering") => {
      const out = path.join(root, instance, mode);
      const events = path.join(root, instance, `${mode}.ndjson`);
      const start = performance.now();
      await run(process.execPath, [
        TSB,
        ...["run", "--benchmark", benchmark.dir, "--suites", suites, "--out", out],
        ...["--submission", path.join(dir, "submission.json"), "--jobs", JOBS],
        ...["--instances", instance, "--cache", cache, "--seed", SEED, "--env", "host"],
        ...["--events", events],
        ...(mode === "covering" ? ["--covering-tests"] : []),
      ]);
      const wall = (performance.now() - start) / 1000;
      const list = (await readFile(events, "utf8"))
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Event);
      const runs = list.filter((e) => e.type === "run-finished");
      const runSec = runs.reduce((sum, e) => sum + (e.durationSec ?? 0), 0);
      const referenceSec = runs
        .filter((e) => e.run?.startsWith("reference/"))
        .map((e) => e.durationSec ?? 0);
      const coverageSec = list.find((e) => e.type === "coverage-finished")?.durationSec ?? 0;
      const skipped = list.filter((e) => e.type === "run-skipped").length;
      return { out, wall, runs: runs.length, runSec, referenceSec, coverageSec, skipped };
    };
    const full = await protocol("full");
    const covering = await protocol("covering");
    const [a, b] = [
      await score(full.out, submission.benchmark),
      await score(covering.out, submission.benchmark),
    ];
    const ia = a.instances.find((i) => i.id === instance);
    const ib = b.instances.find((i) => i.id === instance);
    const differences = (ia?.mutantResults ?? []).flatMap((m) => {
      const other = ib?.mutantResults.find((x) => x.id === m.id)?.status;
      return other === m.status ? [] : [`${m.id}: ${m.status} (full) vs ${other} (covering)`];
    });
    const equalM = ia?.mutationScore === ib?.mutationScore;
    if (!equalM || differences.length > 0) unequal = true;
    const meanRef =
      full.referenceSec.reduce((x, y) => x + y, 0) / Math.max(1, full.referenceSec.length);
    const pct = (x: number | undefined) => `${(100 * (x ?? 0)).toFixed(1)}%`;
    process.stdout.write(
      [
        `${BUNDLE}/${instance} (${submission.benchmark}), ${JOBS} jobs, seed ${SEED}:`,
        `  coverage run ${full.coverageSec.toFixed(1)} s = ${(full.coverageSec / meanRef).toFixed(2)}× one reference run (${meanRef.toFixed(1)} s), ` +
          `${pct(full.coverageSec / full.runSec)} of one verification's run time (${full.runSec.toFixed(0)} s in ${full.runs} runs)`,
        `  full protocol: ${full.runs} runs, ${full.runSec.toFixed(0)} s of runs, ${full.wall.toFixed(0)} s wall`,
        `  covering tests: ${covering.runs} runs (${covering.skipped} mutants not reached, not run), ${covering.runSec.toFixed(0)} s of runs ` +
          `(${(covering.runSec / full.runSec).toFixed(2)}× full), ${covering.wall.toFixed(0)} s wall (${(covering.wall / full.wall).toFixed(2)}× full)`,
        `  M full ${pct(ia?.mutationScore)}, covering ${pct(ib?.mutationScore)}: ${equalM ? "equal" : "DIFFERENT"}; ` +
          `${differences.length} of ${ia?.mutantResults.length ?? 0} mutant statuses differ`,
        ...differences.map((d) => `    ${d}`),
      ].join("\n") + "\n",
    );
  }
  process.stdout.write(loadLine());
} finally {
  await rm(root, { recursive: true, force: true });
}
if (unequal) process.exitCode = 1;
