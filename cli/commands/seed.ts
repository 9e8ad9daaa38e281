import fs from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { ORIGINAL_REVISION } from "../../evaluator/benchmark/ignored-list.ts";
import { rescoreInstances } from "../../evaluator/score/rescore.ts";
import { pairStatistics } from "../../evaluator/stats/paired.ts";
import { applyRevision } from "../../db/revisions.ts";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { BUNDLE_ARCHIVE_NAME, openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { loadReported } from "../../evaluator/reported.ts";
import { defaultDbFile, type Db } from "../../db/index.ts";
import { storeBenchmark } from "../../ingest/store-benchmark.ts";
import { loadReportedIntoDb } from "../../db/load-reported.ts";
import { runDataMigrations } from "../../db/data-migrations.ts";
import { DATA_MIGRATION_STEPS } from "../../ingest/data-migrations.ts";
import { seededTwins, setHidden } from "../../db/queries/admin.ts";
import { ingestBundle } from "../ingest-bundle.ts";
import { describeDataMigrations } from "./migrate.ts";
import { openCliDb } from "../open-db.ts";
import { DATA_DIR } from "../options.ts";

/**
 * A demo bundle that changed (a coverage file added, a submission.json gaining `"kind"`) has
 * other bytes, so a re-seed stores it again beside the copy an earlier seed made. Having just
 * stored one, the seed hides (never deletes; audited) the seeded rows of the same benchmark,
 * model, agent, setting and date: uploads (which have an owner) are never touched.
 */
async function hideSuperseded(db: Db, id: number): Promise<number[]> {
  const twins = await seededTwins(id, db);
  for (const twin of twins)
    await setHidden(twin, true, "tsb seed", `superseded by #${id}, a newer copy of its bundle`, db);
  return twins;
}

interface SeedFlags {
  db?: string;
  data?: string;
  fresh?: boolean;
}

/**
 * `tsb seed`, which `npm run db:setup` runs: builds the database from the committed migrations
 * and loads the demo data. Safe to run again: it migrates in place (the schema, then the pending
 * data migrations of db/data-migrations.ts), benchmarks are upserted, bundles are recognised by
 * hash and reported rows updated, so nothing is duplicated and uploads are kept. `--fresh`
 * deletes the file first.
 */
export function register(program: Command): void {
  program
    .command("seed")
    .description(
      "create or update the database and load every benchmark, demo bundle and reported result under data/",
    )
    .option("--db <file>", "database file (default: $TSB_DB or data/tsb.sqlite)")
    .option("--data <dir>", "folder holding benchmarks/, bundles/ and reported/ (default: data/)")
    .option("--fresh", "delete the database file first")
    .action(async (flags: SeedFlags) => {
      const file = flags.db ?? defaultDbFile();
      if (flags.fresh) {
        for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
      }
      const db = openCliDb(file);
      try {
        for (const line of describeDataMigrations(runDataMigrations(db, DATA_MIGRATION_STEPS)))
          process.stdout.write(`${line}\n`);
        await seed(db, { data: flags.data ?? DATA_DIR });
        process.stdout.write(`database ready: ${file}\n`);
      } finally {
        db.$client.close();
      }
    });
}

export interface SeedOptions {
  data?: string;
  log?: (line: string) => void;
}

/** Loads benchmarks, bundles and reported results into `db` (already migrated). */
export async function seed(
  db: Db,
  { data = DATA_DIR, log = (line) => process.stdout.write(`${line}\n`) }: SeedOptions = {},
): Promise<void> {
  const benchmarksDir = path.join(data, "benchmarks");
  for (const name of listDir(benchmarksDir)) {
    const dir = path.join(benchmarksDir, name);
    if (!fs.existsSync(path.join(dir, "benchmark.json"))) continue;
    const definition = await loadBenchmark(dir);
    const loaded = await storeBenchmark(db, definition);
    log(
      `benchmark ${definition.name}@${definition.version} (${definition.kind}): ${loaded.instances} instances, ` +
        `${loaded.sections} sections, ${loaded.mutants} mutants, ${loaded.referenceTests} reference tests` +
        (loaded.unchanged ? " (unchanged)" : ""),
    );
    // Bring stored submissions to the folder's revision (and give rows stored before intervals
    // existed theirs) before new bundles are scored under it.
    const revision = applyRevision(
      db,
      `${definition.name}@${definition.version}`,
      definition.ignored ?? ORIGINAL_REVISION,
      { rescore: rescoreInstances, compare: pairStatistics },
    );
    if (revision.changed)
      log(
        `benchmark ${revision.benchmark} rev ${revision.revision}: ${revision.submissions.length} stored submission(s) rescored`,
      );
  }

  const bundlesDir = path.join(data, "bundles");
  for (const name of listDir(bundlesDir)) {
    const full = path.join(bundlesDir, name);
    if (!fs.statSync(full).isDirectory() && !BUNDLE_ARCHIVE_NAME.test(name)) continue;
    const bundle = await openBundle(full);
    try {
      const { id, created } = await ingestBundle(db, bundle, { benchmarksRoot: benchmarksDir });
      log(`bundle ${name}: ${created ? "stored" : "already stored"} as #${id}`);
      if (created)
        for (const old of await hideSuperseded(db, id))
          log(`bundle ${name}: hid #${old}, the copy an earlier seed stored of it`);
    } finally {
      await bundle.close();
    }
  }

  const reportedDir = path.join(data, "reported");
  if (fs.existsSync(reportedDir)) {
    const { results, findings } = await loadReported(reportedDir);
    const loaded = loadReportedIntoDb(db, results, findings);
    const files = [...results, ...findings];
    log(
      `reported results: ${files.length} files (${files.map((f) => f.citation).join("; ")}), ${loaded.inserted} rows added, ${loaded.updated} updated, ${loaded.findings} trajectory findings`,
    );
  }
}

function listDir(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
