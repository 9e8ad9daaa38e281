/**
 * `npm run bench:demo-rerun`: the demo bundles' suites run again under the run protocol (tsb run,
 * kills confirmed by re-runs), beside what each bundle claims (its own runs, made before the
 * protocol, unconfirmed). Their suites are deterministic, so M, V and every mutant's status
 * should be unchanged; the script prints the differences and asserts nothing.
 *
 * BENCH_BUNDLES picks the bundles (comma-separated folder names under data/bundles; default
 * reference,agent-terse), BENCH_JOBS the runs at a time (default 2). A 1.0 bundle takes about
 * 400 runs, a 1.1 bundle about 1,000. BENCH_INSTANCES (comma-separated ids) re-runs only those
 * instances, so a bundle too large for one sitting can be re-run in parts; M and V are then
 * compared over those instances only. BENCH_SHARD=k/n runs only shard k of n (`tsb run --shard`)
 * and keeps its bundle under .cache/demo-rerun/; the invocation that finds all n shards there
 * merges them (`tsb merge`) and compares, so one bundle can be re-run over several sittings.
 * BENCH_SLOT_BASE moves the runs' sandbox slots (`tsb run --slot-base`), so that two re-runs of
 * different bundles can run side by side. BENCH_COVERING=1 re-runs in covering-tests mode (`tsb run
 * --covering-tests`): each mutant with only the tests whose coverage reaches it, for a suite whose
 * full re-run does not fit a sitting (each status must still equal the claim's, so a difference
 * says either the sandbox or covering mode's reach is wrong).
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { loadLine, scoreBundleDir } from "./shared.ts";

const run = promisify(execFile);
const TSB = path.resolve("bin/tsb.mjs");
const JOBS = process.env.BENCH_JOBS ?? "2";
const SLOT_BASE = process.env.BENCH_SLOT_BASE;
const COVERING = process.env.BENCH_COVERING === "1";
const chosen = (process.env.BENCH_BUNDLES ?? "reference,agent-terse").split(",");
const onlyInstances = process.env.BENCH_INSTANCES?.split(",");
const shard = process.env.BENCH_SHARD?.match(/^(\d+)\/(\d+)$/);
if (process.env.BENCH_SHARD && !shard) throw new Error("BENCH_SHARD: expected k/n, such as 1/3");

const score = scoreBundleDir;

const root = await mkdtemp(path.join(os.tmpdir(), "tsb-demo-rerun-"));
try {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  for (const name of chosen) {
    const dir = path.resolve("data/bundles", name);
    const submission = JSON.parse(await readFile(path.join(dir, "submission.json"), "utf8")) as {
      benchmark: string;
    };
    const benchmark = await findBenchmark(submission.benchmark, path.resolve("data/benchmarks"));
    const suites = path.join(root, name, "suites");
    const instances: string[] = [];
    for (const instance of benchmark.instances) {
      if (onlyInstances && !onlyInstances.includes(instance.id)) continue;
      const suite = path.join(dir, "instances", instance.id, "suite");
      if (!(await stat(suite).catch(() => null))?.isDirectory()) continue;
      await cp(suite, path.join(suites, instance.id), { recursive: true });
      instances.push(instance.id);
    }
    // A shard's bundle is kept between sittings, beside the other shards of the same plan.
    const shards =
      shard && path.resolve(".cache/demo-rerun", name, instances.join("+"), `of-${shard[2]}`);
    let out = shards ? path.join(shards, `shard-${shard[1]}`) : path.join(root, name, "bundle");
    process.stderr.write(
      `${name}: tsb run of ${instances.join(", ")} on ${submission.benchmark}${shard ? `, shard ${shard[0]}` : ""}\n`,
    );
    const start = performance.now();
    await run(process.execPath, [TSB, ...["build", "--benchmark", benchmark.dir]]);
    await rm(out, { recursive: true, force: true });
    await run(process.execPath, [
      TSB,
      ...["run", "--benchmark", benchmark.dir, "--suites", suites, "--out", out],
      ...["--submission", path.join(dir, "submission.json"), "--jobs", JOBS],
      ...["--instances", instances.join(",")],
      ...(shard ? ["--shard", shard[0]] : []),
      ...(SLOT_BASE ? ["--slot-base", SLOT_BASE] : []),
      ...(COVERING ? ["--covering-tests"] : []),
    ]);
    const wall = (performance.now() - start) / 1000;
    if (shards) {
      const n = Number(shard[2]);
      const parts = Array.from({ length: n }, (_, i) => path.join(shards, `shard-${i + 1}`));
      const done = await Promise.all(
        parts.map((p) => stat(path.join(p, "shard.json")).catch(() => null)),
      );
      const left = parts.filter((_, i) => !done[i]).map((p) => path.basename(p));
      if (left.length > 0) {
        process.stdout.write(
          `${name}: shard ${shard[0]} finished in ${wall.toFixed(0)} s, kept in ${out}; still to run: ${left.join(", ")}\n`,
        );
        continue;
      }
      out = path.join(root, name, "merged");
      await run(process.execPath, [TSB, "merge", "--out", out, ...parts]);
    }
    // A partial re-run is compared with the same instances of the claimed bundle.
    let claimedDir = dir;
    if (onlyInstances) {
      claimedDir = path.join(root, name, "claimed");
      await cp(path.join(dir, "submission.json"), path.join(claimedDir, "submission.json"));
      for (const id of instances)
        await cp(path.join(dir, "instances", id), path.join(claimedDir, "instances", id), {
          recursive: true,
        });
    }
    const claimed = await score(claimedDir, submission.benchmark);
    const rerun = await score(out, submission.benchmark);
    const differences: string[] = [];
    for (const instance of claimed.instances) {
      const again = rerun.instances.find((i) => i.id === instance.id);
      for (const mutant of instance.mutantResults) {
        const status = again?.mutantResults.find((m) => m.id === mutant.id)?.status;
        if (status !== mutant.status)
          differences.push(`${instance.id}/${mutant.id}: ${mutant.status} → ${status}`);
      }
    }
    process.stdout.write(
      `${name} (${submission.benchmark}${onlyInstances ? `; ${instances.join(", ")}` : ""}${COVERING ? "; covering-tests mode" : ""}): claimed M ${pct(claimed.summary.mutationScore)}, V ${pct(claimed.summary.validityRate)}; ` +
        `re-run with confirmed kills M ${pct(rerun.summary.mutationScore)}, V ${pct(rerun.summary.validityRate)}; ` +
        `${differences.length} mutant statuses differ; ${wall.toFixed(0)} s${shards ? " (the last shard)" : ""}\n`,
    );
    for (const line of differences) process.stdout.write(`  ${line}\n`);
  }
  process.stdout.write(loadLine());
} finally {
  await rm(root, { recursive: true, force: true });
}
