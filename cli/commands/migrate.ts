import type { Command } from "commander";
import { runDataMigrations, type DataMigrationRun } from "../../db/data-migrations.ts";
import { DATA_MIGRATION_STEPS } from "../../ingest/data-migrations.ts";
import { defaultDbFile } from "../../db/index.ts";
import { openCliDb } from "../open-db.ts";

/**
 * `tsb migrate`: applies the committed schema migrations, then the pending data migrations
 * (stored rows re-derived after a rule change), each recorded so it runs once. `tsb seed`
 * does the same before it loads data; the site only applies schema migrations.
 */
export function register(program: Command): void {
  program
    .command("migrate")
    .description("apply pending schema and data migrations to the database")
    .option("--db <file>", "database file (default: $TSB_DB or data/tsb.sqlite)")
    .action((flags: { db?: string }) => {
      const file = flags.db ?? defaultDbFile();
      const db = openCliDb(file);
      try {
        for (const line of describeDataMigrations(runDataMigrations(db, DATA_MIGRATION_STEPS)))
          process.stdout.write(`${line}\n`);
        process.stdout.write(`database migrated: ${file}\n`);
      } finally {
        db.$client.close();
      }
    });
}

/** One line per data migration that ran now. */
export function describeDataMigrations(runs: readonly DataMigrationRun[]): string[] {
  return runs.map(
    (run) =>
      `data migration ${run.name}: ${run.changed.length} submission${run.changed.length === 1 ? "" : "s"} re-derived`,
  );
}
