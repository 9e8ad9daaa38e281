import {
  actionClasses,
  actors,
  type ActionClass,
  type Actor,
  type Step,
  type TokenUsage,
  type TrajectoryMeta,
  type TrajectoryTotals,
} from "./types.ts";

/** Totals the record keeps for the whole trajectory; they win over sums of steps. */
export interface RecordedTotals {
  tokens?: TokenUsage;
  costUsd?: number;
}

/**
 * Counts steps by class and actor, and sums tokens and cost. A record's own totals (SWE-agent's
 * model_stats, Codex's total_token_usage, OpenHands' accumulated cost) are taken as they are:
 * they also count model calls that left no step (retries, summaries).
 */
export function computeTotals(
  steps: Step[],
  meta: TrajectoryMeta,
  recorded: RecordedTotals,
): TrajectoryTotals {
  const byClass = Object.fromEntries(actionClasses.map((c) => [c, 0])) as Record<
    ActionClass,
    number
  >;
  const byActor = Object.fromEntries(actors.map((a) => [a, 0])) as Record<Actor, number>;
  let actions = 0;
  let summed: TokenUsage | undefined;
  let cost: number | undefined;
  for (const s of steps) {
    byActor[s.actor]++;
    if (s.kind === "action" && s.class) {
      actions++;
      byClass[s.class]++;
    }
    if (s.tokens) {
      summed ??= {};
      for (const [k, v] of Object.entries(s.tokens) as [keyof TokenUsage, number][])
        summed[k] = (summed[k] ?? 0) + v;
    }
    if (s.costUsd !== undefined) cost = (cost ?? 0) + s.costUsd;
  }
  const tokens = recorded.tokens ?? summed;
  const costUsd = recorded.costUsd ?? cost;
  const durationSec = duration(meta, steps);
  return {
    steps: steps.length,
    actions,
    byClass,
    byActor,
    ...(tokens ? { tokens } : {}),
    ...(costUsd !== undefined ? { costUsd: round(costUsd) } : {}),
    ...(durationSec !== undefined ? { durationSec } : {}),
  };
}

function duration(meta: TrajectoryMeta, steps: Step[]): number | undefined {
  const times = steps.map((s) => s.time).filter((t): t is string => t !== undefined);
  const start = Date.parse(meta.startTime ?? times[0] ?? "");
  const end = Date.parse(meta.endTime ?? times[times.length - 1] ?? "");
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return undefined;
  return (end - start) / 1000;
}

/** Costs are sums of many small floats; 1e-9 dollars is below any price. */
function round(x: number): number {
  return Math.round(x * 1e9) / 1e9;
}
