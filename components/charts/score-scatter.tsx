"use client";

import {
  CartesianGrid,
  ErrorBar,
  Legend,
  Scatter,
  ScatterChart,
  Tooltip,
  usePlotArea,
  useXAxisScale,
  useYAxisScale,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import { useMemo } from "react";
import type { ScorePoint, ScorePointSource } from "@/lib/chart-data";
import { logAxis, seriesAgainst } from "@/lib/chart-data";
import { mergeCoincident, placeLabels } from "@/lib/chart-labels";
import { count, minutes, pct, pctInterval, usd } from "@/lib/format";

const COLORS = { scored: "var(--color-scored)", reported: "var(--color-reported)" };

interface Props {
  /** The leaderboard table's rows (the same objects: the page sends them once). */
  rows: readonly ScorePointSource[];
  xLabel: string;
  /** What x is ($ or minutes per instance); also formats ticks and the tooltip. */
  xUnit: "usd" | "minutes";
  log?: boolean;
  ariaLabel: string;
}

/**
 * One point: a link to the submission (so a click or Enter opens it), drawn as a circle for
 * scored rows and a diamond for figures reported in the paper.
 */
function PointMark(props: { cx?: number; cy?: number; payload?: ScorePoint }) {
  const { cx, cy, payload } = props;
  if (cx == null || cy == null || !payload) return <g />;
  const color = COLORS[payload.origin];
  return (
    <a
      href={`/submissions/${payload.id}`}
      aria-label={`${payload.label}: open submission`}
      data-point={payload.id}
    >
      {payload.origin === "scored" ? (
        <circle cx={cx} cy={cy} r={6} fill={color} stroke="white" strokeWidth={1} />
      ) : (
        <path
          d={`M${cx} ${cy - 7}L${cx + 7} ${cy}L${cx} ${cy + 7}L${cx - 7} ${cy}Z`}
          fill={color}
          stroke="white"
          strokeWidth={1}
        />
      )}
    </a>
  );
}

/**
 * The points' labels, placed once the chart knows its size (lib/chart-labels): every label
 * while there are at most a dozen points, past that only the frontier's. A label is drawn in
 * full where it fits, cut short where only that fits, and as the point's number in the key
 * under the chart where neither does (a phone); otherwise it is left to the tooltip.
 */
function PointLabels({ points }: { points: ScorePoint[] }) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const area = usePlotArea();
  if (!xScale || !yScale || !area) return null;
  const pixels = points.flatMap((p) => {
    const x = xScale(p.x);
    const y = yScale(p.y);
    return x == null || y == null ? [] : [{ point: p, x, y }];
  });
  const requests = pixels
    .filter(({ point }) => points.length <= 12 || point.onFrontier)
    .map(({ point, x, y }, i) => ({
      id: point.id,
      x,
      y,
      text: point.label,
      short: point.shortLabel,
      key: String(points.indexOf(point) + 1),
      // The frontier's labels first: they name the points a reader compares.
      priority: (point.onFrontier ? 0 : 1000) + i,
    }));
  // The top and right margins may hold a label of a point at the plot's edge.
  const bounds = { x: area.x, y: area.y - 10, width: area.width + 28, height: area.height + 10 };
  const placed = placeLabels(mergeCoincident(requests), pixels, bounds);
  return (
    <g pointerEvents="none" data-testid="point-labels">
      {placed.map((l) => (
        <text
          key={l.id}
          x={l.x}
          y={l.y}
          dy="0.35em"
          textAnchor={l.anchor}
          fontSize={10}
          fill="currentColor"
          data-label-for={l.id}
        >
          {l.text}
        </text>
      ))}
    </g>
  );
}

function PointTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as ScorePoint | undefined;
  if (!active || !point || !("source" in point)) return null;
  const r = point.source;
  return (
    <div className="rounded border border-zinc-300 bg-white p-2 text-xs shadow dark:border-zinc-700 dark:bg-zinc-900">
      <div className="font-semibold">{point.label}</div>
      <div className="text-zinc-500">
        {r.agent} · {r.setting} · {point.origin === "reported" ? "reported in the paper" : "scored"}
      </div>
      <dl className="num mt-1 grid grid-cols-[auto_auto] gap-x-3">
        <dt>M</dt>
        <dd>
          {pct(point.y)}% (strict {pct(r.mutationScoreStrict)}, pooled {pct(r.mutationScorePooled)})
        </dd>
        <dt>95% CI</dt>
        <dd>
          {r.mutationScoreLo != null && r.mutationScoreHi != null
            ? pctInterval([r.mutationScoreLo, r.mutationScoreHi])
            : "none (no per-instance scores)"}
        </dd>
        <dt>V</dt>
        <dd>{pct(r.validityRate)}%</dd>
        <dt>R</dt>
        <dd>{pct(r.referencePassRate)}%</dd>
        <dt>$ / instance</dt>
        <dd>{usd(r.costUsd)}</dd>
        <dt>Minutes</dt>
        <dd>{minutes(r.durationSec)}</dd>
        <dt>Tests / instance</dt>
        <dd>{count(r.testsPerInstance)}</dd>
      </dl>
      {point.onFrontier ? (
        <div className="mt-1 text-emerald-600">On the Pareto frontier</div>
      ) : null}
    </div>
  );
}

/** Cost or time per instance against M, with the Pareto frontier, as in the paper's Figure 5. */
export function ScoreScatter({ rows, xLabel, xUnit, log = false, ariaLabel }: Props) {
  const series = useMemo(() => seriesAgainst(rows, xUnit), [rows, xUnit]);
  const fmt = (v: number) => (xUnit === "usd" ? usd(v) : String(v));
  const axis = log ? logAxis(series.points.map((p) => p.x)) : null;
  const scored = series.points.filter((p) => p.origin === "scored");
  const reported = series.points.filter((p) => p.origin === "reported");
  if (series.points.length === 0) {
    return (
      <p className="flex h-24 items-center justify-center text-sm text-zinc-500">
        No submission on this benchmark reports its {xLabel.toLowerCase()}.
      </p>
    );
  }
  return (
    <figure className="w-full" aria-label={ariaLabel}>
      <ScatterChart
        responsive
        style={{ width: "100%", height: 340 }}
        margin={{ top: 10, right: 30, bottom: 30, left: 10 }}
      >
        <CartesianGrid strokeOpacity={0.25} />
        <XAxis
          type="number"
          dataKey="x"
          name={xLabel}
          scale={log ? "log" : "auto"}
          domain={axis ? axis.domain : [0, "auto"]}
          ticks={axis?.ticks}
          allowDataOverflow={Boolean(axis)}
          tickFormatter={fmt}
          tick={{ fill: "currentColor", fontSize: 11 }}
          stroke="currentColor"
          label={{
            value: xLabel,
            position: "bottom",
            offset: 10,
            fill: "currentColor",
            fontSize: 12,
          }}
        />
        <YAxis
          type="number"
          dataKey="y"
          name="M"
          domain={[0, 1]}
          ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]}
          tickFormatter={(v: number) => `${Math.round(v * 100)}%`}
          tick={{ fill: "currentColor", fontSize: 11 }}
          stroke="currentColor"
          label={{
            value: "M",
            angle: -90,
            position: "insideLeft",
            fill: "currentColor",
            fontSize: 12,
          }}
        />
        <Tooltip content={PointTooltip} cursor={{ strokeDasharray: "3 3" }} />
        <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} />
        <Scatter
          name="Pareto frontier"
          data={series.frontier}
          line={{ stroke: "#10b981", strokeWidth: 2, strokeDasharray: "5 4" }}
          shape={() => <g />}
          fill="#10b981"
          legendType="line"
          isAnimationActive={false}
          tooltipType="none"
        />
        {scored.length ? (
          <Scatter
            name="scored"
            data={scored}
            fill={COLORS.scored}
            shape={PointMark}
            legendType="circle"
            isAnimationActive={false}
          >
            {/* M's 95% bootstrap interval; reported rows have none to draw. */}
            <ErrorBar
              dataKey="yError"
              direction="y"
              width={5}
              stroke={COLORS.scored}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          </Scatter>
        ) : null}
        {reported.length ? (
          <Scatter
            name="reported in the paper"
            data={reported}
            fill={COLORS.reported}
            shape={PointMark}
            legendType="diamond"
            isAnimationActive={false}
          />
        ) : null}
        <PointLabels points={series.points} />
      </ScatterChart>
      {/* On a phone, labels that find no room beside their point show its number instead. */}
      <figcaption className="sm:hidden">
        <ol
          className="grid gap-x-3 text-xs text-zinc-600 dark:text-zinc-400"
          data-testid="chart-key"
        >
          {series.points.map((p, i) => (
            <li key={p.id}>
              <span className="num font-medium">{i + 1}</span> {p.label}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
