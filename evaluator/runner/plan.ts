import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { UsageError } from "../errors.ts";

/** One run of a suite: the instance and the bundle-relative run key. */
export interface PlannedRun {
  instance: string;
  /** `reference/<n>` or `mutants/<id>`, as in outcomes.json. */
  run: string;
}

export type Sharding = "slice" | "round-robin";

export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
  sharding: Sharding;
}

/**
 * Every run of a full evaluation, in a fixed order: per instance (benchmark order) its k
 * reference runs, then its mutants in instance.json order. Sharding is defined over this list,
 * so it depends only on the benchmark, the instance selection and k.
 */
export function planRuns(instances: readonly InstanceDefinition[], runs: number): PlannedRun[] {
  const plan: PlannedRun[] = [];
  for (const instance of instances) {
    for (let n = 1; n <= runs; n++) plan.push({ instance: instance.id, run: `reference/${n}` });
    for (const mutant of instance.mutants ?? [])
      plan.push({ instance: instance.id, run: `mutants/${mutant.id}` });
  }
  return plan;
}

/** `k/n` → shard k of n (1 ≤ k ≤ n). */
export function parseShard(text: string, sharding: string): ShardSpec {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard: expected k/n with 1 ≤ k ≤ n (e.g. 2/8), got '${text}'`);
  }
  if (sharding !== "slice" && sharding !== "round-robin") {
    throw new UsageError(`--sharding: expected 'slice' or 'round-robin', got '${sharding}'`);
  }
  return { index, count, sharding };
}

/**
 * The runs shard k of n owns. `slice` cuts the plan into n contiguous pieces of near-equal
 * length (an instance's runs mostly stay on one machine); `round-robin` deals run i to shard
 * (i mod n) + 1 (slow instances spread over all machines). Every run is owned by exactly one
 * shard under either rule.
 */
export function shardRuns(plan: readonly PlannedRun[], shard: ShardSpec): PlannedRun[] {
  const k = shard.index - 1;
  if (shard.sharding === "round-robin") return plan.filter((_, i) => i % shard.count === k);
  const start = Math.floor((k * plan.length) / shard.count);
  const end = Math.floor(((k + 1) * plan.length) / shard.count);
  return plan.slice(start, end);
}
