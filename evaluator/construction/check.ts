import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { openBundle } from "../bundle/open-bundle.ts";
import { buildBenchmark, selectInstances, type BuildReport } from "../runner/build-cache.ts";
import { Progress } from "../runner/progress.ts";
import { DEFAULT_COMMAND, runSuites } from "../runner/run-suites.ts";
import { defaultLimits, type Sandbox } from "../runner/sandbox.ts";
import { scoreBundle } from "../score/score-bundle.ts";
import {
  checkInstance,
  PAPER_FIGURES,
  summarizeChecks,
  type CheckSummary,
  type InstanceCheck,
} from "./check-analysis.ts";

/**
 * `tsb benchmark check`: builds a benchmark, runs each instance's reference suite (`tests/`) on
 * the reference and on every mutant exactly as `tsb run` runs a submission, scores that bundle,
 * and applies the paper's checks (section 2.2) to the result.
 */

export interface CheckOptions {
  /** Build cache shared with `tsb build` and `tsb run`. */
  cacheDir: string;
  instances?: readonly string[];
  jobs: number;
  sandbox: Sandbox;
  /** Runs of the suite on the reference; a test must pass in all of them (3, as in the paper). */
  referenceRuns?: number;
  /** Per run, in seconds; `tsb run`'s default (from the reference runs' time) when absent. */
  timeoutSec?: number;
  /** The suite command; `{junit}` is replaced by the JUnit XML path. */
  command?: string;
  /** Where the progress bar is drawn, if anywhere. */
  tty?: NodeJS.WriteStream | null;
  warn?: (message: string) => void;
}

export interface CheckReport {
  benchmark: string;
  paper: typeof PAPER_FIGURES;
  builds: { failed: BuildReport[] };
  instances: InstanceCheck[];
  summary: CheckSummary;
  ok: boolean;
}

export async function checkBenchmark(
  benchmark: BenchmarkDefinition,
  options: CheckOptions,
): Promise<CheckReport> {
  const selected = selectInstances(benchmark, options.instances);
  const ids = selected.map((i) => i.id);
  const builds = await buildBenchmark(benchmark, {
    cacheDir: options.cacheDir,
    instances: ids,
    jobs: options.jobs,
  });
  const benchmarkId = `${benchmark.name}@${benchmark.version}`;

  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-check-"));
  try {
    // The reference suites, laid out as `tsb run` expects submitted suites: <suites>/<id>/.
    const suitesDir = path.join(scratch, "suites");
    await mkdir(suitesDir);
    for (const instance of selected)
      await cp(path.join(instance.dir, "tests"), path.join(suitesDir, instance.id), {
        recursive: true,
      });
    const submissionFile = path.join(scratch, "submission.json");
    await writeFile(
      submissionFile,
      JSON.stringify({
        schemaVersion: 1,
        benchmark: benchmarkId,
        model: "reference suite",
        agent: "benchmark authors",
        setting: "spec-only",
        date: new Date().toISOString().slice(0, 10),
      }),
    );
    const bundleDir = path.join(scratch, "bundle");
    await runSuites({
      benchmarkDir: benchmark.dir,
      suitesDir,
      outDir: bundleDir,
      cacheDir: options.cacheDir,
      submissionFile,
      instances: ids,
      command: options.command ?? DEFAULT_COMMAND,
      runs: options.referenceRuns ?? 3,
      jobs: options.jobs,
      ...(options.timeoutSec !== undefined ? { timeoutSec: options.timeoutSec } : {}),
      sandbox: options.sandbox,
      limits: defaultLimits,
      logCap: 16_384,
      progress: (total) => new Progress(total, null, options.tty ?? null),
      warn: options.warn ?? (() => {}),
    });

    const bundle = await openBundle(bundleDir);
    try {
      const scored = await scoreBundle(bundle, benchmark);
      const checks = selected.map((definition) => {
        const score = scored.report.instances.find((i) => i.id === definition.id);
        const detail = scored.details.find((d) => d.instanceId === definition.id);
        if (!score || !detail)
          throw new Error(`instance ${definition.id} is missing from its own score report`);
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
    await rm(scratch, { recursive: true, force: true });
  }
}
