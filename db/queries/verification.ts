import type { Disagreement } from "../../evaluator/verify/compare.ts";
import { getDb, type Db } from "../index.ts";
import type { BundleEnvironment } from "../../evaluator/environment/provenance.ts";
import type { RunEnvironment } from "../../evaluator/verify/run-environment.ts";
import { clusterProgress, type ClusterProgress } from "../verification/cluster.ts";
import type { JobOutcome } from "../verification/jobs.ts";
import { verificationJobs, type SubmissionRow, type VerificationJob } from "../schema.ts";
import { listVerificationPauses, type VerificationPause } from "./verification-pauses.ts";

/**
 * A submission's verification status (DESIGN.md, "Trust"): its job's state (db/schema.ts), or,
 * with no job, "self-reported" for a scored row and "reported" for a paper row.
 */
export type VerificationStatus = VerificationJob["state"] | "self-reported" | "reported";

/** Every status, in the order the site lists them: verified first, paper rows last. */
export const VERIFICATION_STATUSES: readonly VerificationStatus[] = [
  "verified",
  "self-reported",
  ...verificationJobs.state.enumValues.filter((state) => state !== "verified"),
  "reported",
];

/** What the API's submission document and the submission page's panel show. */
export interface Verification {
  status: VerificationStatus;
  /** "suites-only" bundles have no claim of their own: their figures exist once runs are done. */
  kind: VerificationJob["kind"] | null;
  runsDone: number;
  runsTotal: number;
  /** Seconds left at the pace so far; null before the first run or once ended. */
  etaSec: number | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the runs failed or were cancelled. */
  error: string | null;
  /** Where the decisive runs came from: this site's worker, or an admin's import of a batch run. */
  source: JobOutcome["source"] | null;
  claimed: { mutationScore: number; validityRate: number } | null;
  agreement: {
    mutantsCompared: number;
    mutantsAgreeing: number;
    deltaM: number;
    deltaV: number;
  } | null;
  disagreements: Disagreement[];
  /**
   * Set while the job waits because a worker's environment failed its self-check: no run is
   * done, and the figures shown stay the claimed ones.
   */
  paused: VerificationPause | null;
  /** What the site's runs could use (sandbox, interpreters, tool versions), once decided. */
  environment: RunEnvironment | null;
  /**
   * When the job was exported to a batch cluster (`tsb verify export`): its shards, and which
   * have finished as last reported (`tsb verify progress`); null otherwise.
   */
  cluster: ClusterProgress | null;
  /**
   * Where the bundle says it was produced (a result bundle's runs), and where the site verified
   * it (its own runs, once decided), each against the benchmark's declared image.
   */
  environments: {
    claimed: BundleEnvironment | null;
    verified: BundleEnvironment | null;
    /** Whether both sides ran in the same environments; null until both are known. */
    same: boolean | null;
  };
}

/** The SQL expression of a submission's status, over `submissions s` LEFT JOIN `verification_jobs j`. */
export const STATUS_SQL =
  "CASE WHEN s.origin = 'reported' THEN 'reported' WHEN j.id IS NULL THEN 'self-reported' ELSE j.state END";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The job columns getVerification reads through its LEFT JOIN: null when there is no job. */
type JoinedJob = {
  [
    K in
      | "kind"
      | "runsTotal"
      | "startedAt"
      | "finishedAt"
      | "error"
      | "outcomeJson"
      | "claimedJson"
      | "claimedEnvironmentJson"
  ]: VerificationJob[K] | null;
};

/** A submission's verification, or null for an unknown (or, unless asked, hidden) id. */
export function getVerification(
  submissionId: number,
  options: { includeHidden?: boolean; now?: number } = {},
  db: Db = getDb(),
): Verification | null {
  const now = options.now ?? Date.now();
  const row = db.$client
    .prepare<
      { submissionId: SubmissionRow["id"]; includeHidden: 0 | 1 },
      JoinedJob &
        Pick<SubmissionRow, "benchmarkId"> & {
          status: VerificationStatus;
          jobId: VerificationJob["id"] | null;
          // Computed: COUNT(*) of the job's finished runs, 0 without a job.
          runsDone: number;
        }
    >(
      `SELECT ${STATUS_SQL} AS status, j.id AS jobId, j.kind, j.runs_total AS runsTotal, j.started_at AS startedAt,
         j.finished_at AS finishedAt, j.error, j.outcome_json AS outcomeJson, j.claimed_json AS claimedJson,
         j.claimed_environment_json AS claimedEnvironmentJson,
         (SELECT COUNT(*) FROM verification_tasks t WHERE t.job_id = j.id AND t.state = 'done' AND t.run NOT LIKE 'plan/%') AS runsDone,
         s.benchmark_id AS benchmarkId
       FROM submissions s LEFT JOIN verification_jobs j ON j.submission_id = s.id
       WHERE s.id = @submissionId AND (@includeHidden = 1 OR s.hidden = 0)`,
    )
    .get({ submissionId, includeHidden: options.includeHidden ? 1 : 0 });
  if (!row) return null;
  const outcome = row.outcomeJson === null ? null : (JSON.parse(row.outcomeJson) as JobOutcome);
  const claimed =
    row.claimedJson === null
      ? null
      : (JSON.parse(row.claimedJson) as { mutationScore: number; validityRate: number });
  const runsTotal = row.runsTotal ?? 0;
  // An imported batch run did every run of the plan, though not through this site's queue.
  const runsDone = outcome?.source === "import" ? runsTotal : row.runsDone;
  const comparison = outcome?.comparison ?? null;
  const open = row.status === "queued" || row.status === "running";
  const [paused] = open ? listVerificationPauses({ benchmarkId: row.benchmarkId }, db) : [];
  return {
    status: row.status,
    kind: row.kind,
    runsDone,
    runsTotal,
    etaSec:
      row.status === "running" && row.startedAt !== null && runsDone > 0
        ? Math.round(((now - row.startedAt) / 1000 / runsDone) * (runsTotal - runsDone))
        : null,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    error: row.error,
    source: outcome?.source ?? null,
    claimed: claimed && {
      mutationScore: claimed.mutationScore,
      validityRate: claimed.validityRate,
    },
    agreement: comparison && {
      mutantsCompared: comparison.mutantsCompared,
      mutantsAgreeing: comparison.mutantsAgreeing,
      deltaM: comparison.deltaM,
      deltaV: comparison.deltaV,
    },
    disagreements: comparison?.disagreements ?? [],
    paused: paused ?? null,
    environment: outcome?.environment ?? null,
    cluster: row.jobId === null ? null : clusterProgress(db, row.jobId),
    environments: environmentsCompared(
      row.claimedEnvironmentJson === null
        ? null
        : (JSON.parse(row.claimedEnvironmentJson) as BundleEnvironment),
      outcome?.ranIn ?? null,
    ),
  };
}

/**
 * The two sides are the same when their runs happened in the same set of environments; unknown
 * while either side is missing or its runs did not record where they ran.
 */
function environmentsCompared(
  claimed: BundleEnvironment | null,
  verified: BundleEnvironment | null,
): Verification["environments"] {
  const places = (e: BundleEnvironment) => Object.keys(e.runs).sort().join(",");
  const known = (e: BundleEnvironment | null): e is BundleEnvironment =>
    e !== null && e.label !== "unrecorded" && Object.keys(e.runs).length > 0;
  return {
    claimed,
    verified,
    same: known(claimed) && known(verified) ? places(claimed) === places(verified) : null,
  };
}
