import type {
  MutantCounts,
  MutantStatus,
  ScoreSummary,
  TestCounts,
  TestVerdict,
} from "../../evaluator/types.ts";
import type { BenchmarkKey } from "../benchmark-key.ts";
import type { RegistryFigures } from "../metric-registry.ts";
import type { BenchmarkRow, EntryRow, SubmissionRow } from "../schema.ts";

/** An agent's suite, or the benchmark's own reference suite run as a submission. */
export type SubmissionKind = SubmissionRow["kind"];
import type { ChangedLines } from "../../evaluator/coverage/types.ts";
import type { EntrySummary } from "../../evaluator/stats/trials.ts";
import type { VerificationStatus } from "./verification.ts";
import type { KillReason } from "../../evaluator/types.ts";
import type { CoverageState, MutantAnswer } from "./coverage-types.ts";

export type * from "./coverage-types.ts";

/** Plain, serialisable shapes the pages receive. Fractions are in 0..1; null where unknown. */

export interface BenchmarkSummary {
  name: string;
  version: string;
  description: string;
  kind: BenchmarkRow["kind"];
  instanceCount: number;
  /** Visible (not hidden) submissions, scored and reported. */
  submissionCount: number;
  /** The newest stored version of this benchmark's name. */
  latest: boolean;
}

/**
 * A leaderboard row: the submission's identity and the figures of every registry column
 * (db/metric-registry.ts), plus the strict and pooled figures the M and V cells show on hover.
 */
export interface LeaderboardRow extends RegistryFigures {
  id: number;
  model: string;
  agent: string;
  setting: string;
  reasoningEffort: string | null;
  organization: string | null;
  date: string;
  origin: SubmissionRow["origin"];
  /** "reference": the benchmark's own reference suite, shown for comparison and never ranked. */
  kind: SubmissionKind;
  /** Where a reported row's figures come from ("Table 2"); null for scored rows. */
  citation: string | null;
  /** For reported rows: "main-results" or "ablation"; null for scored rows. */
  reportedKind: SubmissionRow["reportedKind"];
  /**
   * The entry this submission is a trial of, its name and the trial's number; null for a
   * single attempt. On the leaderboard an entry's row is its lead trial's, with the entry's
   * figures (db/entries.ts).
   */
  entryId: SubmissionRow["entryId"];
  entryName: EntryRow["name"] | null;
  trial: SubmissionRow["trial"];
  /** Never null: every row has M. */
  mutationScore: number;
  mutationScoreStrict: number | null;
  mutationScorePooled: number | null;
  validityRatePooled: number | null;
  instancesSubmitted: number | null;
  instancesTotal: number | null;
  /** Runs of the site's re-run done and planned, while it is under way (the "verifying n%" badge). */
  verificationRunsDone: number | null;
  verificationRunsTotal: number | null;
  /**
   * Its open verification waits because a worker's check of the benchmark failed (the
   * submission page's "verification paused"): the badge says paused, not queued.
   */
  verificationPaused: boolean;
  /**
   * Its kills on which an invalid test of the suite did not fail, over every trial of its entry
   * (docs/scoring.md, "Hedged kills"); M counts them, the row is marked.
   */
  hedgedKills: number;
  hidden: boolean;
}

export interface LeaderboardFilters {
  includeHidden?: boolean;
  setting?: string;
  origin?: SubmissionRow["origin"];
}

export interface SubmissionInstanceRow {
  slug: string;
  title: string;
  language: string | null;
  sectionCount: number;
  referenceTests: number;
  submitted: boolean;
  mutationScore: number;
  mutationScoreStrict: number;
  validityRate: number | null;
  referencePassRate: number | null;
  tests: TestCounts;
  mutants: MutantCounts;
  costUsd: number | null;
  durationSec: number | null;
  /** Whether its kills were confirmed by re-runs (docs/scoring.md, "Confirmed kills"). */
  killsConfirmed: boolean;
  /**
   * Killed mutants on which an invalid test of the suite passed (docs/scoring.md, "Hedged
   * kills"); null for results stored before the database kept it.
   */
  mutantsHedged: number | null;
}

