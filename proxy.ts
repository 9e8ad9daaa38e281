import { NextResponse, type NextRequest } from "next/server";
import { cachedLeaderboardPath, publicLeaderboardUrl } from "@/lib/cached-leaderboard";

const REWRITTEN = "x-tsb-cached-leaderboard";

/**
 * Sends the leaderboard's plain addresses to its cached route (lib/cached-leaderboard.ts). That
 * route is an address only this rewrite should use: a visitor who opens it directly is sent to
 * the leaderboard's own address, where sorting and filtering keep working.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  if (url.pathname === "/") {
    if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
    // The browser's fetches of the RSC payload (a followed link) carry an `_rsc` parameter that
    // Next hides from the proxy and forwards to the rewritten address itself.
    const cached = cachedLeaderboardPath(url.searchParams);
    if (!cached) return NextResponse.next();
    // Next runs the proxy again for the rewritten address; the header tells it apart from a visit.
    const headers = new Headers(request.headers);
    headers.set(REWRITTEN, "1");
    return NextResponse.rewrite(new URL(cached, url), { request: { headers } });
  }
  if (request.headers.get(REWRITTEN) === "1") return NextResponse.next();
  let segment: string;
  try {
    segment = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf("/") + 1));
  } catch {
    return NextResponse.redirect(new URL("/", url));
  }
  return NextResponse.redirect(new URL(publicLeaderboardUrl(segment), url));
}

export const config = { matcher: ["/", "/leaderboard/:benchmark"] };
