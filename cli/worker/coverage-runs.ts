import path from "node:path";
import { runCoverage } from "../../evaluator/coverage/run-coverage.ts";
import type { CoverageFile } from "../../evaluator/coverage/types.ts";
import { referenceTimeout } from "../../evaluator/runner/run-limits.ts";
import type { Db } from "../../db/index.ts";
import { jobRuns, type JobRecord } from "../../db/verification/jobs.ts";
import type { PreparedJob } from "./prepare-job.ts";
import type { WorkerOptions } from "./worker-options.ts";

export interface CoverageRunsOptions {
  db: Db;
  options: Pick<WorkerOptions, "command" | "timeoutSec" | "sandbox" | "limits" | "logCap" | "log">;
  scratch: string;
  pluginDir: string;
  preparedFor: (task: { jobId: number }) => Promise<PreparedJob>;
}

/**
 * The coverage runs of one worker: made once per job and instance, whether a covering-tests
 * mutant asks first or the job's scoring does. A restarted worker makes them again: each is
 * derived from the suite and the reference alone, so nothing is lost with the process.
 */
export class CoverageRuns {
  private readonly runs = new Map<string, Promise<CoverageFile>>();
  private readonly context: CoverageRunsOptions;

  constructor(context: CoverageRunsOptions) {
    this.context = context;
  }

  /**
   * The coverage run of each of the job's instances; its failure is the instance's reason. In
   * covering-tests mode an instance's run was made before its first mutant's and is reused.
   */
  async ofJob(record: JobRecord, slot: number): Promise<Map<string, CoverageFile>> {
    const coverage = new Map<string, CoverageFile>();
    for (const instance of new Set(jobRuns(this.context.db, record.id).map((r) => r.instance)))
      coverage.set(instance, await this.ofInstance(record.id, instance, slot));
    for (const key of [...this.runs.keys()])
      if (key.startsWith(`${record.id}/`)) this.runs.delete(key);
    return coverage;
  }

  /** The instance's coverage run in the job, made on the first call. */
  ofInstance(jobId: number, instance: string, slot: number): Promise<CoverageFile> {
    const key = `${jobId}/${instance}`;
    let file = this.runs.get(key);
    if (!file) {
      file = this.run(jobId, instance, slot);
      this.runs.set(key, file);
      file.catch(() => this.runs.delete(key));
    }
    return file;
  }

  private async run(jobId: number, instance: string, slot: number): Promise<CoverageFile> {
    const { options, scratch, pluginDir } = this.context;
    const job = await this.context.preparedFor({ jobId });
    const environment = job.environments.get(instance);
    const { file } = await runCoverage({
      instance,
      suiteDir: path.join(job.suitesDir, instance),
      cacheDir: job.cacheDir,
      manifest: job.manifest,
      commandTemplate: options.command,
      timeoutSec: options.timeoutSec ?? referenceTimeout(job.benchmark),
      scratch,
      slot,
      sandbox: environment?.sandbox ?? options.sandbox,
      limits: options.limits,
      logCap: options.logCap,
      pluginDir,
      ...(environment ? { environment: environment.build } : {}),
    });
    if ("unavailable" in file)
      options.log(`job ${jobId}: ${instance}: no coverage: ${file.unavailable}`);
    return file;
  }
}
