import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  getBenchmarkRevision,
  listBenchmarks,
  listComparisons,
  listLeaderboard,
} from "@/db/queries";
import { benchmarkRef, instancesHref } from "@/lib/benchmark-links";
import { withDisplayPrecision } from "@/lib/display-precision";
import { viewToSearchParams } from "@/lib/leaderboard-view";
import { parseLeaderboardView } from "@/lib/leaderboard-view-schema";
import { withRankRanges } from "@/lib/rank";
import { LeaderboardTable } from "./client";
import { RankNote } from "./rank-note";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The title names the benchmark and, when it is not the latest, the version shown. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const view = parseLeaderboardView(await searchParams);
  return { title: `Leaderboard · ${view.benchmark}${view.version ? ` ${view.version}` : ""}` };
}

export default async function LeaderboardPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const parsed = parseLeaderboardView(params);
  const versions = await listBenchmarks();
  if (versions.length === 0) return <EmptyDatabase />;
  // One tab per benchmark name, showing its latest version unless the URL names another.
  const benchmarks = versions.filter((b) => b.latest);
  // Without an explicit choice, show the default benchmark if it has submissions, else the
  // first one that has; an explicit unknown name or version is a 404.
  const explicit = params.benchmark !== undefined;
  const fallback = benchmarks.find((b) => b.submissionCount > 0) ?? benchmarks[0];
  const named = benchmarks.find((b) => b.name === parsed.benchmark);
  const latest = explicit ? named : named?.submissionCount ? named : fallback;
  if (!latest) notFound();
  const siblings = versions.filter((b) => b.name === latest.name);
  const benchmark = parsed.version ? siblings.find((b) => b.version === parsed.version) : latest;
  if (!benchmark) notFound();
  const key = { name: benchmark.name, version: benchmark.version };
  const ref = benchmarkRef(key);
  const view = {
    ...parsed,
    benchmark: benchmark.name,
    version: benchmark.latest ? "" : benchmark.version,
  };
  // Ranges from the comparisons stored at ingest: a page view never resamples.
  const rows = withRankRanges(
    await listLeaderboard(key),
    await listComparisons(key),
    benchmark.instanceCount,
  );
  const revision = await getBenchmarkRevision(key);
  // The rows as the browser gets them. The charts and their data table get these very objects
  // and draw their series from them in the browser, so the page sends each row once.
  const shown = rows.map(withDisplayPrecision);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Leaderboard</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          How strong are the test suites coding agents write from a specification? M is the share of
          mutants a suite&apos;s valid tests detect; V the share of its tests that pass on the
          reference.{" "}
          <Link href="/about" className="underline">
            How scoring works
          </Link>
          .
        </p>
      </div>

      <nav aria-label="Benchmark" className="flex flex-wrap gap-2">
        {benchmarks.map((b) => {
          const query = viewToSearchParams({
            ...view,
            version: "",
            setting: [],
            origin: [],
            agent: [],
          });
          // Always explicit: "/" alone may fall back to another benchmark.
          query.set("benchmark", b.name);
          const href = `/?${query.toString()}`;
          const current = b.name === benchmark.name;
          return (
            <Link
              key={b.name}
              href={href}
              aria-current={current ? "page" : undefined}
              className={`rounded border px-3 py-1.5 text-sm no-underline ${current ? "border-sky-600 bg-sky-50 dark:bg-sky-950" : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900"}`}
            >
              <span className="font-medium">{b.name}</span>{" "}
              <span className="text-xs text-zinc-500">{b.version}</span>{" "}
              <span className="text-xs text-zinc-500">
                {b.kind === "catalog" ? "paper catalog" : "runnable"} · {b.instanceCount} instances
                · {b.submissionCount} submissions
              </span>
            </Link>
          );
        })}
      </nav>
      {siblings.length > 1 ? (
        <nav aria-label="Version" className="-mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Version:</span>
          {siblings.map((b) => {
            const query = viewToSearchParams({ ...view, version: b.latest ? "" : b.version });
            query.set("benchmark", b.name);
            const current = b.version === benchmark.version;
            return (
              <Link
                key={b.version}
                href={`/?${query.toString()}`}
                aria-current={current ? "page" : undefined}
                className={`rounded border px-2 py-0.5 no-underline ${current ? "border-sky-600 bg-sky-50 dark:bg-sky-950" : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900"}`}
              >
                {b.version}
                {b.latest ? " (latest)" : ""}{" "}
                <span className="text-xs text-zinc-500">
                  · {b.instanceCount} instances · {b.submissionCount} submissions
                </span>
              </Link>
            );
          })}
        </nav>
      ) : null}
      {benchmark.description ? (
        <p className="-mt-3 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          {benchmark.description}{" "}
          <Link href={instancesHref(key)} className="underline">
            Browse its instances
          </Link>
          .
        </p>
      ) : null}

      <LeaderboardTable key={ref} rows={shown} view={view} version={benchmark.version}>
        <RankNote rows={rows} revision={revision} />
      </LeaderboardTable>
    </div>
  );
}

function EmptyDatabase() {
  return (
    <div className="mx-auto max-w-xl py-16">
      <h1 className="text-2xl font-semibold">No benchmarks loaded</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        The database is empty. Run{" "}
        <code className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">npm run db:setup</code> to load
        the benchmarks, the demo bundles and the paper&apos;s reported results.
      </p>
    </div>
  );
}
