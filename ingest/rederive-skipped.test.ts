import { afterEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import { fixtureBenchmark, fixtureBundle } from "../evaluator/score/testing/fixtures.ts";
import type { ScoredBundle } from "../evaluator/types.ts";
import { bitmapHas } from "../db/bitset.ts";
import { pendingDataMigrations, runDataMigrations } from "../db/data-migrations.ts";
import { DATA_MIGRATION_STEPS } from "./data-migrations.ts";
import { checkHealth } from "../db/queries/health.ts";
import { migrate, type Db } from "../db/index.ts";
import { storeBenchmark } from "./store-benchmark.ts";
import { getScoreReport } from "../db/queries/score-report.ts";
import { rederiveSkippedVerdicts } from "./rederive-skipped.ts";
import { storeScoredBundle } from "./store-scored.ts";
import { tempDb } from "../db/testing/temp-db.ts";

/**
 * The fixture bundle from real pytest runs has `test_greet.test_colour`, which calls
 * pytest.skip in every reference run. Stored under the old rule it was valid; these tests store
 * it, rewrite the rows the way the old rule wrote them, and check that migrating re-derives
 * every figure the evaluator gives today, once the data migration runs.
 */
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function storedFixture(): Promise<{ db: Db; id: number; scored: ScoredBundle }> {
  const t = tempDb();
  cleanups.push(t.cleanup);
  const benchmark = await loadBenchmark(fixtureBenchmark);
  await storeBenchmark(t.db, benchmark);
  const bundle = await openBundle(fixtureBundle);
  const scored = await scoreBundle(bundle, benchmark).finally(() => bundle.close());
  return { db: t.db, id: storeScoredBundle(t.db, scored).id, scored };
}

/** The rows as a database written before the skipped verdict holds them. */
function writeOldRule(db: Db, id: number): void {
  const sql = db.$client;
  sql.prepare("UPDATE generated_tests SET verdict = 'valid' WHERE verdict = 'skipped'").run();
  sql
    .prepare(
      `UPDATE submission_instances SET tests_valid = tests_valid + tests_skipped, tests_skipped = 0,
         validity_rate = CASE WHEN tests_total > 0 THEN 1.0 * (tests_valid + tests_skipped) / tests_total END`,
    )
    .run();
  const summary = JSON.parse(
    (sql.prepare("SELECT summary_json AS s FROM submissions WHERE id = ?").get(id) as { s: string })
      .s,
  ) as { tests: Record<string, number>; validityRate: number; validityRatePooled: number };
  const { skipped, ...oldTests } = summary.tests;
  const oldSummary = {
    ...summary,
    tests: { ...oldTests, valid: (oldTests.valid ?? 0) + (skipped ?? 0) },
    validityRate: (4 / 5 + 5 / 7) / 2,
    validityRatePooled: 9 / 12,
  };
  sql
    .prepare(
      "UPDATE submissions SET summary_json = ?, validity_rate = ?, validity_rate_pooled = ? WHERE id = ?",
    )
    .run(JSON.stringify(oldSummary), oldSummary.validityRate, oldSummary.validityRatePooled, id);
}

describe("re-deriving submissions stored before the skipped verdict", () => {
  it("gives back, byte for byte, the report the evaluator gives today", async () => {
    const { db, id, scored } = await storedFixture();
    writeOldRule(db, id);
    const old = await getScoreReport(id, db);
    expect(old?.instances.find((i) => i.id === "greet")?.validityRate).toBeCloseTo(5 / 7, 12);

    // Opening and schema-migrating the database leaves the rows as they are: the re-derivation
    // is a data migration, run when asked and recorded.
    migrate(db);
    expect(await getScoreReport(id, db)).toEqual(old);
    expect(pendingDataMigrations(db)).toEqual([
      "0002-rederive-skipped-verdicts",
      "0015-store-reach-status",
    ]);
    // /api/health names it, and the command that runs it, while the site keeps serving.
    expect(await checkHealth(db)).toMatchObject({
      ok: true,
      dataMigrationsPending: ["0002-rederive-skipped-verdicts", "0015-store-reach-status"],
      fix: expect.stringContaining("tsb migrate") as unknown,
    });

    expect(runDataMigrations(db, DATA_MIGRATION_STEPS)).toEqual([
      { name: "0002-rederive-skipped-verdicts", changed: [id] },
      // The ingest stored every reach status already: nothing to fill.
      { name: "0015-store-reach-status", changed: [] },
    ]);
    expect(JSON.stringify(await getScoreReport(id, db))).toBe(JSON.stringify(scored.report));
    const row = db.$client
      .prepare("SELECT validity_rate AS v, validity_rate_pooled AS p FROM submissions WHERE id = ?")
      .get(id) as { v: number; p: number };
    expect(row.v).toBeCloseTo((4 / 5 + 4 / 7) / 2, 12);
    expect(row.p).toBeCloseTo(8 / 12, 12);
    // Once done, it is recorded, and there is nothing left to re-derive anyway.
    expect(pendingDataMigrations(db)).toEqual([]);
    expect((await checkHealth(db)).dataMigrationsPending).toEqual([]);
    expect((await checkHealth(db)).fix).toBeUndefined();
    expect(runDataMigrations(db, DATA_MIGRATION_STEPS)).toEqual([]);
    expect(rederiveSkippedVerdicts(db)).toEqual([]);
  });

  it("re-judges a mutant that only a now-skipped test had killed, and keeps its message as a near miss", async () => {
    const { db, id } = await storedFixture();
    const sql = db.$client;
    // Under the old rule, say test_colour (index 0, valid then) had failed on m-usage and so
    // killed it: its failed set gains index 0 (stored against the invalid baseline, {3}).
    const mutant = sql
      .prepare(
        "SELECT m.id, m.position FROM mutants m JOIN instances i ON i.id = m.instance_id WHERE i.slug = 'greet' AND m.slug = 'm-usage'",
      )
      .get() as { id: number; position: number };
    sql
      .prepare(
        "UPDATE mutant_results SET status = 'killed', failed_bits = ? WHERE submission_id = ? AND mutant_id = ?",
      )
      .run(Buffer.from([0x01, 0x00]), id, mutant.id);
    sql
      .prepare(
        "INSERT INTO mutant_messages (submission_id, mutant_id, test_idx, kind, message) VALUES (?, ?, 0, 'kill', ?)",
      )
      .run(id, mutant.id, "AssertionError: no colour");
    writeOldRule(db, id);

    expect(rederiveSkippedVerdicts(db)).toEqual([id]);
    const greet = (await getScoreReport(id, db))?.instances.find((i) => i.id === "greet");
    const usage = greet?.mutantResults.find((m) => m.id === "m-usage");
    expect(usage?.status).toBe("survived");
    expect(usage?.killingTests).toEqual([]);
    expect(usage?.nearMisses.map((n) => [n.id, n.verdict, n.mutantMessage])).toContainEqual([
      "test_greet.test_colour",
      "skipped",
      "AssertionError: no colour",
    ]);
    expect(greet?.mutants).toMatchObject({ killed: 3, survived: 1 });
    expect(greet?.mutationScore).toBeCloseTo(4 / 6, 12);
    // The overlap view's mask follows: the mutant is no longer detected.
    const { mask } = sql
      .prepare(
        "SELECT detected_mutants AS mask FROM submission_instances WHERE submission_id = ? AND instance_id = (SELECT instance_id FROM mutants WHERE id = ?)",
      )
      .get(id, mutant.id) as { mask: Buffer };
    expect(bitmapHas(mask, mutant.position)).toBe(false);
  });
});
