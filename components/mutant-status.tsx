import type { MutantStatus } from "@/evaluator/types";

/**
 * A mutant's status from the suite's side, coloured as mutation reports (Stryker, PIT) colour
 * it: detected is good for the suite (green; a timeout counts as detected), a survivor is what
 * to look at (red), no result is grey.
 */
export const STATUS_STYLE: Record<MutantStatus, string> = {
  killed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  timeout: "bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-200",
  survived: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  "no-result": "bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200",
};

const MEANING: Record<MutantStatus, string> = {
  killed: "a valid test failed on this mutant",
  timeout: "the run timed out; counted as detected",
  survived: "no valid test failed on this mutant",
  "no-result": "the bundle has no usable result for it; counted as not detected",
};

/** Whether the status counts as detected in M. */
export const detected = (status: MutantStatus) => status === "killed" || status === "timeout";

export function MutantStatusBadge({ status }: { status: MutantStatus }) {
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLE[status]}`}
      data-status={status}
      title={MEANING[status]}
    >
      {status}
    </span>
  );
}
