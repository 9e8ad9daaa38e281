import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTrajectory, getTrajectorySteps } from "@/db/queries";
import { instanceHref } from "@/lib/benchmark-links";
import { count, minutes, usd } from "@/lib/format";
import { parseSubmissionId } from "@/lib/submission-id";
import { OverviewStrip } from "./overview-strip";
import { StepList, type StepMark } from "./step-list";
import { SuiteFiles } from "./suite-files";
import { TrajectoryFilters } from "./trajectory-filters";
import { TrajectoryFindings } from "./trajectory-findings";
import { Pager } from "@/components/pager";
import { chunksOf, pageOf, stepMatches, stepsOfKinds, viewerHref, viewerQuery } from "./view";

type Params = Promise<{ id: string; tid: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: "Trajectory" };

/**
 * One trajectory of a submission, step by step (docs/trajectories.md, "The viewer"): a page of
 * steps at a time, searchable and filtered by class in the URL, with Table 3's findings and
 * the review flags marked at their steps and the steps that wrote the suite linked to its
 * files. A page unpacks only the chunks it shows, so a long session opens as fast as a short
 * one; a search reads them all.
 */
export default async function TrajectoryPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  await connection();
  const { id: rawId, tid } = await params;
  const submissionId = parseSubmissionId(rawId);
  const trajectoryId = parseSubmissionId(tid);
  const t =
    submissionId === null || trajectoryId === null
      ? null
      : await getTrajectory(submissionId, trajectoryId);
  if (!t) notFound();
  const query = viewerQuery.parse(await searchParams);
  const base = `/submissions/${t.submission.id}/trajectories/${t.id}`;
  const stepHref = (step: number) => viewerHref(base, { step }, `step-${step}`);

  const marks = new Map<number, StepMark[]>();
  const mark = (step: number, m: StepMark) => marks.set(step, [...(marks.get(step) ?? []), m]);
  if (t.executableStep !== null)
    mark(t.executableStep, { kind: "executable", why: t.executableWhy ?? "" });
  if (t.mutantsStep !== null) mark(t.mutantsStep, { kind: "mutants", why: t.mutantsWhy ?? "" });
  for (const f of t.integrity) mark(f.step, { kind: "review", why: f.why });
  const suiteWrites = new Map(t.suiteWrites.map((w) => [w.step, w.files]));
  const writers = new Map<string, number[]>();
  for (const w of t.suiteWrites)
    for (const f of w.files) writers.set(f, [...(writers.get(f) ?? []), w.step]);
  const markedSteps = new Set([...marks.keys(), ...suiteWrites.keys()]);

  let matching = stepsOfKinds(t.stepKinds, query.show, query.marked ? markedSteps : undefined);
  if (query.q) {
    // A search reads every chunk; a page without one reads only its own.
    const all = await getTrajectorySteps(t.id, chunksOf(matching, t.chunkSize));
    const hits = new Set(all.filter((s) => stepMatches(s, query.q!)).map((s) => s.index));
    matching = matching.filter((i) => hits.has(i));
  }
  const shown = pageOf(matching, query.page, query.step ?? query.open);
  const wanted = new Set(shown.indices);
  const steps = (await getTrajectorySteps(t.id, chunksOf(shown.indices, t.chunkSize))).filter((s) =>
    wanted.has(s.index),
  );
  const instanceLink = t.instance
    ? instanceHref(
        { benchmark: t.submission.benchmark, instance: t.instance },
        {
          submission: t.submission.id,
        },
      )
    : null;
  const filtered = query.q || query.show.length || query.marked;

  return (
    <div className="space-y-6">
      <div>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <Link href={`/submissions/${t.submission.id}#trajectories`} className="underline">
            ← {t.submission.model} · {t.submission.agent}
          </Link>
          {instanceLink ? (
            <Link href={instanceLink} className="underline">
              {t.instance} on {t.submission.benchmark.name}@{t.submission.benchmark.version}
            </Link>
          ) : null}
        </p>
        <h1 className="mt-2 text-2xl font-semibold break-words">
          How{" "}
          {t.instance ? <span className="font-mono">{t.instance}</span> : "the whole generation"}
          &apos;s suite was written
        </h1>
        <p className="mt-1 text-sm break-all text-zinc-600 dark:text-zinc-400">
          <span className="font-mono">{t.path}</span>
          {t.fileIndex > 0 ? ` (trajectory ${t.fileIndex + 1} of the file)` : ""} ·{" "}
          {t.format ?? "unreadable"}
          {t.agent ? ` · ${t.agent}` : ""}
          {t.model ? ` · ${t.model}` : ""}
        </p>
      </div>

      {t.error ? (
        <p
          className="rounded border border-red-300 bg-red-50 p-3 text-sm dark:bg-red-950"
          data-testid="trajectory-error"
        >
          This file could not be read, so the submission was scored without it:{" "}
          <code className="break-all">{t.error}</code>
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="trajectory-summary">
            <Figure
              label="Steps"
              value={count(t.agentSteps)}
              detail={`the agent's actions; ${count(t.stepCount)} records with messages and results`}
            />
            <Figure
              label="By class"
              value={t.byClass ? `${t.byClass.write} write` : "–"}
              detail={
                t.byClass
                  ? `${t.byClass.read} read · ${t.byClass.search} search · ${t.byClass.execute} execute · ${t.byClass.other} other`
                  : ""
              }
            />
            <Figure
              label="Time"
              value={duration(t.durationSec)}
              detail="first to last recorded time"
            />
            <Figure
              label="Cost"
              value={usd(t.costUsd)}
              detail={
                t.tokens
                  ? `${count(t.tokens.input ?? 0)} in · ${count(t.tokens.output ?? 0)} out tokens`
                  : "no tokens recorded"
              }
            />
          </dl>
          {t.warnings.length ? (
            <p className="text-xs text-zinc-500">Read with warnings: {t.warnings.join("; ")}</p>
          ) : null}
          <TrajectoryFindings t={t} stepHref={stepHref} />
          <section aria-labelledby="steps-heading" className="space-y-3">
            <h2 id="steps-heading" className="text-lg font-semibold">
              Steps
            </h2>
            <OverviewStrip kinds={t.stepKinds} hrefOf={stepHref} />
            <TrajectoryFilters base={base} query={query} />
            <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="step-count">
              {filtered
                ? `${count(matching.length)} of ${count(t.stepKinds.length)} steps match`
                : `${count(t.stepKinds.length)} steps`}
              {shown.pages > 1 ? ` · page ${shown.page} of ${shown.pages}` : ""}
            </p>
            <Pager
              label="Pages of steps"
              page={shown.page}
              pages={shown.pages}
              href={(p) => viewerHref(base, { ...query, step: undefined, page: p })}
            />
            <StepList
              steps={steps}
              marks={marks}
              suiteWrites={suiteWrites}
              open={query.open}
              openHref={(step) =>
                viewerHref(base, { ...query, page: undefined, step, open: step }, `step-${step}`)
              }
            />
            <Pager
              label="Pages of steps"
              page={shown.page}
              pages={shown.pages}
              href={(p) => viewerHref(base, { ...query, step: undefined, page: p })}
            />
          </section>
        </>
      )}
      <SuiteFiles files={t.suiteFiles} writers={writers} stepHref={stepHref} />
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="num text-lg font-semibold" data-figure={label}>
        {value}
      </dd>
      <dd className="text-xs text-zinc-500">{detail}</dd>
    </div>
  );
}

/** Seconds under two minutes, else minutes. */
function duration(seconds: number | null): string {
  if (seconds === null) return "–";
  return seconds < 120 ? `${seconds.toFixed(seconds < 10 ? 1 : 0)} s` : `${minutes(seconds)} min`;
}
