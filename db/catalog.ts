import type { Db } from "./index.ts";
import { writeBenchmark, type BenchmarkFiles } from "./load-benchmark.ts";
import { StoreError } from "./store-error.ts";

/** A stored instance of the benchmark a result is written against, with its mutants by slug. */
export interface CatalogInstance {
  id: number;
  slug: string;
  mutantCount: number;
  mutants: Map<string, { id: number; position: number }>;
}

/**
 * The id of the benchmark `name@version`, loading or refreshing it from `files` when given.
 * A missing benchmark is a StoreError naming what to load (and the versions that are stored).
 */
export function findOrLoadBenchmark(
  db: Db,
  nameAtVersion: string,
  files: BenchmarkFiles | undefined,
): number {
  const at = nameAtVersion.lastIndexOf("@");
  const name = nameAtVersion.slice(0, at);
  const version = nameAtVersion.slice(at + 1);
  const versions = db.$client
    .prepare("SELECT id, version FROM benchmarks WHERE name = ?")
    .all(name) as Array<{ id: number; version: string }>;
  // Files of this very benchmark: load or refresh it (a no-op when its digest is unchanged).
  if (files && files.definition.name === name && files.definition.version === version) {
    return writeBenchmark(db, files).benchmarkId;
  }
  const row = versions.find((r) => r.version === version);
  if (row) return row.id;
  if (versions.length > 0)
    throw new StoreError(
      `the database holds ${versions.map((r) => `${name}@${r.version}`).join(", ")}, not ${nameAtVersion}; load that benchmark first`,
    );
  throw new StoreError(
    `benchmark ${nameAtVersion} is not in the database; load it first (tsb ingest --benchmark <dir>)`,
  );
}

export function loadCatalog(db: Db, benchmarkId: number): Map<string, CatalogInstance> {
  const catalog = new Map<string, CatalogInstance>();
  const instanceRows = db.$client
    .prepare("SELECT id, slug, mutant_count AS mutantCount FROM instances WHERE benchmark_id = ?")
    .all(benchmarkId) as Array<{ id: number; slug: string; mutantCount: number }>;
  const byId = new Map<number, CatalogInstance>();
  for (const row of instanceRows) {
    const entry: CatalogInstance = { ...row, mutants: new Map() };
    catalog.set(row.slug, entry);
    byId.set(row.id, entry);
  }
  const mutantRows = db.$client
    .prepare(
      "SELECT m.id, m.slug, m.position, m.instance_id AS instanceId FROM mutants m JOIN instances i ON i.id = m.instance_id WHERE i.benchmark_id = ?",
    )
    .all(benchmarkId) as Array<{ id: number; slug: string; position: number; instanceId: number }>;
  for (const m of mutantRows)
    byId.get(m.instanceId)?.mutants.set(m.slug, { id: m.id, position: m.position });
  return catalog;
}
