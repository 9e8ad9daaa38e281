import { syntheticBenchmark, syntheticScored } from "../../db/testing/synthetic.ts";

/** The benchmark and bundles the child processes of the crash and concurrency tests write. */
export const CHILD_BENCHMARK = syntheticBenchmark("crash", 12, 30);

export function childBundle(seed: number) {
  return syntheticScored(CHILD_BENCHMARK, { seed, testsPerInstance: 300, withSuite: true });
}
