import type { ReactNode } from "react";
import type { SubmissionDetail } from "@/db/queries/types";

function linkList(links: SubmissionDetail["links"]): { label: string; href: string }[] {
  if (!links) return [];
  const entries = Array.isArray(links)
    ? links.map((href) => [href, href] as const)
    : Object.entries(links);
  // Only http(s) links become anchors; anything else is shown as text by the caller.
  return entries.map(([label, href]) => ({ label, href }));
}

const safeHref = (href: string) => /^https?:\/\//i.test(href);

/** Where the figures come from: how they were scored, by whom, from which bundle. */
export function Provenance({ submission: s }: { submission: SubmissionDetail }) {
  const rows: [string, ReactNode][] = [
    [
      "How scored",
      s.origin === "scored"
        ? "Scored by this site's evaluator from the uploaded result bundle: JUnit XML of the suite on the reference (3 runs) and on every mutant of the benchmark."
        : `Reported in the paper${s.citation ? ` (${s.citation})` : ""}. The figures are copied from the paper as printed; they were not re-scored here, and the paper does not publish per-instance results.`,
    ],
    ["Benchmark", `${s.benchmark.name}@${s.benchmark.version} (${s.benchmark.kind})`],
    ["Organization", s.organization ?? "–"],
    ["Date", s.date],
    ["Added", s.createdAt],
  ];
  if (s.origin === "reported") {
    rows.push([
      "Citation",
      <>
        {s.citation ?? "The paper"} of{" "}
        <em>Coding Agents Struggle to Generate Strong Test Suites from Specifications</em>,{" "}
        <a href="https://arxiv.org/abs/2610.13065" className="underline">
          arXiv 2610.13065
        </a>
      </>,
    ]);
  }
  if (s.bundleSha256)
    rows.push([
      "Bundle SHA-256",
      <code key="sha" className="break-all text-xs">
        {s.bundleSha256}
      </code>,
    ]);
  if (s.owner) rows.push(["Uploaded by", s.owner]);
  const links = linkList(s.links);
  if (links.length) {
    rows.push([
      "Links",
      <ul key="links" className="space-y-0.5">
        {links.map((l) => (
          <li key={l.href}>
            {safeHref(l.href) ? (
              <a href={l.href} className="break-all underline" rel="nofollow noopener">
                {l.label}
              </a>
            ) : (
              <span className="break-all">
                {l.label}: {l.href}
              </span>
            )}
          </li>
        ))}
      </ul>,
    ]);
  }
  if (s.notes)
    rows.push([
      "Notes",
      <p key="notes" className="whitespace-pre-line">
        {s.notes}
      </p>,
    ]);

  return (
    <section aria-labelledby="provenance">
      <h2 id="provenance" className="mb-3 text-lg font-semibold">
        Provenance
      </h2>
      <dl className="grid max-w-4xl grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-zinc-500">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {s.origin === "scored" ? (
        <p className="mt-4">
          <a
            href={`/submissions/${s.id}/score.json`}
            download
            className="inline-block rounded border border-zinc-300 px-3 py-1.5 text-sm no-underline hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900"
          >
            Download the scored JSON
          </a>{" "}
          <span className="text-xs text-zinc-500">
            the <code>tsb score --json</code> document; the API&apos;s{" "}
            <a href={`/api/submissions/${s.id}`} className="underline">
              <code>/api/submissions/{s.id}</code>
            </a>{" "}
            adds the site&apos;s verification, review flags, reach and kill reasons
          </span>
        </p>
      ) : null}
    </section>
  );
}
