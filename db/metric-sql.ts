/**
 * The SQL of the registry's derived columns (db/metric-registry.ts), by column key. Kept apart
 * from the registry, which the browser bundle imports, so the SQL stays on the server: only the
 * leaderboard query (db/queries/leaderboard.ts) imports this module. A derived column without
 * SQL here fails to type-check.
 *
 * Each query that uses them joins the row's entry as `e` (LEFT JOIN entries, db/entries.ts).
 * A column whose value for an entry's row is not its lead trial's own gives `entry`, the SQL
 * the leaderboard uses for an entry with figures; otherwise one SQL serves both.
 */
import { hasFigures } from "./entries.ts";
import type { DerivedColumn } from "./metric-registry.ts";

type DerivedSql = string | { row: string; entry: string };

/** The verification states, worst first: an entry shows the worst of its counted trials'. */
const WORST_FIRST = `CASE state WHEN 'disputed' THEN 0 WHEN 'failed' THEN 1 WHEN 'cancelled' THEN 2
  WHEN 'running' THEN 3 WHEN 'queued' THEN 4 WHEN 'self-reported' THEN 5 ELSE 6 END`;

/** Each derived column's value, computed from stored rows of `submissions s` and `entries e`. */
const DERIVED_SQL = {
  // From the per-instance rows: reported results have none, and so no figure.
  testsPerInstance: {
    row: `CASE WHEN s.instances_submitted > 0 THEN
        (SELECT SUM(si.tests_total) FROM submission_instances si WHERE si.submission_id = s.id) * 1.0
        / s.instances_submitted END`,
    entry: `json_extract(e.summary_json, '$.mean.testsPerInstance')`,
  },
  // The submission's verification job's state (DESIGN.md, "Trust"); paper rows are reported.
  // An entry is verified when every trial it counts (visible, with figures) is.
  verification: {
    row: `CASE WHEN s.origin = 'reported' THEN 'reported' ELSE COALESCE(
        (SELECT j.state FROM verification_jobs j WHERE j.submission_id = s.id), 'self-reported') END`,
    entry: `(SELECT state FROM (SELECT COALESCE(j.state, 'self-reported') AS state
        FROM submissions t LEFT JOIN verification_jobs j ON j.submission_id = t.id
        WHERE t.entry_id = e.id AND t.hidden = 0 AND ${hasFigures("t")}) ORDER BY ${WORST_FIRST} LIMIT 1)`,
  },
  trials: "e.trials",
  mutationScoreSpread: `json_extract(e.summary_json, '$.spread.mutationScore.sd')`,
  mutationScoreAllTrials: `json_extract(e.summary_json, '$.mutationScoreAtK[#-1]')`,
} as const satisfies Record<DerivedColumn, DerivedSql>;

/**
 * Every column the leaderboard query computes, in the registry's order: `sql` gives a
 * submission's own value, `entrySql` an entry's row's.
 */
export const DERIVED_FIGURES = (Object.keys(DERIVED_SQL) as DerivedColumn[]).map((key) => {
  const sql: DerivedSql = DERIVED_SQL[key];
  return typeof sql === "string"
    ? { key, sql, entrySql: sql }
    : { key, sql: sql.row, entrySql: sql.entry };
});
