/**
 * The series of the paper's Figure 10 (cumulative distributions over instances of R, V, M,
 * cost, time and steps) and Figure 11 (tool use by tenth of the trajectory), from the rows the
 * queries return. Pure, so the server and the charts draw the same numbers.
 */
import type { FigureInstance } from "../db/queries/figures.ts";
import { actionClasses, type ActionClass } from "../evaluator/trajectory/types.ts";

export { actionClasses };

/** One instance's figures, as `getFigures` gives them. */
export type InstanceFigures = Omit<FigureInstance, "slug">;

export const FIGURE10_PANELS = [
  { key: "referencePassRate", label: "R (reference pass rate)", unit: "percent" },
  { key: "validityRate", label: "V (valid tests)", unit: "percent" },
  { key: "mutationScore", label: "M (mutation score)", unit: "percent" },
  { key: "costUsd", label: "Cost ($ per instance)", unit: "usd" },
  { key: "durationSec", label: "Time (minutes per instance)", unit: "minutes" },
  { key: "steps", label: "Steps per instance", unit: "count" },
] as const;
export type Figure10Panel = (typeof FIGURE10_PANELS)[number];

/**
 * The values a panel's curve is made of. M counts every instance of the benchmark (an
 * instance not submitted scores 0, as M's mean counts it); V counts the submitted ones that
 * have tests; R, cost, time and steps the instances that report them. Time is in minutes.
 */
export function panelValues(instances: readonly InstanceFigures[], panel: Figure10Panel): number[] {
  const out: number[] = [];
  for (const i of instances) {
    if (panel.key === "mutationScore") out.push(i.mutationScore);
    else if (panel.key === "validityRate") {
      if (i.submitted && i.validityRate !== null) out.push(i.validityRate);
    } else {
      const v = i[panel.key];
      if (v !== null) out.push(panel.key === "durationSec" ? v / 60 : v);
    }
  }
  return out;
}

/**
 * The empirical CDF of `values`: for each distinct value, the share of values at most it, in
 * ascending order, after a first point (smallest, 0) so that a step curve (`stepAfter`) rises
 * at the smallest value, and a series of equal values is a line, not a dot.
 */
export function cdf(values: readonly number[]): Array<{ x: number; share: number }> {
  const sorted = [...values].sort((a, b) => a - b);
  const out: Array<{ x: number; share: number }> = sorted.length
    ? [{ x: sorted[0]!, share: 0 }]
    : [];
  sorted.forEach((x, i) => {
    const share = (i + 1) / sorted.length;
    const last = out.at(-1);
    if (last && last.x === x && last.share > 0) last.share = share;
    else out.push({ x, share });
  });
  return out;
}

/** The median of `values`, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Figure 11's shares as chart rows: one per tenth, a share per class (0..1). */
export function toolUseRows(
  shares: readonly number[][],
): Array<{ tenth: string } & Record<ActionClass, number>> {
  return shares.map((row, i) => ({
    tenth: `${i * 10}–${(i + 1) * 10}%`,
    ...(Object.fromEntries(actionClasses.map((c, k) => [c, row[k] ?? 0])) as Record<
      ActionClass,
      number
    >),
  }));
}

/** The classes' colours, as the trajectory viewer draws them. */
export const CLASS_COLORS: Record<ActionClass, string> = {
  read: "#0ea5e9",
  search: "#8b5cf6",
  write: "#10b981",
  execute: "#f59e0b",
  other: "#71717a",
};

/** Series colours for up to eight submissions side by side. */
export const SERIES_COLORS = [
  "#2563eb",
  "#dc2626",
  "#059669",
  "#d97706",
  "#7c3aed",
  "#0891b2",
  "#be185d",
  "#4b5563",
];
