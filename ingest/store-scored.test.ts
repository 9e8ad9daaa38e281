import { afterEach, describe, expect, it } from "vitest";
import { storeBenchmark } from "./store-benchmark.ts";
import { getScoreReport } from "../db/queries/score-report.ts";
import { storeScoredBundle } from "./store-scored.ts";
import { syntheticBenchmark, syntheticScored } from "../db/testing/synthetic.ts";
import { snapshot, tempDb } from "../db/testing/temp-db.ts";

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function setup() {
  const t = tempDb();
  cleanups.push(t.cleanup);
  return t;
}

describe("storeScoredBundle", () => {
  it("stores a scored bundle whose report reads back equal to the evaluator's", async () => {
    const { db } = setup();
    const benchmark = syntheticBenchmark("synth", 4, 12);
    await storeBenchmark(db, benchmark);
    const scored = syntheticScored(benchmark, {
      seed: 7,
      testsPerInstance: 60,
      omit: ["inst002"],
      withSuite: true,
    });
    expect(
      scored.report.instances.some((i) => i.mutantResults.some((m) => m.nearMisses.length > 0)),
    ).toBe(true);
    const { id, created } = storeScoredBundle(db, scored);
    expect(created).toBe(true);
    expect(await getScoreReport(id, db)).toStrictEqual(scored.report);
    expect(JSON.stringify(await getScoreReport(id, db))).toBe(JSON.stringify(scored.report));
  });

  it("recognises the same bundle stored again and writes nothing", async () => {
    const { db } = setup();
    const benchmark = syntheticBenchmark("synth", 2, 5);
    await storeBenchmark(db, benchmark);
    const scored = syntheticScored(benchmark, { seed: 1, testsPerInstance: 20 });
    const first = storeScoredBundle(db, scored);
    const before = snapshot(db);
    expect(storeScoredBundle(db, scored)).toEqual({ id: first.id, created: false });
    expect(snapshot(db)).toEqual(before);
  });

  it("leaves every table unchanged when an error strikes mid-transaction", async () => {
    const { db } = setup();
    const benchmark = syntheticBenchmark("synth", 3, 8);
    await storeBenchmark(db, benchmark);
    storeScoredBundle(db, syntheticScored(benchmark, { seed: 2, testsPerInstance: 30 }));
    const before = snapshot(db);
    const scored = syntheticScored(benchmark, { seed: 3, testsPerInstance: 30 });
    expect(() =>
      storeScoredBundle(db, scored, {
        onProgress: (_phase, done) => {
          if (done === 2) throw new Error("injected failure after two instances");
        },
      }),
    ).toThrow(/injected/);
    expect(snapshot(db)).toEqual(before);
  });

  it("rejects a result naming a mutant the stored benchmark lacks, storing nothing", async () => {
    const { db } = setup();
    const benchmark = syntheticBenchmark("synth", 2, 4);
    await storeBenchmark(db, benchmark);
    const before = snapshot(db);
    const wider = syntheticBenchmark("synth", 2, 6);
    expect(() =>
      storeScoredBundle(db, syntheticScored(wider, { seed: 4, testsPerInstance: 10 })),
    ).toThrow(/instance 'inst000' in the database has no mutant 'm004'; reload the benchmark/);
    expect(snapshot(db)).toEqual(before);
  });

  it("names a benchmark the database does not hold", () => {
    const { db } = setup();
    const benchmark = syntheticBenchmark("absent", 1, 2);
    expect(() =>
      storeScoredBundle(db, syntheticScored(benchmark, { seed: 5, testsPerInstance: 5 })),
    ).toThrow(/benchmark absent@1.0 is not in the database/);
  });
});
