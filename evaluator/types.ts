/**
 * The evaluator's public types: what parsing and scoring return. `db/` stores these shapes and
 * the site reads them back, so they are the contract between the parts (see DESIGN.md).
 */

import type { CoverageFile } from "./coverage/types.ts";
import type { BundleTrajectory } from "./trajectory/bundle-trajectories.ts";
import type { ScoreInterval, ScoreIntervals } from "./stats/intervals.ts";

/** Outcome of one test in one JUnit file. `missing` means the test id was not in that file. */
export type TestOutcome = "passed" | "failed" | "skipped" | "missing";

/**
 * Verdict on a generated test after the reference runs (DESIGN.md, "Scoring"): valid passed in
 * every run, invalid failed in every run, skipped was skipped in every run (it never ran, so it
 * proves nothing and kills nothing), flaky is anything else.
 */
export type TestVerdict = "valid" | "invalid" | "skipped" | "flaky";

/**
 * How a killing test failed on a mutant (evaluator/score/kill-reason.ts): a failed assertion;
 * an error (an exception, the executable exiting non-zero or dying on a signal); or a timeout.
 */
export type KillReason = "assertion" | "error" | "timeout";

/** What happened to one mutant under a suite. */
export type MutantStatus = "killed" | "timeout" | "survived" | "no-result";

/** One test case of a parsed JUnit file, after duplicates collapsed to the worst outcome. */
export interface JUnitCase {
  id: string;
  outcome: Exclude<TestOutcome, "missing">;
  /** Failure, error or skip message, capped. */
  message?: string;
  /**
   * For a failed case: whether its first failing element was a `<failure>` (an assertion, in
   * JUnit's terms; pytest also writes exceptions raised in the test's call there) or an `<error>`
   * (an unexpected error; pytest: in setup or teardown). Surefire's rerun elements count as theirs.
   */
  failureElement?: "failure" | "error";
  /** That element's `type` attribute, capped (node: `testTimeoutFailure`; Java: the exception class). */
  failureType?: string;
  file?: string;
  line?: number;
  /** Names of the enclosing `<testsuite>` elements joined with " > "; absent outside any. */
  suite?: string;
}

/** A `<testsuite>`'s own `<error>` or `<failure>`: the suite failed outside any testcase. */
export interface SuiteError {
  /** The suite's path, as `JUnitCase.suite` writes it. */
  suite: string;
  message: string;
}

/** A parsed JUnit XML file: test id → case. */
export interface JUnitResult {
  cases: Map<string, JUnitCase>;
  /** Suite-level errors, in document order (absent: none). */
  suiteErrors?: SuiteError[];
  /** Every `<testcase>` element, before duplicates collapse. */
  testcaseElements?: number;
}

/** How one run of a suite ended, from `outcomes.json`. */
export interface RunOutcome {
  exitCode: number | null;
  timedOut: boolean;
  durationSec: number | null;
  /** Covering-tests mode: not run, since no test's coverage reached the mutant (survived). */
  notReached?: boolean;
}

/** What generating the suite cost, from `run.json`. */
export interface RunCost {
  costUsd?: number;
  durationSec?: number;
  steps?: number;
  tokens?: number;
}

export interface TestCounts {
  total: number;
  valid: number;
  invalid: number;
  /** Skipped in every reference run; part of |T̂|, so it lowers V. */
  skipped: number;
  flaky: number;
}

export interface MutantCounts {
  total: number;
  killed: number;
  timeout: number;
  survived: number;
  noResult: number;
}

/** A test that reacted to a mutant but was not valid (DESIGN.md's near miss). */
export interface NearMiss {
  id: string;
  verdict: Exclude<TestVerdict, "valid">;
  /** The failure message on the mutant. */
  mutantMessage?: string;
  /** A failure message from a reference run, when it had one. */
  referenceMessage?: string;
}

export interface MutantResult {
  id: string;
  status: MutantStatus;
  /**
   * Retired by the benchmark's revision (ignored.json): judged and kept for the record, but left
   * out of every count and of M's numerator and denominator. Absent when the mutant counts.
   */
  ignored?: true;
  /** Valid tests that failed on the mutant, sorted. */
  killingTests: string[];
  /**
   * How each killing test failed (evaluator/score/kill-reason.ts), by test id; a killing test is
   * absent where its reason is unknown (a site row stored before kill reasons were read).
   */
  killReasons: Record<string, KillReason>;
  nearMisses: NearMiss[];
}

export interface InstanceScore {
  id: string;
  submitted: boolean;
  /**
   * Set when its kills were confirmed by re-runs (outcomes.json records the protocol); absent,
   * a bundle's kills are unconfirmed: one failure of a valid test counts.
   */
  confirmed?: true;
  /** (killed + timeout) / mutants in the benchmark. */
  mutationScore: number;
  /** killed / mutants in the benchmark. */
  mutationScoreStrict: number;
  /** valid / |T̂|; null when the instance was not submitted or has no tests. */
  validityRate: number | null;
  /** Reference tests passed in codegen.xml / referenceTests; null when the bundle has no codegen. */
  referencePassRate: number | null;
  cost: RunCost | null;
  tests: TestCounts;
  mutants: MutantCounts;
  mutantResults: MutantResult[];
}

