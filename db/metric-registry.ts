/**
 * The leaderboard's columns, one record each: what the column is called and means, how its
 * figures print and sort, and where they come from. The table, its column picker, the URL view,
 * the exports, the leaderboard query, the submissions API and storage all read this list, so a
 * figure the evaluator already computes becomes a column with one record here plus its
 * `submissions` column in db/schema.ts (and the migration).
 *
 * Plain data with type-only imports: the browser bundle imports it too.
 */
import type { ScoreSummary } from "../evaluator/types.ts";
import type { VerificationStatus } from "./queries/verification.ts";
import type { SubmissionRow } from "./schema.ts";

/** A property of the `submissions` table (db/schema.ts). */
type SubmissionColumn = keyof SubmissionRow;

/** A top-level figure of the evaluator's ScoreSummary. */
export type SummaryFigure = {
  [K in keyof ScoreSummary]-?: ScoreSummary[K] extends number | null ? K : never;
}[keyof ScoreSummary];

/** How a value prints and exports (lib/leaderboard-columns.ts). */
export type ColumnFormat =
  | "rank"
  | "model"
  | "text"
  | "percent"
  | "interval"
  | "usd"
  | "minutes"
  | "count"
  | "instances"
  | "origin"
  | "verification";

/** How clicking the header sorts; unknown numbers always sort last. */
export type ColumnSort = "none" | "text" | "newest-first" | "high-first" | "low-first";

export type ColumnSource =
  /** A field of submission.json, or of the stored row, read from this `submissions` column. */
  | { kind: "submission"; column: SubmissionColumn }
  /** A figure of the evaluator's ScoreSummary, stored in this `submissions` column. */
  | { kind: "summary"; figure: SummaryFigure; column: SubmissionColumn }
  /** Computed by the leaderboard query from stored rows of `submissions s`. */
  | { kind: "derived"; sql: string }
  /**
   * A 95% interval stored at ingest and at each rescore in two `submissions` columns (lo, hi);
   * reported rows have none.
   */
  | { kind: "interval"; lo: SubmissionColumn; hi: SubmissionColumn }
  /**
   * The rank range among rows on the same instance set, from the stored pairwise comparisons,
   * computed on the page (lib/rank.ts).
   */
  | { kind: "rank" };

export interface ColumnRecord {
  /** Column id in the URL (`sort=`, `hide=`) and the table. */
  key: string;
  /** Header in the table and the column picker. */
  label: string;
  /** Header in CSV, JSON and Markdown exports. */
  exportHeader: string;
  /** The header's tooltip; null when the label says it all. */
  description: string | null;
  format: ColumnFormat;
  sort: ColumnSort;
  source: ColumnSource;
  /** Matched by the free-text filter. */
  searchable?: boolean;
  /** False for the one column that names the row. */
  hideable?: boolean;
}

