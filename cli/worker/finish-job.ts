import { findBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { ProblemsError, formatProblem } from "../../evaluator/errors.ts";
import type { BundleEnvironment } from "../../evaluator/environment/provenance.ts";
import type { CoverageFile } from "../../evaluator/coverage/types.ts";
import type { ScoredBundle } from "../../evaluator/types.ts";
import type { RunEnvironment } from "../../evaluator/verify/run-environment.ts";
import { claimView } from "../../evaluator/verify/claim.ts";
import { pairStatistics } from "../../evaluator/stats/paired.ts";
import { compareClaims } from "../../evaluator/verify/compare.ts";
import type { Db } from "../../db/index.ts";
import { failJob, getJob, type JobOutcome, type JobRecord } from "../../db/verification/jobs.ts";
import { decideVerification } from "../../ingest/verification-scores.ts";
import type { PrepareOptions } from "./prepare-job.ts";
import { scoreRerun } from "./rerun-bundle.ts";

/**
 * Ends a job whose runs are all done: scores them with the evaluator, compares a result bundle's
 * claim with them (verified or disputed), and in one transaction records the decision and makes
 * the site's runs the submission's displayed figures, with the `environment` they ran in. Returns
 * whether this call decided it (false when another worker got there first or the job failed).
 */
export async function finishJob(
  db: Db,
  jobId: number,
  prepare: Pick<PrepareOptions, "benchmarksRoot">,
  log: (line: string) => void,
  environment: RunEnvironment | null = null,
  /** Made just before scoring, so that no coverage is held only in a worker's memory. */
  coverage?: (job: JobRecord) => Promise<ReadonlyMap<string, CoverageFile>>,
): Promise<boolean> {
  const job = getJob(db, jobId);
  if (!job || (job.state !== "queued" && job.state !== "running")) return false;
  let scored: ScoredBundle & { ranIn: BundleEnvironment };
  try {
    const benchmark = await findBenchmark(
      `${job.benchmark.name}@${job.benchmark.version}`,
      prepare.benchmarksRoot,
    );
    scored = await scoreRerun(db, job, benchmark, await coverage?.(job));
  } catch (error) {
    const reason =
      error instanceof ProblemsError
        ? `the site's runs could not be scored: ${error.problems.map(formatProblem).join("; ")}`
        : `the site's runs could not be scored: ${error instanceof Error ? error.message : String(error)}`;
    if (failJob(db, jobId, reason)) log(`job ${jobId}: failed: ${reason}`);
    return false;
  }
  return decide(db, job, scored, "worker", log, environment);
}

/** Compares and stores: shared by the worker and by `tsb verify import`. */
export function decide(
  db: Db,
  job: JobRecord,
  scored: ScoredBundle & { ranIn?: BundleEnvironment },
  source: JobOutcome["source"],
  log: (line: string) => void,
  environment: RunEnvironment | null = null,
): boolean {
  const comparison =
    job.kind === "result" && job.claimed ? compareClaims(job.claimed, claimView(scored)) : null;
  const state = comparison?.decision ?? "verified";
  const decided = decideVerification(
    db,
    job,
    state,
    scored,
    {
      source,
      comparison,
      warnings: scored.warnings,
      ...(environment ? { environment } : {}),
      ...(scored.ranIn ? { ranIn: scored.ranIn } : {}),
    },
    pairStatistics,
  );
  if (decided) {
    const m = (scored.report.summary.mutationScore * 100).toFixed(1);
    const v = (scored.report.summary.validityRate * 100).toFixed(1);
    log(
      `job ${job.id}: ${state} (submission #${job.submissionId}: M ${m}, V ${v}` +
        `${comparison ? `, ${comparison.disagreements.length} disagreements, ΔM ${comparison.deltaM}, ΔV ${comparison.deltaV}` : ""})`,
    );
  }
  return decided;
}
