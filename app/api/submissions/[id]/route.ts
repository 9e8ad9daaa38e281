import {
  getCoverageSummary,
  getKillReasonSummary,
  getScoreReport,
  getSuiteFiles,
  getTrajectoryFlags,
  getVerification,
} from "@/db/queries";
import { reviewFlags, trajectoryReviewFlags } from "@/lib/review-flags";
import { parseSubmissionId } from "@/lib/submission-id";

export const dynamic = "force-dynamic";

/**
 * A submission's scored report (the `tsb score --json` document) with its `verification`; 404
 * when unknown or hidden. A suites-only submission whose runs are not done has no figures yet:
 * its `summary` is null and `instances` empty. `reviewFlags` lists the suite lines and the
 * trajectory steps a reviewer should read (lib/review-flags.ts); it changes no figure. `coverage` gives the share of
 * mutants not reached, M on reached mutants and per section how many were not reached, with
 * each instance's coverage state; `killReasons` counts kills by how the killing test failed.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseSubmissionId((await params).id);
  const report = id === null ? null : await getScoreReport(id);
  const verification = id === null ? null : getVerification(id);
  if (id === null || !report || !verification) {
    return Response.json(
      {
        error: "no scored report for this id (unknown, hidden, or a result reported in the paper)",
      },
      { status: 404 },
    );
  }
  const awaitingRuns = verification.kind === "suites-only" && verification.status !== "verified";
  const flags = [
    ...reviewFlags(getSuiteFiles(id)),
    ...trajectoryReviewFlags(await getTrajectoryFlags(id)),
  ];
  const coverage = await getCoverageSummary(id);
  const killReasons = await getKillReasonSummary(id);
  return Response.json(
    awaitingRuns
      ? { ...report, summary: null, instances: [], verification, reviewFlags: flags }
      : { ...report, verification, reviewFlags: flags, coverage, killReasons },
  );
}
