/** Tells a row scored here from a bundle apart from figures reported in the paper. */
export function OriginBadge({
  origin,
  citation,
}: {
  origin: "scored" | "reported";
  citation: string | null;
}) {
  if (origin === "scored") {
    return (
      <span
        className="pill border-scored/40 bg-scored/10 text-scored"
        title="Scored by this site's evaluator from an uploaded result bundle"
      >
        scored
      </span>
    );
  }
  return (
    <span
      className="inline-flex flex-col items-start gap-0.5"
      title={`Reported in the paper${citation ? ` (${citation})` : ""}; the figures are copied, not scored here`}
    >
      <span className="rounded-xl border border-reported/40 bg-reported/10 px-2 py-0.5 text-xs font-medium text-reported">
        reported in the paper
      </span>
      {citation ? <span className="text-[11px] text-zinc-500">{citation}</span> : null}
    </span>
  );
}

/**
 * Marks the benchmark's own reference suite wherever it is shown beside agents' suites: it is
 * the ceiling to compare against, counted in no mean, kill count, overlap or rank.
 */
export function ReferenceSuiteBadge() {
  return (
    <span
      className="ml-2 inline-block rounded border border-zinc-400 px-1.5 py-0 text-[11px] font-medium text-zinc-600 dark:text-zinc-300"
      title="The benchmark's own reference suite: it kills every mutant by construction, so it is shown for comparison and counted in no mean, kill count, overlap or rank"
      data-testid="reference-suite-badge"
    >
      reference suite
    </span>
  );
}
