import Link from "next/link";
import { getCoverageSummary, getKillReasonSummary } from "@/db/queries";
import { instanceHref as instancePage, type BenchmarkKey } from "@/lib/benchmark-links";
import { pct } from "@/lib/format";

/**
 * Where the suite is blind and how its kills happened: the share of mutants no valid test
 * reached, M on the mutants it reached (Stryker's "score based on covered code"), per spec
 * section how many were not reached, and the kills counted by reason (assertion, error or
 * crash, timeout). Instances without coverage say why.
 */
export async function BlindSpots({
  submissionId,
  benchmark,
}: {
  submissionId: number;
  benchmark: BenchmarkKey;
}) {
  const [coverage, kills] = await Promise.all([
    getCoverageSummary(submissionId),
    getKillReasonSummary(submissionId),
  ]);
  const sections = coverage.sections
    .filter((s) => s.notReached > 0)
    .sort((a, b) => b.notReached - a.notReached || a.instance.localeCompare(b.instance));
  const without = coverage.instances.filter((i) => i.state.kind !== "measured");
  const killedMutants =
    kills.mutants.assertion +
    kills.mutants.errorOnly +
    kills.mutants.timeoutOnly +
    kills.mutants.unknown;
  const instanceHref = (slug: string) =>
    instancePage({ benchmark, instance: slug }, { submission: submissionId });
  return (
    <section aria-labelledby="blind-spots" className="space-y-2" data-testid="blind-spots">
      <h2 id="blind-spots" className="text-lg font-semibold">
        Reach and kill reasons
      </h2>
      {coverage.known > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
            <dt className="text-xs text-zinc-500">Mutants not reached</dt>
            <dd className="num text-xl font-semibold" data-metric="not-reached">
              {pct(coverage.notReached / coverage.known)}%
            </dd>
            <dd className="text-xs text-zinc-500">
              {coverage.notReached} of {coverage.known} with coverage: no valid test executed a line
              they change
            </dd>
          </div>
          <div className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
            <dt className="text-xs text-zinc-500">M on reached mutants</dt>
            <dd className="num text-xl font-semibold" data-metric="m-reached">
              {coverage.mutationScoreReached === null
                ? "–"
                : `${pct(coverage.mutationScoreReached)}%`}
            </dd>
            <dd className="text-xs text-zinc-500">
              {coverage.detectedReached} detected of {coverage.reached} reached (Stryker&apos;s
              score based on covered code)
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="no-coverage">
          No instance of this submission has coverage, so which mutants its tests reached is
          unknown.
        </p>
      )}
      {sections.length ? (
        <div>
          <h3 className="text-sm font-medium">
            Blind spots: spec sections with mutants no valid test reached
          </h3>
          <ul className="mt-1 text-sm" data-testid="sections-not-reached">
            {sections.map((s) => (
              <li key={`${s.instance}/${s.section}`}>
                <Link href={instanceHref(s.instance)} className="font-mono">
                  {s.instance}
                </Link>{" "}
                · {s.title}: {s.notReached} of {s.known} not reached
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {without.length ? (
        <ul className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="coverage-missing">
          {without.map((i) => (
            <li key={i.slug}>
              <span className="font-mono">{i.slug}</span>:{" "}
              {"reason" in i.state ? i.state.reason : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm" data-testid="kill-reasons">
        {killedMutants === 0
          ? "No mutant was killed, so there are no kill reasons to count."
          : `Kills by reason (mutant × killing test): ${kills.kills.assertion} by a failed assertion, ${kills.kills.error} by an error or crash, ${kills.kills.timeout} by a timeout. Of the ${killedMutants} killed mutants, ${kills.mutants.assertion} were caught by an assertion, ${kills.mutants.errorOnly} only by errors or crashes, ${kills.mutants.timeoutOnly} only by timeouts${kills.mutants.unknown ? `, ${kills.mutants.unknown} stored before reasons were kept` : ""}.`}
      </p>
    </section>
  );
}
