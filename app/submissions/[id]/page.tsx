import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FIGURE_INTERVALS } from "@/db/metric-registry";
import { getEntry, getSubmission, getSubmissionUncertainty, getVerification } from "@/db/queries";
import { OriginBadge, ReferenceSuiteBadge } from "@/components/origin-badge";
import { VerificationBadge } from "@/components/verification-badge";
import { generatedVsReference, scoreCdf, sectionsVsScore, spearman } from "@/lib/chart-data";
import { benchmarkRef, leaderboardHref } from "@/lib/benchmark-links";
import { withDisplayPrecision } from "@/lib/display-precision";
import { count, minutes, pct, pctInterval, usd } from "@/lib/format";
import { parseSubmissionId } from "@/lib/submission-id";
import { InstanceTable } from "./instance-table";
import { instanceTableRows } from "./instance-table-rows";
import { ConfirmationNote } from "./confirmation-note";
import { HedgeNote } from "./hedge-note";
import { Provenance } from "./provenance";
import { ReviewFlags } from "./review-flags";
import { ScoreHistory } from "./score-history";
import { SubmissionCharts } from "./submission-charts";
import { AwaitingRuns, VerificationPanel } from "./verification-panel";
import { BlindSpots } from "./blind-spots";
import { EntryPanel } from "./entry-panel";
import { TrajectoriesSection } from "./trajectories-section";

type Params = Promise<{ id: string }>;

/**
 * How long a shared cache in front (a CDN) may keep the HTML before asking again. This server
 * itself answers from its cache only while the data is unchanged, however old the entry.
 */
export const revalidate = 60;

/**
 * None at build time (the build has no database): each submission is rendered on its first
 * request and then served from Next's cache until the data changes (lib/page-cache/).
 */
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

async function load(params: Params) {
  const id = parseSubmissionId((await params).id);
  const submission = id == null ? null : await getSubmission(id);
  if (!submission) notFound();
  return submission;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = parseSubmissionId((await params).id);
  const s = id == null ? null : await getSubmission(id);
  return { title: s ? `${s.model} · ${s.agent}` : "Submission not found" };
}

