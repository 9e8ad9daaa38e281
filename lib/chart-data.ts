/**
 * Shapes leaderboard and submission rows into the series the charts draw. The charts call these
 * in the browser on the rows their page's table already carries (pages are cached and sent whole,
 * and React sends an object once however many components get it), so a chart costs the page no
 * data of its own.
 */
import { displayPrecision } from "./display-precision";
import { paretoFrontier } from "./pareto";
import { fitLabel, submissionLabels } from "./submission-label";

/** The leaderboard fields a cost/time-vs-score chart needs. */
export interface ScorePointSource {
  id: number;
  model: string;
  agent: string;
  setting: string;
  reasoningEffort: string | null;
  origin: "scored" | "reported";
  mutationScore: number;
  mutationScoreStrict: number | null;
  mutationScorePooled: number | null;
  validityRate: number | null;
  referencePassRate: number | null;
  costUsd: number | null;
  /** Seconds per instance. */
  durationSec: number | null;
  testsPerInstance: number | null;
  /** What tells apart rows of one model when nothing above does (lib/submission-label). */
  date?: string;
  citation?: string | null;
  /** M's 95% bootstrap interval; null (or absent) for reported rows, which have none. */
  mutationScoreLo?: number | null;
  mutationScoreHi?: number | null;
}

/** One chart point; `x` is $ per instance or minutes per instance, `y` is M in 0..1. */
export interface ScorePoint {
  id: number;
  /** The full name, told apart from the other points' (lib/submission-label). */
  label: string;
  /** The label cut to fit beside the point, keeping what tells it apart. */
  shortLabel: string;
  origin: "scored" | "reported";
  x: number;
  y: number;
  onFrontier: boolean;
  /** M's interval as distances below and above y, for an error bar; absent without one. */
  yError?: [number, number];
  /** The row itself, for the tooltip and the data table. */
  source: ScorePointSource;
}

export interface ScoreSeries {
  points: ScorePoint[];
  /** The Pareto frontier (minimize x, maximize y), by ascending x. */
  frontier: { x: number; y: number }[];
  /** Rows left out because they lack the x value (or it is ≤ 0 on a log axis). */
  omitted: { id: number; label: string }[];
}

/** "GPT 5.6 Sol (xhigh, spec+executable)": the model plus what sets the row apart. */
export function pointLabel(row: ScorePointSource): string {
  const extras = [row.reasoningEffort, row.setting === "spec-only" ? null : row.setting].filter(
    (v): v is string => Boolean(v),
  );
  return extras.length ? `${row.model} (${extras.join(", ")})` : row.model;
}

function series(
  rows: readonly ScorePointSource[],
  xOf: (row: ScorePointSource) => number | null,
): ScoreSeries {
  const points: ScorePoint[] = [];
  const omitted: ScoreSeries["omitted"] = [];
  const labels = submissionLabels(rows, pointLabel);
  rows.forEach((row, i) => {
    const x = xOf(row);
    const label = labels[i]!;
    if (x == null || !Number.isFinite(x) || x <= 0) {
      omitted.push({ id: row.id, label: label.text });
      return;
    }
    points.push({
      id: row.id,
      label: label.text,
      shortLabel: fitLabel(label, 36),
      origin: row.origin,
      x: displayPrecision(x),
      y: displayPrecision(row.mutationScore),
      onFrontier: false,
      ...(row.mutationScoreLo != null && row.mutationScoreHi != null
        ? {
            yError: [
              displayPrecision(Math.max(0, row.mutationScore - row.mutationScoreLo)),
              displayPrecision(Math.max(0, row.mutationScoreHi - row.mutationScore)),
            ] as [number, number],
          }
        : {}),
      source: row,
    });
  });
  const frontier = paretoFrontier(points.map((p) => ({ cost: p.x, score: p.y, id: p.id })));
  const onFrontier = new Set(frontier.map((p) => p.id));
  for (const p of points) p.onFrontier = onFrontier.has(p.id);
  return { points, frontier: frontier.map((p) => ({ x: p.cost, y: p.score })), omitted };
}

/** $ per instance against M, as in the paper's Figure 5. */
export function costVsScore(rows: readonly ScorePointSource[]): ScoreSeries {
  return series(rows, (row) => row.costUsd);
}

