import type { Overlap } from "@/db/queries/types";
import { fitLabel, type SubmissionLabel } from "@/lib/submission-label";

/**
 * An UpSet plot (Lex et al., 2014) of up to eight submissions' killed mutants in SVG: one column
 * per non-empty exact region, largest first, with its size as a bar above a dot matrix of its
 * members; each submission's total on the left. Every column links to its mutants.
 */
export function UpSet({
  overlap,
  labels,
  hrefFor,
}: {
  overlap: Overlap;
  /** One per submission, in the same order (lib/submission-label). */
  labels: readonly SubmissionLabel[];
  hrefFor: (region: number) => string;
}) {
  const subs = overlap.submissions;
  const regions = [...overlap.regions].sort((a, b) => b.count - a.count || a.mask - b.mask);
  const totals = subs.map((_, k) =>
    overlap.regions.reduce((sum, r) => sum + (r.mask & (1 << k) ? r.count : 0), 0),
  );
  const maxRegion = Math.max(1, ...regions.map((r) => r.count));
  const maxTotal = Math.max(1, ...totals);
  const col = 26;
  const row = 22;
  // Room for the longest label at about 6 px a character (11 px text), within bounds.
  const names = labels.map((l) => fitLabel(l, 48));
  const nameWidth = Math.min(300, Math.max(120, 12 + 6 * Math.max(...names.map((t) => t.length))));
  const barWidth = 90;
  const top = 150;
  const left = nameWidth + barWidth + 10;
  const width = left + regions.length * col + 10;
  const height = top + subs.length * row + 10;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: Math.min(width, 1200) }}
      className="max-w-full"
      role="group"
      aria-label="UpSet plot of killed mutants"
      data-testid="upset"
    >
      {regions.map((r, i) => {
        const x = left + i * col;
        const h = (r.count / maxRegion) * (top - 30);
        const members = subs.map((_, k) => (r.mask & (1 << k)) !== 0);
        const first = members.indexOf(true);
        const last = members.lastIndexOf(true);
        return (
          <a key={r.mask} href={hrefFor(r.mask)} data-region={r.mask}>
            <title>{`${r.count} mutants killed by exactly: ${labels
              .filter((_, k) => members[k])
              .map((l) => l.text)
              .join(", ")}`}</title>
            <rect x={x} y={0} width={col} height={height} fill="transparent" />
            <rect
              x={x + 5}
              y={top - 8 - h}
              width={col - 10}
              height={h}
              className="fill-zinc-700 dark:fill-zinc-300"
            />
            <text
              x={x + col / 2}
              y={top - 12 - h}
              textAnchor="middle"
              fontSize={10}
              className="fill-zinc-700 dark:fill-zinc-300"
            >
              {r.count}
            </text>
            {first >= 0 ? (
              <line
                x1={x + col / 2}
                x2={x + col / 2}
                y1={top + first * row + row / 2}
                y2={top + last * row + row / 2}
                strokeWidth={2}
                className="stroke-zinc-700 dark:stroke-zinc-300"
              />
            ) : null}
            {members.map((on, k) => (
              <circle
                key={k}
                cx={x + col / 2}
                cy={top + k * row + row / 2}
                r={6}
                className={
                  on ? "fill-zinc-700 dark:fill-zinc-300" : "fill-zinc-200 dark:fill-zinc-700"
                }
              />
            ))}
          </a>
        );
      })}
      {subs.map((s, k) => {
        const y = top + k * row;
        const w = (totals[k]! / maxTotal) * (barWidth - 30);
        return (
          <g key={s.id}>
            <text
              x={nameWidth - 6}
              y={y + row / 2 + 4}
              textAnchor="end"
              fontSize={11}
              className="fill-zinc-800 dark:fill-zinc-200"
              data-testid="upset-set"
            >
              <title>{labels[k]!.text}</title>
              {names[k]}
            </text>
            <rect
              x={nameWidth + barWidth - w}
              y={y + 5}
              width={w}
              height={row - 10}
              className="fill-sky-600"
            />
            <text
              x={nameWidth + barWidth - w - 3}
              y={y + row / 2 + 4}
              textAnchor="end"
              fontSize={9}
              className="fill-zinc-500"
            >
              {totals[k]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
