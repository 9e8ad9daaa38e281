/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; kept async like every query. */
import { count } from "drizzle-orm";
import { pendingDataMigrations } from "../data-migrations.ts";
import { getDb, migrationsPending, type Db } from "../index.ts";
import { benchmarks, submissions } from "../schema.ts";
import { listVerificationPauses, type VerificationPause } from "./verification-pauses.ts";

export interface Health {
  /** The database answered a read and every committed migration is applied. */
  ok: boolean;
  submissions: number;
  benchmarks: number;
  migrationsPending: boolean;
  /**
   * Data migrations (docs/storage.md) not yet run on this database: its stored figures are still
   * under an older rule until `tsb migrate` runs them. The site serves meanwhile (status 200).
   */
  dataMigrationsPending: string[];
  /**
   * Benchmarks whose verification waits for a worker whose environment passes its self-check.
   * The site serves (status 200) while paused: reading does not need a worker.
   */
  verification: { paused: VerificationPause[] };
  /** What to do about pending data migrations, when there are any. */
  fix?: string;
}

/**
 * What a load balancer or process manager needs to know before sending readers here: that the
 * database file opens, answers a read, and has the schema this build expects.
 */
export async function checkHealth(db: Db = getDb()): Promise<Health> {
  const counts = {
    submissions: db.select({ n: count() }).from(submissions).get()?.n ?? 0,
    benchmarks: db.select({ n: count() }).from(benchmarks).get()?.n ?? 0,
  };
  const pending = migrationsPending(db);
  // Before the migration that adds the checks' table, there is nothing to list.
  const paused = pending ? [] : listVerificationPauses({}, db);
  const dataPending = pending ? [] : pendingDataMigrations(db);
  return {
    ok: !pending,
    ...counts,
    migrationsPending: pending,
    dataMigrationsPending: dataPending,
    ...(dataPending.length > 0
      ? { fix: "run `tsb migrate --db <file>` to rewrite the rows stored under an older rule" }
      : {}),
    verification: { paused },
  };
}
