import type { ScoreIntervals } from "../evaluator/types.ts";
import { submissions, type SubmissionRow } from "./schema.ts";

/**
 * Each 95% interval of the evaluator's ScoreIntervals and the two `submissions` columns (lo, hi)
 * that store it. The reads, the writes of an ingest and a rescore, and the report's `ci` all
 * follow this list, so an interval the evaluator adds is stored with one entry here plus its
 * columns in db/schema.ts (and the migration).
 */
export const STORED_INTERVALS = {
  mutationScore: ["mutationScoreLo", "mutationScoreHi"],
  mutationScoreStrict: ["mutationScoreStrictLo", "mutationScoreStrictHi"],
  validityRate: ["validityRateLo", "validityRateHi"],
} as const satisfies Record<
  keyof ScoreIntervals,
  readonly [keyof SubmissionRow, keyof SubmissionRow]
>;

type IntervalFigure = keyof typeof STORED_INTERVALS;
type IntervalColumn = (typeof STORED_INTERVALS)[IntervalFigure][number];

/** The interval columns of a `submissions` row, by property name. */
export type IntervalColumns = Record<IntervalColumn, number | null>;

const FIGURES = Object.keys(STORED_INTERVALS) as IntervalFigure[];
const COLUMNS = FIGURES.flatMap((figure) => STORED_INTERVALS[figure]);

/** The interval columns selected from `submissions s`, each as its property name. */
export const INTERVAL_COLUMNS = COLUMNS.map((c) => `s.${submissions[c].name} AS ${c}`).join(", ");

/** The `SET` list that writes every interval column from the named parameters `intervalParams` gives. */
export const INTERVAL_ASSIGNMENTS = COLUMNS.map((c) => `${submissions[c].name} = @${c}`).join(", ");

/** The named parameters of INTERVAL_ASSIGNMENTS: each column's bound, null without an interval. */
export function intervalParams(ci: ScoreIntervals): IntervalColumns {
  const params = {} as IntervalColumns;
  for (const figure of FIGURES) {
    const [lo, hi] = STORED_INTERVALS[figure];
    params[lo] = ci[figure]?.[0] ?? null;
    params[hi] = ci[figure]?.[1] ?? null;
  }
  return params;
}

/** The report's `ci` from the stored columns (null where a figure has no interval). */
export function intervalsOf(row: IntervalColumns): ScoreIntervals {
  const ci = {} as ScoreIntervals;
  for (const figure of FIGURES) {
    const [lo, hi] = STORED_INTERVALS[figure];
    const [l, h] = [row[lo], row[hi]];
    ci[figure] = l === null || h === null ? null : [l, h];
  }
  return ci;
}