export interface ScoreSummary {
  mutationScore: number;
  mutationScoreStrict: number;
  mutationScorePooled: number;
  validityRate: number;
  validityRatePooled: number;
  referencePassRate: number | null;
  costUsd: number | null;
  durationSec: number | null;
  instances: { total: number; submitted: number };
  mutants: MutantCounts;
  tests: TestCounts;
}

/**
 * A 95% interval, and the report's intervals of the headline figures: one per figure of
 * INTERVAL_FIGURES (evaluator/stats/intervals.ts), the list they follow.
 */
export type { ScoreInterval, ScoreIntervals };

/** The `tsb score --json` document. Fractions are in 0..1; lists are sorted by id. */
export interface ScoreReport {
  benchmark: string;
  /** The benchmark's revision scored under: 1 without ignored.json, then as ignored.json says. */
  revision: number;
  submission: Submission;
  summary: ScoreSummary;
  /** 95% percentile bootstrap intervals over the benchmark's instances (B = 10,000, fixed seed). */
  ci: ScoreIntervals;
  instances: InstanceScore[];
}

/** `submission.json`, schema version 1. */
export interface Submission {
  schemaVersion: 1;
  benchmark: string;
  model: string;
  agent: string;
  setting: "spec-only" | "spec+executable" | "official-docs";
  reasoningEffort?: string;
  organization?: string;
  date: string;
  links?: string[] | Record<string, string>;
  notes?: string;
  /** "reference": the benchmark's own reference suite run as a submission (never ranked). */
  kind?: "agent" | "reference";
  /** The entry this bundle is a trial of (docs/bundle-format.md, "Trials"); with `trial`. */
  entry?: string;
  /** The trial's number within `entry`, from 1. */
  trial?: number;
}

/**
 * Everything storage needs about one scored instance, beyond the report: every generated test
 * (not only the valid ones) in a fixed index order, and per mutant the indices of all tests that
 * failed on it. Indices refer to `tests`.
 */
export interface InstanceDetail {
  instanceId: string;
  /** Sorted by id; a test's index here is its bit in a kill-matrix row. */
  tests: TestDetail[];
  mutants: MutantDetail[];
  /** Generated test sources from `suite/**`, path → text, when the bundle carried them. */
  suiteFiles: Map<string, string>;
  /** Capped run logs from `logs/**`, path → text. */
  logs: Map<string, string>;
  /**
   * Ids of the tests that passed in codegen.xml, sorted, when the bundle reports R: kept so a
   * later revision that ignores reference tests can recompute R without the bundle.
   */
  codegenPassed?: string[];
  /** The bundle's coverage/coverage.json, validated (docs/bundle-format.md, "Coverage"). */
  coverage?: CoverageFile;
  /**
   * The agent's trajectories of this instance (`trajectory/**`, and top-level ones whose log
   * names it), read and analysed; unreadable ones with their error. Absent: none.
   */
  trajectories?: BundleTrajectory[];
}

export interface TestDetail {
  id: string;
  verdict: TestVerdict;
  /** Outcome in each reference run, in run order. */
  referenceOutcomes: TestOutcome[];
  /** First failure message seen in a reference run, capped. */
  referenceMessage?: string;
  /** Source file the runner reported for the test (JUnit `file` attribute), if any. */
  file?: string;
  line?: number;
}

export interface MutantDetail {
  id: string;
  status: MutantStatus;
  /** Indices into `tests` of every test that failed on this mutant (valid or not), ascending. */
  failedTests: number[];
  /** Failure messages on the mutant, for killing tests and near misses only: test index → text. */
  messages: Map<number, string>;
  /** How each killing test failed on the mutant: test index → reason. */
  killReasons: Map<number, KillReason>;
  outcome: RunOutcome | null;
  /**
   * Indices of the invalid tests that were to run on this mutant (all, or a covering run's
   * selection) and did not fail there, ascending: where it was killed, the suite asserted the
   * mutant's behaviour as well as the reference's (a hedged kill, evaluator/score/hedged-kills.ts).
   */
  invalidNotFailed: number[];
}

/** The result of scoring a bundle: the report plus what storage keeps. */
export interface ScoredBundle {
  report: ScoreReport;
  details: InstanceDetail[];
  /** sha256 of the bundle's bytes (archive) or of its sorted file list and contents (folder). */
  bundleSha256: string;
  warnings: string[];
  /**
   * M's bootstrap replicate means behind `report.ci` (evaluator/stats/intervals.ts), in resample
   * order, for storage to keep; absent, storage computes them from the per-instance scores.
   */
  mutationScoreReplicates?: Float64Array;
  /** Top-level trajectories (`trajectory/**`) of the whole generation, not of one instance. */
  trajectories?: BundleTrajectory[];
}
