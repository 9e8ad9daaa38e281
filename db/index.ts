import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as applyMigrations } from "drizzle-orm/better-sqlite3/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { openDb, type Db } from "./client.ts";

export { defaultDbFile, openDb, type Db } from "./client.ts";

/**
 * The committed migrations: drizzle/ beside this folder, found from the module so the CLI works
 * from any directory; when a bundler has moved the module (Next's server chunks), from the
 * working directory, which for the site is the checkout.
 */
const migrationsFolder =
  [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle"),
    path.resolve("drizzle"),
  ].find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json"))) ??
  path.resolve("drizzle");

/**
 * Applies the committed migrations in drizzle/. Safe to call from several processes at once:
 * drizzle reads the applied list before taking the write lock, so a loser of that race fails
 * on "already exists"; it then finds everything applied and carries on.
 */
export function migrate(db: Db): void {
  if (migrationsPending(db)) {
    try {
      applyMigrations(db, { migrationsFolder });
    } catch (error) {
      if (migrationsPending(db)) throw error;
    }
  }
}

/** True when a committed migration in drizzle/ has not been applied to this database yet. */
export function migrationsPending(db: Db): boolean {
  return !isUpToDate(db);
}

function isUpToDate(db: Db): boolean {
  const wanted = readMigrationFiles({ migrationsFolder });
  const table = db.$client
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!table) return wanted.length === 0;
  // drizzle's own table, which no table of db/schema/ describes, so its row is typed here.
  // MAX over no rows is one row of NULL.
  const row = db.$client
    .prepare<[], { last: number | null }>(
      "SELECT MAX(created_at) AS last FROM __drizzle_migrations",
    )
    .get();
  const last = Number(row?.last ?? -1);
  return wanted.every((m) => m.folderMillis <= last);
}

const shared = globalThis as typeof globalThis & { __tsbDb?: Db };

/**
 * The process-wide handle the site uses, opened and migrated on first use. Kept on globalThis so
 * that Next's dev-mode module reloads do not open a new connection each time.
 */
export function getDb(): Db {
  if (!shared.__tsbDb) {
    const db = openDb();
    migrate(db);
    shared.__tsbDb = db;
  }
  return shared.__tsbDb;
}
