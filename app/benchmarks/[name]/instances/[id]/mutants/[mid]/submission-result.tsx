import Link from "next/link";
import { ReferenceSuiteBadge } from "@/components/origin-badge";
import { MutantStatusBadge } from "@/components/mutant-status";
import { KillReasonBadge, ReachBadge } from "@/components/reach-status";
import type { MutantSubmissionResult } from "@/db/queries/types";
import type { ChangedLines } from "@/evaluator/coverage/types";
import { relatedBasis, relatedTests, testSource } from "@/lib/related-tests";
import { ReachingTests } from "./reaching-tests";

/** Every string here comes from a bundle (test ids, messages, sources): rendered as text only. */
function Source({ source, label }: { source: string | null; label: string }) {
  if (!source) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs text-zinc-500">{label}</summary>
      <pre className="mt-1 max-h-72 overflow-auto rounded bg-zinc-50 p-2 text-xs dark:bg-zinc-900">
        {source}
      </pre>
    </details>
  );
}

function Message({ label, text }: { label: string; text: string | null }) {
  return (
    <div className="min-w-0">
      <div className="text-xs text-zinc-500">{label}</div>
      <pre className="max-h-40 overflow-auto rounded bg-zinc-50 p-2 text-xs whitespace-pre-wrap dark:bg-zinc-900">
        {text ?? "(no message)"}
      </pre>
    </div>
  );
}

/** One submission's outcome on the mutant: its killing tests, or why it survived. */
export function SubmissionResult({
  result,
  label,
  requirement,
  chosen = false,
  keyOptions = [],
  changed = [],
}: {
  result: MutantSubmissionResult;
  /** Its name among the submissions on the page, told apart (lib/submission-label). */
  label: string;
  /** The reference lines the mutant changes, named where coverage says who ran them. */
  changed?: readonly ChangedLines[];
  requirement: string;
  /** The submission the user came from: marked, and shown first by the page. */
  chosen?: boolean;
  /** Command-line options the mutant's section, target test and diff name: weighed first. */
  keyOptions?: readonly string[];
}) {
  const files = new Map(result.tests.map((t) => [t.testId, t]));
  const sourceOf = (testId: string) => {
    const test = files.get(testId);
    return test ? testSource(result, test) : null;
  };
  const detected = result.status === "killed" || result.status === "timeout";
  const covering = result.answer.covering;
  const reached = covering ? new Set(covering.map((c) => c.testId)) : null;
  const related = detected ? [] : relatedTests(result, requirement, keyOptions, 5, reached);
  const hasSuite = result.suiteFiles.length > 0;

  return (
    <article
      id={`result-${result.submissionId}`}
      className={`scroll-mt-4 rounded border p-3 ${chosen ? "border-sky-400 dark:border-sky-700" : "border-zinc-200 dark:border-zinc-800"}`}
      data-testid="submission-result"
      data-chosen={chosen ? "true" : undefined}
      data-submission={result.submissionId}
      data-status={result.status}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Link href={`/submissions/${result.submissionId}`} className="font-medium underline">
          {label}
        </Link>
        <span className="text-sm text-zinc-500">
          {result.agent} · {result.setting}
        </span>
        {result.kind === "reference" ? <ReferenceSuiteBadge /> : null}
        <MutantStatusBadge status={result.status} />
        <ReachBadge status={result.answer.status} besideStatus />
        {chosen ? (
          <span className="text-xs text-sky-700 dark:text-sky-400">the suite you came from</span>
        ) : null}
      </header>

      {result.killing.length ? (
        <div className="mt-2 space-y-2">
          <h3 className="text-sm font-medium">
            Killed by {result.killing.length} valid test{result.killing.length === 1 ? "" : "s"}
          </h3>
          {result.killing.map((k) => (
            <div key={k.testId} data-testid="killing-test">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs break-all">{k.testId}</span>
                <KillReasonBadge reason={k.reason} />
              </div>
              <Message label="failure message on the mutant" text={k.message} />
              <Source source={sourceOf(k.testId)} label="test source" />
            </div>
          ))}
        </div>
      ) : null}

      {!detected ? (
        <div className="mt-2 space-y-3" data-testid="why-survived">
          <h3 className="text-sm font-medium">
            Why it {result.status === "no-result" ? "has no result" : "survived"}
          </h3>
          <p className="text-sm">
            {result.status === "no-result"
              ? "The bundle has no usable result for this mutant, so it counts as not killed. "
              : ""}
            No valid test failed; {result.validTestsRan} valid test
            {result.validTestsRan === 1 ? "" : "s"} ran.
            {result.skippedTests ? (
              <span data-testid="skipped-tests">
                {" "}
                {result.skippedTests} more test{result.skippedTests === 1 ? " was" : "s were"}{" "}
                skipped in every reference run: {result.skippedTests === 1 ? "it" : "they"} never
                ran, so {result.skippedTests === 1 ? "it" : "they"} could not kill it.
              </span>
            ) : null}
          </p>
          <ReachingTests result={result} changed={changed} sourceOf={sourceOf} />
          {result.nearMisses.length ? (
            <div data-testid="near-misses">
              <h4 className="text-sm font-medium">
                Near misses: the suite had the idea, but the test was wrong
              </h4>
              <p className="text-xs text-zinc-500">
                Tests that failed on this mutant with a message no reference run showed, but that
                are invalid, skipped (never ran on the reference) or flaky, so they cannot count.
              </p>
              {result.nearMisses.map((n) => (
                <div key={n.testId} className="mt-2" data-testid="near-miss">
                  <div className="font-mono text-xs break-all">
                    {n.testId}{" "}
                    <span className="text-amber-700 dark:text-amber-400">({n.verdict})</span>
                  </div>
                  <div className="grid gap-2 md:grid-cols-2">
                    <Message label="on the reference" text={n.referenceMessage} />
                    <Message label="on the mutant" text={n.mutantMessage} />
                  </div>
                  <Source source={sourceOf(n.testId)} label="test source" />
                </div>
              ))}
            </div>
          ) : (
            <p className="text-xs text-zinc-500">
              No near misses: no invalid, skipped or flaky test reacted to it either.
            </p>
          )}
          <div data-testid="related-tests">
            <h4 className="text-sm font-medium">
              The suite&apos;s tests closest to the requirement
            </h4>
            <p className="text-xs text-zinc-500" data-testid="related-basis">
              {relatedBasis({
                why: reached
                  ? null
                  : result.coverage.kind === "measured"
                    ? "the coverage is suite-wide, so it cannot say which test ran the change"
                    : result.coverage.reason,
                keyOptions,
                hasSuite,
              })}
            </p>
            {related.length ? (
              <ol className="mt-1 space-y-1">
                {related.map((r) => (
                  <li key={r.testId} data-testid="related-test">
                    <span className="font-mono text-xs break-all">{r.testId}</span>{" "}
                    <span className="text-xs text-zinc-500">
                      {r.reached ? (
                        <span className="text-red-700 dark:text-red-400" data-testid="ran-change">
                          ran the change ·{" "}
                        </span>
                      ) : null}
                      {r.verdict}
                      {r.options.length ? (
                        <>
                          {" "}
                          · runs <span className="font-mono">{r.options.join(" ")}</span>
                        </>
                      ) : null}{" "}
                      · similarity {r.score.toFixed(2)}
                      {r.shared.length ? ` · shares ${r.shared.slice(0, 8).join(", ")}` : ""}
                    </span>
                    <Source source={r.source} label="test source" />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-xs text-zinc-500">
                No test shares an option or a word with the requirement.
              </p>
            )}
          </div>
        </div>
      ) : null}
    </article>
  );
}
