"use client";

import Link from "next/link";
import { useMemo } from "react";
import { seriesAgainst, type ScorePointSource, type ScoreSeries } from "@/lib/chart-data";
import { pct, pctInterval, usd } from "@/lib/format";

/**
 * The leaderboard charts' points as one table, for screen readers and for anyone who wants the
 * numbers: a row per submission with each chart's x value and whether it lies on that chart's
 * Pareto frontier. One table rather than one per chart, since both list the same submissions.
 * A client component, rendered on the server like the rest, fed the leaderboard table's own rows
 * as the charts are: a server-rendered table travelled a second time as its element tree (the
 * cached page is sent whole on every request).
 */
export function ScoreDataTable({
  rows,
  axes,
}: {
  rows: readonly ScorePointSource[];
  axes: { xLabel: string; xUnit: "usd" | "minutes" }[];
}) {
  const charts = useMemo(
    () => axes.map((axis) => ({ ...axis, series: seriesAgainst(rows, axis.xUnit) })),
    [rows, axes],
  );
  const formatX = (unit: "usd" | "minutes", x: number) => (unit === "usd" ? usd(x) : x.toFixed(1));
  const byId = new Map<number, ScoreSeries["points"][number]>();
  for (const { series } of charts) for (const p of series.points) byId.set(p.id, p);
  const points = [...byId.values()].sort((a, b) => b.y - a.y);
  const pointsOf = charts.map((c) => new Map(c.series.points.map((p) => [p.id, p])));
  const omitted = charts.filter((c) => c.series.omitted.length);
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">
        Chart data as a table
      </summary>
      <table className="mt-2 w-full">
        <thead className="text-left text-zinc-500">
          <tr>
            <th scope="col" className="pr-3">
              Submission
            </th>
            <th scope="col" className="pr-3">
              M (%)
            </th>
            <th scope="col" className="pr-3">
              95% CI
            </th>
            <th scope="col" className="pr-3">
              Origin
            </th>
            {charts.map((c) => (
              <th key={c.xLabel} scope="col" className="pr-3">
                {c.xLabel} (on the frontier)
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="num">
          {points.map((p) => (
            <tr key={p.id}>
              <td className="pr-3">
                <Link href={`/submissions/${p.id}`} className="underline">
                  {p.label}
                </Link>
              </td>
              <td className="pr-3">{pct(p.y)}</td>
              <td className="pr-3">
                {pctInterval(
                  p.source.mutationScoreLo != null && p.source.mutationScoreHi != null
                    ? [p.source.mutationScoreLo, p.source.mutationScoreHi]
                    : null,
                )}
              </td>
              <td className="pr-3">
                {p.origin === "reported" ? "reported in the paper" : "scored"}
              </td>
              {charts.map((c, i) => {
                const point = pointsOf[i]!.get(p.id);
                return (
                  <td key={c.xLabel} className="pr-3">
                    {point
                      ? `${formatX(c.xUnit, point.x)}${point.onFrontier ? " (yes)" : ""}`
                      : "–"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {omitted.map((c) => (
        <p key={c.xLabel} className="mt-2 text-zinc-500">
          Not plotted against {c.xLabel.toLowerCase()} (none known):{" "}
          {c.series.omitted.map((o) => o.label).join("; ")}.
        </p>
      ))}
    </details>
  );
}
