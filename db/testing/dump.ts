import type { Db } from "../index.ts";

/**
 * The database as SQL text, in the manner of Python's `sqlite3.Connection.iterdump`: every
 * schema statement, then every row of every table (sqlite_sequence included, so a used-up
 * autoincrement id shows) as an INSERT with SQLite's own `quote()` of each value. Two dumps are
 * equal exactly when the stored content is.
 */
export function dumpDb(db: Db): string {
  const client = db.$client;
  const objects = client
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name")
    .all() as Array<{ type: string; name: string; sql: string }>;
  const lines = objects.map((o) => `${o.sql};`);
  for (const { name } of objects.filter((o) => o.type === "table")) {
    const columns = client.prepare(`PRAGMA table_info("${name}")`).all() as Array<{ name: string }>;
    const values = columns.map((c) => `quote("${c.name}")`).join(" || ',' || ");
    const rows = client
      .prepare(
        `SELECT 'INSERT INTO "${name}" VALUES(' || ${values} || ');' AS line FROM "${name}" ORDER BY rowid`,
      )
      .all() as Array<{ line: string }>;
    lines.push(...rows.map((r) => r.line));
  }
  return lines.join("\n");
}
