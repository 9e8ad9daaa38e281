import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CdfChart, ToolUseChart } from "@/components/charts/lazy";
import { getFigures, MAX_FIGURE_SUBMISSIONS } from "@/db/queries";
import { cdf, FIGURE10_PANELS, median, panelValues, SERIES_COLORS } from "@/lib/figure-data";
import { benchmarkFiguresHref, benchmarkRef, leaderboardHref } from "@/lib/benchmark-links";
import { count, pct, usd } from "@/lib/format";
import { submissionLabels } from "@/lib/submission-label";
import { figuresHref, figuresQuery } from "./figures-params";
import { ReportedTable3, Table3 } from "./table-3";

type Params = Promise<{ name: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Figures · ${decodeURIComponent((await params).name)}` };
}

/**
 * The paper's trajectory and distribution figures for one benchmark version, across chosen
 * submissions (`?s=`, kept in the URL to share a view): Figure 10, the distribution over
 * instances of R, V, M, cost, time and steps, one curve per submission; Table 3, the
 * instances whose trajectory tried to write an executable or make mutants, beside M, with the
 * paper's reported rows where this version has them; Figure 11, tool use by tenth of the
 * trajectory, per submission. Only this version's submissions can be chosen or drawn.
 */
export default async function FiguresPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  await connection();
  const ref = decodeURIComponent((await params).name);
  const { s } = figuresQuery.parse(await searchParams);
  const figures = await getFigures(ref, s);
  if (!figures) notFound();
  const version = benchmarkRef(figures.benchmark);
  const base = benchmarkFiguresHref(figures.benchmark);
  const labels = submissionLabels(figures.candidates).map((l) => l.text);
  const labelOf = new Map(figures.candidates.map((c, i) => [c.id, labels[i]!]));
  const chosen = figures.chosen;
  const chosenIds = chosen.map((c) => c.row.id);

  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm">
          <Link href={leaderboardHref(figures.benchmark)} className="underline">
            ← {version} leaderboard
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">Figures of {version}</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          The paper&apos;s per-instance distributions (Figure 10), how agents wrote their suites
          (Table 3) and what they did along the way (Figure 11), for the submissions chosen below.
          Trajectories come from the bundles; a submission without them has no steps, Table 3 or
          Figure 11 (docs/trajectories.md).
        </p>
      </div>

      {figures.candidates.length ? (
        <form method="get" action={base} className="space-y-2" data-testid="figure-chooser">
          <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <legend className="mb-1 text-xs text-zinc-600 dark:text-zinc-400">
              Submissions drawn (at most {MAX_FIGURE_SUBMISSIONS})
            </legend>
            {figures.candidates.map((c) => (
              <label key={c.id} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  name="s"
                  value={c.id}
                  defaultChecked={chosenIds.includes(c.id)}
                />
                {labelOf.get(c.id)}
                {c.kind === "reference" ? " (reference suite)" : ""}
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="rounded border border-zinc-300 px-2 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Draw
          </button>
        </form>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {version} has no scored submissions: its figures below are the ones the paper reported.
        </p>
      )}

      {chosen.length ? (
        <>
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
            aria-label="Legend"
            data-testid="legend"
          >
            {chosen.map((c, i) => (
              <li key={c.row.id} className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-block h-1 w-4 rounded"
                  style={{ background: SERIES_COLORS[i % SERIES_COLORS.length] }}
                />
                <Link href={`/submissions/${c.row.id}`} className="underline">
                  {labelOf.get(c.row.id)}
                </Link>
              </li>
            ))}
          </ul>
          <section aria-labelledby="figure-10" className="space-y-3">
            <h2 id="figure-10" className="text-lg font-semibold">
              Distributions over instances (Figure 10)
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FIGURE10_PANELS.map((panel) => {
                const values = chosen.map((c) => panelValues(c.instances, panel));
                const format = (v: number | null) =>
                  v === null
                    ? "–"
                    : panel.unit === "percent"
                      ? `${pct(v)}%`
                      : panel.unit === "usd"
                        ? usd(v)
                        : count(Math.round(v * 10) / 10);
                return (
                  <figure
                    key={panel.key}
                    className="rounded border border-zinc-200 p-3 dark:border-zinc-800"
                    data-panel={panel.key}
                  >
                    <figcaption className="text-sm font-medium">{panel.label}</figcaption>
                    <CdfChart
                      unit={panel.unit}
                      label={panel.label}
                      series={chosen.map((c, i) => ({
                        id: c.row.id,
                        label: labelOf.get(c.row.id) ?? String(c.row.id),
                        points: cdf(values[i]!),
                      }))}
                    />
                    <table className="num mt-1 w-full text-xs">
                      <thead>
                        <tr>
                          <th scope="col" className="text-left">
                            Submission
                          </th>
                          <th scope="col" className="text-right">
                            n
                          </th>
                          <th scope="col" className="text-right">
                            median
                          </th>
                          <th scope="col" className="text-right">
                            max
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {chosen.map((c, i) => (
                          <tr key={c.row.id}>
                            <td className="max-w-40 truncate" title={labelOf.get(c.row.id)}>
                              {labelOf.get(c.row.id)}
                            </td>
                            <td className="text-right">{values[i]!.length}</td>
                            <td className="text-right">{format(median(values[i]!))}</td>
                            <td className="text-right">
                              {values[i]!.length ? format(Math.max(...values[i]!)) : "–"}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </figure>
                );
              })}
            </div>
          </section>
        </>
      ) : null}

      <section aria-labelledby="table-3" className="space-y-3">
        <h2 id="table-3" className="text-lg font-semibold">
          Executable and mutant creation in the trajectories (Table 3)
        </h2>
        {chosen.length ? (
          <Table3
            rows={chosen.map((c) => ({
              id: c.row.id,
              label: labelOf.get(c.row.id)!,
              mutationScore: c.row.mutationScore,
              counts: c.counts,
              instances: c.instances.length,
            }))}
          />
        ) : null}
        {figures.reported.length ? <ReportedTable3 rows={figures.reported} /> : null}
        {!chosen.length && !figures.reported.length ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing to show for {version}.</p>
        ) : null}
      </section>

      {chosen.some((c) => c.toolUse) ? (
        <section aria-labelledby="figure-11" className="space-y-3">
          <h2 id="figure-11" className="text-lg font-semibold">
            Tool use along the trajectory (Figure 11)
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {chosen.map((c) =>
              c.toolUse ? (
                <figure
                  key={c.row.id}
                  className="rounded border border-zinc-200 p-3 dark:border-zinc-800"
                  data-tool-use={c.row.id}
                >
                  <figcaption className="text-sm font-medium">{labelOf.get(c.row.id)}</figcaption>
                  <ToolUseChart shares={c.toolUse} />
                </figure>
              ) : null,
            )}
          </div>
          <p className="text-xs text-zinc-500">
            Each bar is one tenth of a trajectory&apos;s steps (the agent&apos;s actions), split by
            class; the mean over the submission&apos;s trajectories, so a long one weighs as much as
            a short one. Each submission&apos;s page has the numbers as a table.
          </p>
        </section>
      ) : null}
      {s !== null && chosenIds.length < s.length ? (
        <p className="text-xs text-zinc-500" data-testid="ignored-ids">
          Left out: {s.filter((id) => !chosenIds.includes(id)).join(", ")} (not a scored submission
          of {version}).{" "}
          <Link href={figuresHref(base, chosenIds)} className="underline">
            Link without them
          </Link>
        </p>
      ) : null}
    </div>
  );
}
