import Link from "next/link";
import type { BenchmarkRevision } from "@/db/queries";
import type { RankedRow } from "@/lib/leaderboard-columns";

/**
 * Under the leaderboard: which revision the scores are under, how to read a rank range and a
 * whisker, and which rows are ranked apart because they were measured on other instances.
 */
export function RankNote({
  rows,
  revision,
}: {
  rows: readonly RankedRow[];
  revision: BenchmarkRevision | null;
}) {
  const sets = new Map<string, NonNullable<RankedRow["rankSet"]>>();
  for (const row of rows)
    if (row.rankSet) sets.set(`${row.rankSet.instances}:${row.rankSet.citation}`, row.rankSet);
  const untested = rows.some((r) => r.rankRange === null && r.unranked === null);
  const scored = rows.some((r) => r.rankRange !== null);
  const reference = rows.some((r) => r.unranked === "reference suite");
  const ablations = rows.some((r) => r.unranked === "ablation");
  return (
    <div className="max-w-4xl space-y-1 text-xs text-zinc-600 dark:text-zinc-400" data-rank-note>
      {revision ? (
        <p>
          Scores under{" "}
          <strong>
            {revision.name}@{revision.version} rev {revision.revision}
          </strong>
          {revision.ignoredMutants + revision.ignoredReferenceTests > 0
            ? `: ${revision.ignoredMutants} mutant(s) and ${revision.ignoredReferenceTests} reference test(s) retired by the benchmark's maintainers, left out of every score.`
            : ": nothing retired."}
        </p>
      ) : null}
      {scored ? (
        <p>
          Rank is a range: the places a row could take among rows it cannot be told apart from, by a
          paired bootstrap of the M difference over instances (a pair is told apart when its 95%
          interval excludes 0). The bar under M spans its 95% interval.{" "}
          <Link href="/about" className="underline">
            Method and limits
          </Link>
          .
        </p>
      ) : null}
      {untested ? (
        <p>
          † Reported in a paper without per-instance scores: no interval can be computed, so the
          rank is by point estimate and untested.
        </p>
      ) : null}
      {reference ? (
        <p>
          ref: the benchmark&apos;s own reference suite, which kills every mutant by construction.
          It is shown as the ceiling to compare against, not ranked, and not counted in instance
          means, kill counts or overlaps.
        </p>
      ) : null}
      {ablations ? (
        <p>
          abl.: an ablation the paper reports beside its main results (a reasoning effort, the
          executable given, official docs instead of the spec). It varies one input of a
          main-results run, so it is not ranked among them.
        </p>
      ) : null}
      {[...sets.values()].map((set) => (
        <p key={`${set.instances}:${set.citation}`}>
          Rows from {set.citation ?? "another source"} were measured on {set.instances} instances,
          not the whole benchmark: they are ranked only among those {set.size} rows.
        </p>
      ))}
    </div>
  );
}
