import { mutantReach } from "../evaluator/coverage/reach.ts";
import { formatRanges, parseRanges, type ChangedLines } from "../evaluator/coverage/types.ts";
import type { InstanceDetail } from "../evaluator/types.ts";
import { encodeIndexSet } from "./bitset.ts";
import type { CatalogInstance } from "./catalog.ts";
import type { Db } from "./index.ts";

/** Changed lines as stored: the lines as compact ranges. */
type StoredChangedLines = { file: string; lines: string; function?: string };

/** Replaces the stored changed lines of an instance's mutants (inside the load's transaction). */
export function writeChangedLines(
  db: Db,
  instanceId: number,
  changed: ReadonlyMap<string, readonly ChangedLines[]>,
): void {
  const client = db.$client;
  client
    .prepare(
      "DELETE FROM mutant_changed_lines WHERE mutant_id IN (SELECT id FROM mutants WHERE instance_id = ?)",
    )
    .run(instanceId);
  const insert = client.prepare(
    `INSERT INTO mutant_changed_lines (mutant_id, lines)
     SELECT id, @lines FROM mutants WHERE instance_id = @instanceId AND slug = @slug`,
  );
  for (const [slug, entries] of changed) {
    const stored: StoredChangedLines[] = entries.map((e) => ({
      file: e.file,
      lines: formatRanges(e.lines),
      ...(e.function ? { function: e.function } : {}),
    }));
    insert.run({ instanceId, slug, lines: JSON.stringify(stored) });
  }
}

/** The stored changed lines of an instance's mutants: mutant id → lines. */
export function loadChangedLines(db: Db, instanceId: number): Map<number, ChangedLines[]> {
  const rows = db.$client
    .prepare(
      `SELECT c.mutant_id AS mutantId, c.lines FROM mutant_changed_lines c JOIN mutants m ON m.id = c.mutant_id
       WHERE m.instance_id = ?`,
    )
    .all(instanceId) as Array<{ mutantId: number; lines: string }>;
  return new Map(
    rows.map((r) => [
      r.mutantId,
      (JSON.parse(r.lines) as StoredChangedLines[]).map((e) => ({
        file: e.file,
        lines: parseRanges(e.lines),
        ...(e.function ? { function: e.function } : {}),
      })),
    ]),
  );
}

/**
 * Stores a submission's coverage of one instance (inside the ingest's transaction): the
 * bundle's coverage.json compactly, with each test's lines by its index, and each mutant's reach
 * derived from its stored changed lines (evaluator/coverage/reach.ts). Nothing is written when
 * the bundle carried no coverage for the instance.
 */
export function writeCoverage(
  db: Db,
  submissionId: number,
  instance: CatalogInstance,
  detail: InstanceDetail | undefined,
): void {
  const coverage = detail?.coverage;
  if (!coverage) return;
  const client = db.$client;
  const insertCoverage = client.prepare(
    `INSERT INTO instance_coverage (submission_id, instance_id, tool, granularity, unavailable, suite, tests)
     VALUES (@submissionId, @instanceId, @tool, @granularity, @unavailable, @suite, @tests)`,
  );
  if ("unavailable" in coverage) {
    insertCoverage.run({
      submissionId,
      instanceId: instance.id,
      tool: coverage.tool ?? null,
      granularity: null,
      unavailable: coverage.unavailable,
      suite: null,
      tests: null,
    });
    return;
  }
  const tests = detail.tests;
  insertCoverage.run({
    submissionId,
    instanceId: instance.id,
    tool: coverage.tool,
    granularity: coverage.granularity,
    unavailable: null,
    suite: JSON.stringify(coverage.suite),
    tests: coverage.tests ? JSON.stringify(tests.map((t) => coverage.tests?.[t.id] ?? null)) : null,
  });
  const insertReach = client.prepare(
    `INSERT INTO mutant_reach (submission_id, mutant_id, instance_id, reached, covering_bits)
     VALUES (@submissionId, @mutantId, @instanceId, @reached, @coveringBits)`,
  );
  for (const [mutantId, changed] of loadChangedLines(db, instance.id)) {
    const reach = mutantReach(changed, coverage, tests);
    if (!reach) continue;
    insertReach.run({
      submissionId,
      mutantId,
      instanceId: instance.id,
      reached: reach.reached ? 1 : 0,
      coveringBits: reach.covering ? encodeIndexSet(reach.covering) : null,
    });
  }
}
