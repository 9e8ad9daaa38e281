import { afterAll, describe, expect, it } from "vitest";
import {
  pairStatistics,
  pairwiseDifferences,
  type PerInstance,
} from "../evaluator/stats/paired.ts";
import { refreshComparisons } from "./comparisons.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { listComparisons } from "./queries.ts";
import { storeScoredBundle } from "../ingest/store-scored.ts";
import { syntheticBenchmark, syntheticScored } from "./testing/synthetic.ts";
import { tempDb } from "./testing/temp-db.ts";

const t = tempDb();
afterAll(() => t.cleanup());

describe("stored comparisons", () => {
  it("compare each new submission from stored replicates exactly as resampling all pairs afresh would", async () => {
    const benchmark = syntheticBenchmark("pairs", 30, 6);
    await storeBenchmark(t.db, benchmark);
    const reports = [0.2, 0.5, 0.52, 0.8].map((detectRate, i) =>
      syntheticScored(benchmark, { seed: 40 + i, testsPerInstance: 10, detectRate }),
    );
    const ids = reports.map(
      (scored) => storeScoredBundle(t.db, scored, { compare: pairStatistics }).id,
    );
    const afresh = pairwiseDifferences(
      reports.map((scored, i): PerInstance => ({
        id: ids[i]!,
        scores: new Map(scored.report.instances.map((s) => [s.id, s.mutationScore])),
      })),
    );
    const stored = await listComparisons(benchmark, t.db);
    expect(stored).toEqual(
      afresh.map((p) => ({
        a: p.a,
        b: p.b,
        instances: 30,
        difference: p.difference,
        distinct: p.distinct,
      })),
    );
    expect(stored.some((p) => p.distinct)).toBe(true);
    // Recomputing every pair gives the same rows.
    refreshComparisons(t.db, 1, pairStatistics);
    expect(await listComparisons(benchmark, t.db)).toEqual(stored);
  });
});
