import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  findBenchmark,
  type BenchmarkDefinition,
  type InstanceDefinition,
} from "../../evaluator/benchmark/load-benchmark.ts";
import type { InstanceEnvironment } from "../../evaluator/environment/prepare-environments.ts";
import { TsbError } from "../../evaluator/errors.ts";
import { buildBenchmark, selectInstances } from "../../evaluator/runner/build-cache.ts";
import {
  manifestEntry,
  readManifest,
  type BuildManifest,
} from "../../evaluator/runner/manifest.ts";
import type { Db } from "../../db/index.ts";
import { jobFiles, type JobRecord } from "../../db/verification/jobs.ts";

/** Everything a worker needs to run a job's tasks, made once per job and worker process. */
export interface PreparedJob {
  job: JobRecord;
  benchmark: BenchmarkDefinition;
  cacheDir: string;
  manifest: BuildManifest;
  /** `<dir>/<instance>/`: each instance's suite, written from the database. */
  suitesDir: string;
  /** Instances that build and run in their declared image; the others use the host. */
  environments: ReadonlyMap<string, InstanceEnvironment>;
}

/** A job that cannot be run here, for a reason the submitter or the operator should read. */
export class JobFailure extends TsbError {}

export interface PrepareOptions {
  benchmarksRoot: string;
  /** The build cache of a benchmark (`.cache/builds/<name>/` by default). */
  cacheDirOf: (benchmark: BenchmarkDefinition) => string;
  workDir: string;
  buildJobs: number;
  log: (line: string) => void;
  /** Where the instances build and run: their declared images (evaluator/environment/). */
  environments?: (
    instances: readonly InstanceDefinition[],
  ) => Promise<ReadonlyMap<string, InstanceEnvironment>>;
}

/**
 * Finds the job's benchmark, builds what its runs need (incrementally: an unchanged executable is
 * kept), requires every one of them to have built, and writes the suites to disk. A benchmark
 * that cannot be found or built fails the job with the build's own message.
 */
export async function prepareJob(
  db: Db,
  job: JobRecord,
  options: PrepareOptions,
): Promise<PreparedJob> {
  const id = `${job.benchmark.name}@${job.benchmark.version}`;
  const benchmark = await findBenchmark(id, options.benchmarksRoot).catch(() => {
    throw new JobFailure(
      `benchmark '${id}' is not among this worker's benchmarks (${options.benchmarksRoot})`,
    );
  });
  const instances = [...new Set(jobFiles(db, job.id).map((f) => f.instance))];
  const cacheDir = options.cacheDirOf(benchmark);
  const environments: ReadonlyMap<string, InstanceEnvironment> =
    (await options.environments?.(selectInstances(benchmark, instances))) ?? new Map();
  const images = [...new Set([...environments.values()].map((e) => e.digest))];
  options.log(
    `job ${job.id}: building ${id} (${instances.join(", ")}) into ${cacheDir}` +
      (images.length > 0 ? ` in image ${images.join(", ")}` : ""),
  );
  const reports = await buildBenchmark(benchmark, {
    cacheDir,
    instances,
    jobs: options.buildJobs,
    environmentFor: (instance) => environments.get(instance.id)?.build,
  });
  const failed = reports.filter((r) => r.status === "failed");
  if (failed.length > 0) {
    const first = failed[0];
    throw new JobFailure(
      `the benchmark build failed for ${failed.length} executable(s), so this submission cannot be verified here; ` +
        `first: ${first?.instance}/${first?.executable}: ${first?.error?.split("\n").slice(0, 6).join("\n")}`,
    );
  }
  const manifest = await readManifest(cacheDir);
  if (manifest === null) throw new JobFailure(`${cacheDir}: no build manifest after building`);
  for (const instance of instances) {
    const entry = manifestEntry(manifest, instance, "reference");
    if (!entry || !("sha256" in entry))
      throw new JobFailure(`instance '${instance}' has no built reference executable`);
  }

  const suitesDir = path.join(options.workDir, `job-${job.id}`, "suites");
  await rm(suitesDir, { recursive: true, force: true });
  for (const file of jobFiles(db, job.id)) {
    if (!file.path.startsWith("suite/")) continue;
    const target = path.join(suitesDir, file.instance, file.path.slice("suite/".length));
    // Paths were checked when the bundle was opened; this keeps a bad row from escaping anyway.
    if (!target.startsWith(path.join(suitesDir, file.instance) + path.sep))
      throw new JobFailure(`instances/${file.instance}/${file.path}: path leaves the suite folder`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
  return { job, benchmark, cacheDir, manifest, suitesDir, environments };
}
