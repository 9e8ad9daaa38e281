"use client";

import { useMemo } from "react";
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import { generatedVsReference, sectionsVsScore, type InstancePointSource } from "@/lib/chart-data";

const axisProps = { tick: { fill: "currentColor", fontSize: 11 }, stroke: "currentColor" } as const;
const percent = (v: number) => `${Math.round(v * 100)}%`;
const COLOR = "var(--color-scored)";
/** An x axis's title, below its ticks. */
const axisTitle = (value: string) =>
  ({ value, position: "bottom", offset: 5, fill: "currentColor", fontSize: 12 }) as const;
/** A y axis's title, turned along the axis left of its ticks (the margin leaves it room). */
const yAxisTitle = (value: string) =>
  ({
    value,
    angle: -90,
    position: "insideLeft",
    style: { textAnchor: "middle" },
    fill: "currentColor",
    fontSize: 12,
  }) as const;
/** Room on the left for a y axis's title. */
const MARGIN = { top: 10, right: 20, bottom: 25, left: 10 } as const;

/** Cumulative share of instances at or below each M (the paper's Figure 10). */
export function ScoreCdfChart({ steps }: { steps: { score: number; share: number }[] }) {
  return (
    <LineChart responsive style={{ width: "100%", height: 260 }} data={steps} margin={MARGIN}>
      <CartesianGrid strokeOpacity={0.25} />
      <XAxis
        type="number"
        dataKey="score"
        domain={[0, 1]}
        ticks={[0, 0.25, 0.5, 0.75, 1]}
        tickFormatter={percent}
        {...axisProps}
        label={axisTitle("M per instance")}
      />
      <YAxis
        type="number"
        domain={[0, 1]}
        tickFormatter={percent}
        {...axisProps}
        label={yAxisTitle("Share of instances")}
      />
      <Tooltip
        formatter={(v) => percent(Number(v))}
        labelFormatter={(v) => `M ≤ ${percent(Number(v))}`}
        contentStyle={{ fontSize: 12 }}
      />
      <Line
        type="stepAfter"
        dataKey="share"
        name="Share of instances"
        stroke={COLOR}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

interface InstancePoint {
  slug: string;
  title: string;
  score: number;
  [key: string]: string | number;
}

function InstanceTooltip({ active, payload }: TooltipContentProps) {
  const p = payload?.[0]?.payload as InstancePoint | undefined;
  if (!active || !p) return null;
  return (
    <div className="rounded border border-zinc-300 bg-white p-2 text-xs shadow dark:border-zinc-700 dark:bg-zinc-900">
      <div className="font-semibold">{p.title}</div>
      {Object.entries(p)
        .filter(([k]) => !["slug", "title"].includes(k))
        .map(([k, v]) => (
          <div key={k} className="num">
            {k === "score" ? "M" : k}: {k === "score" ? percent(Number(v)) : v}
          </div>
        ))}
    </div>
  );
}

/**
 * Spec sections against M, one point per instance (the paper's Figure 9). Takes the per-instance
 * table's own rows, so the page sends them once for the table and both charts.
 */
export function SectionsScoreChart({ instances }: { instances: InstancePointSource[] }) {
  const points = useMemo(() => sectionsVsScore(instances), [instances]);
  return (
    <ScatterChart responsive style={{ width: "100%", height: 260 }} margin={MARGIN}>
      <CartesianGrid strokeOpacity={0.25} />
      <XAxis
        type="number"
        dataKey="sections"
        name="Spec sections"
        allowDecimals={false}
        {...axisProps}
        label={axisTitle("Spec sections")}
      />
      <YAxis
        type="number"
        dataKey="score"
        name="M"
        domain={[0, 1]}
        tickFormatter={percent}
        {...axisProps}
        label={yAxisTitle("M")}
      />
      <Tooltip content={InstanceTooltip} />
      <Scatter data={points} fill={COLOR} isAnimationActive={false} />
    </ScatterChart>
  );
}

/**
 * Generated against reference test counts, with the y = x line (the paper's Figure 8), from the
 * per-instance table's rows like `SectionsScoreChart`.
 */
export function TestCountsChart({ instances }: { instances: InstancePointSource[] }) {
  const points = useMemo(() => generatedVsReference(instances), [instances]);
  const max = Math.max(1, ...points.flatMap((p) => [p.reference, p.generated]));
  return (
    <ScatterChart responsive style={{ width: "100%", height: 260 }} margin={MARGIN}>
      <CartesianGrid strokeOpacity={0.25} />
      <XAxis
        type="number"
        dataKey="reference"
        name="Reference tests"
        domain={[0, max]}
        allowDecimals={false}
        {...axisProps}
        label={axisTitle("Reference tests")}
      />
      <YAxis
        type="number"
        dataKey="generated"
        name="Generated tests"
        domain={[0, max]}
        allowDecimals={false}
        {...axisProps}
        label={yAxisTitle("Generated tests")}
      />
      <ReferenceLine
        segment={[
          { x: 0, y: 0 },
          { x: max, y: max },
        ]}
        stroke="currentColor"
        strokeOpacity={0.4}
        strokeDasharray="4 4"
      />
      <Tooltip content={InstanceTooltip} />
      <Scatter data={points} fill={COLOR} isAnimationActive={false} />
    </ScatterChart>
  );
}
