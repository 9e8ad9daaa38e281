import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { dataMigrations } from "./schema.ts";

/**
 * The data migrations: steps that rewrite stored rows after a rule change, by name, in the order
 * they were added. db/ records which ran; what each does is the ingest's (ingest/
 * data-migrations.ts gives a step for every name here, which the type checks). Each runs once
 * per database, in one immediate transaction with the `data_migrations` row that records it, so
 * a crash leaves it pending and a second process waits, then finds it done. A fresh database
 * records each step with nothing changed: no row there was stored under an old rule.
 */
export const DATA_MIGRATIONS = [
  // The skipped verdict (drizzle/0002_skipped_verdict.sql, docs/storage.md).
  "0002-rederive-skipped-verdicts",
  // Each mutant's status told apart by reach, stored for the coverage views
  // (drizzle/0015_mutant_reach_status.sql).
  "0015-store-reach-status",
] as const;

export type DataMigrationName = (typeof DATA_MIGRATIONS)[number];

/** What a data migration does: rewrites rows, returning the ids of the submissions it changed. */
export type DataMigrationSteps = Record<DataMigrationName, (db: Db) => number[]>;

export interface DataMigrationRun {
  name: string;
  /** Ids of the submissions it rewrote. */
  changed: number[];
}

/** Names of the data migrations not yet recorded as run on this (schema-migrated) database. */
export function pendingDataMigrations(db: Db): string[] {
  const done = new Set(
    db
      .select({ name: dataMigrations.name })
      .from(dataMigrations)
      .all()
      .map((r) => r.name),
  );
  return DATA_MIGRATIONS.filter((name) => !done.has(name));
}

/**
 * Runs the pending data migrations with the ingest's `steps` (after `migrate`, which applies
 * the schema's): `tsb seed` and `tsb migrate`. Returns what ran now.
 */
export function runDataMigrations(
  db: Db,
  steps: DataMigrationSteps,
  now = new Date(),
): DataMigrationRun[] {
  const runs: DataMigrationRun[] = [];
  for (const name of DATA_MIGRATIONS) {
    const migration = { name, run: steps[name] };
    const changed = db.$client
      .transaction(() => {
        const recorded = db
          .select({ name: dataMigrations.name })
          .from(dataMigrations)
          .where(eq(dataMigrations.name, migration.name))
          .get();
        if (recorded) return null;
        const ids = migration.run(db);
        db.insert(dataMigrations)
          .values({ name: migration.name, appliedAt: now.toISOString(), changed: ids.length })
          .run();
        return ids;
      })
      .immediate();
    if (changed !== null) runs.push({ name: migration.name, changed });
  }
  return runs;
}
