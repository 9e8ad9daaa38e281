import { actionClasses, type Step } from "../types.ts";
import { isAgentStep } from "./agent-steps.ts";

/** Figure 11's positions: tenths of a trajectory's steps. */
export const POSITION_BINS = 10;

/**
 * How many steps of each class fall in each tenth of the trajectory (the paper's Figure 11): a
 * `POSITION_BINS` × 5 table, rows by position, columns in `actionClasses` order. Step i of n
 * (counting agent steps only, agent-steps.ts) falls in tenth ⌊10·i/n⌋, so a trajectory of 3
 * steps fills tenths 0, 3 and 6 and leaves the others empty.
 */
export function toolUseByPosition(steps: readonly Step[]): number[][] {
  const counted = steps.filter(isAgentStep);
  const table = Array.from({ length: POSITION_BINS }, () => actionClasses.map(() => 0));
  counted.forEach((step, i) => {
    const bin = Math.floor((POSITION_BINS * i) / counted.length);
    const column = actionClasses.indexOf(step.class ?? "other");
    table[bin]![column]!++;
  });
  return table;
}

/**
 * Figure 11 for several trajectories (a submission's): per tenth, the share of each class, the
 * mean over the trajectories with steps in that tenth, so a long session weighs as much as a
 * short one. Rows sum to 1, or are all 0 where no trajectory has a step; null without tables.
 */
export function meanToolUseShares(tables: readonly number[][][]): number[][] | null {
  if (tables.length === 0) return null;
  return Array.from({ length: POSITION_BINS }, (_, bin) => {
    const sums = actionClasses.map(() => 0);
    let n = 0;
    for (const table of tables) {
      const row = table[bin] ?? [];
      const total = row.reduce((a, b) => a + b, 0);
      if (total === 0) continue;
      n++;
      row.forEach((count, c) => (sums[c]! += count / total));
    }
    return sums.map((s) => (n === 0 ? 0 : s / n));
  });
}
