"use client";

import dynamic from "next/dynamic";

/**
 * The charts load after the page, in their own chunk: recharts is about 120 kB gzip, and leaving
 * it out of the first load keeps the table interactive sooner. Every chart's numbers are also
 * server-rendered as a data table beside it, so nothing is lost before the chunk arrives.
 */
const placeholder = (height: number) =>
  function ChartPlaceholder() {
    return (
      <div
        style={{ height }}
        aria-hidden="true"
        className="animate-pulse rounded bg-zinc-50 dark:bg-zinc-900"
      />
    );
  };

export const ScoreScatter = dynamic(() => import("./score-scatter").then((m) => m.ScoreScatter), {
  ssr: false,
  loading: placeholder(340),
});

export const ScoreCdfChart = dynamic(
  () => import("./per-instance-charts").then((m) => m.ScoreCdfChart),
  { ssr: false, loading: placeholder(260) },
);

export const SectionsScoreChart = dynamic(
  () => import("./per-instance-charts").then((m) => m.SectionsScoreChart),
  { ssr: false, loading: placeholder(260) },
);

export const TestCountsChart = dynamic(
  () => import("./per-instance-charts").then((m) => m.TestCountsChart),
  { ssr: false, loading: placeholder(260) },
);

export const ToolUseChart = dynamic(
  () => import("./trajectory-charts").then((m) => m.ToolUseChart),
  { ssr: false, loading: placeholder(240) },
);

export const CdfChart = dynamic(() => import("./trajectory-charts").then((m) => m.CdfChart), {
  ssr: false,
  loading: placeholder(220),
});
