import type { IgnoredList } from "../evaluator/benchmark/ignored-list.ts";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "./index.ts";
import { benchmarks, ignoredEntries, instances, type NewIgnoredEntryRow } from "./schema.ts";
import { StoreError } from "./store-error.ts";

/**
 * A benchmark revision's ignore entries in `ignored_entries` (docs/benchmark-format.md), and
 * the comparison of a stored list with a folder's.
 */

/** Stored entries as sortable keys, to compare with a list without caring about order. */
export function storedEntries(db: Db, benchmarkId: number): string[] {
  const e = ignoredEntries;
  const rows = db
    .select({
      instance: instances.slug,
      kind: e.kind,
      item: e.item,
      reason: e.reason,
      date: e.date,
    })
    .from(e)
    .innerJoin(instances, eq(instances.id, e.instanceId))
    .where(eq(instances.benchmarkId, benchmarkId))
    .all();
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
  const ids = new Map(
    db
      .select({ id: instances.id, slug: instances.slug })
      .from(instances)
      .where(eq(instances.benchmarkId, benchmarkId))
      .all()
      .map((i) => [i.slug, i.id]),
  );
  db.delete(ignoredEntries)
    .where(inArray(ignoredEntries.instanceId, [...ids.values()]))
    .run();
  const instanceId = (slug: string) => {
    const id = ids.get(slug);
    if (id === undefined)
      throw new StoreError(
        `ignored.json names instance '${slug}', which the stored benchmark lacks`,
      );
    return id;
  };
  const rows: NewIgnoredEntryRow[] = [
    ...list.mutants.map((m) => ({
      instanceId: instanceId(m.instance),
      kind: "mutant" as const,
      item: m.mutant,
      reason: m.reason,
      date: m.date,
    })),
    ...list.referenceTests.map((t) => ({
      instanceId: instanceId(t.instance),
      kind: "reference-test" as const,
      item: t.test,
      reason: t.reason,
      date: t.date,
    })),
  ];
  // A few rows per benchmark, in statements under SQLite's bound-value limit.
  for (let i = 0; i < rows.length; i += 1000)
    db.insert(ignoredEntries)
      .values(rows.slice(i, i + 1000))
      .run();
  db.update(benchmarks)
    .set({ revision: list.revision })
    .where(eq(benchmarks.id, benchmarkId))
    .run();
}
