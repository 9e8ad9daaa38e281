import type { MutantSubmissionResult } from "@/db/queries/types";
import type { ChangedLines } from "@/evaluator/coverage/types";
import { assertionLines } from "./assertion-lines";
import { describeChangedLines } from "@/lib/why-survived";

const SHOWN = 12;

/**
 * For a mutant that was not detected: which of the suite's tests executed the lines it changes
 * (from the suite's per-test coverage of the reference), with what each asserted where its
 * source or its JUnit message shows it; or that none did; or why that is unknown.
 */
export function ReachingTests({
  result,
  changed,
  sourceOf,
}: {
  result: MutantSubmissionResult;
  changed: readonly ChangedLines[];
  sourceOf: (testId: string) => string | null;
}) {
  const { answer, coverage } = result;
  const where = changed.length ? describeChangedLines(changed) : "the changed lines";
  const messages = new Map(result.nearMisses.map((n) => [n.testId, n.mutantMessage]));
  let body: React.ReactNode;
  if (coverage.kind !== "measured") {
    body = <p className="text-sm">Unknown: {coverage.reason}</p>;
  } else if (answer.status === "unknown") {
    body = <p className="text-sm">Unknown: the coverage did not measure {where}.</p>;
  } else if (answer.covering === null) {
    body = (
      <p className="text-sm">
        {answer.status === "notReached"
          ? `No: the suite never executed ${where}.`
          : `Yes: the suite executed ${where}; its coverage is suite-wide, so which tests did is unknown.`}
      </p>
    );
  } else if (answer.covering.length === 0) {
    body = <p className="text-sm">No test executed {where}.</p>;
  } else {
    const valid = answer.covering.filter((t) => t.verdict === "valid");
    const ordered = [...valid, ...answer.covering.filter((t) => t.verdict !== "valid")];
    body = (
      <>
        <p className="text-sm">
          {valid.length === 0
            ? `Only tests that cannot count executed ${where} (${answer.covering.length}, none valid).`
            : `${valid.length} valid test${valid.length === 1 ? "" : "s"} executed ${where} and passed: they ran the changed code, and what they asserted did not notice the change.`}
        </p>
        <ul className="mt-1 space-y-1">
          {ordered.slice(0, SHOWN).map((t) => {
            const asserts = assertionLines(sourceOf(t.testId));
            const message = messages.get(t.testId);
            return (
              <li key={t.testId} data-testid="reaching-test">
                <span className="font-mono text-xs break-all">{t.testId}</span>{" "}
                <span className="text-xs text-zinc-500">({t.verdict})</span>
                {asserts.length ? (
                  <pre className="mt-0.5 overflow-auto rounded bg-zinc-50 p-1 text-xs dark:bg-zinc-900">
                    {asserts.join("\n")}
                  </pre>
                ) : null}
                {message ? (
                  <div className="text-xs text-zinc-600 dark:text-zinc-400">
                    on the mutant: <span className="font-mono">{message}</span>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {ordered.length > SHOWN ? (
          <p className="text-xs text-zinc-500">and {ordered.length - SHOWN} more.</p>
        ) : null}
      </>
    );
  }
  return (
    <div data-testid="reaching-tests">
      <h4 className="text-sm font-medium">Did the suite&apos;s tests reach the changed code?</h4>
      {body}
    </div>
  );
}
