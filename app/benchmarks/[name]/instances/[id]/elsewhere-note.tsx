import Link from "next/link";
import type { SubmissionWhereabouts } from "@/db/queries";
import {
  benchmarkRef,
  instanceHref,
  mutantPageHref,
  type InstanceKey,
} from "@/lib/benchmark-links";

/**
 * What an instance or mutant page says when its `?submission=` is not among the suites it
 * shows, rather than dropping it: the submission is unknown or hidden, was scored against
 * another version of the benchmark (whose instance of the same id has other mutants), or did
 * not run this instance. Where its result exists, the note links to it.
 */
export function ElsewhereNote({
  requested,
  where,
  page,
  mutant = null,
}: {
  requested: number;
  where: SubmissionWhereabouts | null;
  /** The instance this page shows. */
  page: InstanceKey;
  /** The mutant this page shows, on a mutant page. */
  mutant?: string | null;
}) {
  const here = benchmarkRef(page.benchmark);
  let text: string;
  let link: { href: string; label: string } | null = null;
  if (!where) {
    text = `There is no visible submission #${requested}, so the page shows every submission that ran ${page.instance} in ${here}.`;
  } else {
    const name = `Submission #${requested} (${where.submission.model} · ${where.submission.agent})`;
    const there = benchmarkRef(where.benchmark);
    const own: InstanceKey = { benchmark: where.benchmark, instance: page.instance };
    if (there !== here) {
      text = `${name} was scored against ${there}, not ${here}. The two versions' ${page.instance} have different mutants, so its results are not on this page.`;
      if (where.submitted && mutant !== null && where.hasMutant)
        link = {
          href: mutantPageHref(own, mutant, { submission: requested }),
          label: `This mutant in ${there}, with its result`,
        };
      else if (where.submitted)
        link = {
          href: instanceHref(own, { submission: requested }),
          label: `${page.instance} in ${there}, with its results${mutant !== null ? ` (${there} has no mutant ${mutant})` : ""}`,
        };
    } else {
      text = `${name} has no kill matrix on ${page.instance}: it did not run this instance, or its figures were copied from a paper. The page shows every submission that ran it.`;
    }
    link ??= { href: `/submissions/${requested}`, label: `Submission #${requested}'s page` };
  }
  return (
    <p
      role="note"
      data-testid="submission-elsewhere"
      className="max-w-4xl rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      {text}{" "}
      {link ? (
        <Link href={link.href} className="underline">
          {link.label}
        </Link>
      ) : null}
    </p>
  );
}
