import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getMutant } from "@/db/queries";
import { highlight, languageOfPath } from "@/lib/highlight";
import { matchRequirement } from "@/lib/requirement-match";
import { reflowMarkdown } from "@/lib/spec-text";
import { SubmissionResult } from "./submission-result";

type Params = Promise<{ name: string; id: string; mid: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, mid } = await params;
  return { title: `${decodeURIComponent(mid)} · ${decodeURIComponent(id)}` };
}

/**
 * One mutant side by side with the spec section it breaks and the reference test aimed at it,
 * then one row per submission: how it was killed, or why it survived.
 */
export default async function MutantPage({ params }: { params: Params }) {
  await connection();
  const { name: rawName, id: rawId, mid: rawMid } = await params;
  const name = decodeURIComponent(rawName);
  const slug = decodeURIComponent(rawId);
  const view = await getMutant(name, slug, decodeURIComponent(rawMid));
  if (!view) notFound();
  const { mutant, section, referenceTest } = view;
  const base = `/benchmarks/${encodeURIComponent(name)}/instances/${encodeURIComponent(slug)}`;
  const [diffHtml, referenceHtml] = await Promise.all([
    mutant.patch ? highlight(mutant.patch, "diff") : null,
    referenceTest?.source
      ? highlight(referenceTest.source, languageOfPath(referenceTest.file))
      : null,
  ]);
  const segments = section?.body
    ? matchRequirement(reflowMarkdown(section.body), mutant.description)
    : [];
  // What "related" is measured against: the requirement sentences found in the section (the
  // whole section when none matched), the mutant's description and the target test's source.
  const matched = segments.filter((seg) => seg.match).map((seg) => seg.text);
  const requirement = [
    ...(matched.length ? matched : [section?.title, section?.body]),
    mutant.description,
    referenceTest?.source,
  ]
    .filter(Boolean)
    .join("\n");
  const killed = view.results.filter((r) => r.status === "killed" || r.status === "timeout");

  return (
    <div className="space-y-6">
      <div>
        <nav aria-label="Mutants" className="flex flex-wrap items-center gap-3 text-sm">
          <Link href={base} className="underline">
            ← {view.instance.title}
          </Link>
          <span className="ml-auto flex gap-3">
            {view.prev ? (
              <Link
                href={`${base}/mutants/${encodeURIComponent(view.prev)}`}
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
                href={`${base}/mutants/${encodeURIComponent(view.next)}`}
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
        <p className="mt-1 max-w-4xl text-zinc-700 dark:text-zinc-300">{mutant.description}</p>
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
        <p className="mt-1 text-sm text-zinc-500">
          Detected by {killed.length} of {view.results.length} submissions that ran the instance.
        </p>
      </div>

      <div className="grid gap-4 xl:grid-cols-3">
        <section
          aria-labelledby="section"
          className="min-w-0 rounded border border-zinc-200 p-3 dark:border-zinc-800"
        >
          <h2 id="section" className="text-sm font-semibold">
            Spec section: {section?.title ?? mutant.sectionSlug}
          </h2>
          <div
            className="mt-2 text-sm whitespace-pre-wrap text-zinc-700 dark:text-zinc-300"
            data-testid="spec-section"
          >
            {segments.length
              ? segments.map((s, i) =>
                  s.match ? (
                    <mark
                      key={i}
                      className="rounded bg-amber-100 px-0.5 text-zinc-900 dark:bg-amber-900/60 dark:text-zinc-100"
                    >
                      {s.text}
                    </mark>
                  ) : (
                    <span key={i}>{s.text}</span>
                  ),
                )
              : "(the benchmark has no text for this section)"}
          </div>
          {segments.some((s) => s.match) ? (
            <p className="mt-2 text-xs text-zinc-500">
              Highlighted: the sentence that shares most words with the mutant&apos;s description.
            </p>
          ) : null}
        </section>
        <section
          aria-labelledby="diff"
          className="min-w-0 rounded border border-zinc-200 p-3 dark:border-zinc-800"
        >
          <h2 id="diff" className="text-sm font-semibold">
            The mutant&apos;s diff against the reference
          </h2>
          {diffHtml ? (
            // Shiki's server-side HTML of the escaped patch: the one HTML inserted as is.
            <div
              className="code mt-2"
              data-testid="mutant-diff"
              dangerouslySetInnerHTML={{ __html: diffHtml }}
            />
          ) : (
            <p className="mt-2 text-sm text-zinc-500">
              The benchmark carries no patch for this mutant.
            </p>
          )}
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
          view.results.map((r) => (
            <SubmissionResult key={r.submissionId} result={r} requirement={requirement} />
          ))
        )}
      </section>
    </div>
  );
}
