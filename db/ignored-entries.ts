import type { IgnoredList } from "../evaluator/benchmark/ignored-list.ts";
import type { Db } from "./index.ts";
import { StoreError } from "./store-error.ts";

/**
 * A benchmark revision's ignore entries in `ignored_entries` (docs/benchmark-format.md), and
 * the comparison of a stored list with a folder's.
 */

/** Stored entries as sortable keys, to compare with a list without caring about order. */
export function storedEntries(db: Db, benchmarkId: number): string[] {
  const rows = db.$client
    .prepare(
      `SELECT i.slug AS instance, e.kind, e.item, e.reason, e.date FROM ignored_entries e
       JOIN instances i ON i.id = e.instance_id WHERE i.benchmark_id = @benchmarkId`,
    )
    .all({ benchmarkId }) as Array<{
    instance: string;
    kind: string;
    item: string;
    reason: string;
    date: string;
  }>;
  return rows.map((r) => [r.kind, r.instance, r.item, r.reason, r.date].join("\u0000")).sort();
}

/** Instances with an entry in one list and not the other: the only ones whose figures move. */
export function changedInstances(before: readonly string[], after: readonly string[]): Set<string> {
  const a = new Set(before);
  const b = new Set(after);
  const out = new Set<string>();
  for (const key of [...before.filter((k) => !b.has(k)), ...after.filter((k) => !a.has(k))])
    out.add(key.split("\u0000")[1]!);
  return out;
}

export function entryKeys(list: IgnoredList): string[] {
  return [
    ...list.mutants.map((m) => ["mutant", m.instance, m.mutant, m.reason, m.date]),
    ...list.referenceTests.map((t) => ["reference-test", t.instance, t.test, t.reason, t.date]),
  ]
    .map((k) => k.join("\u0000"))
    .sort();
}

/**
 * Replaces the benchmark's ignore entries and sets its revision. Also used when a benchmark is
 * first loaded, so a new database starts at the folder's revision.
 */
export function writeEntries(db: Db, benchmarkId: number, list: IgnoredList): void {
  const client = db.$client;
  client
    .prepare(
      "DELETE FROM ignored_entries WHERE instance_id IN (SELECT id FROM instances WHERE benchmark_id = @benchmarkId)",
    )
    .run({ benchmarkId });
  const insert = client.prepare(
    `INSERT INTO ignored_entries (instance_id, kind, item, reason, date)
     SELECT id, @kind, @item, @reason, @date FROM instances WHERE benchmark_id = @benchmarkId AND slug = @instance`,
  );
  const add = (kind: string, instance: string, item: string, reason: string, date: string) => {
    if (insert.run({ benchmarkId, kind, instance, item, reason, date }).changes !== 1)
      throw new StoreError(
        `ignored.json names instance '${instance}', which the stored benchmark lacks`,
      );
  };
  for (const m of list.mutants) add("mutant", m.instance, m.mutant, m.reason, m.date);
  for (const t of list.referenceTests) add("reference-test", t.instance, t.test, t.reason, t.date);
  client
    .prepare("UPDATE benchmarks SET revision = @revision WHERE id = @benchmarkId")
    .run({ revision: list.revision, benchmarkId });
}
