/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; kept async like every query. */
import { getDb, migrationsPending, type Db } from "../index.ts";

export interface Health {
  /** The database answered a read and every committed migration is applied. */
  ok: boolean;
  submissions: number;
  benchmarks: number;
  migrationsPending: boolean;
}

/**
 * What a load balancer or process manager needs to know before sending readers here: that the
 * database file opens, answers a read, and has the schema this build expects.
 */
export async function checkHealth(db: Db = getDb()): Promise<Health> {
  const counts = db.$client
    .prepare(
      "SELECT (SELECT COUNT(*) FROM submissions) AS submissions, (SELECT COUNT(*) FROM benchmarks) AS benchmarks",
    )
    .get() as { submissions: number; benchmarks: number };
  const pending = migrationsPending(db);
  return { ok: !pending, ...counts, migrationsPending: pending };
}
