import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { benchmarks, instances, mutants } from "./schema.ts";
import { writeBenchmark, type BenchmarkRecord } from "./write-benchmark.ts";
import { StoreError } from "./store-error.ts";

/** A stored instance of the benchmark a result is written against, with its mutants by slug. */
export interface CatalogInstance {
  id: number;
  slug: string;
  mutantCount: number;
  mutants: Map<string, { id: number; position: number }>;
}

/**
 * The id of the benchmark `name@version`, writing or refreshing it from `record` when given.
 * A missing benchmark is a StoreError naming what to load (and the versions that are stored).
 */
export function findOrWriteBenchmark(
  db: Db,
  nameAtVersion: string,
  record: BenchmarkRecord | undefined,
): number {
  const at = nameAtVersion.lastIndexOf("@");
  const name = nameAtVersion.slice(0, at);
  const version = nameAtVersion.slice(at + 1);
  const versions = db
    .select({ id: benchmarks.id, version: benchmarks.version })
    .from(benchmarks)
    .where(eq(benchmarks.name, name))
    .all();
  // A record of this very benchmark: write or refresh it (a no-op when its digest is unchanged).
  if (record && record.definition.name === name && record.definition.version === version) {
    return writeBenchmark(db, record).benchmarkId;
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
  const instanceRows = db
    .select({ id: instances.id, slug: instances.slug, mutantCount: instances.mutantCount })
    .from(instances)
    .where(eq(instances.benchmarkId, benchmarkId))
    .all();
  const byId = new Map<number, CatalogInstance>();
  for (const row of instanceRows) {
    const entry: CatalogInstance = { ...row, mutants: new Map() };
    catalog.set(row.slug, entry);
    byId.set(row.id, entry);
  }
  const mutantRows = db
    .select({
      id: mutants.id,
      slug: mutants.slug,
      position: mutants.position,
      instanceId: mutants.instanceId,
    })
    .from(mutants)
    .innerJoin(instances, eq(instances.id, mutants.instanceId))
    .where(eq(instances.benchmarkId, benchmarkId))
    .all();
  for (const m of mutantRows)
    byId.get(m.instanceId)?.mutants.set(m.slug, { id: m.id, position: m.position });
  return catalog;
}
