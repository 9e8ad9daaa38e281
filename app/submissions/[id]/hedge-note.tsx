import Link from "next/link";
import type { SubmissionInstanceRow } from "@/db/queries/types";
import { pct } from "@/lib/format";

/**
 * Kills on which an invalid test of the same suite did not fail (docs/scoring.md, "Hedged kills"): a
 * suite that asserts both answers has the reference runs choose which of its assertions count,
 * and kills with no knowledge of the spec. M counts them, as the paper's rule does; the note
 * names them and what M would be without them. Nothing is shown where there are none, or where
 * the results were stored before the database kept them.
 */
export function HedgeNote({ instances }: { instances: SubmissionInstanceRow[] }) {
  const hedged = instances.filter((i) => i.submitted && (i.mutantsHedged ?? 0) > 0);
  if (hedged.length === 0) return null;
  return (
    <div
      className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
      data-testid="hedged-kills"
    >
      <p>
        <strong>Hedged kills</strong> on {hedged.length} instance{hedged.length === 1 ? "" : "s"}:
        on each of these killed mutants an invalid test of the suite did not fail. The suite
        asserted the mutant&apos;s behaviour as well as the reference&apos;s, so the reference runs,
        not the spec, chose which of its assertions count. M counts these kills, as the paper&apos;s
        rule does.{" "}
        <Link href="/docs/scoring#hedged-kills" className="underline">
          Why this matters
        </Link>
      </p>
      <ul className="mt-2 list-disc pl-5">
        {hedged.map((i) => {
          const n = i.mutantsHedged ?? 0;
          const without = i.mutationScore - n / Math.max(1, i.mutants.total);
          return (
            <li key={i.slug}>
              {i.slug}: {n} of {i.mutants.killed} kills hedged; M {pct(i.mutationScore)}%,{" "}
              {pct(without)}% without them
            </li>
          );
        })}
      </ul>
    </div>
  );
}
