/**
 * `npm run bench:coverage`: what coverage costs and what covering-tests mode saves, on a demo
 * bundle's suites. For each chosen instance, `tsb run` twice with one seed: the full protocol
 * (with its coverage run), then `--covering-tests` (each mutant runs only the tests whose
 * coverage reaches its changed lines; a mutant no test reaches is not run). Prints the coverage
 * run's time against one verification (the full protocol's runs) and against one reference run,
 * covering mode's time and run count against the full protocol's, and checks that M and every
 * mutant's status are equal (it exits 1 when they are not). It also prints how the full
 * protocol's statuses compare with the bundle's own claim (its runs, made on the host, before
 * confirmation), so one run of a 1.1 bundle in the image also shows that the image and the
 * protocol change nothing for a deterministic suite.
 *
 * BENCH_BUNDLE picks the demo bundles (comma-separated folders under data/bundles, or absolute
 * paths; default
 * agent-terse-1.1), BENCH_INSTANCES the instances (comma-separated, or `all` for every instance
 * the bundle has a suite for; default calc), BENCH_ENV the environment (`host`, `image` or
 * `auto`, as `tsb run --env`; default host), BENCH_COVERING=0 skips covering mode (the full
 * protocol against the claim only), BENCH_FULL=0 skips the full protocol (covering mode against
 * the claim only: for a bundle whose full-protocol re-run already matched its claim, as
 * docs/demo-data.md records), BENCH_JOBS the runs at a time (default 2), BENCH_BENCHMARKS where
 * the bundle's benchmark is found by name@version (default data/benchmarks; data/drafts for
 * tsb-mini 1.2's draft).
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { BENCHMARKS_ROOT, loadLine, scoreBundleDir } from "./shared.ts";

const run = promisify(execFile);
const TSB = path.resolve("bin/tsb.mjs");
const JOBS = process.env.BENCH_JOBS ?? "2";
const BUNDLES = (process.env.BENCH_BUNDLE ?? "agent-terse-1.1").split(",");
const INSTANCES = process.env.BENCH_INSTANCES ?? "calc";
const ENV = process.env.BENCH_ENV ?? "host";
const COVERING = process.env.BENCH_COVERING !== "0";
const FULL = process.env.BENCH_FULL !== "0";
const SEED = "c0ffee00c0ffee00";

interface Event {
  type: string;
  run?: string;
  durationSec?: number;
  unavailable?: string;
}

const score = scoreBundleDir;

const root = await mkdtemp(path.join(os.tmpdir(), "tsb-bench-coverage-"));
let unequal = false;
try {
  for (const bundleName of BUNDLES) await benchBundle(bundleName);
  process.stdout.write(loadLine());
} finally {
  await rm(root, { recursive: true, force: true });
}
if (unequal) process.exitCode = 1;

async function benchBundle(bundleName: string): Promise<void> {
  const dir = path.resolve("data/bundles", bundleName);
  const submission = JSON.parse(await readFile(path.join(dir, "submission.json"), "utf8")) as {
    benchmark: string;
  };
  const benchmark = await findBenchmark(submission.benchmark, BENCHMARKS_ROOT);
  const instances: string[] = [];
  for (const { id } of benchmark.instances) {
    if (INSTANCES !== "all" && !INSTANCES.split(",").includes(id)) continue;
    const suite = await stat(path.join(dir, "instances", id, "suite")).catch(() => null);
    if (suite?.isDirectory()) instances.push(id);
  }
  const work = path.join(root, bundleName);
  // One build cache per benchmark, shared by its bundles: tsb build skips what is built.
  const cache = path.join(root, "cache", submission.benchmark);
  const built = performance.now();
  await run(process.execPath, [
    TSB,
    ...["build", "--benchmark", benchmark.dir, "--cache", cache, "--jobs", JOBS],
    ...["--instances", instances.join(","), "--env", ENV],
  ]);
  process.stderr.write(
    `${bundleName}: built ${instances.join(", ")} in ${((performance.now() - built) / 1000).toFixed(0)} s (--env ${ENV})\n`,
  );
  const claimed = await score(dir, submission.benchmark);
  for (const instance of instances) {
    const suites = path.join(work, instance, "suites");
    await cp(path.join(dir, "instances", instance, "suite"), path.join(suites, instance), {
      recursive: true,
    });
    const protocol = async (mode: "full" | "covering") => {
      const out = path.join(work, instance, mode);
      const events = path.join(work, instance, `${mode}.ndjson`);
      const start = performance.now();
      const { stderr } = await run(
        process.execPath,
        [
          TSB,
          ...["run", "--benchmark", benchmark.dir, "--suites", suites, "--out", out],
          ...["--submission", path.join(dir, "submission.json"), "--jobs", JOBS],
          ...["--instances", instance, "--cache", cache, "--seed", SEED, "--env", ENV],
          ...["--events", events],
          ...(mode === "covering" ? ["--covering-tests"] : []),
        ],
        { maxBuffer: 256 * 1024 * 1024 },
      );
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
      const coverageRun = list.find((e) => e.type === "coverage-finished");
      const coverageSec = coverageRun?.durationSec ?? 0;
      const skipped = list.filter((e) => e.type === "run-skipped").length;
      const environment = /environment: (.*)/.exec(stderr)?.[1] ?? "host toolchains";
      return {
        out,
        wall,
        runs: runs.length,
        runSec,
        referenceSec,
        coverageSec,
        unavailable: coverageRun?.unavailable,
        skipped,
        environment,
      };
    };
    const pct = (x: number | null | undefined) => (x == null ? "–" : `${(100 * x).toFixed(1)}%`);
    if (!FULL) {
      await coveringAgainstClaim(bundleName, instance, submission.benchmark, claimed, protocol);
      continue;
    }
    const full = await protocol("full");
    const ia = (await score(full.out, submission.benchmark)).instances.find(
      (i) => i.id === instance,
    );
    const ic = claimed.instances.find((i) => i.id === instance);
    const fromClaim = statusDifferences(ic, ia, "claimed", "full");
    const meanRef =
      full.referenceSec.reduce((x, y) => x + y, 0) / Math.max(1, full.referenceSec.length);
    process.stdout.write(
      [
        `${bundleName}/${instance} (${submission.benchmark}), ${JOBS} jobs, seed ${SEED}, ${full.environment}:`,
        full.unavailable
          ? `  no coverage here (${full.unavailable})`
          : `  coverage run ${full.coverageSec.toFixed(1)} s = ${(full.coverageSec / meanRef).toFixed(2)}× one reference run (${meanRef.toFixed(1)} s), ` +
            `${pct(full.coverageSec / full.runSec)} of one verification's run time (${full.runSec.toFixed(0)} s in ${full.runs} runs)`,
        `  full protocol: ${full.runs} runs, ${full.runSec.toFixed(0)} s of runs, ${full.wall.toFixed(0)} s wall, M ${pct(ia?.mutationScore)}, V ${pct(ia?.validityRate)}`,
        `  the bundle's claim: M ${pct(ic?.mutationScore)}, V ${pct(ic?.validityRate)}; ` +
          `${fromClaim.length} of ${ic?.mutantResults.length ?? 0} mutant statuses differ from the full protocol's`,
        ...fromClaim.map((d) => `    ${d}`),
      ].join("\n") + "\n",
    );
    if (!COVERING) continue;
    if (full.unavailable) {
      // Without coverage, covering-tests mode runs every test on every mutant
      // (evaluator/coverage/covering-tests.ts): the same runs as the full protocol's.
      process.stdout.write(
        "  covering tests: every test on every mutant, as above; not run again\n",
      );
      continue;
    }
    const covering = await protocol("covering");
    const ib = (await score(covering.out, submission.benchmark)).instances.find(
      (i) => i.id === instance,
    );
    const differences = statusDifferences(ia, ib, "full", "covering");
    const equalM = ia?.mutationScore === ib?.mutationScore;
    if (!equalM || differences.length > 0) unequal = true;
    process.stdout.write(
      [
        `  covering tests: ${covering.runs} runs (${covering.skipped} mutants not reached, not run), ${covering.runSec.toFixed(0)} s of runs ` +
          `(${(covering.runSec / full.runSec).toFixed(2)}× full), ${covering.wall.toFixed(0)} s wall (${(covering.wall / full.wall).toFixed(2)}× full)`,
        `  M full ${pct(ia?.mutationScore)}, covering ${pct(ib?.mutationScore)}: ${equalM ? "equal" : "DIFFERENT"}; ` +
          `${differences.length} of ${ia?.mutantResults.length ?? 0} mutant statuses differ`,
        ...differences.map((d) => `    ${d}`),
      ].join("\n") + "\n",
    );
  }
}

/** BENCH_FULL=0: covering mode alone, its M and every status against the bundle's claim. */
async function coveringAgainstClaim(
  bundleName: string,
  instance: string,
  benchmarkId: string,
  claimed: Awaited<ReturnType<typeof score>>,
  protocol: (mode: "covering") => Promise<{
    out: string;
    wall: number;
    runs: number;
    runSec: number;
    skipped: number;
    unavailable: string | undefined;
    environment: string;
  }>,
): Promise<void> {
  const pct = (x: number | null | undefined) => (x == null ? "–" : `${(100 * x).toFixed(1)}%`);
  const covering = await protocol("covering");
  const ib = (await score(covering.out, benchmarkId)).instances.find((i) => i.id === instance);
  const ic = claimed.instances.find((i) => i.id === instance);
  const differences = statusDifferences(ic, ib, "claimed", "covering");
  const equalM = ic?.mutationScore === ib?.mutationScore;
  if (!equalM || differences.length > 0) unequal = true;
  process.stdout.write(
    [
      `${bundleName}/${instance} (${benchmarkId}), ${JOBS} jobs, seed ${SEED}, ${covering.environment}, covering tests only:`,
      covering.unavailable
        ? `  no coverage here (${covering.unavailable}): every test ran on every mutant, as in the full protocol`
        : `  covering tests: ${covering.runs} runs (${covering.skipped} mutants not reached, not run), ${covering.runSec.toFixed(0)} s of runs, ${covering.wall.toFixed(0)} s wall`,
      `  M claimed ${pct(ic?.mutationScore)}, covering ${pct(ib?.mutationScore)}: ${equalM ? "equal" : "DIFFERENT"}; ` +
        `${differences.length} of ${ic?.mutantResults.length ?? 0} mutant statuses differ from the claim`,
      ...differences.map((d) => `    ${d}`),
    ].join("\n") + "\n",
  );
}

type ScoredInstance = Awaited<ReturnType<typeof score>>["instances"][number];

/** Each mutant of `a` whose status in `b` differs, as "id: status (aName) vs status (bName)". */
function statusDifferences(
  a: ScoredInstance | undefined,
  b: ScoredInstance | undefined,
  aName: string,
  bName: string,
): string[] {
  return (a?.mutantResults ?? []).flatMap((m) => {
    const other = b?.mutantResults.find((x) => x.id === m.id)?.status;
    return other === m.status ? [] : [`${m.id}: ${m.status} (${aName}) vs ${other} (${bName})`];
  });
}
