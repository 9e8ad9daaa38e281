import type { ReactNode } from "react";
import { ScoreCdfChart, SectionsScoreChart, TestCountsChart } from "@/components/charts/lazy";
import { pct } from "@/lib/format";

interface Props {
  cdf: { score: number; share: number }[];
  sections: { slug: string; title: string; sections: number; score: number }[];
  sectionsRho: number | null;
  tests: { slug: string; title: string; reference: number; generated: number; score: number }[];
  testsRho: number | null;
}

const rho = (r: number | null) => (r == null ? "" : ` Spearman ρ = ${r.toFixed(2)}.`);

/** The paper's per-instance figures for one submission, each with its data as a table. */
export function SubmissionCharts({ cdf, sections, sectionsRho, tests, testsRho }: Props) {
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
          chart={<SectionsScoreChart points={sections} />}
          headers={["Instance", "Sections", "M (%)"]}
          rows={sections.map((p) => ({ key: p.slug, cells: [p.title, p.sections, pct(p.score)] }))}
        />
        <ChartFigure
          caption="Generated vs reference tests (Figure 8)."
          note={`${rho(testsRho)} Dashed: equal counts.`}
          chart={<TestCountsChart points={tests} />}
          headers={["Instance", "Reference", "Generated", "M (%)"]}
          rows={tests.map((p) => ({
            key: p.slug,
            cells: [p.title, p.reference, p.generated, pct(p.score)],
          }))}
        />
      </div>
    </section>
  );
}

/** One chart with its data as a table, the accessible alternative to the picture. */
function ChartFigure(props: {
  caption: string;
  note?: string;
  chart: ReactNode;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const last = props.headers.length - 1;
  return (
    <figure className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
      <figcaption className="text-sm font-medium">
        {props.caption}
        {props.note !== undefined && (
          <span className="font-normal text-zinc-500">{props.note}</span>
        )}
      </figcaption>
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
