import Link from "next/link";
import { InlineMarkdown } from "@/components/markdown";
import { detected, MutantStatusBadge } from "@/components/mutant-status";
import { ReachBadge } from "@/components/reach-status";
import type { InstanceDetailView, MutantAnswer, MutantSubmissionResult } from "@/db/queries/types";
import { describeKillReasons } from "@/lib/why-survived";
import { instanceHref, mutantPageHref, type InstanceKey } from "@/lib/benchmark-links";
import { pct } from "@/lib/format";

/**
 * Every mutant of the instance with the share of agents' suites that detect it, the benchmark's
 * reference suite's status where it was run, and, when a submission is chosen, that suite's
 * status on it; in spec order or hardest first (lowest share
 * first), optionally only the chosen suite's undetected ones. Server-rendered: ordering and
 * filtering are links, no client code.
 */
export function MutantTable({
  mutants,
  sections,
  order,
  instance,
  submission,
  statuses,
  answers = null,
  undetectedOnly,
}: {
  mutants: InstanceDetailView["mutants"];
  sections: InstanceDetailView["sections"];
  order: "spec" | "hardest";
  instance: InstanceKey;
  submission: number | null;
  /** The chosen submission's status per mutant slug. */
  statuses: Map<string, MutantSubmissionResult["status"]> | null;
  /** The chosen submission's reach and kill reasons per mutant slug. */
  answers?: Map<string, MutantAnswer> | null;
  undetectedOnly: boolean;
}) {
  const titles = new Map(sections.map((s) => [s.slug, s.title]));
  const hasReference = mutants.some((m) => m.referenceStatus !== null);
  const sorted =
    order === "hardest"
      ? [...mutants].sort(
          (a, b) => (a.killRate ?? 2) - (b.killRate ?? 2) || a.position - b.position,
        )
      : mutants;
  const rows =
    undetectedOnly && statuses
      ? sorted.filter((m) => {
          const status = statuses.get(m.slug);
          return status !== undefined && !detected(status);
        })
      : sorted;
  const link = (o: string) =>
    instanceHref(instance, {
      submission,
      order: o === "spec" ? null : o,
      status: undetectedOnly ? "undetected" : null,
    });
  return (
    <section aria-labelledby="mutants" className="space-y-2">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="mutants" className="text-lg font-semibold">
          Mutants
        </h2>
        <nav aria-label="Mutant order" className="flex gap-2 text-sm">
          {(["spec", "hardest"] as const).map((o) => (
            <Link
              key={o}
              href={link(o)}
              aria-current={o === order ? "true" : undefined}
              className={`rounded border px-2 py-0.5 no-underline ${o === order ? "border-sky-600 bg-sky-50 dark:bg-sky-950" : "border-zinc-300 dark:border-zinc-700"}`}
            >
              {o === "spec" ? "Spec order" : "Hardest first"}
            </Link>
          ))}
        </nav>
      </div>
      {undetectedOnly && statuses ? (
        <p className="text-sm" data-testid="mutant-filter">
          Only the {rows.length} mutant{rows.length === 1 ? "" : "s"} the chosen suite did not
          detect.{" "}
          <Link
            href={instanceHref(instance, { submission, order: order === "spec" ? null : order })}
          >
            Show all {mutants.length}
          </Link>
        </p>
      ) : null}
      <div className="max-h-[32rem] overflow-auto rounded border border-zinc-200 dark:border-zinc-800">
        <table className="data-table" data-testid="mutant-table">
          <thead>
            <tr>
              <th scope="col">Mutant</th>
              <th scope="col">Section</th>
              {statuses ? (
                <th scope="col" title="The chosen submission's status on this mutant">
                  This suite
                </th>
              ) : null}
              {answers ? (
                <th
                  scope="col"
                  title="Whether the chosen suite's tests reached the changed lines, and how its kills happened"
                >
                  Reached / how killed
                </th>
              ) : null}
              <th
                scope="col"
                title="Share of agents' suites whose valid tests detect it (killed or timeout); the benchmark's reference suite is not counted"
              >
                Killed by
              </th>
              {hasReference ? (
                <th
                  scope="col"
                  title="The benchmark's own reference suite on this mutant: the ceiling to compare against"
                >
                  Reference suite
                </th>
              ) : null}
              <th scope="col">Description</th>
              <th scope="col">Target test</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.slug} data-mutant={m.slug}>
                <td>
                  <Link
                    href={mutantPageHref(instance, m.slug, { submission })}
                    className="font-mono"
                  >
                    {m.slug}
                  </Link>
                  {m.ignored ? (
                    <span
                      className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200"
                      title={`Ignored since ${m.ignored.date}: ${m.ignored.reason}`}
                    >
                      ignored
                    </span>
                  ) : null}
                </td>
                <td>{titles.get(m.sectionSlug) ?? m.sectionSlug}</td>
                {statuses ? (
                  <td data-column="suite-status">
                    {statuses.has(m.slug) ? (
                      <MutantStatusBadge status={statuses.get(m.slug)!} />
                    ) : (
                      "–"
                    )}
                  </td>
                ) : null}
                {answers ? (
                  <td data-column="suite-reach" className="text-xs">
                    {answers.get(m.slug) ? (
                      <>
                        <ReachBadge status={answers.get(m.slug)!.status} />{" "}
                        {describeKillReasons(answers.get(m.slug)!.killReasons)}
                      </>
                    ) : (
                      "–"
                    )}
                  </td>
                ) : null}
                <td title={`${m.killedBy} of ${m.submissions} agents' suites`}>
                  {m.killRate == null
                    ? "–"
                    : `${pct(m.killRate, 0)}% (${m.killedBy}/${m.submissions})`}
                </td>
                {hasReference ? (
                  <td data-column="reference-status">
                    {m.referenceStatus ? <MutantStatusBadge status={m.referenceStatus} /> : "–"}
                  </td>
                ) : null}
                <td className="min-w-80 !whitespace-normal">
                  <InlineMarkdown source={m.description} />
                  {m.ignored ? (
                    <span className="block text-xs text-amber-800 dark:text-amber-300">
                      Not counted in M since {m.ignored.date}: {m.ignored.reason}
                    </span>
                  ) : null}
                </td>
                <td className="font-mono text-xs">{m.targetTest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
