/**
 * Why the demo suites' mutants survived: for each given bundle (default the three agent suites
 * on tsb-mini 1.1), one coverage run of each instance's suite on the instrumented reference
 * (evaluator/coverage/), then, for every survivor of the bundle's own runs, whether any valid
 * test executed one of its changed lines. Prints, per suite and per spec section, survivors not
 * reached and reached-not-detected (docs/demo-data.md, "Why they survived"), and the mutants no
 * valid test reached. With --write it puts each instance's coverage.json into its bundle; with
 * --reuse it reads the coverage.json the bundle already carries instead of running the suite.
 *
 *   npx tsx scripts/coverage-reach.ts [--write | --reuse] [bundle folder under data/bundles ...]
 *
 * CACHE picks the build cache (default .cache/builds/<benchmark>); JOBS the builds at a time;
 * INSTANCES (comma-separated) runs coverage for those instances only and reads the coverage.json
 * the bundle carries for the others, as --reuse does.
 */
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { findBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { runCoverage } from "../evaluator/coverage/run-coverage.ts";
import { reachesAny, type CoverageFile } from "../evaluator/coverage/types.ts";
import { buildBenchmark } from "../evaluator/runner/build-cache.ts";
import { writePytestPlugin } from "../evaluator/runner/run-folder.ts";
import { readManifest } from "../evaluator/runner/manifest.ts";
import { DEFAULT_COMMAND } from "../evaluator/runner/run-suites.ts";
import { defaultLimits, detectSandbox } from "../evaluator/runner/sandbox.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";

const args = process.argv.slice(2);
const write = args.includes("--write");
const reuse = args.includes("--reuse");
const names = args.filter((a) => !a.startsWith("--"));
const only = process.env.INSTANCES?.split(",");
const bundles =
  names.length > 0 ? names : ["agent-focused-1.1", "agent-terse-1.1", "agent-thorough-1.1"];

type Reach = "notReached" | "reached" | "unknown";
const rows: string[] = [];
const sectionRows: string[] = [];
const notReached: string[] = [];
const sandbox = await detectSandbox(false);
const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-reach-"));
await chmod(scratch, 0o711);
const pluginDir = await writePytestPlugin(scratch);
try {
  for (const name of bundles) {
    const dir = path.resolve("data/bundles", name);
    const submission = JSON.parse(await readFile(path.join(dir, "submission.json"), "utf8")) as {
      benchmark: string;
    };
    const benchmark = await findBenchmark(submission.benchmark, path.resolve("data/benchmarks"));
    const cacheDir = process.env.CACHE ?? path.join(".cache", "builds", submission.benchmark);
    await buildBenchmark(benchmark, { cacheDir, jobs: Number(process.env.JOBS ?? 2) });
    const manifest = await readManifest(cacheDir);
    if (!manifest) throw new Error(`${cacheDir}: no manifest`);
    const bundle = await openBundle(dir);
    const scored = await scoreBundle(bundle, benchmark).finally(() => bundle.close());
    const counts = { notReached: 0, reached: 0, unknown: 0, survived: 0 };
    const bySection = new Map<string, typeof counts>();
    for (const instance of benchmark.instances) {
      const suiteDir = path.join(dir, "instances", instance.id, "suite");
      const started = performance.now();
      const carried = path.join(dir, "instances", instance.id, "coverage", "coverage.json");
      const carriedOnly = reuse || (only !== undefined && !only.includes(instance.id));
      const coverage: CoverageFile = carriedOnly
        ? (JSON.parse(await readFile(carried, "utf8")) as CoverageFile)
        : (
            await runCoverage({
              instance: instance.id,
              suiteDir,
              cacheDir,
              manifest,
              commandTemplate: DEFAULT_COMMAND,
              timeoutSec: 600,
              scratch,
              slot: 0,
              sandbox,
              limits: defaultLimits,
              logCap: 65536,
              pluginDir,
            })
          ).file;
      process.stderr.write(
        `${name}/${instance.id}: coverage ${"unavailable" in coverage ? `unavailable (${coverage.unavailable})` : coverage.granularity} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      );
      if (write && !carriedOnly) {
        const file = path.join(dir, "instances", instance.id, "coverage", "coverage.json");
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(coverage)}\n`);
      }
      const detail = scored.details.find((d) => d.instanceId === instance.id);
      const valid = new Set(detail?.tests.filter((t) => t.verdict === "valid").map((t) => t.id));
      const result = scored.report.instances.find((i) => i.id === instance.id);
      for (const mutant of result?.mutantResults ?? []) {
        if (mutant.status !== "survived") continue;
        const changed = manifest.instances[instance.id]?.changedLines?.[mutant.id] ?? [];
        let reach: Reach = "unknown";
        if (!("unavailable" in coverage)) {
          const tests = Object.entries(coverage.tests ?? { suite: coverage.suite })
            .filter(([id]) => coverage.granularity === "suite" || valid.has(id))
            .map(([, lines]) => lines);
          reach = tests.some((lines) => changed.some((c) => reachesAny(lines, c.file, c.lines)))
            ? "reached"
            : "notReached";
        }
        if (reach === "notReached") notReached.push(`${name}: ${instance.id}/${mutant.id}`);
        const section = instance.mutants?.find((m) => m.id === mutant.id)?.section ?? "?";
        const key = `${instance.id} / ${section}`;
        const s = bySection.get(key) ?? { notReached: 0, reached: 0, unknown: 0, survived: 0 };
        for (const c of [counts, s]) {
          c.survived++;
          c[reach]++;
        }
        bySection.set(key, s);
      }
    }
    rows.push(
      `| ${name} | ${counts.survived} | ${counts.notReached} | ${counts.reached} | ${counts.unknown} |`,
    );
    for (const [key, c] of [...bySection].sort(([a], [b]) => (a < b ? -1 : 1)))
      sectionRows.push(
        `| ${name} | ${key} | ${c.survived} | ${c.notReached} | ${c.reached} | ${c.unknown} |`,
      );
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
process.stdout.write(
  [
    "| suite | survivors | not reached | reached, not detected | no coverage |",
    "| ----- | --------- | ----------- | --------------------- | ----------- |",
    ...rows,
    "",
    "| suite | instance / section | survivors | not reached | reached, not detected | no coverage |",
    "| ----- | ------------------ | --------- | ----------- | --------------------- | ----------- |",
    ...sectionRows,
    "",
    "Survivors no valid test reached:",
    ...notReached.map((line) => `- ${line}`),
    "",
  ].join("\n"),
);
