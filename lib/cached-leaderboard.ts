import type { Redirect, Rewrite } from "next/dist/lib/load-custom-routes";
// Relative, not `@/`: next.config.ts loads this module before the alias exists.
import { FACET_COLUMNS } from "../db/metric-registry.ts";

/**
 * The leaderboard's cached route, app/leaderboard/[benchmark]. next.config.ts rewrites `/` to it
 * when the address names at most a benchmark, so the page is rendered once per data generation
 * rather than per request (docs/deploy.md, "Page cache"). A sort, a filter or a hidden column
 * changes the HTML: such addresses go on to app/page.tsx, which renders per request. Rewrite
 * rules rather than proxy.ts: Next matches them without running a function, and a proxy run
 * costs more than serving the cached page.
 */
const CACHED_LEADERBOARD = "/leaderboard";

/** The segment for `/` with no benchmark named: not a name the page accepts, so it never clashes. */
export const DEFAULT_SEGMENT = "~default";

/**
 * The leaderboard view's parameters besides `benchmark` (lib/leaderboard-view-schema.ts; a test
 * keeps the two lists equal, since an address with one of them must not get the cached page).
 */
export const VIEW_PARAMS = [
  "sort",
  "q",
  ...FACET_COLUMNS.map((c) => c.key),
  "version",
  "hide",
] as const;

/** The benchmark names the page takes as they are (leaderboard-view-schema.ts). */
export const BENCHMARK_NAME = "[A-Za-z0-9._-]{1,100}";

const noView = VIEW_PARAMS.map((key) => ({ type: "query" as const, key }));

/**
 * `/` and `/?benchmark=<name>` to the cached route. Other parameters (a campaign tag, the RSC
 * request's `_rsc`) go along to it and are ignored there, as the page ignores them.
 */
export function leaderboardRewrites(): Rewrite[] {
  return [
    {
      source: "/",
      has: [{ type: "query", key: "benchmark", value: `(?<benchmark>${BENCHMARK_NAME})` }],
      missing: noView,
      destination: `${CACHED_LEADERBOARD}/:benchmark`,
    },
    {
      source: "/",
      missing: [{ type: "query", key: "benchmark" }, ...noView],
      destination: `${CACHED_LEADERBOARD}/${DEFAULT_SEGMENT}`,
    },
  ];
}

/**
 * A visitor who opens the cached route directly goes to the leaderboard's own address, where
 * sorting and filtering (kept in the address) work. Redirects apply to the address asked for,
 * never to a rewrite's destination.
 */
export function leaderboardRedirects(): Redirect[] {
  return [
    { source: `${CACHED_LEADERBOARD}/${DEFAULT_SEGMENT}`, destination: "/", permanent: false },
    {
      source: `${CACHED_LEADERBOARD}/:benchmark`,
      destination: "/?benchmark=:benchmark",
      permanent: false,
    },
  ];
}

/** The search parameters the leaderboard page sees for a segment of the cached route. */
export function leaderboardParamsOf(segment: string): Record<string, string> {
  return segment === DEFAULT_SEGMENT ? {} : { benchmark: segment };
}
