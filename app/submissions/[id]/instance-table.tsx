import Link from "next/link";
import type { SubmissionInstanceRow } from "@/db/queries/types";
import { minutes, pct, usd } from "@/lib/format";

/** Per-instance results, server-rendered: no interaction needed, so no client JavaScript. */
export function InstanceTable({
  benchmark,
  instances,
}: {
  benchmark: string;
  instances: SubmissionInstanceRow[];
}) {
  return (
    <section aria-labelledby="per-instance">
      <h2 id="per-instance" className="mb-3 text-lg font-semibold">
        Per instance
      </h2>
      <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-sm" data-testid="instances">
          <thead className="bg-zinc-50 text-left text-xs text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-2 py-2">
                Instance
              </th>
              <th scope="col" className="px-2 py-2">
                Language
              </th>
              <th
                scope="col"
                className="px-2 py-2"
                title="Mutation score; strict (without timeouts) on hover"
              >
                M (%)
              </th>
              <th scope="col" className="px-2 py-2">
                V (%)
              </th>
              <th scope="col" className="px-2 py-2" title="valid / all generated tests">
                Tests valid / all
              </th>
              <th scope="col" className="px-2 py-2" title="invalid · flaky">
                Invalid · flaky
              </th>
              <th
                scope="col"
                className="px-2 py-2"
                title="killed (+timeouts) / mutants in the benchmark"
              >
                Mutants detected / all
              </th>
              <th scope="col" className="px-2 py-2">
                Reference tests
              </th>
              <th scope="col" className="px-2 py-2">
                Sections
              </th>
              <th scope="col" className="px-2 py-2">
                $
              </th>
              <th scope="col" className="px-2 py-2">
                Minutes
              </th>
            </tr>
          </thead>
          <tbody className="num">
            {instances.map((i) => (
              <tr key={i.slug} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="px-2 py-1.5">
                  <Link
                    href={`/benchmarks/${benchmark}/instances/${encodeURIComponent(i.slug)}`}
                    className="text-sky-700 hover:underline dark:text-sky-400"
                  >
                    {i.title}
                  </Link>
                  {i.submitted ? null : (
                    <span className="ml-2 text-xs text-amber-600">not submitted</span>
                  )}
                </td>
                <td className="px-2 py-1.5">{i.language ?? "–"}</td>
                <td
                  className="px-2 py-1.5 font-semibold"
                  title={`strict ${pct(i.mutationScoreStrict)}`}
                >
                  {pct(i.mutationScore)}
                </td>
                <td className="px-2 py-1.5">{pct(i.validityRate)}</td>
                <td className="px-2 py-1.5">
                  {i.tests.valid} / {i.tests.total}
                </td>
                <td className="px-2 py-1.5">
                  {i.tests.invalid} · {i.tests.flaky}
                </td>
                <td className="px-2 py-1.5">
                  {i.mutants.killed}
                  {i.mutants.timeout ? (
                    <span className="text-zinc-500"> (+{i.mutants.timeout} timeout)</span>
                  ) : null}{" "}
                  / {i.mutants.total}
                </td>
                <td className="px-2 py-1.5">{i.referenceTests}</td>
                <td className="px-2 py-1.5">{i.sectionCount}</td>
                <td className="px-2 py-1.5">{usd(i.costUsd)}</td>
                <td className="px-2 py-1.5">{minutes(i.durationSec)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
