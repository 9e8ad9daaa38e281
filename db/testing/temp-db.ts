import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openDb, type Db } from "../index.ts";

/** A migrated database in a fresh temp folder; `cleanup` closes it and removes the folder. */
export function tempDb(): { db: Db; file: string; dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-db-"));
  const file = path.join(dir, "tsb.sqlite");
  const db = openDb(file);
  migrate(db);
  return {
    db,
    file,
    dir,
    cleanup: () => {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Row count and a content checksum of every table, to prove a failed write changed nothing. */
export function snapshot(db: Db): Record<string, { rows: number; checksum: string }> {
  const tables = db.$client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as Array<{ name: string }>;
  const out: Record<string, { rows: number; checksum: string }> = {};
  for (const { name } of tables) {
    const rows = db.$client.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).raw().all();
    const hash = createHash(
      JSON.stringify(rows, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString("hex") : v)),
    );
    out[name] = { rows: rows.length, checksum: hash };
  }
  return out;
}

function createHash(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex");
}
