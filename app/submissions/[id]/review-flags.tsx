import Link from "next/link";
import { getSuiteFiles, getTrajectoryFlags } from "@/db/queries";
import { reviewFlags, trajectoryReviewFlags, type ReviewFlag } from "@/lib/review-flags";

/**
 * "Needs review": the lines of the submitted suites that could tell runs apart instead of
 * testing behaviour, and the steps of the agents' trajectories that read what an agent is not
 * given, use the network or write outside the task folder (lib/review-flags.ts), each linked
 * to its step. Nothing is shown for a submission with none. A flag changes no figure.
 */
export async function ReviewFlags({ submissionId }: { submissionId: number }) {
  const suite = reviewFlags(getSuiteFiles(submissionId));
  const trajectory = trajectoryReviewFlags(await getTrajectoryFlags(submissionId));
  const flags = [...suite, ...trajectory];
  if (flags.length === 0) return null;
  const shown = flags.slice(0, 50);
  return (
    <section
      aria-labelledby="needs-review"
      className="my-6 rounded border border-amber-400 bg-amber-50 p-4 dark:bg-amber-950"
    >
      <h2 id="needs-review" className="mb-2 text-lg font-semibold">
        Needs review
      </h2>
      {suite.length ? (
        <p className="mb-3 text-sm">
          {suite.length} line{suite.length === 1 ? "" : "s"} of this submission&apos;s suites could
          tell its runs apart instead of testing the program&apos;s behaviour. The site&apos;s run
          protocol makes such tricks score nothing (salted, unreadable executables, a random run
          order, confirmed kills), so the figures above stand; a maintainer should still read these
          lines before ranking it.
        </p>
      ) : null}
      {trajectory.length ? (
        <p className="mb-3 text-sm" data-testid="trajectory-review">
          {trajectory.length} step{trajectory.length === 1 ? "" : "s"} of the agents&apos;
          trajectories read what an agent is not given (the benchmark&apos;s tests, mutants or
          reference, or other suites), use the network or write outside the task folder. The figures
          stand; a maintainer should read these steps before ranking it.
        </p>
      ) : null}
      <ul className="space-y-2 text-sm">
        {shown.map((f) => (
          <li key={`${f.file}:${f.line}:${f.step}:${f.why}`}>
            <Where flag={f} submissionId={submissionId} /> — {f.why}
            <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all rounded bg-white/60 p-1 font-mono text-xs dark:bg-black/40">
              {f.text}
            </pre>
          </li>
        ))}
      </ul>
      {flags.length > shown.length ? (
        <p className="mt-2 text-sm">… and {flags.length - shown.length} more.</p>
      ) : null}
    </section>
  );
}

/** Where a flag is: a suite file's line, or a trajectory's step linked to the viewer. */
function Where({ flag, submissionId }: { flag: ReviewFlag; submissionId: number }) {
  if (flag.source === "suite")
    return (
      <span className="font-mono break-all">
        {flag.file}:{flag.line}
      </span>
    );
  return (
    <Link
      href={`/submissions/${submissionId}/trajectories/${flag.trajectoryId}?step=${flag.step}#step-${flag.step}`}
      className="font-mono break-all underline"
    >
      {flag.file}
      {flag.line !== undefined ? `:${flag.line}` : ""} step {flag.step}
    </Link>
  );
}
