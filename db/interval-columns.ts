import type { IntervalFigure } from "../evaluator/stats/intervals.ts";
import type { ScoreIntervals } from "../evaluator/types.ts";
import { FIGURE_INTERVALS } from "./metric-registry.ts";
import { submissions } from "./schema.ts";

/*
 * Each 95% interval of the evaluator's ScoreIntervals is stored in the two `submissions` columns
 * (lo, hi) the registry names for it (FIGURE_INTERVALS, db/metric-registry.ts). The reads, the
 * writes of an ingest and a rescore, and the report's `ci` all follow that list, so an interval
 * the evaluator adds is stored with one entry there plus its columns in db/schema.ts (and the
 * migration).
 */

type IntervalColumn = (typeof FIGURE_INTERVALS)[IntervalFigure]["lo" | "hi"];

/** The interval columns of a `submissions` row, by property name. */
export type IntervalColumns = Record<IntervalColumn, number | null>;

const FIGURES = Object.keys(FIGURE_INTERVALS) as IntervalFigure[];
const COLUMNS = FIGURES.flatMap((figure) => [
  FIGURE_INTERVALS[figure].lo,
  FIGURE_INTERVALS[figure].hi,
]);

/** The interval columns selected from `submissions s`, each as its property name. */
export const INTERVAL_COLUMNS = COLUMNS.map((c) => `s.${submissions[c].name} AS ${c}`).join(", ");

/** The interval columns of `submissions` by property name, for a select of drizzle's builder. */
export const INTERVAL_SELECTION = Object.fromEntries(COLUMNS.map((c) => [c, submissions[c]])) as {
  [C in IntervalColumn]: (typeof submissions)[C];
};

/** The `SET` list that writes every interval column from the named parameters `intervalParams` gives. */
export const INTERVAL_ASSIGNMENTS = COLUMNS.map((c) => `${submissions[c].name} = @${c}`).join(", ");

/** The named parameters of INTERVAL_ASSIGNMENTS: each column's bound, null without an interval. */
export function intervalParams(ci: ScoreIntervals): IntervalColumns {
  const params = {} as IntervalColumns;
  for (const figure of FIGURES) {
    const { lo, hi } = FIGURE_INTERVALS[figure];
    params[lo] = ci[figure]?.[0] ?? null;
    params[hi] = ci[figure]?.[1] ?? null;
  }
  return params;
}

/** The report's `ci` from the stored columns (null where a figure has no interval). */
export function intervalsOf(row: IntervalColumns): ScoreIntervals {
  const ci = {} as ScoreIntervals;
  for (const figure of FIGURES) {
    const { lo, hi } = FIGURE_INTERVALS[figure];
    const [l, h] = [row[lo], row[hi]];
    ci[figure] = l === null || h === null ? null : [l, h];
  }
  return ci;
}
