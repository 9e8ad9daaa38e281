import type { ReactNode } from "react";
import { ScoreCdfChart, SectionsScoreChart, TestCountsChart } from "@/components/charts/lazy";
import { pct } from "@/lib/format";
import type { InstanceTableRow } from "./instance-table-rows";

interface Props {
  cdf: { score: number; share: number }[];
  /** The per-instance table's rows, the very array it gets: the page sends it once. */
  instances: InstanceTableRow[];
  sectionsRho: number | null;
  testsRho: number | null;
}

const rho = (r: number | null) => (r == null ? "" : ` Spearman ρ = ${r.toFixed(2)}.`);

/** The paper's per-instance figures for one submission, each with its data as a table. */
export function SubmissionCharts({ cdf, instances, sectionsRho, testsRho }: Props) {
  return (
    <section aria-labelledby="charts" className="space-y-3">
      <h2 id="charts" className="text-lg font-semibold">
        Charts
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <ChartFigure
          caption="Distribution of M per instance (Figure 10)"
          chart={<ScoreCdfChart steps={cdf} />}
          headers={["M ≤", "Share of instances"]}
          rows={cdf.map((s) => ({
            key: String(s.score),
            cells: [`${pct(s.score)}%`, `${pct(s.share)}%`],
          }))}
        />
        <ChartFigure
          caption="Spec sections vs M (Figure 9)."
          note={rho(sectionsRho)}
          chart={<SectionsScoreChart instances={instances} />}
          data="its columns Sections and M"
        />
        <ChartFigure
          caption="Generated vs reference tests (Figure 8)."
          note={`${rho(testsRho)} Dashed: equal counts.`}
          chart={<TestCountsChart instances={instances} />}
          data="its columns Reference tests, Tests valid / all (generated tests are “all”) and M"
        />
      </div>
    </section>
  );
}

/**
 * One chart with its data, the accessible alternative to the picture: as a table of its own, or,
 * for a chart of one point per instance, a link to the per-instance table below, which already
 * has those columns (the page is cached and served whole, so a second copy of 165 rows costs
 * every request).
 */
function ChartFigure(
  props: { caption: string; note?: string; chart: ReactNode } & (
    { headers: string[]; rows: { key: string; cells: ReactNode[] }[] } | { data: string }
  ),
) {
  if ("data" in props) {
    return (
      <figure className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
        <FigureCaption caption={props.caption} note={props.note} />
        {props.chart}
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Data: one point per instance, in the{" "}
          <a href="#per-instance" className="underline">
            per-instance table
          </a>{" "}
          ({props.data}).
        </p>
      </figure>
    );
  }
  const last = props.headers.length - 1;
  return (
    <figure className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
      <FigureCaption caption={props.caption} note={props.note} />
      {props.chart}
      <details className="text-xs">
        <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">Data table</summary>
        <table className="num mt-1">
          <thead>
            <tr>
              {props.headers.map((header, i) => (
                <th key={header} scope="col" className={i < last ? "pr-3 text-left" : "text-left"}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <td key={i} className={i < last ? "pr-3" : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function FigureCaption({ caption, note }: { caption: string; note?: string }) {
  return (
    <figcaption className="text-sm font-medium">
      {caption}
      {note !== undefined && <span className="font-normal text-zinc-500">{note}</span>}
    </figcaption>
  );
}