export interface SubmissionDetail extends LeaderboardRow {
  benchmark: { name: string; version: string; kind: BenchmarkRow["kind"] };
  links: string[] | Record<string, string> | null;
  notes: string | null;
  bundleSha256: string | null;
  owner: string | null;
  createdAt: string;
  summary: ScoreSummary | null;
  instances: SubmissionInstanceRow[];
}

/** A stored submission as `tsb submissions` and the API list it, with every registry figure. */
export interface SubmissionListItem extends RegistryFigures {
  id: number;
  benchmark: string;
  model: string;
  agent: string;
  setting: string;
  origin: SubmissionRow["origin"];
  kind: SubmissionKind;
  /** The entry this submission is a trial of (submission.json's `entry`), and its number. */
  entry: EntryRow["name"] | null;
  trial: SubmissionRow["trial"];
  mutationScore: number;
  bundleSha256: string | null;
  hidden: boolean;
  createdAt: string;
}

export interface InstanceListItem {
  slug: string;
  title: string;
  language: string | null;
  sectionCount: number;
  mutantCount: number;
  referenceTests: number;
  /**
   * Mean M over the visible scored agents' suites that submitted the instance (not the
   * benchmark's reference suite); null when none did.
   */
  meanMutationScore: number | null;
  submissionCount: number;
}

export interface InstanceDetailView {
  instance: InstanceListItem & { position: number };
  specMarkdown: string | null;
  sections: { slug: string; title: string; body: string | null; position: number }[];
  mutants: {
    slug: string;
    sectionSlug: string;
    description: string;
    targetTest: string;
    position: number;
    /** Visible agents' suites that detected it (killed or timeout); the reference suite is not one. */
    killedBy: number;
    /** Visible agents' suites that submitted the instance. */
    submissions: number;
    killRate: number | null;
    /** The benchmark's reference suite's status on it, when one was run as a submission. */
    referenceStatus: MutantStatus | null;
    /** Retired by the benchmark's current revision (ignored.json): not counted in M. */
    ignored: IgnoredMark | null;
  }[];
  /** Visible scored suites that ran the instance: agents' by M, then any reference suite. */
  submissions: {
    id: number;
    model: string;
    agent: string;
    setting: string;
    kind: SubmissionKind;
  }[];
}

export interface KillMatrix {
  /** In index order: `failed` holds indices into this list. */
  tests: { id: string; verdict: TestVerdict }[];
  mutants: { slug: string; status: MutantStatus; failed: number[] }[];
}

/** Why and since when the benchmark's revision ignores a mutant. */
export interface IgnoredMark {
  reason: string;
  date: string;
}

export interface MutantView {
  /** The benchmark version the mutant belongs to. */
  benchmark: BenchmarkKey;
  mutant: {
    slug: string;
    ignored: IgnoredMark | null;
    description: string;
    targetTest: string;
    patch: string | null;
    sectionSlug: string;
    /** The reference lines its patch changes; empty when the benchmark has no patch. */
    changedLines: ChangedLines[];
  };
  section: { slug: string; title: string; body: string | null } | null;
  instance: { slug: string; title: string; language: string | null };
  referenceTest: { testId: string; file: string | null; source: string | null } | null;
  prev: string | null;
  next: string | null;
  results: MutantSubmissionResult[];
}

export interface MutantSubmissionResult {
  submissionId: number;
  model: string;
  agent: string;
  setting: string;
  kind: SubmissionKind;
  status: MutantStatus;
  /** Valid tests of the submission's suite that ran against the instance. */
  validTestsRan: number;
  /** Tests skipped in every reference run: they never ran, so they can neither kill nor count. */
  skippedTests: number;
  /** Each killing test with its failure message and how it failed (null: stored before reasons). */
  killing: { testId: string; message: string | null; reason: KillReason | null }[];
  /** Reach: not reached, reached not detected, killed, ... (evaluator/coverage/reach.ts). */
  answer: MutantAnswer;
  /** The submission's coverage of the instance, saying why reach is unknown where it is. */
  coverage: CoverageState;
  nearMisses: {
    testId: string;
    verdict: TestVerdict;
    mutantMessage: string | null;
    referenceMessage: string | null;
  }[];
  tests: { testId: string; verdict: TestVerdict; file: string | null }[];
  suiteFiles: { path: string; content: string }[];
}

