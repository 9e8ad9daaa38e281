/**
 * Runs the baseline agent (run-agent.ts) on every instance of a benchmark, each in a fresh task
 * folder holding only what an agent is given: the instance's spec.md and TASK.md.
 *
 *   npx tsx scripts/baseline-agent/main.ts --benchmark data/benchmarks/tsb-mini \
 *     --out data/suites/baseline-agent/1.0 [--instances a,b] [--task data/suites/TASK.md]
 *
 * Writes `<out>/<id>/` (the suite, as `tsb run --suites <out>` takes it),
 * `<out>/trajectories/<id>/trajectory.json` (the ATIF trajectory, for the bundle's
 * `instances/<id>/trajectory/`) and `<out>/generation.json` (each instance's wall time and cost,
 * for its run.json; steps are left to the trajectory).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runBaselineAgent } from "./run-agent.ts";

const { values } = parseArgs({
  options: {
    benchmark: { type: "string" },
    out: { type: "string" },
    instances: { type: "string" },
    task: { type: "string", default: "data/suites/TASK.md" },
  },
});
if (!values.benchmark || !values.out) {
  console.error("usage: main.ts --benchmark <dir> --out <dir> [--instances a,b] [--task TASK.md]");
  process.exit(2);
}
const benchmarkDir = values.benchmark;
const out = values.out;
const benchmark = JSON.parse(readFileSync(path.join(benchmarkDir, "benchmark.json"), "utf8")) as {
  name: string;
  version: string;
  instances: string[];
};
const wanted = values.instances?.split(",").filter(Boolean);
const generation: Record<string, { durationSec: number; costUsd: number }> = {};
mkdirSync(out, { recursive: true });
for (const id of benchmark.instances.filter((i) => !wanted || wanted.includes(i))) {
  const task = mkdtempSync(path.join(os.tmpdir(), `tsb-baseline-${id}-`));
  try {
    cpSync(path.join(benchmarkDir, "instances", id, "spec.md"), path.join(task, "spec.md"));
    cpSync(values.task, path.join(task, "TASK.md"));
    const started = performance.now();
    const run = runBaselineAgent(task, `${benchmark.name}@${benchmark.version}/${id}`);
    const durationSec = Math.round((performance.now() - started) / 10) / 100;
    rmSync(path.join(out, id), { recursive: true, force: true });
    cpSync(path.join(task, "suite"), path.join(out, id), { recursive: true });
    const trajectoryDir = path.join(out, "trajectories", id);
    mkdirSync(trajectoryDir, { recursive: true });
    writeFileSync(
      path.join(trajectoryDir, "trajectory.json"),
      `${JSON.stringify(run.trajectory, null, 2)}\n`,
    );
    generation[id] = { durationSec, costUsd: 0 };
    console.log(
      `${id}: ${run.cases} case(s) from spec.md, ${run.collected} test(s) collected, ` +
        `${run.trajectory.steps.length} steps, ${durationSec} s`,
    );
  } finally {
    rmSync(task, { recursive: true, force: true });
  }
}
writeFileSync(path.join(out, "generation.json"), `${JSON.stringify(generation, null, 2)}\n`);
