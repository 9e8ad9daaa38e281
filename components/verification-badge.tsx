import { verificationText, type VerificationStatus } from "@/lib/leaderboard-columns";

/** A submission's verification status, as the DESIGN's "Trust" names them (from the schema). */
export type BadgeStatus = VerificationStatus;

const STYLES: Record<Exclude<BadgeStatus, "reported">, { className: string; title: string }> = {
  verified: {
    className: "border-emerald-600/40 bg-emerald-600/10 text-emerald-700 dark:text-emerald-400",
    title: "This site re-ran the suites: its figures, shown here, agree with what was claimed",
  },
  "self-reported": {
    className: "border-zinc-400/50 bg-zinc-400/10 text-zinc-600 dark:text-zinc-400",
    title: "Scored from the bundle's own JUnit XML; the site has not re-run its suites",
  },
  queued: {
    className: "border-sky-600/40 bg-sky-600/10 text-sky-700 dark:text-sky-400",
    title: "Waiting for the site to re-run the suites",
  },
  running: {
    className: "border-sky-600/40 bg-sky-600/10 text-sky-700 dark:text-sky-400",
    title: "The site is re-running the suites",
  },
  disputed: {
    className: "border-red-600/40 bg-red-600/10 text-red-700 dark:text-red-400",
    title: "The site's runs disagree with what was claimed; the figures shown are the site's",
  },
  failed: {
    className: "border-amber-600/40 bg-amber-600/10 text-amber-700 dark:text-amber-400",
    title: "The site could not re-run the suites; the submission page says why",
  },
  cancelled: {
    className: "border-zinc-400/50 bg-zinc-400/10 text-zinc-600 dark:text-zinc-400",
    title: "An administrator cancelled the re-run",
  },
};

const PAUSED = {
  className: "border-amber-600/40 bg-amber-600/10 text-amber-700 dark:text-amber-400",
  title:
    "Verification paused: the worker's environment failed its check, so the runs wait; the figures shown are the claimed ones",
};

/**
 * verified · self-reported · disputed · queued · verifying n% · failed. Paper rows get none: their
 * origin badge already says "reported in the paper".
 */
export function VerificationBadge({
  status,
  runsDone = 0,
  runsTotal = 0,
  paused = false,
}: {
  status: BadgeStatus;
  runsDone?: number;
  runsTotal?: number;
  /** The open job waits on a worker's failed check of the benchmark (the page says why). */
  paused?: boolean;
}) {
  if (status === "reported") return null;
  const verifying = status === "queued" || status === "running";
  const style = verifying && paused ? PAUSED : STYLES[status];
  return (
    <span
      className={`pill ${style.className}`}
      title={
        verifying
          ? `${style.title}: ${runsDone} of ${runsTotal} runs done; the submission's page shows the time left`
          : style.title
      }
      data-verification={status}
    >
      {verificationText({
        verification: status,
        verificationRunsDone: runsDone,
        verificationRunsTotal: runsTotal,
        verificationPaused: verifying && paused,
      })}
    </span>
  );
}

/**
 * Kills on which an invalid test of the suite did not fail (docs/scoring.md, "Hedged kills"): the
 * suite asserted the mutant's behaviour too, and the reference runs chose which assertion counts.
 * M counts them; the badge says so beside the verification status. Nothing when there are none.
 */
export function HedgedBadge({ kills }: { kills: number | null | undefined }) {
  if (!kills) return null;
  return (
    <span
      className="pill ml-1 border-amber-600/40 bg-amber-600/10 text-amber-700 dark:text-amber-400"
      title={`${kills} kill${kills === 1 ? "" : "s"} hedged: on each killed mutant an invalid test of the suite did not fail, so the reference runs, not the spec, chose which of its assertions count. M counts them; the submission page gives M without them.`}
      data-hedged={kills}
    >
      {kills} hedged
    </span>
  );
}
