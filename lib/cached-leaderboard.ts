import { parseLeaderboardView } from "./leaderboard-view-schema";

/**
 * The leaderboard's cached route, app/leaderboard/[benchmark]: proxy.ts rewrites `/` to it when
 * the address names at most a benchmark, so the page can be rendered once per data generation
 * instead of per request (docs/deploy.md, "Page cache"). Any other parameter (a sort, a
 * filter, a hidden column) changes the HTML, and such requests go on to the page that renders
 * per request.
 */
export const CACHED_LEADERBOARD = "/leaderboard";

/** The segment for `/` with no benchmark named: not a name the page accepts, so it never clashes. */
export const DEFAULT_SEGMENT = "~default";

/** The cached route's path for a request to `/` with these parameters, or null when it has none. */
export function cachedLeaderboardPath(search: URLSearchParams): string | null {
  const keys = [...search.keys()];
  if (keys.length === 0) return `${CACHED_LEADERBOARD}/${DEFAULT_SEGMENT}`;
  if (keys.length !== 1 || keys[0] !== "benchmark") return null;
  const name = search.get("benchmark")!;
  // Only names the page would take as they are: it reads a malformed one as the default
  // benchmark named explicitly, which the per-request page handles.
  if (parseLeaderboardView({ benchmark: name }).benchmark !== name) return null;
  return `${CACHED_LEADERBOARD}/${encodeURIComponent(name)}`;
}

/** The search parameters the leaderboard page sees for a segment of the cached route. */
export function leaderboardParamsOf(segment: string): Record<string, string> {
  return segment === DEFAULT_SEGMENT ? {} : { benchmark: segment };
}

/** The public address of a segment of the cached route, for a visitor who opens it directly. */
export function publicLeaderboardUrl(segment: string): string {
  return segment === DEFAULT_SEGMENT ? "/" : `/?${new URLSearchParams({ benchmark: segment })}`;
}
