import path from "node:path";
import { runCoverage } from "../coverage/run-coverage.ts";
import type { CoverageFile } from "../coverage/types.ts";
import type { BundleWriter } from "./bundle-writer.ts";
import type { BuildManifest } from "./manifest.ts";
import { runPool } from "./pool.ts";
import type { Progress } from "./progress.ts";
import type { RunSuitesOptions } from "./run-suites-options.ts";
import type { RunJournal } from "./run-journal.ts";

/**
 * The coverage pass of `tsb run`, before any suite run: one run per instance on its
 * instrumented reference, written to the bundle as coverage.json and returned for
 * covering-tests mode. Sharded, the shard with an instance's first reference run makes its
 * coverage (and in covering-tests mode every shard does, for its own mutants).
 */
export async function runCoveragePass(
  instances: readonly string[],
  options: RunSuitesOptions,
  run: {
    jobs: number;
    /** Where a coverage run is kept as it ends, and found again by `--resume`. */
    journal: RunJournal;
    /** The benchmark's reference limit (run-limits.ts, referenceTimeout). */
    referenceTimeoutSec: number;
    manifest: BuildManifest;
    ownedKeys: ReadonlySet<string>;
    scratch: string;
    pluginDir: string;
    writer: BundleWriter;
    progress: Progress;
    warn: (message: string) => void;
  },
): Promise<Map<string, CoverageFile>> {
  const coverage = new Map<string, CoverageFile>();
  const { ownedKeys, writer, progress } = run;
  const wanted = instances.filter(
    (i) => !options.shard || options.coveringTests || ownedKeys.has(`${i}/reference/1`),
  );
  await runPool(wanted, run.jobs, async (instance, slot) => {
    const environment = options.environments?.get(instance);
    const started = performance.now();
    const kept = run.journal.coverageOf(instance);
    const { file } = kept
      ? { file: kept }
      : await runCoverage({
          instance,
          suiteDir: path.join(options.suitesDir, instance),
          cacheDir: options.cacheDir,
          manifest: run.manifest,
          commandTemplate: options.command,
          timeoutSec: options.timeoutSec ?? run.referenceTimeoutSec,
          scratch: run.scratch,
          // The run's own slots, as its suite runs (run-suite-task.ts): beside another tsb run, a
          // worker or a check, slot 0's uid is someone else's.
          slot: (options.slotBase ?? 0) + slot,
          sandbox: environment?.sandbox ?? options.sandbox,
          limits: options.limits,
          logCap: options.logCap,
          pluginDir: run.pluginDir,
          ...(environment?.build ? { environment: environment.build } : {}),
        });
    if (!kept) await run.journal.recordCoverage(instance, file);
    coverage.set(instance, file);
    // A shard writes it only with its instance's first reference run, so merged shards hold one.
    if (options.shard === undefined || ownedKeys.has(`${instance}/reference/1`))
      await writer.writeJson(`instances/${instance}/coverage/coverage.json`, file);
    if ("unavailable" in file) run.warn(`${instance}: no coverage: ${file.unavailable}`);
    progress.emit({
      type: "coverage-finished",
      instance,
      durationSec: Math.round(performance.now() - started) / 1000,
      ...("unavailable" in file
        ? { unavailable: file.unavailable }
        : { granularity: file.granularity }),
      ...(kept ? { resumed: true as const } : {}),
    });
  });
  return coverage;
}
