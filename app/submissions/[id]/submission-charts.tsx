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
        <figure className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
          <figcaption className="text-sm font-medium">
            Distribution of M per instance (Figure 10)
          </figcaption>
          <ScoreCdfChart steps={cdf} />
          <details className="text-xs">
            <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">
              Data table
            </summary>
            <table className="num mt-1">
              <thead>
                <tr>
                  <th scope="col" className="pr-3 text-left">
                    M ≤
                  </th>
                  <th scope="col" className="text-left">
                    Share of instances
                  </th>
                </tr>
              </thead>
              <tbody>
                {cdf.map((s) => (
                  <tr key={s.score}>
                    <td className="pr-3">{pct(s.score)}%</td>
                    <td>{pct(s.share)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
        <figure className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
          <figcaption className="text-sm font-medium">
            Spec sections vs M (Figure 9).
            <span className="font-normal text-zinc-500">{rho(sectionsRho)}</span>
          </figcaption>
          <SectionsScoreChart points={sections} />
          <details className="text-xs">
            <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">
              Data table
            </summary>
            <table className="num mt-1">
              <thead>
                <tr>
                  <th scope="col" className="pr-3 text-left">
                    Instance
                  </th>
                  <th scope="col" className="pr-3 text-left">
                    Sections
                  </th>
                  <th scope="col" className="text-left">
                    M (%)
                  </th>
                </tr>
              </thead>
              <tbody>
                {sections.map((p) => (
                  <tr key={p.slug}>
                    <td className="pr-3">{p.title}</td>
                    <td className="pr-3">{p.sections}</td>
                    <td>{pct(p.score)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
        <figure className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
          <figcaption className="text-sm font-medium">
            Generated vs reference tests (Figure 8).
            <span className="font-normal text-zinc-500">{rho(testsRho)} Dashed: equal counts.</span>
          </figcaption>
          <TestCountsChart points={tests} />
          <details className="text-xs">
            <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">
              Data table
            </summary>
            <table className="num mt-1">
              <thead>
                <tr>
                  <th scope="col" className="pr-3 text-left">
                    Instance
                  </th>
                  <th scope="col" className="pr-3 text-left">
                    Reference
                  </th>
                  <th scope="col" className="pr-3 text-left">
                    Generated
                  </th>
                  <th scope="col" className="text-left">
                    M (%)
                  </th>
                </tr>
              </thead>
              <tbody>
                {tests.map((p) => (
                  <tr key={p.slug}>
                    <td className="pr-3">{p.title}</td>
                    <td className="pr-3">{p.reference}</td>
                    <td className="pr-3">{p.generated}</td>
                    <td>{pct(p.score)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      </div>
    </section>
  );
}
