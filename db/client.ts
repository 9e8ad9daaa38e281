import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import * as coreSchema from "./schema.ts";
import * as coverageSchema from "./coverage-schema.ts";

/** Every table, for drizzle's typed handle: the core schema and the coverage tables beside it. */
const schema = { ...coreSchema, ...coverageSchema };

/**
 * The database handle and its type, and nothing else: every module of db/ may import this one,
 * and it imports none of them but the schema, so no import cycle can run through the handle.
 */

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The default database file; `TSB_DB` overrides it. */
export const defaultDbFile = (): string => process.env.TSB_DB ?? "data/tsb.sqlite";

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
