import Link from "next/link";
import type { ReactNode } from "react";
import type { KillingTest } from "@/db/queries";
import type { PairedComparison, PairedMutant } from "@/lib/paired/paired-comparison";
import { mutantLink } from "./links";

/** Mutants listed a page; the CSV export has them all. */
export const MUTANTS_PER_PAGE = 100;

const CLASS_TEXT = {
  both: "killed by both",
  onlyA: "killed only by A",
  onlyB: "killed only by B",
  neither: "killed by neither",
} as const;

/**
 * The mutants of a cell or a row: each linked to its mutant page and, where a side kills it, to
 * the killing test of each trial that does (the mutant page opened on that trial's result).
 */
export function MutantList({
  c,
  title,
  mutants,
  total,
  killing,
  csvHref,
  pager,
}: {
  c: PairedComparison;
  title: string;
  /** The page's mutants, of `total` in the list. */
  mutants: readonly PairedMutant[];
  total: number;
  killing: readonly KillingTest[];
  csvHref: string;
  pager: ReactNode;
}) {
  const [a, b] = c.sides;
  const trialLabel = new Map(
    c.sides.flatMap((s, k) =>
      s.trials.map((t) => [
        t.id,
        `${k === 0 ? "A" : "B"}${s.trials.length > 1 ? ` trial ${t.trial ?? 1}` : ""}`,
      ]),
    ),
  );
  const testsOf = (m: PairedMutant) =>
    killing.filter((k) => k.instance === m.instance && k.mutant === m.mutant);
  return (
    <section aria-labelledby="mutants" className="space-y-2" data-testid="paired-mutants">
      <h2 id="mutants" className="text-lg font-semibold">
        {title}: {total} mutant{total === 1 ? "" : "s"}
      </h2>
      {total > mutants.length ? (
        <p className="text-xs text-zinc-500">
          {MUTANTS_PER_PAGE} a page; <a href={csvHref}>the CSV</a> has every mutant.
        </p>
      ) : null}
      {pager}
      <ul className="max-h-[40rem] space-y-1 overflow-auto rounded border border-zinc-200 p-2 text-sm dark:border-zinc-800">
        {mutants.map((m) => (
          <li key={`${m.instance}/${m.mutant}`} data-mutant={`${m.instance}/${m.mutant}`}>
            <Link
              href={mutantLink(c.benchmark, m.instance, m.mutant)}
              className="font-mono text-xs text-sky-700 hover:underline dark:text-sky-400"
            >
              {m.instance}/{m.mutant}
            </Link>{" "}
            <span className="text-xs text-zinc-500">
              § {m.section} · {CLASS_TEXT[m.class]}
              {a.trials.length > 1 || b.trials.length > 1
                ? ` · A ${m.killsA}/${a.trials.length}, B ${m.killsB}/${b.trials.length} trials`
                : ""}
            </span>
            {testsOf(m).length ? (
              <ul className="ml-4 text-xs" data-testid="killing-tests">
                {testsOf(m).map((k) => (
                  <li key={`${k.submissionId}/${k.testId}`}>
                    {trialLabel.get(k.submissionId)}:{" "}
                    <Link
                      href={mutantLink(c.benchmark, m.instance, m.mutant, k.submissionId)}
                      className="font-mono"
                      data-killing-test={k.submissionId}
                    >
                      {k.testId}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
