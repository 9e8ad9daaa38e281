import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BenchmarkDefinition } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import {
  bundleEnvironment,
  type BundleEnvironment,
} from "../../evaluator/environment/provenance.ts";
import { BundleWriter } from "../../evaluator/runner/bundle-writer.ts";
import { newProtocol, type Protocol } from "../../evaluator/runner/protocol.ts";
import { runExecutable } from "../../evaluator/runner/run-tasks.ts";
import { scoreBundle } from "../../evaluator/score/score-bundle.ts";
import type { CoverageFile } from "../../evaluator/coverage/types.ts";
import type { ScoredBundle } from "../../evaluator/types.ts";
import type { Db } from "../../db/index.ts";
import { jobFiles, jobRuns, type JobRecord } from "../../db/verification/jobs.ts";

/**
 * Writes a job's re-run as a result bundle — what `tsb run` writes for these suites:
 * submission.json and each instance's suite, run.json and codegen.xml as submitted, plus the
 * runs `addRuns` writes (the worker's from the database, or an imported batch run's files) —
 * and scores it with the evaluator, saying where its runs happened (`ranIn`). The bundle is
 * temporary; the score is what is kept.
 */
export async function scoreRerunBundle(
  db: Db,
  job: JobRecord,
  benchmark: BenchmarkDefinition,
  addRuns: (writer: BundleWriter) => Promise<void>,
): Promise<ScoredBundle & { ranIn: BundleEnvironment }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "tsb-rerun-"));
  try {
    const writer = await BundleWriter.create(path.join(dir, "bundle"));
    await writer.writeJson("submission.json", JSON.parse(job.submissionJson) as unknown);
    for (const file of jobFiles(db, job.id))
      await writer.writeFile(`instances/${file.instance}/${file.path}`, file.content);
    await addRuns(writer);
    await writer.finish();
    const bundle = await openBundle(writer.dir);
    try {
      const scored = await scoreBundle(bundle, benchmark);
      return { ...scored, ranIn: await bundleEnvironment(bundle, benchmark) };
    } finally {
      await bundle.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The run protocol of a job: its seed and `tsb run`'s numbers of runs. */
export function jobProtocol(job: JobRecord): Protocol {
  return { ...newProtocol(job.referenceRuns), ...(job.seed ? { seed: job.seed } : {}) };
}

/** The worker's runs of the job, from the database, with the protocol they followed. */
export function scoreRerun(
  db: Db,
  job: JobRecord,
  benchmark: BenchmarkDefinition,
  /** Each instance's coverage run (evaluator/coverage/), written as its coverage.json. */
  coverage: ReadonlyMap<string, CoverageFile> = new Map(),
) {
  const protocol = jobProtocol(job);
  return scoreRerunBundle(db, job, benchmark, async (writer) => {
    for (const [instance, file] of coverage)
      await writer.writeJson(`instances/${instance}/coverage/coverage.json`, file);
    for (const run of jobRuns(db, job.id)) {
      writer.setProtocol(run.instance, protocol);
      if (run.notReached) {
        writer.recordNotReached(run.instance, run.run);
        continue;
      }
      const { variant } = runExecutable(run, protocol);
      await writer.writeRun(
        run.instance,
        run.run,
        {
          exitCode: run.exitCode,
          timedOut: run.timedOut,
          durationSec: run.durationSec,
          junit: run.junit,
          log: run.log ?? "",
          ...(run.environment === null ? {} : { environment: run.environment }),
        },
        {
          ...(variant === undefined ? {} : { variant }),
          ...(run.select ? { selected: run.select } : {}),
        },
      );
    }
  });
}