/** Minutes per instance against M. */
export function timeVsScore(rows: readonly ScorePointSource[]): ScoreSeries {
  return series(rows, (row) => (row.durationSec == null ? null : row.durationSec / 60));
}

/** The series of the leaderboard chart whose x is `unit`: $ or minutes per instance. */
export function seriesAgainst(
  rows: readonly ScorePointSource[],
  unit: "usd" | "minutes",
): ScoreSeries {
  return unit === "usd" ? costVsScore(rows) : timeVsScore(rows);
}

/** Per-instance fields of a submission that its charts use. */
export interface InstancePointSource {
  slug: string;
  title: string;
  submitted: boolean;
  sectionCount: number;
  referenceTests: number;
  mutationScore: number;
  tests: { total: number; valid: number };
}

/**
 * The empirical CDF of per-instance M (Figure 10): for each distinct score, the share of
 * instances scoring at most that. Starts at (0, share of zeros) and ends at (max, 1).
 */
export function scoreCdf(instances: readonly Pick<InstancePointSource, "mutationScore">[]) {
  const scores = instances.map((i) => i.mutationScore).sort((a, b) => a - b);
  const n = scores.length;
  const steps: { score: number; share: number }[] = [];
  scores.forEach((score, i) => {
    const last = steps[steps.length - 1];
    if (last && last.score === score) last.share = (i + 1) / n;
    else steps.push({ score, share: (i + 1) / n });
  });
  if (steps.length && steps[0]!.score > 0) steps.unshift({ score: 0, share: 0 });
  return steps;
}

/** Spec sections against M, one point per instance (Figure 9). */
export function sectionsVsScore(instances: readonly InstancePointSource[]) {
  return instances.map((i) => ({
    slug: i.slug,
    title: i.title,
    sections: i.sectionCount,
    score: i.mutationScore,
  }));
}

/** Generated against reference test counts, submitted instances only (Figure 8). */
export function generatedVsReference(instances: readonly InstancePointSource[]) {
  return instances
    .filter((i) => i.submitted)
    .map((i) => ({
      slug: i.slug,
      title: i.title,
      reference: i.referenceTests,
      generated: i.tests.total,
      score: i.mutationScore,
    }));
}

/** Spearman's rank correlation (ties get their mean rank); null for fewer than 3 pairs or no spread. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 3) return null;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    const a = rx[i]! - mx;
    const b = ry[i]! - my;
    num += a * b;
    dx += a * a;
    dy += b * b;
  }
  return dx === 0 || dy === 0 ? null : num / Math.sqrt(dx * dy);
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) out[order[k]!.i] = rank;
    start = end + 1;
  }
  return out;
}

/** How far past the outermost points a log axis reaches: a point on the edge was cut in half. */
const LOG_PAD = 1.12;

/** `s × 10^k`, without float noise. */
const nice = (k: number, s: number) => Number((10 ** k * s).toPrecision(6));

/**
 * Domain and ticks for a log axis covering `values` with room to spare: the domain runs between
 * 1-2-5 steps (…, 1, 2, 5, 10, …) just past the smallest and largest values, so no point sits on
 * the edge (minutes up to 9.9 once ended at 10 and the point was clipped). Ticks are the 1-2-5
 * steps inside it when it spans under three decades, else the decades, and both ends.
 * Non-positive values are ignored.
 */
export function logAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  if (!positive.length) return { domain: [0.1, 10], ticks: [0.1, 1, 10] };
  const min = Math.min(...positive) / LOG_PAD;
  const max = Math.max(...positive) * LOG_PAD;
  const kLo = Math.floor(Math.log10(min));
  const lo = [5, 2, 1].map((s) => nice(kLo, s)).find((v) => v <= min) ?? nice(kLo, 1);
  const kHi = Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((s) => nice(kHi, s)).find((v) => v >= max) ?? nice(kHi + 1, 1);
  const steps = Math.log10(top / lo) < 3 ? [1, 2, 5] : [1];
  const ticks = new Set([lo, top]);
  for (let k = kLo; k <= kHi + 1; k++)
    for (const s of steps) {
      const t = nice(k, s);
      if (t >= lo && t <= top) ticks.add(t);
    }
  return { domain: [lo, top], ticks: [...ticks].sort((a, b) => a - b) };
}

/** Shortens a chart label to `max` characters with an ellipsis; the tooltip has the full name. */
export function shortLabel(label: string, max = 30): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}
