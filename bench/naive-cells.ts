/**
 * The baseline bench/ingest.ts compares storage against: the kill matrix as one row per
 * (submission, mutant, test) cell with its outcome and the test's validity, in its own database
 * file, indexed for the per-submission lookups an overlap query makes.
 */
import type { ScoredBundle } from "../evaluator/types.ts";
import type { Db } from "../db/index.ts";

export function createNaiveTable(db: Db): void {
  db.$client.exec(`
    DROP TABLE IF EXISTS naive_cells;
    CREATE TABLE naive_cells (
      submission_id INTEGER NOT NULL,
      mutant_id INTEGER NOT NULL,
      test_idx INTEGER NOT NULL,
      outcome TEXT NOT NULL,
      valid INTEGER NOT NULL
    );
    CREATE INDEX naive_cells_by_mutant ON naive_cells (submission_id, mutant_id);
    CREATE TABLE IF NOT EXISTS naive_status (submission_id INTEGER, mutant_id INTEGER, timed_out INTEGER);
  `);
}

/** Writes every cell of each scored bundle; `compact` supplies the mutant ids. Returns the cell count. */
export function loadNaive(db: Db, compact: Db, ids: number[], bundles: ScoredBundle[]): number {
  const mutantIds = new Map(
    (
      compact.$client
        .prepare(
          "SELECT m.id, i.slug AS instance, m.slug FROM mutants m JOIN instances i ON i.id = m.instance_id",
        )
        .all() as Array<{ id: number; instance: string; slug: string }>
    ).map((m) => [`${m.instance}/${m.slug}`, m.id]),
  );
  const insert = db.$client.prepare("INSERT INTO naive_cells VALUES (?, ?, ?, ?, ?)");
  const insertStatus = db.$client.prepare("INSERT INTO naive_status VALUES (?, ?, ?)");
  let cells = 0;
  bundles.forEach((scored, k) => {
    const submissionId = ids[k]!;
    db.$client.transaction(() => {
      for (const detail of scored.details) {
        const valid = detail.tests.map((t) => (t.verdict === "valid" ? 1 : 0));
        for (const mutant of detail.mutants) {
          const mutantId = mutantIds.get(`${detail.instanceId}/${mutant.id}`)!;
          insertStatus.run(submissionId, mutantId, mutant.outcome?.timedOut ? 1 : 0);
          const failed = new Set(mutant.failedTests);
          for (let idx = 0; idx < valid.length; idx++) {
            insert.run(
              submissionId,
              mutantId,
              idx,
              failed.has(idx) ? "failed" : "passed",
              valid[idx]!,
            );
            cells++;
          }
        }
      }
    })();
  });
  return cells;
}

/** Killed-or-timeout sets from the naive table, and the same region counts getOverlap computes. */
export function naiveOverlap(
  db: Db,
  ids: number[],
): { union: number; regions: Map<number, number> } {
  const detected = db.$client
    .prepare(
      `SELECT DISTINCT submission_id AS s, mutant_id AS m FROM naive_cells
       WHERE submission_id IN (SELECT value FROM json_each(?)) AND outcome = 'failed' AND valid = 1
       UNION SELECT submission_id, mutant_id FROM naive_status WHERE timed_out = 1 AND submission_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids), JSON.stringify(ids)) as Array<{ s: number; m: number }>;
  const masks = new Map<number, number>();
  for (const { s, m } of detected) masks.set(m, (masks.get(m) ?? 0) | (1 << ids.indexOf(s)));
  const regions = new Map<number, number>();
  for (const mask of masks.values()) regions.set(mask, (regions.get(mask) ?? 0) + 1);
  return { union: masks.size, regions };
}