export const LEADERBOARD_COLUMNS = [
  {
    key: "rank",
    label: "Rank",
    exportHeader: "Rank",
    description:
      'The ranks a row could take among rows on the same instances that it cannot be told apart from (paired bootstrap of M); † by point estimate, untested; "ref" (the benchmark\'s reference suite) and "abl." (a paper\'s ablation) are shown but not ranked',
    format: "rank",
    sort: "none",
    source: { kind: "rank" },
  },
  {
    key: "model",
    label: "Model",
    exportHeader: "Model",
    description: null,
    format: "model",
    sort: "text",
    source: { kind: "submission", column: "model" },
    searchable: true,
    hideable: false,
  },
  {
    key: "agent",
    label: "Agent",
    exportHeader: "Agent",
    description: null,
    format: "text",
    sort: "text",
    source: { kind: "submission", column: "agent" },
    searchable: true,
  },
  {
    key: "setting",
    label: "Setting",
    exportHeader: "Setting",
    description: null,
    format: "text",
    sort: "text",
    source: { kind: "submission", column: "setting" },
    searchable: true,
  },
  {
    key: "mutationScore",
    label: "M (%)",
    exportHeader: "M (%)",
    description: "Mutation score: share of mutants killed by valid tests (timeouts count)",
    format: "percent",
    sort: "high-first",
    source: { kind: "summary", figure: "mutationScore", column: "mutationScore" },
  },
  {
    key: "mutationScoreCi",
    label: "M 95% CI",
    exportHeader: "M 95% CI (%)",
    description:
      "95% percentile bootstrap interval of M over the benchmark's instances (B = 10,000); none for reported rows, which have no per-instance scores",
    format: "interval",
    sort: "none",
    source: { kind: "interval", lo: "mutationScoreLo", hi: "mutationScoreHi" },
  },
  {
    key: "validityRate",
    label: "V (%)",
    exportHeader: "V (%)",
    description: "Validity rate: share of generated tests that pass on the reference",
    format: "percent",
    sort: "high-first",
    source: { kind: "summary", figure: "validityRate", column: "validityRate" },
  },
  {
    key: "referencePassRate",
    label: "R (%)",
    exportHeader: "R (%)",
    description: "Reference pass rate of the agent's own implementation (code generation)",
    format: "percent",
    sort: "high-first",
    source: { kind: "summary", figure: "referencePassRate", column: "referencePassRate" },
  },
  {
    key: "costUsd",
    label: "$ / instance",
    exportHeader: "$ per instance",
    description: "Mean cost of generating the suite, per instance",
    format: "usd",
    sort: "low-first",
    source: { kind: "summary", figure: "costUsd", column: "costUsd" },
  },
  {
    key: "minutes",
    label: "Minutes",
    exportHeader: "Minutes per instance",
    description: "Mean wall time of generating the suite, per instance",
    format: "minutes",
    sort: "low-first",
    source: { kind: "summary", figure: "durationSec", column: "durationSec" },
  },
  {
    key: "testsPerInstance",
    label: "Tests / instance",
    exportHeader: "Tests per instance",
    description: null,
    format: "count",
    sort: "high-first",
    // From the per-instance rows: reported results have none, and so no figure.
    source: {
      kind: "derived",
      sql: `CASE WHEN s.instances_submitted > 0 THEN
        (SELECT SUM(si.tests_total) FROM submission_instances si WHERE si.submission_id = s.id) * 1.0
        / s.instances_submitted END`,
    },
  },
  {
    key: "instances",
    label: "Instances",
    exportHeader: "Instances",
    description: null,
    format: "instances",
    sort: "high-first",
    source: { kind: "submission", column: "instancesSubmitted" },
  },
  {
    key: "date",
    label: "Date",
    exportHeader: "Date",
    description: null,
    format: "text",
    sort: "newest-first",
    source: { kind: "submission", column: "date" },
    searchable: true,
  },
  {
    key: "origin",
    label: "Origin",
    exportHeader: "Origin",
    description: null,
    format: "origin",
    sort: "text",
    source: { kind: "submission", column: "origin" },
    searchable: true,
  },
  {
    key: "verification",
    label: "Verification",
    exportHeader: "Verification",
    description:
      "Whether this site re-ran the suites: verified (its runs agree with the claim), disputed, verifying, failed, or self-reported (not re-run)",
    format: "verification",
    sort: "text",
    // The submission's verification job's state (DESIGN.md, "Trust"); paper rows are reported.
    source: {
      kind: "derived",
      sql: `CASE WHEN s.origin = 'reported' THEN 'reported' ELSE COALESCE(
        (SELECT j.state FROM verification_jobs j WHERE j.submission_id = s.id), 'self-reported') END`,
    },
  },
] as const satisfies readonly ColumnRecord[];

type Registry = (typeof LEADERBOARD_COLUMNS)[number];

/** Column ids, in display order. */
export type ColumnId = Registry["key"];

/** The registry as plain records (optional fields readable), keyed by column id. */
export const COLUMN_RECORDS: readonly (ColumnRecord & { key: ColumnId })[] = LEADERBOARD_COLUMNS;

/** The `submissions` columns holding ScoreSummary figures, by row property. */
export type StoredFigure = Extract<Registry["source"], { kind: "summary" }>["column"];

/** Keys of the numeric columns the leaderboard query computes. */
export type DerivedFigure = Exclude<
  Extract<Registry, { source: { kind: "derived" } }>["key"],
  "verification"
>;

/** The `submissions` columns holding the registry's interval bounds. */
export type IntervalBound = Extract<Registry["source"], { kind: "interval" }>["lo" | "hi"];

/** The figures each leaderboard row carries for the registry's stored and derived columns. */
export type RegistryFigures = Record<
  StoredFigure | DerivedFigure | IntervalBound,
  number | null
> & {
  verification: VerificationStatus;
};

/** Every interval column, with the `submissions` columns of its bounds. */
export const INTERVAL_FIGURES = LEADERBOARD_COLUMNS.flatMap((c) =>
  c.source.kind === "interval" ? [{ key: c.key, lo: c.source.lo, hi: c.source.hi }] : [],
);

/** Every column that stores a ScoreSummary figure. */
export const STORED_FIGURES = LEADERBOARD_COLUMNS.flatMap((c) =>
  c.source.kind === "summary" ? [c.source] : [],
);

/** Every column the leaderboard query computes, with its SQL. */
export const DERIVED_FIGURES = LEADERBOARD_COLUMNS.flatMap((c) =>
  c.source.kind === "derived" ? [{ key: c.key, sql: c.source.sql }] : [],
);
