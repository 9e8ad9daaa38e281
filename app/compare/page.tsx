import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import {
  getOverlap,
  getSubmission,
  listBenchmarks,
  listLeaderboard,
  OverlapError,
} from "@/db/queries";
import type { Overlap, SubmissionDetail } from "@/db/queries/types";
import { compareQuery, maskMembers, MAX_COMPARED } from "./compare-params";
import { benchmarkRef, mutantPageHref } from "@/lib/benchmark-links";
import { pct } from "@/lib/format";
import { submissionLabels } from "@/lib/submission-label";
import { UpSet } from "./upset";
import { Venn } from "./venn";

export const metadata: Metadata = { title: "Compare submissions" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The overlap of the mutants several submissions kill, on the instances all of them ran: a Venn
 * diagram for two or three, an UpSet plot for up to eight, the counts of the paper's appendix
 * A.5, and the mutants of any region (`?region=`), each linking to its mutant page.
 */
export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const parsed = compareQuery.safeParse(await searchParams);
  if (!parsed.success)
    return <Chooser error={parsed.error.issues.map((i) => i.message).join("; ")} />;
  const { s: ids, region } = parsed.data;
  if (ids.length < 2)
    return (
      <Chooser error={ids.length === 1 ? "Choose at least two submissions." : null} chosen={ids} />
    );
  const chosen = await Promise.all(ids.map((id) => getSubmission(id)));
  const versions = new Map<string, SubmissionDetail[]>();
  for (const s of chosen) {
    if (!s || s.hidden) continue;
    const ref = benchmarkRef(s.benchmark);
    versions.set(ref, [...(versions.get(ref) ?? []), s]);
  }
  if (versions.size > 1) return <AcrossVersions groups={[...versions.values()]} />;
  let overlap: Overlap | null;
  try {
    overlap = await getOverlap(ids);
  } catch (error) {
    if (error instanceof OverlapError) return <Chooser error={error.message} chosen={ids} />;
    throw error;
  }
  if (!overlap) notFound();
  const key = chosen[0]!.benchmark;
  const benchmark = benchmarkRef(key);
  const labels = submissionLabels(overlap.submissions);
  const names = new Map(overlap.submissions.map((s, k) => [s.id, labels[k]!.text]));
  const query = `s=${ids.join(",")}`;
  const hrefFor = (r: number | "none" | "union") => `/compare?${query}&region=${r}#region`;
  const total = overlap.totalMutants;
  const share = (n: number) => (total ? `${pct(n / total, 0)}%` : "–");
  const best = overlap.bestSingle;

  const listed =
    region === undefined
      ? null
      : region === "none"
        ? { title: "Killed by none", mutants: overlap.killedByNone }
        : region === "union"
          ? { title: "Killed by at least one", mutants: overlap.regions.flatMap((r) => r.mutants) }
          : {
              title: `Killed by exactly: ${maskMembers(region, ids.length)
                .map((k) => names.get(ids[k]!))
                .join(", ")}`,
              mutants: overlap.regions.find((r) => r.mask === region)?.mutants ?? [],
            };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Compare submissions</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          Which mutants each suite kills (killed or timed out), on the{" "}
          {overlap.sharedInstances.length} instance{overlap.sharedInstances.length === 1 ? "" : "s"}{" "}
          of {benchmark} that all {ids.length} submitted: {total} mutants
          {overlap.ignored
            ? ` (${overlap.ignored} more that the benchmark ignores are left out, as M leaves them out)`
            : ""}
          . As in the paper&apos;s appendix A.5 (Figure 12).{" "}
          <Link href="/compare" className="underline">
            Choose other submissions
          </Link>
          .
        </p>
        {ids.length === 2 ? (
          <p className="mt-2 text-sm" data-testid="paired-link">
            Is one really better, and where?{" "}
            <Link href={`/compare/paired?a=${ids[0]}&b=${ids[1]}`} className="underline">
              The paired test of these two
            </Link>{" "}
            (ΔM with its interval, an exact test over the mutants only one kills, ΔM per instance
            and spec section).
          </p>
        ) : (
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            Paired tests of two:{" "}
            {ids.slice(1).map((id, k) => (
              <span key={id}>
                {k ? " · " : ""}
                <Link href={`/compare/paired?a=${ids[0]}&b=${id}`} className="underline">
                  {names.get(ids[0]!)} vs {names.get(id)}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="overlap-counts">
        <Count
          label="Killed by all"
          value={overlap.killedByAll}
          detail={share(overlap.killedByAll)}
          href={hrefFor((1 << ids.length) - 1)}
        />
        <Count
          label="Killed by the union"
          value={overlap.union}
          detail={share(overlap.union)}
          href={hrefFor("union")}
        />
        <Count
          label="Killed by none"
          value={overlap.none}
          detail={share(overlap.none)}
          href={hrefFor("none")}
        />
        <Count
          label="Union gain over the best single suite"
          value={overlap.unionGain}
          detail={`${names.get(best.id)} alone: ${best.count} (${share(best.count)}) → union ${overlap.union} (${share(overlap.union)})${total ? `, +${pct(overlap.unionGain / total, 1)} points` : ""}`}
        />
      </dl>

      <section aria-labelledby="alone">
        <h2 id="alone" className="mb-2 text-lg font-semibold">
          Killed by each alone
        </h2>
        <ul className="flex flex-wrap gap-2 text-sm">
          {overlap.submissions.map((s, k) => (
            <li key={s.id}>
              <a
                href={hrefFor(1 << k)}
                className="rounded border border-zinc-300 px-2 py-1 dark:border-zinc-700"
                data-alone={s.id}
              >
                {labels[k]!.name}
                {labels[k]!.detail ? (
                  <span className="text-zinc-500"> · {labels[k]!.detail}</span>
                ) : null}
                : {overlap.onlyBy[s.id] ?? 0}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="diagram" className="space-y-2">
        <h2 id="diagram" className="text-lg font-semibold">
          {ids.length <= 3 ? "Venn diagram and UpSet plot" : "UpSet plot"}
        </h2>
        <p className="text-xs text-zinc-500">
          Click a count or a column to list its mutants. Circle areas are not to scale.
        </p>
        <div className="flex flex-wrap items-start gap-6">
          {ids.length <= 3 ? (
            <Venn overlap={overlap} labels={labels} hrefFor={hrefFor} selected={region} />
          ) : null}
          <UpSet overlap={overlap} labels={labels} hrefFor={hrefFor} />
        </div>
      </section>

      {listed ? (
        <section aria-labelledby="region" className="space-y-2" data-testid="region-mutants">
          <h2 id="region" className="text-lg font-semibold">
            {listed.title}: {listed.mutants.length} mutant{listed.mutants.length === 1 ? "" : "s"}
          </h2>
          <ul className="max-h-[32rem] columns-1 gap-6 overflow-auto rounded border border-zinc-200 p-2 text-sm sm:columns-2 lg:columns-3 dark:border-zinc-800">
            {listed.mutants.map((m) => (
              <li key={`${m.instance}/${m.mutant}`}>
                <Link
                  href={mutantPageHref({ benchmark: key, instance: m.instance }, m.mutant)}
                  className="font-mono text-xs text-sky-700 hover:underline dark:text-sky-400"
                >
                  {m.instance}/{m.mutant}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Count({
  label,
  value,
  detail,
  href,
}: {
  label: string;
  value: number;
  detail: string;
  href?: string;
}) {
  const body = (
    <>
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="num text-xl font-semibold">{value}</dd>
      <dd className="text-xs text-zinc-500">{detail}</dd>
    </>
  );
  return (
    <div className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
      {href ? (
        <a href={href} className="block no-underline">
          {body}
        </a>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * Submissions of different benchmark versions (tsb-mini 1.0 and 1.1): their mutants differ, even
 * on instances of the same id, so no overlap of kills exists. Says which version each one ran,
 * and links each version's own comparison of the ones chosen there.
 */
function AcrossVersions({ groups }: { groups: SubmissionDetail[][] }) {
  const sameName = new Set(groups.map((g) => g[0]!.benchmark.name)).size === 1;
  const labels = submissionLabels(groups.flat());
  const labelOf = new Map(groups.flat().map((s, i) => [s.id, labels[i]!.text]));
  return (
    <div className="space-y-4" data-testid="compare-across-versions">
      <h1 className="text-2xl font-semibold">Compare submissions</h1>
      <p role="alert" className="max-w-3xl text-sm">
        These submissions were scored against{" "}
        {sameName ? "different versions of one benchmark" : "different benchmarks"} (
        {groups.map((g) => benchmarkRef(g[0]!.benchmark)).join(", ")}). Each version has mutants of
        its own, even where instance ids are the same, so their kills cannot be overlapped. Compare
        within one version:
      </p>
      <ul className="space-y-3 text-sm">
        {groups.map((group) => {
          const ref = benchmarkRef(group[0]!.benchmark);
          const ids = group.map((s) => s.id);
          return (
            <li key={ref} data-version={ref}>
              <span className="font-medium">{ref}</span>:{" "}
              {group.map((s) => `#${s.id} ${labelOf.get(s.id)}`).join("; ")}.{" "}
              {ids.length >= 2 ? (
                <Link href={`/compare?s=${ids.join(",")}`} className="underline">
                  Compare these {ids.length}
                </Link>
              ) : (
                <Link href={`/compare?s=${ids.join(",")}`} className="underline">
                  Choose others of {ref} to compare with it
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Without two submissions: a form of every scored submission, grouped by benchmark. */
async function Chooser({ error, chosen = [] }: { error: string | null; chosen?: number[] }) {
  const benchmarks = (await listBenchmarks()).filter((b) => b.kind === "runnable");
  const boards = await Promise.all(
    benchmarks.map(async (b) => {
      const rows = (await listLeaderboard(b, { origin: "scored" })).filter(
        (r) => r.kind === "agent",
      );
      return { b, rows, labels: submissionLabels(rows) };
    }),
  );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Compare submissions</h1>
      <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
        Choose two to {MAX_COMPARED} scored submissions of one benchmark to see which mutants each
        kills alone, which all kill and which none does; with two, the page links their paired test
        (is one better beyond chance, and where). You can also tick rows on the leaderboard. The
        benchmark&apos;s own reference suite is not offered: it kills every mutant by construction.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {boards.map(({ b, rows, labels }) =>
        rows.length ? (
          <form
            key={`${b.name}@${b.version}`}
            method="get"
            action="/compare"
            className="space-y-2 rounded border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <h2 className="font-medium">
              {b.name}@{b.version}
            </h2>
            <ul className="space-y-1 text-sm">
              {rows.map((r, i) => (
                <li key={r.id}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="s"
                      value={r.id}
                      defaultChecked={chosen.includes(r.id)}
                    />
                    {labels[i]!.text}{" "}
                    <span className="text-zinc-500">
                      · {r.agent} · {r.setting} · {r.date} · M {pct(r.mutationScore)}%
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <button
              type="submit"
              className="rounded border border-zinc-300 px-3 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
            >
              Compare
            </button>
          </form>
        ) : null,
      )}
    </div>
  );
}
