/**
 * The queries the pages call. Each returns plain serialisable objects (fractions in 0..1, null
 * where unknown) and takes an optional database handle, defaulting to the shared one (`getDb`).
 * The implementations live in db/queries/, one file per page family.
 */
export * from "./queries/types.ts";
export { benchmarkRef, type BenchmarkKey, type InstanceKey } from "./benchmark-key.ts";
export {
  listBenchmarks,
  listLeaderboard,
  listSubmissions,
  getSubmission,
  resolveBenchmark,
} from "./queries/leaderboard.ts";
export { getScoreReport } from "./queries/score-report.ts";
export {
  listInstances,
  getInstance,
  getKillMatrix,
  locateSubmission,
  type SubmissionWhereabouts,
} from "./queries/instance.ts";
export { getMutant } from "./queries/mutant.ts";
export { getOverlap, OverlapError, MAX_OVERLAP_SUBMISSIONS } from "./queries/overlap.ts";
export { setHidden, listAudit } from "./queries/admin.ts";
export { getEntry } from "./queries/entry.ts";
export { getPairedData, PairedError } from "./queries/paired.ts";
export { getKillingTests, type KillingTest } from "./queries/killing-tests.ts";
export { findSubmissionByBundle } from "./queries/bundle.ts";
export {
  getVerification,
  VERIFICATION_STATUSES,
  type Verification,
  type VerificationStatus,
} from "./queries/verification.ts";
export type {
  BenchmarkRevision,
  ScoreHistoryEntry,
  StoredPair,
  SubmissionUncertainty,
} from "./queries/revisions.ts";
export {
  getBenchmarkRevision,
  getSubmissionUncertainty,
  listComparisons,
} from "./queries/revisions.ts";
export { checkHealth, type Health } from "./queries/health.ts";
export { getSuiteFiles } from "./queries/suite-files.ts";
export {
  listVerificationPauses,
  PAUSE_MESSAGE,
  type VerificationPause,
} from "./queries/verification-pauses.ts";
export {
  getCoverageSummary,
  getKillReasonSummary,
  getMutantAnswers,
  getSuiteCoverage,
  getTestRoles,
  NO_COVERAGE_FILE,
} from "./queries/coverage.ts";
export {
  getSubmissionTrajectories,
  getTrajectory,
  getTrajectoryFlags,
  getTrajectorySteps,
  type CreationCounts,
  type SubmissionTrajectories,
  type TrajectoryDetail,
  type TrajectoryListItem,
} from "./queries/trajectories.ts";
export {
  getFigures,
  getReportedFindingsOf,
  MAX_FIGURE_SUBMISSIONS,
  type FigureInstance,
  type FigureSubmission,
  type Figures,
  type ReportedFinding,
} from "./queries/figures.ts";
