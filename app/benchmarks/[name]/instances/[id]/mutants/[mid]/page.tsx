import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { detected, MutantStatusBadge } from "@/components/mutant-status";
import { getMutant, locateSubmission, resolveBenchmark } from "@/db/queries";
import {
  benchmarkRef,
  instanceHref,
  mutantPageHref,
  type InstanceKey,
} from "@/lib/benchmark-links";
import { changedLines, commandLineOptions } from "@/lib/related-tests";
import { submissionLabels } from "@/lib/submission-label";
import { highlight, languageOfPath } from "@/lib/highlight";
import { InlineMarkdown, MarkdownText } from "@/components/markdown";
import { matchedRanges, matchRequirement } from "./requirement-match";
import { ElsewhereNote } from "../../elsewhere-note";
import { SubmissionResult } from "./submission-result";
import { WhyLines } from "./why-lines";

type Params = Promise<{ name: string; id: string; mid: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const viewSchema = z.object({
  submission: z.coerce.number().int().positive().optional().catch(undefined),
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, mid } = await params;
  return { title: `${decodeURIComponent(mid)} · ${decodeURIComponent(id)}` };
}

/**
 * One mutant: its diff across the page, the spec section it breaks beside the reference test
 * aimed at it, then one block per submission: how it was killed, or why it survived.
 * `?submission=<id>` (what drill-down links carry) puts that suite's result first and keeps it
 * on the links to the previous and next mutants; a submission not shown here (another version's,
 * or one that did not run the instance) is named in a note.
 */
export default async function MutantPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  await connection();
  const { name: rawName, id: rawId, mid: rawMid } = await params;
  const { submission } = viewSchema.parse({ submission: (await searchParams).submission });
  const benchmark = await resolveBenchmark(decodeURIComponent(rawName));
  if (!benchmark) notFound();
  const key: InstanceKey = { benchmark, instance: decodeURIComponent(rawId) };
  const view = await getMutant(key, decodeURIComponent(rawMid));
  if (!view) notFound();
  const { mutant, section, referenceTest } = view;
  const [diffHtml, referenceHtml] = await Promise.all([
    mutant.patch ? highlight(mutant.patch, "diff") : null,
    referenceTest?.source
      ? highlight(referenceTest.source, languageOfPath(referenceTest.file))
      : null,
  ]);
  const specText = section?.body?.trim() ?? "";
  const segments = specText ? matchRequirement(specText, mutant.description) : [];
  // What "related" is measured against: the requirement sentences found in the section (the
  // whole section when none matched), the mutant's description, the target test's source and
  // the lines the diff changes; and, weighed first, the command-line options the section, the
  // target test and the changed lines name (the mutant of `-m` is found by tests that run `-m`).
  const matched = segments.filter((seg) => seg.match).map((seg) => seg.text);
  const changed = mutant.patch ? changedLines(mutant.patch) : "";
  const requirement = [
    ...(matched.length ? matched : [section?.title, section?.body]),
    mutant.description,
    referenceTest?.source,
    changed,
  ]
    .filter(Boolean)
    .join("\n");
  const keyOptions = commandLineOptions(
    [section?.body, referenceTest?.source, changed].filter(Boolean).join("\n"),
  );
  // "Detected by" counts agents' suites; the benchmark's reference suite is listed, labelled.
  const agents = view.results.filter((r) => r.kind === "agent");
  const killed = agents.filter((r) => detected(r.status));
  const reference = view.results.find((r) => r.kind === "reference") ?? null;
  const chosen = view.results.find((r) => r.submissionId === submission) ?? null;
  const carried = chosen?.submissionId ?? null;
  const elsewhere =
    submission !== undefined && carried === null
      ? {
          requested: submission,
          where: await locateSubmission(submission, key.instance, mutant.slug),
        }
      : null;
  const results = chosen ? [chosen, ...view.results.filter((r) => r !== chosen)] : view.results;
  // Several rows may share a model ("Claude (version not recorded)"): each is named apart.
  const labels = new Map(
    submissionLabels(view.results.map((r) => ({ ...r, id: r.submissionId }))).map((l, i) => [
      view.results[i]!.submissionId,
      l.text,
    ]),
  );

  return (
    <div className="space-y-6">
      <div>
        <nav aria-label="Mutants" className="flex flex-wrap items-center gap-3 text-sm">
          <Link href={instanceHref(key, { submission: carried })} className="underline">
            ← {view.instance.title} ({benchmarkRef(benchmark)})
          </Link>
          <span className="ml-auto flex gap-3">
            {view.prev ? (
              <Link
                href={mutantPageHref(key, view.prev, { submission: carried })}
                rel="prev"
                className="underline"
              >
                ← previous mutant
              </Link>
            ) : (
              <span className="text-zinc-400">← previous mutant</span>
            )}
            {view.next ? (
              <Link
                href={mutantPageHref(key, view.next, { submission: carried })}
                rel="next"
                className="underline"
              >
                next mutant →
              </Link>
            ) : (
              <span className="text-zinc-400">next mutant →</span>
            )}
          </span>
        </nav>
        <h1 className="mt-2 text-2xl font-semibold">
          Mutant <span className="font-mono">{mutant.slug}</span>
        </h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          of <span className="font-mono">{key.instance}</span> in{" "}
          <span data-testid="benchmark-version">{benchmarkRef(benchmark)}</span>
        </p>
        {elsewhere ? (
          <div className="mt-2">
            <ElsewhereNote {...elsewhere} page={key} mutant={mutant.slug} />
          </div>
        ) : null}
        <WhyLines results={results} labels={labels} changed={mutant.changedLines} />
        <p className="mt-1 max-w-4xl text-zinc-700 dark:text-zinc-300">
          <InlineMarkdown source={mutant.description} />
        </p>
        {mutant.ignored ? (
          <p
            role="note"
            className="mt-2 max-w-4xl rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
          >
            Ignored by the benchmark&apos;s current revision since {mutant.ignored.date}:{" "}
            {mutant.ignored.reason}. It is left out of every submission&apos;s M (numerator and
            denominator); the results below are kept for the record.
          </p>
        ) : null}
        {chosen ? (
          <p
            className="mt-2 flex flex-wrap items-center gap-2 rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm dark:border-sky-800 dark:bg-sky-950"
            data-testid="chosen-status"
          >
            <Link href={`/submissions/${chosen.submissionId}`} className="font-medium underline">
              {labels.get(chosen.submissionId) ?? chosen.model}
            </Link>
            <span className="text-zinc-600 dark:text-zinc-400">
              {chosen.agent} · {chosen.setting}
            </span>
            <MutantStatusBadge status={chosen.status} />
            <span>
              {detected(chosen.status)
                ? `${chosen.killing.length} valid test${chosen.killing.length === 1 ? "" : "s"} failed on it.`
                : `no valid test failed; ${chosen.validTestsRan} ran.`}{" "}
              <a href={`#result-${chosen.submissionId}`} className="underline">
                {detected(chosen.status) ? "Its killing tests" : "Why it survived"}
              </a>
            </span>
          </p>
        ) : null}
        <p className="mt-1 text-sm text-zinc-500">
          Detected by {killed.length} of {agents.length} agent suite
          {agents.length === 1 ? "" : "s"} that ran the instance
          {reference ? (
            <>
              ; the benchmark&apos;s reference suite:{" "}
              <MutantStatusBadge status={reference.status} /> (not counted)
            </>
          ) : null}
          .
        </p>
      </div>

      <section
        aria-labelledby="diff"
        className="min-w-0 rounded border border-zinc-200 p-3 dark:border-zinc-800"
      >
        <h2 id="diff" className="text-sm font-semibold">
          The mutant&apos;s diff against the reference
        </h2>
        {diffHtml ? (
          // Shiki's server-side HTML of the escaped patch: the one HTML inserted as is. Across
          // the page, with long lines wrapped, so every changed line is read whole.
          <div
            className="code code-wrap mt-2"
            data-testid="mutant-diff"
            dangerouslySetInnerHTML={{ __html: diffHtml }}
          />
        ) : (
          <p className="mt-2 text-sm text-zinc-500">
            The benchmark carries no patch for this mutant.
          </p>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="section"
          className="min-w-0 rounded border border-zinc-200 p-3 dark:border-zinc-800"
        >
          <h2 id="section" className="text-sm font-semibold">
            Spec section: {section?.title ?? mutant.sectionSlug}
          </h2>
          {specText ? (
            <MarkdownText
              source={specText}
              marks={matchedRanges(segments)}
              className="mt-2 text-sm text-zinc-700 dark:text-zinc-300"
              testId="spec-section"
            />
          ) : (
            <p className="mt-2 text-sm text-zinc-500" data-testid="spec-section">
              (the benchmark has no text for this section)
            </p>
          )}
          {segments.some((s) => s.match) ? (
            <p className="mt-2 text-xs text-zinc-500">
              Highlighted: the sentence that shares most words with the mutant&apos;s description.
            </p>
          ) : null}
        </section>
        <section
          aria-labelledby="target"
          className="min-w-0 rounded border border-zinc-200 p-3 dark:border-zinc-800"
        >
          <h2 id="target" className="text-sm font-semibold">
            Reference target test
          </h2>
          <p className="mt-1 font-mono text-xs break-all">
            {referenceTest?.testId ?? mutant.targetTest}
          </p>
          {referenceTest?.file ? (
            <p className="text-xs text-zinc-500">{referenceTest.file}</p>
          ) : null}
          {referenceHtml ? (
            <div
              className="code mt-2"
              data-testid="target-test"
              dangerouslySetInnerHTML={{ __html: referenceHtml }}
            />
          ) : (
            <p className="mt-2 text-sm text-zinc-500">No source for this test in the benchmark.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="submissions" className="space-y-3">
        <h2 id="submissions" className="text-lg font-semibold">
          Per submission
        </h2>
        {view.results.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No scored submission ran this instance yet.
          </p>
        ) : (
          results.map((r) => (
            <SubmissionResult
              key={r.submissionId}
              result={r}
              label={labels.get(r.submissionId) ?? r.model}
              requirement={requirement}
              chosen={r === chosen}
              keyOptions={keyOptions}
              changed={mutant.changedLines}
            />
          ))
        )}
      </section>
    </div>
  );
}
