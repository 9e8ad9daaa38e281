import Link from "next/link";
import type { ScoreSeries } from "@/lib/chart-data";
import { pct, pctInterval } from "@/lib/format";

/** The chart's points as a table, for screen readers and for anyone who wants the numbers. */
export function ScoreDataTable({
  series,
  xLabel,
  formatX,
}: {
  series: ScoreSeries;
  xLabel: string;
  formatX: (x: number) => string;
}) {
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
              {xLabel}
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
            <th scope="col">Pareto frontier</th>
          </tr>
        </thead>
        <tbody className="num">
          {[...series.points]
            .sort((a, b) => a.x - b.x)
            .map((p) => (
              <tr key={p.id}>
                <td className="pr-3">
                  <Link href={`/submissions/${p.id}`} className="underline">
                    {p.label}
                  </Link>
                </td>
                <td className="pr-3">{formatX(p.x)}</td>
                <td className="pr-3">{pct(p.y)}</td>
                <td className="pr-3">{pctInterval(p.source.mutationScoreCi)}</td>
                <td className="pr-3">
                  {p.origin === "reported" ? "reported in the paper" : "scored"}
                </td>
                <td>{p.onFrontier ? "yes" : "no"}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {series.omitted.length ? (
        <p className="mt-2 text-zinc-500">
          Not plotted (no {xLabel.toLowerCase()} known):{" "}
          {series.omitted.map((o) => o.label).join("; ")}.
        </p>
      ) : null}
    </details>
  );
}
