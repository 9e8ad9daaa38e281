import Link from "next/link";
import { detected, MutantStatusBadge } from "@/components/mutant-status";
import { ReachBadge } from "@/components/reach-status";
import type { CoverageState, KillMatrix, MutantAnswer, TestRoleRow } from "@/db/queries/types";
import type { TrajectoryListItem } from "@/db/queries";
import { instanceHref, mutantPageHref, type InstanceKey } from "@/lib/benchmark-links";
import { describeUndetectedReach } from "@/lib/why-survived";
import { TestRoles, type TestSort } from "./test-roles";

/**
 * What the instance page leads with when a submission is chosen: that suite's result here, the
 * mutants it did not detect each linked to its diff, and a filter of the table to them.
 */
export function SuiteResult({
  label,
  submission,
  mutants,
  instance,
  undetectedOnly,
  coverage,
  testSort,
  trajectories,
}: {
  label: string;
  submission: number;
  mutants: KillMatrix["mutants"];
  instance: InstanceKey;
  undetectedOnly: boolean;
  coverage: {
    coverage: CoverageState;
    answers: Map<string, MutantAnswer>;
    roles: TestRoleRow[] | null;
  } | null;
  testSort: TestSort;
  /** The submission's trajectories of this instance (how its suite was written). */
  trajectories: TrajectoryListItem[];
}) {
  const found = mutants.filter((m) => detected(m.status)).length;
  const missed = mutants.filter((m) => !detected(m.status));
  const notReached = missed.filter((m) => coverage?.answers.get(m.slug)?.status === "notReached");
  const reachedMissed = missed.filter(
    (m) => coverage?.answers.get(m.slug)?.status === "reachedNotDetected",
  );
  return (
    <section
      aria-labelledby="suite-result"
      data-testid="suite-result"
      className="rounded border border-sky-300 bg-sky-50 p-3 text-sm dark:border-sky-800 dark:bg-sky-950"
    >
      <h2 id="suite-result" className="font-semibold">
        <Link href={`/submissions/${submission}`} className="underline">
          {label}
        </Link>{" "}
        on this instance
      </h2>
      {trajectories.length ? (
        <p className="mt-1" data-testid="instance-trajectories">
          How this suite was written:{" "}
          {trajectories.map((t, i) => (
            <span key={t.id}>
              {i > 0 ? ", " : ""}
              <Link href={`/submissions/${submission}/trajectories/${t.id}`} className="underline">
                {t.error ? "the trajectory (unreadable)" : `the trajectory, ${t.agentSteps} steps`}
              </Link>
              {t.executableStep !== null ? " · wrote an executable" : ""}
              {t.mutantsStep !== null ? " · made mutants" : ""}
              {t.integrityCount
                ? ` · ${t.integrityCount} review flag${t.integrityCount === 1 ? "" : "s"}`
                : ""}
            </span>
          ))}
        </p>
      ) : null}
      <p className="mt-1">
        Detected {found} of {mutants.length} mutants
        {missed.length ? `; ${missed.length} not detected:` : ": none survived."}
      </p>
      {coverage ? (
        <p className="mt-1" data-testid="suite-coverage">
          {coverage.coverage.kind === "measured"
            ? `Coverage (${coverage.coverage.tool}, ${coverage.coverage.granularity === "test" ? "per test" : "suite-wide"}): ${describeUndetectedReach(missed.length, notReached.length, reachedMissed.length)}`
            : `Coverage: ${coverage.coverage.reason}`}
        </p>
      ) : null}
      {missed.length ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {missed.map((m) => (
            <li key={m.slug} className="flex items-center gap-1">
              <Link
                href={mutantPageHref(instance, m.slug, { submission })}
                className="font-mono break-all"
                data-testid="undetected-mutant"
              >
                {m.slug}
              </Link>
              <MutantStatusBadge status={m.status} />
              {coverage?.answers.get(m.slug) ? (
                <ReachBadge status={coverage.answers.get(m.slug)!.status} besideStatus />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs">
        {undetectedOnly ? (
          <Link href={instanceHref(instance, { submission })} className="underline">
            Show every mutant in the table
          </Link>
        ) : missed.length ? (
          <Link
            href={instanceHref(instance, { submission, status: "undetected" })}
            className="underline"
          >
            Show only the mutants it did not detect in the table
          </Link>
        ) : null}{" "}
        Choose another submission under the kill matrix below.
      </p>
      {coverage ? (
        <TestRoles
          rows={coverage.roles}
          coverage={coverage.coverage}
          sort={testSort}
          instance={instance}
          params={{ submission, status: undetectedOnly ? "undetected" : null }}
        />
      ) : null}
    </section>
  );
}
