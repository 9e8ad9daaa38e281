import { readdir } from "node:fs/promises";
import path from "node:path";
import { BUNDLE_ARCHIVE_NAME, openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreSubmittedBundle } from "../../evaluator/score/score-submitted.ts";
import { pairStatistics } from "../../evaluator/stats/paired.ts";
import type { ScoredBundle } from "../../evaluator/types.ts";
import { describeFault, findMachineFault } from "../../evaluator/verify/machine-fault.ts";
import type { Db } from "../../db/index.ts";
import { endedJobs, type EndedJob } from "../../db/verification/requeue.ts";
import { requeueVerification } from "../../ingest/verification-scores.ts";
import { environmentFault } from "./run-fault.ts";

/**
 * Why an ended job's outcome was the machine's doing, or null when it was not: a failed job
 * whose error is a machine fault (`go: command not found` from the benchmark's build), or a
 * decided one whose reference runs wrote no JUnit because the sandbox, its interpreter or the
 * suite command's module was missing (`No module named pytest`).
 */
export function machineFaultOf(job: EndedJob, command: string): string | null {
  if (job.state === "failed") {
    const fault = job.error === null ? null : findMachineFault(job.error);
    if (fault) return describeFault(fault);
    if (job.error?.includes("is not among this worker's benchmarks"))
      return job.error.split("\n")[0] ?? job.error;
    return null;
  }
  for (const run of job.referenceRuns) {
    if (run.wroteJunit || run.log === null) continue;
    const fault = environmentFault(run.log, command);
    if (fault) return `${run.instance}/${run.run}: ${describeFault(fault)}`;
  }
  return null;
}

export interface RequeueOptions {
  db: Db;
  /** Folders of bundles (as `tsb seed` reads data/bundles): where a decided job's claim is read. */
  bundleDirs: readonly string[];
  benchmarksRoot: string;
  /** The suite command the runs used, whose own programs and modules count as the machine's. */
  command: string;
  dryRun: boolean;
  log: (line: string) => void;
}

/**
 * `tsb worker --requeue-machine-faults`: every job that ended failed, disputed or verified
 * because of a fault now known to be the machine's goes back to the queue, and a decided one
 * shows its bundle's claimed figures again until it is re-run. A decided job whose bundle is not
 * in `bundleDirs` is left as it is, with a message saying which bundle to pass.
 */
export async function requeueMachineFaults(
  options: RequeueOptions,
): Promise<{ requeued: number; left: number }> {
  const { db, log } = options;
  let bundles: Map<string, string> | null = null;
  let requeued = 0;
  let left = 0;
  for (const job of endedJobs(db)) {
    const fault = machineFaultOf(job, options.command);
    if (fault === null) continue;
    const what = `submission #${job.submissionId} (job ${job.jobId}, ${job.state})`;
    let claimed: ScoredBundle | null = null;
    if (job.state !== "failed") {
      bundles ??= await indexBundles(options.bundleDirs);
      const file = job.bundleSha256 === null ? undefined : bundles.get(job.bundleSha256);
      if (file === undefined) {
        log(
          `${what}: ${fault}; left as it is: its bundle (sha256 ${job.bundleSha256 ?? "unknown"}) is not in ${options.bundleDirs.join(", ")}, and its claimed figures can only be shown again from it (pass --bundles <folder holding it>)`,
        );
        left++;
        continue;
      }
      claimed = await scoreBundleFile(file, options.benchmarksRoot);
    }
    if (options.dryRun) {
      log(`${what}: would be queued again: ${fault}`);
      requeued++;
      continue;
    }
    const reason = `ended ${job.state} because of a fault of the verifying machine: ${fault}`;
    if (requeueVerification(db, job, reason, claimed, pairStatistics)) {
      requeued++;
      log(`${what}: queued again${claimed ? ", showing its claimed figures" : ""}: ${fault}`);
    }
  }
  return { requeued, left };
}

async function scoreBundleFile(file: string, benchmarksRoot: string): Promise<ScoredBundle> {
  const bundle = await openBundle(file);
  try {
    return (await scoreSubmittedBundle(bundle, { benchmarksRoot })).scored;
  } finally {
    await bundle.close();
  }
}

/** sha256 → path of every bundle (folder, .zip, .tar.gz, .tar) directly inside `dirs`. */
async function indexBundles(dirs: readonly string[]): Promise<Map<string, string>> {
  const index = new Map<string, string>();
  for (const dir of dirs) {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (!entry.isDirectory() && !BUNDLE_ARCHIVE_NAME.test(entry.name)) continue;
      const bundle = await openBundle(file).catch(() => null);
      if (bundle === null) continue;
      index.set(bundle.sha256, file);
      await bundle.close();
    }
  }
  return index;
}
