import { formatRanges, parseRanges, type ChangedLines } from "../evaluator/coverage/types.ts";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "./client.ts";
import { mutantChangedLines, type MutantChangedLinesRow } from "./coverage-schema.ts";
import { mutants, type MutantRow } from "./schema.ts";

/** Changed lines as stored: the lines as compact ranges. */
type StoredChangedLines = { file: string; lines: string; function?: string };

/** Replaces the stored changed lines of an instance's mutants (inside the load's transaction). */
export function writeChangedLines(
  db: Db,
  instanceId: number,
  changed: ReadonlyMap<string, readonly ChangedLines[]>,
): void {
  db.delete(mutantChangedLines)
    .where(
      inArray(
        mutantChangedLines.mutantId,
        db.select({ id: mutants.id }).from(mutants).where(eq(mutants.instanceId, instanceId)),
      ),
    )
    .run();
  // One insert per mutant of the benchmark load, which bench:ingest times: kept raw and prepared once.
  const insert = db.$client.prepare<
    Pick<MutantChangedLinesRow, "lines"> & Pick<MutantRow, "instanceId" | "slug">
  >(
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
  const rows = db
    .select({ mutantId: mutantChangedLines.mutantId, lines: mutantChangedLines.lines })
    .from(mutantChangedLines)
    .innerJoin(mutants, eq(mutants.id, mutantChangedLines.mutantId))
    .where(eq(mutants.instanceId, instanceId))
    .all();
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
