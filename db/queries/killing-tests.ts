/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { getDb, type Db } from "../index.ts";
import type {
  BenchmarkRow,
  GeneratedTestRow,
  InstanceRow,
  MutantMessageRow,
  MutantRow,
} from "../schema.ts";

/** A killing test of one trial on one mutant (a valid test that failed there, confirmed). */
export interface KillingTest {
  instance: string;
  mutant: string;
  submissionId: number;
  testId: string;
}

/**
 * The killing tests of the given trials on the given mutants of a benchmark version: what the
 * paired page lists beside a mutant only one side kills. Read for the mutants shown only.
 */
export async function getKillingTests(
  benchmark: { name: string; version: string },
  trialIds: readonly number[],
  mutants: readonly { instance: string; mutant: string }[],
  db: Db = getDb(),
): Promise<KillingTest[]> {
  if (trialIds.length === 0 || mutants.length === 0) return [];
  const client = db.$client;
  const ids = client
    .prepare<
      Pick<BenchmarkRow, "name" | "version"> & { keys: string },
      { id: MutantRow["id"]; instance: InstanceRow["slug"]; mutant: MutantRow["slug"] }
    >(
      `SELECT m.id, i.slug AS instance, m.slug AS mutant FROM mutants m
       JOIN instances i ON i.id = m.instance_id JOIN benchmarks b ON b.id = i.benchmark_id
       WHERE b.name = @name AND b.version = @version
         AND i.slug || '/' || m.slug IN (SELECT value FROM json_each(@keys))`,
    )
    .all({
      name: benchmark.name,
      version: benchmark.version,
      keys: JSON.stringify(mutants.map((m) => `${m.instance}/${m.mutant}`)),
    });
  const byId = new Map(ids.map((m) => [m.id, m]));
  const rows = client
    .prepare<
      { trials: string; mutants: string },
      Pick<MutantMessageRow, "submissionId" | "mutantId"> & Pick<GeneratedTestRow, "testId">
    >(
      `SELECT mm.submission_id AS submissionId, mm.mutant_id AS mutantId, gt.test_id AS testId
       FROM mutant_messages mm
       JOIN mutants m ON m.id = mm.mutant_id
       JOIN generated_tests gt ON gt.submission_id = mm.submission_id AND gt.instance_id = m.instance_id
         AND gt.idx = mm.test_idx
       WHERE mm.kind = 'kill' AND mm.submission_id IN (SELECT value FROM json_each(@trials))
         AND mm.mutant_id IN (SELECT value FROM json_each(@mutants))
       ORDER BY mm.submission_id, gt.test_id`,
    )
    .all({ trials: JSON.stringify(trialIds), mutants: JSON.stringify([...byId.keys()]) });
  return rows.map((r) => ({
    instance: byId.get(r.mutantId)!.instance,
    mutant: byId.get(r.mutantId)!.mutant,
    submissionId: r.submissionId,
    testId: r.testId,
  }));
}