export default async function SubmissionPage({ params }: { params: Params }) {
  const s = await load(params);
  const verification = getVerification(s.id, { includeHidden: true });
  // A suites-only submission has no figures of its own until the site's runs are done.
  if (verification?.kind === "suites-only" && verification.status !== "verified")
    return <AwaitingRuns submission={s} verification={verification} />;
  const uncertainty = await getSubmissionUncertainty(s.id);
  const entry = s.entryId === null ? null : await getEntry(s.id);
  const ci = uncertainty?.ci;
  const noInterval =
    s.origin === "reported"
      ? "no interval: the paper published no per-instance scores to resample"
      : "no interval stored yet (run tsb rescore)";
  const interval = (value: [number, number] | null | undefined) =>
    value ? `95% CI ${pctInterval(value)}` : noInterval;
  // A figure's card leads with its interval whenever the evaluator computes one for it
  // (the registry's FIGURE_INTERVALS), so an added interval shows without editing this page.
  const intervalDetail = (figure: string) =>
    figure in FIGURE_INTERVALS
      ? `${interval(ci?.[figure as keyof typeof FIGURE_INTERVALS])} · `
      : "";
  const summary = s.summary;
  const instances = s.instances;
  const sections = sectionsVsScore(instances);
  const tests = generatedVsReference(instances);
  // One array for the per-instance table and the two charts that plot its rows.
  const tableRows = instanceTableRows(instances);

  const metrics: { label: string; value: string; detail?: string }[] = [
    {
      label: "M",
      value: `${pct(s.mutationScore)}%`,
      detail: `${intervalDetail("mutationScore")}strict ${pct(s.mutationScoreStrict)} (${ci?.mutationScoreStrict ? pctInterval(ci.mutationScoreStrict) : "–"}) · pooled ${pct(s.mutationScorePooled)}`,
    },
    {
      label: "V",
      value: `${pct(s.validityRate)}%`,
      detail: `${intervalDetail("validityRate")}pooled ${pct(s.validityRatePooled)}`,
    },
    {
      label: "R",
      value: s.referencePassRate == null ? "–" : `${pct(s.referencePassRate)}%`,
      detail: `${intervalDetail("referencePassRate")}reference pass rate (code generation)`,
    },
    { label: "$ / instance", value: usd(s.costUsd) },
    { label: "Minutes / instance", value: minutes(s.durationSec) },
    { label: "Tests / instance", value: count(s.testsPerInstance) },
    {
      label: "Instances",
      value:
        s.instancesSubmitted == null ? "–" : `${s.instancesSubmitted} / ${s.instancesTotal ?? "–"}`,
      detail: "submitted / in the benchmark",
    },
  ];
  if (summary) {
    const m = summary.mutants;
    const t = summary.tests;
    metrics.push(
      {
        label: "Mutants",
        value: `${m.killed + m.timeout} / ${m.total}`,
        detail: `${m.killed} killed · ${m.timeout} timeout · ${m.survived} survived · ${m.noResult} no result`,
      },
      {
        label: "Tests",
        value: `${t.valid} / ${t.total}`,
        detail: `valid · ${t.invalid} invalid · ${t.skipped} skipped (never ran) · ${t.flaky} flaky`,
      },
    );
  }

  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm">
          <Link href={leaderboardHref(s.benchmark)} className="underline">
            ← {benchmarkRef(s.benchmark)} leaderboard
          </Link>
        </p>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-semibold">
          {s.model}
          {s.reasoningEffort ? (
            <span className="text-lg font-normal text-zinc-500">{s.reasoningEffort} effort</span>
          ) : null}
          <OriginBadge origin={s.origin} citation={s.citation} />
          {s.kind === "reference" ? <ReferenceSuiteBadge /> : null}
          {verification ? (
            <VerificationBadge
              status={verification.status}
              runsDone={verification.runsDone}
              runsTotal={verification.runsTotal}
              paused={verification.paused !== null}
            />
          ) : null}
        </h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {s.agent} · {s.setting} · {benchmarkRef(s.benchmark)}
          {uncertainty?.revision != null ? ` rev ${uncertainty.revision}` : ""}
        </p>
        {s.kind === "reference" ? (
          <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
            The benchmark&apos;s own reference suite, run as a submission: the ceiling agents&apos;
            suites are compared against. It is not ranked and not counted in instance means,
            &quot;killed by&quot; shares or overlaps.
          </p>
        ) : null}
      </div>

      <section aria-labelledby="summary">
        <h2 id="summary" className="mb-3 text-lg font-semibold">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {metrics.map((m) => (
            <div key={m.label} className="rounded border border-zinc-200 p-3 dark:border-zinc-800">
              <dt className="text-xs text-zinc-500">{m.label}</dt>
              <dd className="num text-xl font-semibold" data-metric={m.label}>
                {m.value}
              </dd>
              {m.detail ? <dd className="text-xs text-zinc-500">{m.detail}</dd> : null}
            </div>
          ))}
        </dl>
      </section>

      {entry ? <EntryPanel entry={entry} trialId={s.id} /> : null}

      {verification ? (
        <VerificationPanel id={s.id} benchmark={s.benchmark} verification={verification} />
      ) : null}

      <ConfirmationNote instances={s.instances} />
      <HedgeNote instances={s.instances} />
      <ReviewFlags submissionId={s.id} />
      <Provenance submission={s} />

      {uncertainty ? (
        <ScoreHistory benchmark={benchmarkRef(s.benchmark)} uncertainty={uncertainty} />
      ) : null}

      {instances.length ? (
        <>
          <SubmissionCharts
            cdf={scoreCdf(instances).map((step) => withDisplayPrecision(step))}
            instances={tableRows}
            sectionsRho={spearman(
              sections.map((p) => p.sections),
              sections.map((p) => p.score),
            )}
            testsRho={spearman(
              tests.map((p) => p.reference),
              tests.map((p) => p.generated),
            )}
          />
          <InstanceTable benchmark={s.benchmark} submission={s.id} instances={tableRows} />
          <BlindSpots submissionId={s.id} benchmark={s.benchmark} />
          <TrajectoriesSection submission={s} />
        </>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {s.origin === "reported"
            ? "The paper reports only aggregate figures for this row, so there are no per-instance results to show."
            : "This submission has no per-instance results."}
        </p>
      )}
      {instances.length ? null : <TrajectoriesSection submission={s} />}
    </div>
  );
}
