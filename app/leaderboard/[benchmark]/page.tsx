import type { Metadata } from "next";
import { leaderboardParamsOf } from "@/lib/cached-leaderboard";
import LeaderboardPage, { generateMetadata as leaderboardMetadata } from "../../page";

export function generateMetadata({
  params,
}: {
  params: Promise<{ benchmark: string }>;
}): Promise<Metadata> {
  return leaderboardMetadata({
    searchParams: params.then(({ benchmark }) => leaderboardParamsOf(benchmark)),
  });
}

/**
 * How long a shared cache in front (a CDN) may keep the HTML before asking again. This server
 * itself answers from its cache only while the data is unchanged, however old the entry.
 */
export const revalidate = 60;

/**
 * `/` and `/?benchmark=<name>` as next.config.ts rewrites them (lib/cached-leaderboard.ts): the same
 * page, rendered without per-request input, so Next keeps the HTML and serves it until the data
 * changes (lib/page-cache/). Nothing is rendered at build time: the build has no database.
 */
export function generateStaticParams(): Array<{ benchmark: string }> {
  return [];
}

export default async function CachedLeaderboardPage({
  params,
}: {
  params: Promise<{ benchmark: string }>;
}) {
  const { benchmark } = await params;
  return <LeaderboardPage searchParams={Promise.resolve(leaderboardParamsOf(benchmark))} />;
}
