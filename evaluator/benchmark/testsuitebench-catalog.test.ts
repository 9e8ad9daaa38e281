/**
 * The paper's 165-instance catalog (data/benchmarks/testsuitebench) against the paper: exactly
 * Table 7 when the paper's text is beside the clone, and always against the figures the paper
 * states elsewhere (Table 1, Table 6, section 2.5, figure 12), which are written out here so the
 * test can never pass vacuously.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBenchmark } from "./load-benchmark.ts";
import { parseTable1, parseTable7 } from "../testing/paper-tables.ts";
import { paperPath, readPaperText, repoRoot } from "../testing/paper-text.ts";
import { benchmarkSchema, instanceSchema, parseJsonFile } from "../schemas.ts";
import type { BenchmarkJson, InstanceJson } from "../schemas.ts";

const dir = path.join(repoRoot, "data", "benchmarks", "testsuitebench");

/** Reads a file through the benchmark format's own schema, failing with its problems. */
function readValid<T>(schema: Parameters<typeof parseJsonFile<T>>[0], file: string): T {
  const parsed = parseJsonFile(schema, readFileSync(file, "utf8"), file);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.file}: ${p.message}`).join("\n"));
  return parsed.value;
}

/** A catalog instance: counts instead of lists. */
type CatalogInstance = InstanceJson & { sectionCount: number; mutantCount: number };

const benchmark: BenchmarkJson = readValid(benchmarkSchema, path.join(dir, "benchmark.json"));
const instances = benchmark.instances.map((id) => {
  const instance = readValid(instanceSchema, path.join(dir, "instances", id, "instance.json"));
  if (instance.sectionCount === undefined || instance.mutantCount === undefined) {
    throw new Error(`${id}: a catalog instance gives sectionCount and mutantCount`);
  }
  return instance as CatalogInstance;
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const sections = instances.map((i) => i.sectionCount);
const mutants = instances.map((i) => i.mutantCount);
const tests = instances.map((i) => i.referenceTests);

describe("testsuitebench catalog", () => {
  it("is testsuitebench@1.0 with 165 instances, one folder each, ids spelled owner__repo", () => {
    expect(benchmark.name).toBe("testsuitebench");
    expect(benchmark.version).toBe("1.0");
    expect(benchmark.instances).toHaveLength(165);
    expect(new Set(benchmark.instances).size).toBe(165);
    expect(readdirSync(path.join(dir, "instances")).sort()).toEqual(
      [...benchmark.instances].sort(),
    );
    for (const instance of instances) {
      expect(instance.title).toMatch(/^[^/\s]+\/[^/\s]+$/);
      expect(instance.id).toBe(instance.title.replace("/", "__"));
      expect(instance.mutants).toBeUndefined();
      expect(instance.sections).toBeUndefined();
      expect(instance.language).toBeUndefined();
    }
  });

  it("loads as a catalog benchmark through the benchmark loader", async () => {
    const loaded = await loadBenchmark(dir);
    expect(loaded.kind).toBe("catalog");
    expect(loaded.instances.map((i) => i.id)).toEqual(benchmark.instances);
  });

  it("sums to the 12,130 mutants of figure 12", () => {
    expect(mutants.reduce((a, b) => a + b, 0)).toBe(12_130);
  });

  it("has a mean |T| that rounds to Table 6's 944", () => {
    expect(Math.round(tests.reduce((a, b) => a + b, 0) / tests.length)).toBe(944);
  });

  it("has section 2.5's medians: 23 sections, 67 mutants, 679 reference tests", () => {
    expect([median(sections), median(mutants), median(tests)]).toEqual([23, 67, 679]);
  });

  it("has Table 1's minima and maxima", () => {
    expect([Math.min(...sections), Math.max(...sections)]).toEqual([10, 50]);
    expect([Math.min(...mutants), Math.max(...mutants)]).toEqual([27, 148]);
    expect([Math.min(...tests), Math.max(...tests)]).toEqual([85, 13_298]);
  });

  const paper = readPaperText();
  it.skipIf(paper === null)(
    `matches Table 7 and Table 1 of the paper at ${paperPath} exactly`,
    () => {
      const table7 = parseTable7(paper!);
      expect(table7).toHaveLength(165);
      expect(
        instances.map((i) => ({
          repository: i.title,
          sections: i.sectionCount,
          mutants: i.mutantCount,
          referenceTests: i.referenceTests,
        })),
      ).toEqual(table7);
      const table1 = parseTable1(paper!);
      expect(table1.get("# Sections")).toEqual({ min: 10, max: 50, median: 23 });
      expect(table1.get("# Func")).toEqual({ min: 85, max: 13_298, median: 679 });
      expect(table1.get("# Amount")).toEqual({ min: 27, max: 148, median: 67 });
    },
  );
  if (paper === null)
    console.warn(
      `paper not found at ${paperPath}: Table 7 compared only through its stated totals`,
    );
});
