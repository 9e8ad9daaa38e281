/**
 * Parsing the leaderboard's search params with zod, on the server only: the client bundle imports
 * leaderboard-view.ts, and zod would add about 50 kB gzip to it.
 */
import { z } from "zod";
import {
  DEFAULT_BENCHMARK,
  DEFAULT_SORT,
  FACETS,
  HIDEABLE,
  SORTABLE,
  type ColumnId,
  type Facet,
  type LeaderboardView,
} from "./leaderboard-view";

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

/** Each facet's values, a repeated parameter named by the facet. */
const facetParams = Object.fromEntries(FACETS.map((facet) => [facet, list])) as Record<
  Facet,
  typeof list
>;

const hideParam = single.transform((v) =>
  [...new Set(v.split(","))].filter((id): id is ColumnId => HIDEABLE.includes(id as ColumnId)),
);

/**
 * Parses Next's `searchParams`. Unknown or malformed values fall back to the default view rather
 * than failing the page: a stale shared link should still open the leaderboard.
 */
const NAME = /^[A-Za-z0-9._-]{1,100}$/;
const VERSION = /^[A-Za-z0-9._+-]{1,50}$/;

/**
 * `benchmark` as a name, or as `name@version` (the form instance URLs and bundles use), which
 * names the version as `version=` does and wins over it.
 */
const benchmarkParam = single.transform((v) => {
  const at = v.lastIndexOf("@");
  const [name, version] = at > 0 ? [v.slice(0, at), v.slice(at + 1)] : [v, ""];
  return NAME.test(name) && (version === "" || VERSION.test(version))
    ? { name, version }
    : { name: DEFAULT_BENCHMARK, version: "" };
});

const leaderboardViewSchema = z.object({
  benchmark: benchmarkParam,
  version: single.transform((v) => (VERSION.test(v) ? v : "")),
  sort: sortParam,
  q: single.transform((v) => v.slice(0, 200)),
  ...facetParams,
  hide: hideParam,
});

export function parseLeaderboardView(
  params: Record<string, string | string[] | undefined>,
): LeaderboardView {
  const { benchmark, version, ...view } = leaderboardViewSchema.parse(params);
  return { ...view, benchmark: benchmark.name, version: benchmark.version || version };
}
