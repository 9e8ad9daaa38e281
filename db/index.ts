import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate as applyMigrations } from "drizzle-orm/better-sqlite3/migrator";
import { rederiveSkippedVerdicts } from "./rederive-skipped.ts";
import { readMigrationFiles } from "drizzle-orm/migrator";
import * as schema from "./schema.ts";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The default database file; `TSB_DB` overrides it. */
export const defaultDbFile = (): string => process.env.TSB_DB ?? "data/tsb.sqlite";

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
 * How long a connection waits for another writer before SQLITE_BUSY reaches the caller. An
 * ingest of a full-scale bundle holds the write lock for a few seconds; readers never wait (WAL).
 */
const BUSY_TIMEOUT_MS = 60_000;

/** Opens (creating if needed) the database file: WAL, busy timeout, foreign keys on. */
export function openDb(file: string = defaultDbFile()): Db {
  // The file is only known at run time; the ignore comment keeps Next's tracer from copying the
  // whole project into the server output to cover every path it could be.
  if (file !== ":memory:")
    fs.mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
  const client = new Database(file);
  client.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  client.pragma("journal_mode = WAL");
  // NORMAL is durable across application crashes in WAL mode (only an OS crash can lose the
  // last commits), and it makes an ingest's single commit much cheaper.
  client.pragma("synchronous = NORMAL");
  client.pragma("foreign_keys = ON");
  return drizzle({ client, schema });
}

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
  // Data, not schema: submissions stored before the skipped verdict are re-derived once.
  rederiveSkippedVerdicts(db);
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
  const row = db.$client
    .prepare("SELECT MAX(created_at) AS last FROM __drizzle_migrations")
    .get() as {
    last: number | null;
  };
  const last = Number(row.last ?? -1);
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
