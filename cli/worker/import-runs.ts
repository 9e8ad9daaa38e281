import { isDeepStrictEqual } from "node:util";
import { findBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { BundleError, TsbError, type Problem } from "../../evaluator/errors.ts";
import type { Db } from "../../db/index.ts";
import { SHARD_FILE } from "../../evaluator/runner/shard-file.ts";
import { batchRuns } from "../../db/verification/cluster.ts";
import { getJob, jobFiles, jobOfSubmission } from "../../db/verification/jobs.ts";
import { decide } from "./finish-job.ts";
import { scoreRerunBundle } from "./rerun-bundle.ts";

/** The submission has no open verification job to import into. */
export class ImportConflictError extends TsbError {}

/**
 * Whether a bundle file is one the batch run wrote: everything under an instance folder (run XML,
 * logs, confirmation re-runs, outcomes.json, whatever the runner writes) except what the job
 * itself holds (the suite, run.json, codegen.xml), which comes from the job.
 */
const isRunFile = (file: string): boolean =>
  /^instances\/[^/]+\/./.test(file) &&
  !/^instances\/[^/]+\/(suite\/|run\.json$|codegen\.xml$)/.test(file);

/**
 * `tsb verify import`: takes a merged bundle of a batch run of the job's exported plan
 * (`tsb verify export`), checks it ran exactly the job's suites and submission, and decides the
 * job with the same scoring and comparison as the worker. Refuses, changing nothing, a bundle
 * with other suites, a different submission.json or a missing run.
 */
export async function importRuns(
  db: Db,
  submissionId: number,
  bundlePath: string,
  benchmarksRoot: string,
  log: (line: string) => void,
): Promise<{ state: string }> {
  const jobId = jobOfSubmission(db, submissionId);
  const job = jobId === null ? null : getJob(db, jobId);
  if (!job)
    throw new ImportConflictError(
      `submission #${submissionId} has no verification job (its bundle carried no suites)`,
    );
  if (job.state !== "queued" && job.state !== "running")
    throw new ImportConflictError(
      `submission #${submissionId}'s verification has already ended: ${job.state}`,
    );
  const benchmark = await findBenchmark(
    `${job.benchmark.name}@${job.benchmark.version}`,
    benchmarksRoot,
  );
  const bundle = await openBundle(bundlePath);
  try {
    if (bundle.has(SHARD_FILE))
      throw new BundleError([
        {
          file: SHARD_FILE,
          message:
            "this is one shard of the batch run, not the merged bundle: import every shard at once, or `tsb merge` them first",
        },
      ]);
    const problems: Problem[] = [];
    const submission = bundle.has("submission.json")
      ? (JSON.parse((await bundle.read("submission.json")).toString("utf8")) as unknown)
      : null;
    if (!isDeepStrictEqual(submission, JSON.parse(job.submissionJson)))
      problems.push({
        file: "submission.json",
        message: `not the submission.json of #${submissionId} (import the bundle its exported plan produced)`,
      });
    const expected = new Map(
      jobFiles(db, job.id)
        .filter((f) => f.path.startsWith("suite/"))
        .map((f) => [`instances/${f.instance}/${f.path}`, f.content]),
    );
    const paths = bundle.list().filter((p) => !p.endsWith("/"));
    for (const [file, content] of expected) {
      if (!bundle.has(file))
        problems.push({ file, message: `missing: the submission's suite has this file` });
      else if (!(await bundle.read(file)).equals(content))
        problems.push({
          file,
          message: "differs from the submitted suite: the batch run ran other tests",
        });
    }
    for (const file of paths)
      if (/^instances\/[^/]+\/suite\//.test(file) && !expected.has(file))
        problems.push({ file, message: "not part of the submitted suite" });
    const instances = [...new Set([...expected.keys()].map((f) => f.split("/")[1] as string))];
    for (const instance of instances)
      if (!bundle.has(`instances/${instance}/outcomes.json`))
        problems.push({
          file: `instances/${instance}/outcomes.json`,
          message: "missing: no runs of this instance",
        });
    if (problems.length > 0) throw new BundleError(problems);

    // The batch run plans and runs its own confirmations; the plan's first-pass runs must all be there.
    const planned = batchRuns(db, job.id);
    // outcomes.json records every run the batch ran, with or without XML (a timeout has none).
    const ran = new Set<string>();
    for (const instance of instances) {
      const file = `instances/${instance}/outcomes.json`;
      let outcomes: unknown;
      try {
        outcomes = JSON.parse((await bundle.read(file)).toString("utf8"));
      } catch (error) {
        throw new BundleError([{ file, message: `not JSON: ${(error as Error).message}` }]);
      }
      for (const key of Object.keys(outcomes ?? {})) ran.add(`${instance}/${key}`);
    }
    const missing = planned.filter((t) => !ran.has(`${t.instance}/${t.run}`));
    if (missing.length > 0)
      throw new BundleError(
        missing.slice(0, 20).map((t) => ({
          file: `instances/${t.instance}/outcomes.json`,
          message: `missing run ${t.run}: it is in the plan but not in the bundle (merge every shard)${missing.length > 20 ? `; ${missing.length} runs missing in all` : ""}`,
        })),
      );
    const scored = await scoreRerunBundle(db, job, benchmark, async (writer) => {
      for (const file of paths)
        if (isRunFile(file)) await writer.writeFile(file, await bundle.read(file));
    });
    if (!decide(db, job, scored, "import", log))
      throw new ImportConflictError(
        `submission #${submissionId}'s verification ended while importing`,
      );
    return { state: getJob(db, job.id)?.state ?? "unknown" };
  } finally {
    await bundle.close();
  }
}
