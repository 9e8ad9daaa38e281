import { formatRanges, parseRanges, type ChangedLines } from "../evaluator/coverage/types.ts";
import type { Db } from "./client.ts";

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