export interface OverlapRegion {
  /** Bit k set when the k-th chosen submission killed these mutants. */
  mask: number;
  /** Submission ids of the region, in the order chosen. */
  members: number[];
  count: number;
  mutants: { instance: string; mutant: string }[];
}

export interface Overlap {
  /** What names each submission, for labels that tell them apart (lib/submission-label). */
  submissions: {
    id: number;
    model: string;
    agent: string;
    setting: string;
    reasoningEffort: string | null;
    date: string;
  }[];
  /** Instances every chosen submission submitted; the overlap counts their mutants only. */
  sharedInstances: string[];
  /** The shared instances' mutants, less those the benchmark's current revision ignores. */
  totalMutants: number;
  /** Mutants of the shared instances left out because the benchmark ignores them. */
  ignored: number;
  /** Every non-empty exact-membership region, by mask. */
  regions: OverlapRegion[];
  union: number;
  none: number;
  /** The mutants no chosen submission killed (the region with an empty mask). */
  killedByNone: { instance: string; mutant: string }[];
  killedByAll: number;
  /** Submission id → mutants only it killed. */
  onlyBy: Record<number, number>;
  bestSingle: { id: number; count: number };
  /** What the union adds over the best single submission. */
  unionGain: number;
}

/** One side of a paired comparison (db/queries/paired.ts): a submission, or an entry of trials. */
export interface PairedSide {
  /** The submission id asked for (for an entry, any of its trials). */
  id: number;
  /** The id ranks know the side by: the entry's lead trial, or the submission itself. */
  unitId: number;
  model: string;
  agent: string;
  setting: string;
  reasoningEffort: string | null;
  date: string;
  entry: { id: number; name: string } | null;
  /** The trials compared, lowest number first: an entry's counted ones, or the submission alone. */
  trials: { id: number; trial: number | null; mutationScore: number }[];
  /** M's stored bootstrap replicates (the entry's for an entry) and the instances they are over. */
  replicates: Float64Array | null;
  replicatesKey: string | null;
}

/** What a paired comparison is computed from, over the instances both sides ran. */
export interface PairedData {
  benchmark: { name: string; version: string };
  sides: [PairedSide, PairedSide];
  /** Mutants of these instances that the benchmark's revision ignores (left out, as M leaves them). */
  ignored: number;
  /** In benchmark order. */
  instances: {
    slug: string;
    title: string;
    sections: { slug: string; title: string }[];
    /** The mutants M counts, with their position in the detected bitmaps and their section. */
    mutants: { slug: string; position: number; section: string }[];
    /** Per side, per trial (as `sides[k].trials`): the stored M and detected-mutant bitmap. */
    trials: readonly [PairedTrialScore[], PairedTrialScore[]];
  }[];
}

export interface PairedTrialScore {
  mutationScore: number;
  /** Bitmap over the instance's mutants by position (db/bitset.ts); null when none was detected. */
  detected: Buffer | null;
}

/** An entry of trials as a trial's page shows it (db/queries/entry.ts). */
export interface EntryView {
  id: number;
  name: string;
  /** The trial that stands for the entry on the leaderboard; null while none counts. */
  leadId: number | null;
  /** The evaluator's figures over the counted trials; null until computed. */
  summary: EntrySummary | null;
  trials: {
    id: number;
    trial: number;
    mutationScore: number;
    validityRate: number | null;
    date: string;
    /** Visible and with figures: in the entry's means. */
    counted: boolean;
    verification: VerificationStatus;
  }[];
}
