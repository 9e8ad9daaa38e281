/**
 * `npm run db:setup`: builds the database from the committed migrations and loads the demo
 * data — every benchmark under data/benchmarks/, every bundle under data/bundles/ (folders and
 * archives), and the paper's reported results from data/reported/. Safe to run again: it
 * migrates in place, benchmarks are upserted, bundles are recognised by hash and reported rows
 * updated, so nothing is duplicated and uploads are kept. `--fresh` deletes the file first.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { formatProblem, ProblemsError } from "../evaluator/errors.ts";
import { loadReportedResults } from "../evaluator/reported.ts";
import { defaultDbFile, migrate, openDb, type Db } from "./index.ts";
import { ingestBundle } from "./ingest.ts";
import { loadBenchmarkIntoDb } from "./load-benchmark.ts";
import { loadReportedIntoDb } from "./load-reported.ts";

const DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../data");
const ARCHIVE = /\.(zip|tar\.gz|tgz|tar)$/;

export interface SeedOptions {
  data?: string;
  log?: (line: string) => void;
}

/** Loads benchmarks, bundles and reported results into `db` (already migrated). */
export async function seed(
  db: Db,
  { data = DATA, log = console.log }: SeedOptions = {},
): Promise<void> {
  const benchmarksDir = path.join(data, "benchmarks");
  for (const name of listDir(benchmarksDir)) {
    const dir = path.join(benchmarksDir, name);
    if (!fs.existsSync(path.join(dir, "benchmark.json"))) continue;
    const definition = await loadBenchmark(dir);
    const loaded = await loadBenchmarkIntoDb(db, definition);
    log(
      `benchmark ${definition.name}@${definition.version} (${definition.kind}): ${loaded.instances} instances, ` +
        `${loaded.sections} sections, ${loaded.mutants} mutants, ${loaded.referenceTests} reference tests`,
    );
  }

  const bundlesDir = path.join(data, "bundles");
  for (const name of listDir(bundlesDir)) {
    const full = path.join(bundlesDir, name);
    if (!fs.statSync(full).isDirectory() && !ARCHIVE.test(name)) continue;
    const bundle = await openBundle(full);
    try {
      const { id, created } = await ingestBundle(db, bundle, { benchmarksRoot: benchmarksDir });
      log(`bundle ${name}: ${created ? "stored" : "already stored"} as #${id}`);
    } finally {
      await bundle.close();
    }
  }

  const reportedDir = path.join(data, "reported");
  if (fs.existsSync(reportedDir)) {
    const files = await loadReportedResults(reportedDir);
    const { inserted, updated } = loadReportedIntoDb(db, files);
    log(
      `reported results: ${files.length} files (${files.map((f) => f.citation).join("; ")}), ${inserted} rows added, ${updated} updated`,
    );
  }
}

function listDir(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

async function main(): Promise<number> {
  const file = defaultDbFile();
  if (process.argv.includes("--fresh")) {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  const db = openDb(file);
  try {
    migrate(db);
    await seed(db);
    console.log(`database ready: ${file}`);
    return 0;
  } catch (error) {
    if (error instanceof ProblemsError)
      for (const p of error.problems) console.error(`db:setup: ${formatProblem(p)}`);
    else console.error(`db:setup: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    db.$client.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
