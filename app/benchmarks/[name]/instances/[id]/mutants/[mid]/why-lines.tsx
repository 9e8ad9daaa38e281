import { ReachBadge } from "@/components/reach-status";
import type { ChangedLines } from "@/evaluator/coverage/types";
import type { MutantSubmissionResult } from "@/db/queries/types";
import { whySurvived } from "@/lib/why-survived";

/**
 * The mutant page's first lines: for every submission that ran the instance, in words, why the
 * mutant survived (not reached, or reached and not detected) or how it was caught, before any
 * detail. Each line links to that submission's block below.
 */
export function WhyLines({
  results,
  labels,
  changed,
}: {
  results: MutantSubmissionResult[];
  /** Each result's name, told apart from the others (lib/submission-label), by submission id. */
  labels: ReadonlyMap<number, string>;
  changed: readonly ChangedLines[];
}) {
  if (results.length === 0) return null;
  return (
    <ul className="mt-2 max-w-5xl space-y-1 text-sm" data-testid="why-lines">
      {results.map((r) => (
        <li
          key={r.submissionId}
          className="flex flex-wrap items-baseline gap-x-2"
          data-testid="why-line"
          data-submission={r.submissionId}
          data-reach={r.answer.status}
        >
          <a href={`#result-${r.submissionId}`} className="font-medium underline">
            {labels.get(r.submissionId) ?? r.model}
          </a>
          <span className="text-xs text-zinc-500">{r.agent}</span>
          <ReachBadge status={r.answer.status} />
          <span data-testid="why-text">
            {whySurvived({
              answer: r.answer,
              coverage: r.coverage,
              validTests: r.validTestsRan,
              killingTests: r.killing.length,
              changed,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
