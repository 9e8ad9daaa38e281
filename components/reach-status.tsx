import type { ReachStatus } from "@/evaluator/coverage/reach";
import type { KillReason } from "@/evaluator/types";
import { KILL_REASON_WORDS } from "@/lib/why-survived";

/** How each reach status reads on a badge, and what it means on hover. */
export const REACH_LABEL: Record<ReachStatus, { text: string; meaning: string; style: string }> = {
  killed: {
    text: "killed",
    meaning: "a valid test failed on this mutant",
    style: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  },
  timedOut: {
    text: "timed out",
    meaning: "the run timed out; counted as detected",
    style: "bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-200",
  },
  noResult: {
    text: "no result",
    meaning: "the bundle has no usable result for it; counted as not detected",
    style: "bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200",
  },
  notReached: {
    text: "not reached",
    meaning: "survived: no valid test executed the lines it changes (Stryker's NoCoverage)",
    style: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
  },
  reachedNotDetected: {
    text: "reached, not detected",
    meaning: "survived: tests executed the lines it changes, and none failed",
    style: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  },
  unknown: {
    text: "survived, reach unknown",
    meaning: "survived; without coverage, whether a test executed its lines is unknown",
    style: "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-200",
  },
};

/**
 * What reach adds beside a mutant status badge: nothing for killed, timed out or no result (the
 * status says it, and "killed killed" read as a stutter), "reach unknown" for a survivor
 * without coverage, else the reach itself.
 */
const BESIDE_STATUS: Record<ReachStatus, string | null> = {
  killed: null,
  timedOut: null,
  noResult: null,
  notReached: REACH_LABEL.notReached.text,
  reachedNotDetected: "reached",
  unknown: "reach unknown",
};

/**
 * A mutant's reach. `besideStatus`: shown next to its MutantStatusBadge, so only what the
 * status does not already say (nothing at all for a detected mutant).
 */
export function ReachBadge({
  status,
  besideStatus = false,
}: {
  status: ReachStatus;
  besideStatus?: boolean;
}) {
  const label = REACH_LABEL[status];
  const text = besideStatus ? BESIDE_STATUS[status] : label.text;
  if (text === null) return null;
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${label.style}`}
      data-reach={status}
      title={label.meaning}
    >
      {text}
    </span>
  );
}

const REASON_STYLE: Record<KillReason, string> = {
  assertion: "border-emerald-400 text-emerald-800 dark:text-emerald-300",
  error: "border-amber-400 text-amber-800 dark:text-amber-300",
  timeout: "border-lime-500 text-lime-800 dark:text-lime-300",
};

/** How a killing test failed: by an assertion, an error or crash, or a timeout. */
export function KillReasonBadge({ reason }: { reason: KillReason | null }) {
  if (!reason) return null;
  return (
    <span
      className={`rounded border px-1 text-xs whitespace-nowrap ${REASON_STYLE[reason]}`}
      data-kill-reason={reason}
      title={`Killed by ${KILL_REASON_WORDS[reason]}, read from the test's JUnit element and message`}
    >
      {reason === "assertion"
        ? "assertion failed"
        : reason === "error"
          ? "error or crash"
          : "timeout"}
    </span>
  );
}
