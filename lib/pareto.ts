/**
 * Pareto frontiers for cost-vs-score charts: lower cost is better, higher score is better.
 * Pure functions over plain points so the server can compute them once per request.
 */

export interface CostScore {
  /** Cost (or time) per instance; must be > 0 for the log-scale hull. */
  cost: number;
  /** Score to maximize, e.g. the mutation score M in 0..1. */
  score: number;
}

/** True when `a` is at least as good as `b` in both axes and strictly better in one. */
export function dominates(a: CostScore, b: CostScore): boolean {
  return a.cost <= b.cost && a.score >= b.score && (a.cost < b.cost || a.score > b.score);
}

/**
 * The non-dominated points (minimize cost, maximize score), sorted by ascending cost. Points with
 * a non-finite cost or score are ignored. Exact duplicates are all kept.
 */
export function paretoFrontier<T extends CostScore>(points: readonly T[]): T[] {
  const usable = points.filter((p) => Number.isFinite(p.cost) && Number.isFinite(p.score));
  // Sort by cost, then best score first, and sweep keeping each point that beats the best so far.
  const sorted = [...usable].sort((a, b) => a.cost - b.cost || b.score - a.score);
  const frontier: T[] = [];
  let best = -Infinity;
  let bestCost = NaN;
  for (const p of sorted) {
    if (p.score > best) {
      frontier.push(p);
      best = p.score;
      bestCost = p.cost;
    } else if (p.score === best && p.cost === bestCost) {
      frontier.push(p);
    }
  }
  return frontier;
}
