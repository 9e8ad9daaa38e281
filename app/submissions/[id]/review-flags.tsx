import { getSuiteFiles } from "@/db/queries";
import { reviewFlags } from "@/lib/review-flags";

/**
 * "Needs review": the lines of the submitted suites that could tell runs apart instead of
 * testing behaviour (lib/review-flags.ts). Nothing is shown for a suite with none. The run
 * protocol already keeps such a suite from scoring, so a flag changes no figure.
 */
export function ReviewFlags({ submissionId }: { submissionId: number }) {
  const flags = reviewFlags(getSuiteFiles(submissionId));
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
      <p className="mb-3 text-sm">
        {flags.length} line{flags.length === 1 ? "" : "s"} of this submission&apos;s suites could
        tell its runs apart instead of testing the program&apos;s behaviour. The site&apos;s run
        protocol makes such tricks score nothing (salted, unreadable executables, a random run
        order, confirmed kills), so the figures above stand; a maintainer should still read these
        lines before ranking it.
      </p>
      <ul className="space-y-2 text-sm">
        {shown.map((f) => (
          <li key={`${f.file}:${f.line}:${f.why}`}>
            <span className="font-mono">
              {f.file}:{f.line}
            </span>{" "}
            — {f.why}
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
