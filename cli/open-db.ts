import { migrate, openDb, type Db } from "../db/index.ts";

/** The database a command works on: `--db`, else `TSB_DB`, else data/tsb.sqlite; migrated. */
export function openCliDb(file: string | undefined): Db {
  const db = openDb(file);
  migrate(db);
  return db;
}
