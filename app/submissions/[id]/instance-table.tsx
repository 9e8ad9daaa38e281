"use client";

import Link from "next/link";
import { instanceHref as instancePage, type BenchmarkKey } from "@/lib/benchmark-links";
import { minutes, pct, usd } from "@/lib/format";
import type { InstanceTableRow } from "./instance-table-rows";

/**
 * Per-instance results. A client component although nothing here is interactive: the page is
 * cached and sent whole, and a server component's table travels twice, as HTML and again as
 * React's element tree for hydration (about 740 bytes a row). As a client component the second
 * copy is just each row's figures (`instanceTableRows`), a third of that.
 */
export function InstanceTable({
  benchmark,
  submission,
  instances,
}: {
  benchmark: BenchmarkKey;
  /** This submission: instance links open on its result. */
  submission: number;
  instances: InstanceTableRow[];
}) {
  const instanceHref = (slug: string, status?: "undetected") =>
    instancePage({ benchmark, instance: slug }, { submission, status });
  return (
    <section aria-labelledby="per-instance">
      <h2 id="per-instance" className="mb-3 text-lg font-semibold">
        Per instance
      </h2>
      <div className="overflow-x-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="data-table" data-testid="instances">
          <thead>
            <tr>
              <th scope="col" className="min-w-48">
                Instance
              </th>
              <th scope="col">Language</th>
              <th
                scope="col"

                title="Mutation score; strict (without timeouts) on hover"
              >
                M (%)
              </th>
              <th scope="col">V (%)</th>
              <th scope="col" title="valid / all generated tests">
                Tests valid / all
              </th>
              <th
                scope="col"
                title="invalid (failed in every reference run) · skipped (skipped in every reference run: never ran, not valid) · flaky"
              >
                Invalid · skipped · flaky
              </th>
              <th
                scope="col"

                title="killed (+timeouts) / mutants in the benchmark"
              >
                Mutants detected / all
              </th>
              <th scope="col">Reference tests</th>
              <th scope="col">Sections</th>
              <th scope="col">$</th>
              <th scope="col">Minutes</th>
            </tr>
          </thead>
          <tbody>
            {instances.map((i) => (
              <tr key={i.slug}>
                {/* The one cell that wraps: instance titles are sentences, and kept on one line
                    they pushed the last columns past the right edge at 1280 px. */}
                <td className="max-w-80 min-w-48 whitespace-normal!">
                  <Link href={instanceHref(i.slug)}>{i.title}</Link>
                  {i.submitted ? null : (
                    <span className="ml-2 text-xs text-amber-600">not submitted</span>
                  )}
                </td>
                <td>{i.language ?? "–"}</td>
                <td className="font-semibold" title={`strict ${pct(i.mutationScoreStrict)}`}>
                  {pct(i.mutationScore)}
                </td>
                <td>{pct(i.validityRate)}</td>
                <td>
                  {i.tests.valid} / {i.tests.total}
                </td>
                <td>
                  {i.tests.invalid} · {i.tests.skipped} · {i.tests.flaky}
                </td>
                <td>
                  {i.mutants.killed}
                  {i.mutants.timeout ? (
                    <span className="text-zinc-500"> (+{i.mutants.timeout} timeout)</span>
                  ) : null}{" "}
                  / {i.mutants.total}
                  {i.submitted && i.mutants.total > i.mutants.killed + i.mutants.timeout ? (
                    <>
                      {" · "}
                      <Link
                        href={instanceHref(i.slug, "undetected")}
                        data-testid="survivors-link"
                        title="The mutants this suite did not detect, each linked to its diff and why it survived"
                      >
                        {i.mutants.total - i.mutants.killed - i.mutants.timeout} not detected →
                      </Link>
                    </>
                  ) : null}
                </td>
                <td>{i.referenceTests}</td>
                <td>{i.sectionCount}</td>
                <td>{usd(i.costUsd)}</td>
                <td>{minutes(i.durationSec)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
