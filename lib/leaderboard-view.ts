/**
 * The leaderboard's view state (sort, filters, hidden columns) and its URL form, so that a link
 * reproduces the view. The server parses it with zod (leaderboard-view-schema.ts, kept apart so
 * zod stays out of the browser bundle); the client writes it back with `viewToSearchParams`,
 * which omits defaults to keep links short.
 */
import {
  COLUMN_RECORDS,
  FACET_COLUMNS,
  type ColumnId,
  type FacetColumn,
} from "@/db/metric-registry";

export type { ColumnId };

import { DEFAULT_BENCHMARK } from "./benchmark-links";

export { DEFAULT_BENCHMARK };

/** Column ids, in display order (the metric registry's). Also the keys of `hide` and `sort`. */
export const COLUMN_IDS: readonly ColumnId[] = COLUMN_RECORDS.map((c) => c.key);

export const SORTABLE: readonly ColumnId[] = COLUMN_RECORDS.filter((c) => c.sort !== "none").map(
  (c) => c.key,
);

/** Columns a view may hide: all but the one that names the row. */
export const HIDEABLE: readonly ColumnId[] = COLUMN_RECORDS.filter((c) => c.hideable !== false).map(
  (c) => c.key,
);

/** The columns the table filters by (the registry's facets), in the filters' order. */
export const FACETS: readonly FacetColumn[] = FACET_COLUMNS.map((c) => c.key);
export type Facet = FacetColumn;

/** The chosen values of each facet (none: no filter). */
export interface LeaderboardView extends Record<Facet, string[]> {
  benchmark: string;
  /** One stored version of the benchmark; absent or empty: its latest version. */
  version?: string;
  sort: { id: ColumnId; desc: boolean };
  q: string;
  hide: ColumnId[];
}

export const DEFAULT_SORT = { id: "mutationScore", desc: true } as const;

/**
 * The URL query for a view; parameters at their default are left out, except that a version
 * always travels with its benchmark's name, so the link says which benchmark it is a version of.
 */
export function viewToSearchParams(view: LeaderboardView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.benchmark !== DEFAULT_BENCHMARK || view.version) out.set("benchmark", view.benchmark);
  if (view.version) out.set("version", view.version);
  if (view.sort.id !== DEFAULT_SORT.id || view.sort.desc !== DEFAULT_SORT.desc) {
    out.set("sort", `${view.sort.id}.${view.sort.desc ? "desc" : "asc"}`);
  }
  if (view.q) out.set("q", view.q);
  for (const facet of FACETS) for (const value of view[facet]) out.append(facet, value);
  if (view.hide.length) out.set("hide", view.hide.join(","));
  return out;
}
