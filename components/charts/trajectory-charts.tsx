"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { actionClasses, CLASS_COLORS, SERIES_COLORS, toolUseRows } from "@/lib/figure-data";

const axisProps = { tick: { fill: "currentColor", fontSize: 11 }, stroke: "currentColor" } as const;
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** Figure 11: the share of each class by tenth of the trajectory, stacked to 100%. */
export function ToolUseChart({ shares }: { shares: number[][] }) {
  return (
    <BarChart
      responsive
      style={{ width: "100%", height: 240 }}
      data={toolUseRows(shares)}
      margin={{ top: 10, right: 10, bottom: 5, left: 0 }}
    >
      <CartesianGrid strokeOpacity={0.25} vertical={false} />
      <XAxis dataKey="tenth" {...axisProps} interval={1} />
      <YAxis domain={[0, 1]} tickFormatter={percent} {...axisProps} />
      <Tooltip formatter={(v) => percent(Number(v))} contentStyle={{ fontSize: 12 }} />
      <Legend wrapperStyle={{ fontSize: 11 }} itemSorter={null} />
      {actionClasses.map((c) => (
        <Bar key={c} dataKey={c} stackId="use" fill={CLASS_COLORS[c]} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}

export interface CdfSeries {
  id: number;
  label: string;
  points: Array<{ x: number; share: number }>;
}

/** One panel of Figure 10: the cumulative share of instances at or below x, one curve each. */
export function CdfChart({
  series,
  unit,
  label,
}: {
  series: CdfSeries[];
  unit: "percent" | "usd" | "minutes" | "count";
  label: string;
}) {
  const tick = (v: number) =>
    unit === "percent"
      ? percent(v)
      : unit === "usd"
        ? `$${Number(v.toPrecision(2))}`
        : String(Number(v.toPrecision(2)));
  const max = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.x)));
  return (
    <LineChart
      responsive
      style={{ width: "100%", height: 220 }}
      margin={{ top: 10, right: 15, bottom: 20, left: 0 }}
    >
      <CartesianGrid strokeOpacity={0.25} />
      <XAxis
        type="number"
        dataKey="x"
        domain={unit === "percent" ? [0, 1] : [0, max || 1]}
        tickFormatter={tick}
        {...axisProps}
        label={{ value: label, position: "bottom", offset: 2, fill: "currentColor", fontSize: 11 }}
      />
      <YAxis type="number" domain={[0, 1]} tickFormatter={percent} {...axisProps} />
      <Tooltip
        labelFormatter={(v) => `≤ ${tick(Number(v))}`}
        formatter={(v) => percent(Number(v))}
        contentStyle={{ fontSize: 12 }}
      />
      {series.map((s, i) => (
        <Line
          key={s.id}
          data={s.points}
          dataKey="share"
          name={s.label}
          type="stepAfter"
          stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
