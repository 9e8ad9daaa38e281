/**
 * The leaderboard's view state (sort, filters, hidden columns) and its URL form, so that a link
 * reproduces the view. The server parses it with zod; the client writes it back with
 * `viewToSearchParams`, which omits defaults to keep links short.
 */
import { z } from "zod";

export const DEFAULT_BENCHMARK = "tsb-mini";

/** Column ids, in display order. Also the keys of `hide` and `sort`. */
export const COLUMN_IDS = [
  "rank",
  "model",
  "agent",
  "setting",
  "mutationScore",
  "validityRate",
  "referencePassRate",
  "costUsd",
  "minutes",
  "testsPerInstance",
  "instances",
  "date",
  "origin",
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export const SORTABLE: readonly ColumnId[] = COLUMN_IDS.filter((id) => id !== "rank");

export const FACETS = ["setting", "origin", "agent"] as const;
export type Facet = (typeof FACETS)[number];

export interface LeaderboardView {
  benchmark: string;
  sort: { id: ColumnId; desc: boolean };
  q: string;
  setting: string[];
  origin: string[];
  agent: string[];
  hide: ColumnId[];
}

export const DEFAULT_SORT = { id: "mutationScore", desc: true } as const;

const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean),
  );

/** First value of a possibly repeated parameter. */
const single = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "");

const sortParam = single.transform((v) => {
  const [id, dir] = v.split(".");
  return SORTABLE.includes(id as ColumnId)
    ? { id: id as ColumnId, desc: dir !== "asc" }
    : { ...DEFAULT_SORT };
});

const hideParam = single.transform((v) =>
  [...new Set(v.split(","))].filter(
    (id): id is ColumnId => COLUMN_IDS.includes(id as ColumnId) && id !== "model",
  ),
);

/**
 * Parses Next's `searchParams`. Unknown or malformed values fall back to the default view rather
 * than failing the page: a stale shared link should still open the leaderboard.
 */
export const leaderboardViewSchema = z.object({
  benchmark: single.transform((v) => (/^[A-Za-z0-9._-]{1,100}$/.test(v) ? v : DEFAULT_BENCHMARK)),
  sort: sortParam,
  q: single.transform((v) => v.slice(0, 200)),
  setting: list,
  origin: list,
  agent: list,
  hide: hideParam,
});

export function parseLeaderboardView(
  params: Record<string, string | string[] | undefined>,
): LeaderboardView {
  return leaderboardViewSchema.parse(params);
}

/** The URL query for a view; parameters at their default are left out. */
export function viewToSearchParams(view: LeaderboardView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.benchmark !== DEFAULT_BENCHMARK) out.set("benchmark", view.benchmark);
  if (view.sort.id !== DEFAULT_SORT.id || view.sort.desc !== DEFAULT_SORT.desc) {
    out.set("sort", `${view.sort.id}.${view.sort.desc ? "desc" : "asc"}`);
  }
  if (view.q) out.set("q", view.q);
  for (const facet of FACETS) for (const value of view[facet]) out.append(facet, value);
  if (view.hide.length) out.set("hide", view.hide.join(","));
  return out;
}
