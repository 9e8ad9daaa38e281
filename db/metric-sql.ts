/**
 * The SQL of the registry's derived columns (db/metric-registry.ts), by column key. Kept apart
 * from the registry, which the browser bundle imports, so the SQL stays on the server: only the
 * leaderboard query (db/queries/leaderboard.ts) imports this module. A derived column without
 * SQL here fails to type-check.
 */
import type { DerivedColumn } from "./metric-registry.ts";

/** Each derived column's value, computed from stored rows of `submissions s`. */
const DERIVED_SQL = {
  // From the per-instance rows: reported results have none, and so no figure.
  testsPerInstance: `CASE WHEN s.instances_submitted > 0 THEN
        (SELECT SUM(si.tests_total) FROM submission_instances si WHERE si.submission_id = s.id) * 1.0
        / s.instances_submitted END`,
  // The submission's verification job's state (DESIGN.md, "Trust"); paper rows are reported.
  verification: `CASE WHEN s.origin = 'reported' THEN 'reported' ELSE COALESCE(
        (SELECT j.state FROM verification_jobs j WHERE j.submission_id = s.id), 'self-reported') END`,
} as const satisfies Record<DerivedColumn, string>;

/** Every column the leaderboard query computes, with its SQL, in the registry's order. */
export const DERIVED_FIGURES = (Object.keys(DERIVED_SQL) as DerivedColumn[]).map((key) => ({
  key,
  sql: DERIVED_SQL[key],
}));
