import type { Overlap } from "@/db/queries/types";
import { shortLabel } from "@/lib/chart-data";
import type { SubmissionLabel } from "@/lib/submission-label";

const COLOURS = ["#2563eb", "#dc2626", "#16a34a"];

/** Circle centres and label positions for two or three sets (fixed layouts, r = 95). */
const LAYOUTS: Record<
  2 | 3,
  { circles: [number, number][]; labels: Record<number, [number, number]> }
> = {
  2: {
    circles: [
      [160, 150],
      [270, 150],
    ],
    labels: { 1: [115, 150], 2: [315, 150], 3: [215, 150] },
  },
  3: {
    circles: [
      [165, 130],
      [265, 130],
      [215, 215],
    ],
    labels: {
      1: [120, 105],
      2: [310, 105],
      4: [215, 275],
      3: [215, 92],
      5: [162, 200],
      6: [268, 200],
      7: [215, 160],
    },
  },
};

/**
 * A Venn diagram of two or three submissions' killed mutants, drawn in SVG. Each region's count
 * is a link that lists its mutants; circles are proportional to nothing (areas would mislead at
 * three sets), which the caption says.
 */
export function Venn({
  overlap,
  labels,
  hrefFor,
  selected,
}: {
  overlap: Overlap;
  /** One per submission, in the same order (lib/submission-label). */
  labels: readonly SubmissionLabel[];
  hrefFor: (region: number | "none") => string;
  /** The region listed below, outlined. */
  selected?: number | "none" | "union";
}) {
  const n = overlap.submissions.length as 2 | 3;
  const layout = LAYOUTS[n];
  const counts = new Map(overlap.regions.map((r) => [r.mask, r.count]));
  return (
    <svg
      viewBox="0 0 430 350"
      className="w-full max-w-lg"
      role="group"
      aria-label="Venn diagram of killed mutants"
      data-testid="venn"
    >
      {layout.circles.map(([cx, cy], k) => (
        <circle
          key={k}
          cx={cx}
          cy={cy}
          r={95}
          fill={COLOURS[k]}
          fillOpacity={0.12}
          stroke={COLOURS[k]}
          strokeWidth={2}
        />
      ))}
      {overlap.submissions.map((s, k) => {
        const [cx, cy] = layout.circles[k]!;
        const below = n === 3 && k === 2;
        const label = labels[k]!;
        const x = cx + (k === 0 ? -60 : k === 1 ? 60 : 0);
        // Name above, what tells it apart below it: two short lines fit beside the circles
        // where one long line would run into its neighbour.
        return (
          <text
            key={s.id}
            x={x}
            y={below ? cy + 112 : cy - 105 - (label.detail ? 14 : 0)}
            textAnchor="middle"
            fontSize={12}
            fill={COLOURS[k]}
            fontWeight={600}
            data-testid="venn-set"
          >
            <title>{label.text}</title>
            <tspan>{shortLabel(label.name, 30)}</tspan>
            {label.detail ? (
              <tspan x={x} dy={14} fontWeight={400}>
                {shortLabel(label.detail, 30)}
              </tspan>
            ) : null}
          </text>
        );
      })}
      {Object.entries(layout.labels).map(([mask, [x, y]]) => {
        const count = counts.get(Number(mask)) ?? 0;
        return (
          <a
            key={mask}
            href={hrefFor(Number(mask))}
            data-region={mask}
            aria-label={`${count} mutants killed by exactly ${labels
              .filter((_, k) => Number(mask) & (1 << k))
              .map((l) => l.text)
              .join(" and ")}`}
            aria-current={selected === Number(mask) ? "true" : undefined}
          >
            <rect
              x={x - 24}
              y={y - 15}
              width={48}
              height={26}
              rx={4}
              fill="white"
              fillOpacity={0.75}
              stroke={selected === Number(mask) ? "#0284c7" : "none"}
              strokeWidth={2}
              className="dark:fill-zinc-900"
            />
            <text
              x={x}
              y={y + 4}
              textAnchor="middle"
              fontSize={15}
              fontWeight={600}
              className="fill-zinc-900 underline dark:fill-zinc-100"
            >
              {count}
            </text>
          </a>
        );
      })}
      <a href={hrefFor("none")} data-region="none">
        <text
          x={420}
          y={344}
          textAnchor="end"
          fontSize={12}
          className="fill-zinc-600 underline dark:fill-zinc-400"
        >
          killed by none: {overlap.none}
        </text>
      </a>
    </svg>
  );
}
