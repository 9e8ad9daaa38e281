import { and, eq } from "drizzle-orm";
import type { Db } from "./index.ts";
import { benchmarks, type BenchmarkRow } from "./schema.ts";
import type { BenchmarkKey } from "./benchmark-key.ts";

export { benchmarkRef, type BenchmarkKey, type InstanceKey } from "./benchmark-key.ts";

/**
 * A benchmark as pages, the API and queries name it: `name` means its latest stored version,
 * `name@version` one version. Several versions of a benchmark are stored side by side (tsb-mini
 * 1.0 and 1.1), so that submissions scored against an older version keep their meaning.
 */
export type BenchmarkRef = Pick<BenchmarkRow, "id" | "name" | "version">;

/**
 * Orders versions the way people read them: dot-separated parts compared as numbers when both
 * are numeric (1.10 after 1.9), as text otherwise; a version that is a prefix of another first.
 */
export function compareVersions(a: string, b: string): number {
  const x = a.split(".");
  const y = b.split(".");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]!, y[i]!];
    const numeric = /^\d+$/.test(p) && /^\d+$/.test(q);
    const d = numeric ? Number(p) - Number(q) : p < q ? -1 : p > q ? 1 : 0;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Splits `name@version` (the last `@`); a ref without `@` has no version. */
export function parseBenchmarkRef(ref: string): { name: string; version: string | null } {
  const at = ref.lastIndexOf("@");
  return at > 0
    ? { name: ref.slice(0, at), version: ref.slice(at + 1) }
    : { name: ref, version: null };
}

/** Every stored benchmark version, as its `name@version` ref. */
export function storedBenchmarkRefs(db: Db): string[] {
  return db
    .select({ name: benchmarks.name, version: benchmarks.version })
    .from(benchmarks)
    .all()
    .map((b) => `${b.name}@${b.version}`);
}

/**
 * The stored benchmark a ref names (the latest version when it names none), or undefined. The
 * one place a bare name becomes a version: pages and commands that take a ref from a user call
 * it once and carry the `BenchmarkKey` it returns from there on.
 */
export function resolveBenchmarkRef(db: Db, ref: string): BenchmarkRef | undefined {
  const { name, version } = parseBenchmarkRef(ref);
  const rows = db
    .select({ id: benchmarks.id, name: benchmarks.name, version: benchmarks.version })
    .from(benchmarks)
    .where(eq(benchmarks.name, name))
    .all();
  if (version !== null) return rows.find((r) => r.version === version);
  return rows.sort((a, b) => compareVersions(b.version, a.version))[0];
}

/** The row id of a stored benchmark version, or undefined. */
export function benchmarkRowId(db: Db, key: BenchmarkKey): number | undefined {
  return db
    .select({ id: benchmarks.id })
    .from(benchmarks)
    .where(and(eq(benchmarks.name, key.name), eq(benchmarks.version, key.version)))
    .get()?.id;
}
