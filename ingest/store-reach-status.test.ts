import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import { pendingDataMigrations, runDataMigrations } from "../db/data-migrations.ts";
import { dataMigrations } from "../db/schema.ts";
import { getMutantAnswers } from "../db/queries/coverage.ts";
import { calcCoverageBundle, COVERAGE_BENCHMARK } from "../db/testing/coverage-bundle.ts";
import { tempDb } from "../db/testing/temp-db.ts";
import { DATA_MIGRATION_STEPS } from "./data-migrations.ts";
import { storeBenchmark } from "./store-benchmark.ts";
import { storeScoredBundle } from "./store-scored.ts";

const t = tempDb();
const cleanups: Array<() => void> = [t.cleanup];
afterAll(() => cleanups.forEach((c) => c()));

let submissionId = 0;
let calcId = 0;
beforeAll(async () => {
  const definition = await loadBenchmark(COVERAGE_BENCHMARK);
  await storeBenchmark(t.db, definition);
  const bundle = calcCoverageBundle({ model: "with coverage" });
  cleanups.push(bundle.cleanup);
  const reader = await openBundle(bundle.dir);
  const scored = await scoreBundle(reader, definition).finally(() => reader.close());
  submissionId = storeScoredBundle(t.db, scored).id;
  calcId = (
    t.db.$client.prepare("SELECT id FROM instances WHERE slug = 'calc'").get() as { id: number }
  ).id;
}, 120_000);

describe("data migration 0015 (reach status)", () => {
  it("fills the rows stored before the column with what the ingest stores now", async () => {
    const stored = await getMutantAnswers(submissionId, calcId, t.db);
    expect(new Set([...stored.answers.values()].map((a) => a.status))).toContain(
      "reachedNotDetected",
    );
    // A database from before drizzle/0015: the column is there, empty, and 0015 not yet run.
    t.db.$client.prepare("UPDATE mutant_results SET reach_status = NULL").run();
    t.db.delete(dataMigrations).run();
    t.db
      .insert(dataMigrations)
      .values({ name: "0002-rederive-skipped-verdicts", appliedAt: "2026-01-01", changed: 0 })
      .run();
    expect(pendingDataMigrations(t.db)).toEqual(["0015-store-reach-status"]);
    expect(runDataMigrations(t.db, DATA_MIGRATION_STEPS)).toEqual([
      { name: "0015-store-reach-status", changed: [submissionId] },
    ]);
    expect(await getMutantAnswers(submissionId, calcId, t.db)).toEqual(stored);
    expect(runDataMigrations(t.db, DATA_MIGRATION_STEPS)).toEqual([]);
  });
});
