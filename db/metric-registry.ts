/**
 * The leaderboard's columns, one record each: what the column is called and means, how its
 * figures print and sort, whether it filters the table, and where they come from. The table, its
 * column picker and filters, the URL view, the exports, the leaderboard query, the submissions API
 * and storage all read this list, so a figure the evaluator already computes becomes a column
 * with one record here plus its `submissions` column in db/schema.ts (and the migration); a
 * figure with a 95% interval also gets its two bound columns in FIGURE_INTERVALS below.
 *
 * Plain data with type-only imports and no SQL: the browser bundle imports it. The SQL of the
 * derived columns lives in db/metric-sql.ts, which only the server's queries import.
 */
import type { IntervalFigure } from "../evaluator/stats/intervals.ts";
import type { ScoreSummary } from "../evaluator/types.ts";
import type { VerificationStatus } from "./queries/verification.ts";
import type { SubmissionRow } from "./schema.ts";

/** A property of the `submissions` table (db/schema.ts). */
type SubmissionColumn = keyof SubmissionRow;

/**
 * The two `submissions` columns (lo, hi) that store each 95% interval the evaluator computes
 * (INTERVAL_FIGURES, evaluator/stats/intervals.ts). Storage writes them at ingest and at each
 * rescore, the report's `ci` and the interval columns read them (db/interval-columns.ts).
 */
export const FIGURE_INTERVALS = {
  mutationScore: { lo: "mutationScoreLo", hi: "mutationScoreHi" },
  mutationScoreStrict: { lo: "mutationScoreStrictLo", hi: "mutationScoreStrictHi" },
  validityRate: { lo: "validityRateLo", hi: "validityRateHi" },
} as const satisfies Record<IntervalFigure, { lo: SubmissionColumn; hi: SubmissionColumn }>;

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
  /** Computed by the leaderboard query from stored rows of `submissions s` (db/metric-sql.ts). */
  | { kind: "derived" }
  /** A figure's 95% interval, from its columns in FIGURE_INTERVALS; reported rows have none. */
  | { kind: "interval"; figure: IntervalFigure }
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
  /**
   * Starts hidden, as a column no row has a value in does: another column's cell shows its
   * figure (the trials' spread and M over k sit under the trial count). The column picker still
   * offers it, and exports carry it.
   */
  startsHidden?: boolean;
  /**
   * A facet: the table filters by this column's values (toggle buttons, a repeated URL
   * parameter named by the key). The number is its place among the filters, first is 1.
   */
  facet?: number;
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
    facet: 3,
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
    facet: 1,
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
    source: { kind: "interval", figure: "mutationScore" },
  },
  {
    key: "trials",
    label: "Trials",
    exportHeader: "Trials",
    description:
      "Independent attempts of one configuration grouped as one entry (submission.json's entry and trial); an entry's figures are means over its trials. Under the count: the SD of M between trials, and M over all k trials (columns of their own in the picker). None for a single attempt",
    format: "count",
    sort: "high-first",
    // From the entry's stored count (db/entries.ts); null for a submission that is no trial.
    source: { kind: "derived" },
  },
  {
    key: "mutationScoreSpread",
    label: "M spread",
    exportHeader: "M spread between trials (SD, points)",
    description:
      "Standard deviation of M between an entry's trials, in points: how much one attempt's M varies. None for a single attempt",
    format: "percent",
    sort: "low-first",
    source: { kind: "derived" },
    startsHidden: true,
  },
  {
    key: "mutationScoreAllTrials",
    label: "M over k",
    exportHeader: "M over all trials (%)",
    description:
      "Share of mutants killed (or timed out) by at least one of an entry's k trials: what k attempts buy over one. The growth with k is on the entry's page. None for a single attempt",
    format: "percent",
    sort: "high-first",
    source: { kind: "derived" },
    startsHidden: true,
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
    source: { kind: "derived" },
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
    facet: 2,
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
    source: { kind: "derived" },
    facet: 4,
  },
] as const satisfies readonly ColumnRecord[];

type Registry = (typeof LEADERBOARD_COLUMNS)[number];

/** Column ids, in display order. */
export type ColumnId = Registry["key"];

/** The registry as plain records (optional fields readable), keyed by column id. */
export const COLUMN_RECORDS: readonly (ColumnRecord & { key: ColumnId })[] = LEADERBOARD_COLUMNS;

/** The `submissions` columns holding ScoreSummary figures, by row property. */
export type StoredFigure = Extract<Registry["source"], { kind: "summary" }>["column"];

/** Keys of the columns the leaderboard query computes (db/metric-sql.ts holds their SQL). */
export type DerivedColumn = Extract<Registry, { source: { kind: "derived" } }>["key"];

/** Keys of the numeric columns the leaderboard query computes. */
export type DerivedFigure = Exclude<DerivedColumn, "verification">;

/** The figures the registry's interval columns show. */
type ShownInterval = Extract<Registry["source"], { kind: "interval" }>["figure"];

/** The `submissions` columns holding the registry's interval bounds. */
export type IntervalBound = (typeof FIGURE_INTERVALS)[ShownInterval]["lo" | "hi"];

/** The figures each leaderboard row carries for the registry's stored and derived columns. */
export type RegistryFigures = Record<
  StoredFigure | DerivedFigure | IntervalBound,
  number | null
> & {
  verification: VerificationStatus;
};

/** Every interval column, with the `submissions` columns of its bounds. */
export const SHOWN_INTERVALS = LEADERBOARD_COLUMNS.flatMap((c) =>
  c.source.kind === "interval"
    ? [{ key: c.key, figure: c.source.figure, ...FIGURE_INTERVALS[c.source.figure] }]
    : [],
);

/** Every column that stores a ScoreSummary figure. */
export const STORED_FIGURES = LEADERBOARD_COLUMNS.flatMap((c) =>
  c.source.kind === "summary" ? [c.source] : [],
);

/** The facets, in their place among the filters. */
export const FACET_COLUMNS = LEADERBOARD_COLUMNS.filter(
  (c): c is Extract<Registry, { facet: number }> => "facet" in c,
).sort((a, b) => a.facet - b.facet);

/** A column the table filters by. */
export type FacetColumn = (typeof FACET_COLUMNS)[number]["key"];
