import { chmod, copyFile, cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BenchmarkDefinition, InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { buildBenchmark, selectInstances, type BuildReport } from "../runner/build-cache.ts";
import { manifestEntry, readManifest, type BuildManifest } from "../runner/manifest.ts";
import { runPool } from "../runner/pool.ts";
import { runProcess } from "../runner/process.ts";
import { scoreBundle } from "../score/score-bundle.ts";
import { checkInstance, PAPER_FIGURES, summarizeChecks, type CheckSummary, type InstanceCheck } from "./check-analysis.ts";

/**
 * `tsb benchmark check`: builds a benchmark, runs each instance's reference suite (`tests/`) on
 * the reference and on every mutant, scores that as a submission, and applies the paper's
 * checks (section 2.2) to the result.
 */

export interface CheckOptions {
  /** Build cache shared with `tsb build`. */
  cacheDir: string;
  instances?: readonly string[];
  jobs: number;
  /** Runs of the suite on the reference; a test must pass in all of them. */
  referenceRuns?: number;
  /** Per run, in seconds. */
  timeoutSec?: number;
  /** The suite command; `{junit}` is replaced by the JUnit XML path. */
  command?: string;
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_SUITE_COMMAND = "python3 -m pytest -q -p no:cacheprovider --junitxml={junit}";

export interface CheckReport {
  benchmark: string;
  paper: typeof PAPER_FIGURES;
  builds: { failed: BuildReport[] };
  instances: InstanceCheck[];
  summary: CheckSummary;
  ok: boolean;
}

export async function checkBenchmark(benchmark: BenchmarkDefinition, options: CheckOptions): Promise<CheckReport> {
  const selected = selectInstances(benchmark, options.instances);
  const builds = await buildBenchmark(benchmark, { cacheDir: options.cacheDir, instances: selected.map((i) => i.id), jobs: options.jobs });
  const manifest = await readManifest(path.resolve(options.cacheDir));
  if (manifest === null) throw new Error(`${options.cacheDir}: the build wrote no manifest`);

  const bundleDir = await mkdtemp(path.join(os.tmpdir(), "tsb-check-bundle-"));
  try {
    const benchmarkId = `${benchmark.name}@${benchmark.version}`;
    await writeFile(
      path.join(bundleDir, "submission.json"),
      JSON.stringify({ schemaVersion: 1, benchmark: benchmarkId, model: "reference suite", agent: "benchmark authors", setting: "spec-only", date: new Date().toISOString().slice(0, 10) }),
    );
    await runReferenceSuites(selected, manifest, path.resolve(options.cacheDir), bundleDir, options);
    const bundle = await openBundle(bundleDir);
    try {
      const scored = await scoreBundle(bundle, benchmark);
      const checks = selected.map((definition) => {
        const score = scored.report.instances.find((i) => i.id === definition.id);
        const detail = scored.details.find((d) => d.instanceId === definition.id);
        if (!score || !detail) throw new Error(`instance ${definition.id} missing from its own score report`);
        return checkInstance(definition, score, detail);
      });
      const failed = builds.filter((b) => b.status === "failed");
      return {
        benchmark: benchmarkId,
        paper: PAPER_FIGURES,
        builds: { failed },
        instances: checks,
        summary: summarizeChecks(checks),
        ok: failed.length === 0 && checks.every((c) => c.ok),
      };
    } finally {
      await bundle.close();
    }
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

interface Run {
  instance: InstanceDefinition;
  /** `reference/<n>` or `mutants/<id>`: the bundle path without `.xml`. */
  name: string;
  /** `reference` or `mutants/<id>`, as the build manifest names it. */
  executable: string;
}

/**
 * Runs the suites into `bundleDir` in the result-bundle layout. The reference suites are the
 * benchmark's own trusted tests, so they run as plain processes (own process group, time limit,
 * capped output) rather than in the sandbox untrusted submissions need. A mutant whose build
 * failed gets no XML and scores as no-result.
 */
async function runReferenceSuites(
  instances: readonly InstanceDefinition[],
  manifest: BuildManifest,
  cacheDir: string,
  bundleDir: string,
  options: CheckOptions,
): Promise<void> {
  const referenceRuns = options.referenceRuns ?? 3;
  const runs: Run[] = instances.flatMap((instance) => [
    ...Array.from({ length: referenceRuns }, (_, n) => ({ instance, name: `reference/${n + 1}`, executable: "reference" })),
    ...(instance.mutants ?? []).map((m) => ({ instance, name: `mutants/${m.id}`, executable: `mutants/${m.id}` })),
  ]);
  const outcomes = new Map<string, Record<string, { exitCode: number | null; timedOut: boolean; durationSec: number }>>();
  let done = 0;
  await runPool(runs, options.jobs, async (run) => {
    const entry = manifestEntry(manifest, run.instance.id, run.executable);
    const target = path.join(bundleDir, "instances", run.instance.id, `${run.name}.xml`);
    await mkdir(path.dirname(target), { recursive: true });
    if (entry && "sha256" in entry) {
      const result = await runSuite(run.instance, path.join(cacheDir, entry.path), target, options);
      const record = outcomes.get(run.instance.id) ?? {};
      record[run.name] = result;
      outcomes.set(run.instance.id, record);
    }
    options.onProgress?.(++done, runs.length);
  });
  for (const [id, record] of outcomes) {
    await writeFile(path.join(bundleDir, "instances", id, "outcomes.json"), JSON.stringify(record));
  }
}

/** One run: a fresh copy of `tests/`, the executable at `./executable`, JUnit XML to `junit`. */
async function runSuite(instance: InstanceDefinition, executable: string, junit: string, options: CheckOptions) {
  const work = await mkdtemp(path.join(os.tmpdir(), "tsb-check-run-"));
  try {
    await cp(path.join(instance.dir, "tests"), work, { recursive: true });
    await copyFile(executable, path.join(work, "executable"));
    await chmod(path.join(work, "executable"), 0o755);
    const command = (options.command ?? DEFAULT_SUITE_COMMAND).replaceAll("{junit}", junit);
    const result = await runProcess({
      argv: ["sh", "-c", command],
      cwd: work,
      env: { ...process.env, TSB_EXECUTABLE: path.join(work, "executable") },
      timeoutSec: options.timeoutSec ?? 300,
      outputCap: 16_384,
    });
    // A killed run may have left half a file; no XML at all is what a timeout means to scoring.
    if (result.timedOut) await rm(junit, { force: true });
    return { exitCode: result.exitCode, timedOut: result.timedOut, durationSec: result.durationSec };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
