import type { ScoreSummary } from "../evaluator/types.ts";
import { STORED_FIGURES, type StoredFigure } from "./metric-registry.ts";

/**
 * The stored figures' columns of a `submissions` row. Typed by hand: a ScoreSummary's
 * mutationScore is never null, as its NOT NULL column needs.
 */
export type StoredFigureValues = Record<StoredFigure, number | null> & { mutationScore: number };

/**
 * The `submissions` columns a summary fills: the figures the metric registry stores, each in
 * its column, and those every view needs beside them. One list for an upload's row and for a
 * verification that replaces its figures.
 */
export function summaryColumns(summary: ScoreSummary) {
  return {
    ...storedFigures(summary),
    mutationScoreStrict: summary.mutationScoreStrict,
    mutationScorePooled: summary.mutationScorePooled,
    validityRatePooled: summary.validityRatePooled,
    instancesTotal: summary.instances.total,
    instancesSubmitted: summary.instances.submitted,
    summaryJson: JSON.stringify(summary),
  };
}

/** The figures the metric registry stores from a summary, each by its `submissions` column. */
export function storedFigures(summary: ScoreSummary): StoredFigureValues {
  return Object.fromEntries(
    STORED_FIGURES.map((f) => [f.column, summary[f.figure]]),
  ) as StoredFigureValues;
}
