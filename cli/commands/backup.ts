import fs from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { UsageError } from "../../evaluator/errors.ts";
import { openCliDb } from "../open-db.ts";

interface BackupFlags {
  db?: string;
}

/**
 * `tsb backup <file>`: a consistent copy of the database while the site and the worker keep
 * writing, through SQLite's online backup API (better-sqlite3's `backup`), which copies pages
 * under a read transaction and restarts on concurrent writes. A schedule for it is in
 * docs/deploy.md.
 */
export function register(program: Command): void {
  program
    .command("backup")
    .description("copy the database to <file> while it stays in use (SQLite's online backup)")
    .argument("<file>", "where to write the copy; must not exist yet")
    .option("--db <file>", "database file (default: $TSB_DB or data/tsb.sqlite)")
    .action(async (file: string, flags: BackupFlags) => {
      const target = path.resolve(file);
      if (fs.existsSync(target)) {
        throw new UsageError(`${file}: already exists; a backup never overwrites a file`);
      }
      if (!fs.existsSync(path.dirname(target))) {
        throw new UsageError(`${file}: folder ${path.dirname(file)} does not exist`);
      }
      const db = openCliDb(flags.db);
      try {
        const started = Date.now();
        const { totalPages } = await db.$client.backup(target);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`backed up ${totalPages} pages to ${file} in ${seconds} s\n`);
      } finally {
        db.$client.close();
      }
    });
}
