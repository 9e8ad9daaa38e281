import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { BenchmarkDefinition } from "../evaluator/benchmark/load-benchmark.ts";
import { splitSpec } from "../evaluator/benchmark/spec-sections.ts";
import type { Db } from "./index.ts";
import { ORIGINAL_REVISION } from "../evaluator/benchmark/ignored-list.ts";
import { scanReferenceTests, type ReferenceTestSource } from "./reference-tests.ts";
import { writeEntries } from "./ignored-entries.ts";
import { readChangedLines, writeChangedLines } from "./coverage.ts";
import type { ChangedLines } from "../evaluator/coverage/types.ts";

/** What a benchmark folder holds beyond its definition: spec text, patches, reference tests. */
export interface BenchmarkFiles {
  definition: BenchmarkDefinition;
  instances: Map<
    string,
    {
      specMarkdown: string | null;
      sectionBodies: Map<string, string>;
      patches: Map<string, string>;
      referenceTests: ReferenceTestSource[];
      /** Each mutant's changed reference lines, from its patch (db/coverage.ts). */
      changedLines?: Map<string, ChangedLines[]>;
    }
  >;
}

export interface LoadedBenchmark {
  benchmarkId: number;
  /** The stored definition had the same digest: nothing was written. */
  unchanged: boolean;
  instances: number;
  sections: number;
  mutants: number;
  referenceTests: number;
}

/**
 * Upserts a benchmark definition with everything the drill-down shows: spec sections with their
 * bodies from spec.md, mutants with their patch text, and reference tests with their source
 * (db/reference-tests.ts). Rows are matched by name/slug, so reloading keeps ids stable and
 * stored submissions attached; an instance or mutant that disappeared from the folder is
 * deleted, unless a submission refers to it, which is an error. One transaction.
 */
export async function loadBenchmarkIntoDb(
  db: Db,
  definition: BenchmarkDefinition,
  dir = definition.dir,
): Promise<LoadedBenchmark> {
  const files = await readBenchmarkFiles(definition, dir);
  return db.$client.transaction(() => writeBenchmark(db, files)).immediate();
}

/** Reads the folder's spec, patches and tests (the part of loading that does I/O). */
export async function readBenchmarkFiles(
  definition: BenchmarkDefinition,
  dir = definition.dir,
): Promise<BenchmarkFiles> {
  const instances: BenchmarkFiles["instances"] = new Map();
  for (const instance of definition.instances) {
    const instanceDir = path.join(dir, "instances", instance.id);
    const specFile = path.join(instanceDir, "spec.md");
    const specMarkdown = existsSync(specFile) ? await readFile(specFile, "utf8") : null;
    const sectionBodies = new Map<string, string>();
    if (specMarkdown !== null && instance.sections.length > 0) {
      for (const section of splitSpec(specMarkdown, instance.sections, specFile).sections) {
        sectionBodies.set(section.id, section.body);
      }
    }
    const patches = new Map<string, string>();
    for (const mutant of instance.mutants ?? []) {
      const patchFile = path.join(instanceDir, "mutants", `${mutant.id}.patch`);
      if (existsSync(patchFile)) patches.set(mutant.id, await readFile(patchFile, "utf8"));
    }
    instances.set(instance.id, {
      specMarkdown,
      sectionBodies,
      patches,
      referenceTests: await scanReferenceTests(instanceDir),
      changedLines: await readChangedLines(instanceDir, patches),
    });
  }
  return { definition, instances };
}

/**
 * sha256 of everything `writeBenchmark` stores, in a fixed order. The ignore list is left out:
 * a revision moves only through a rescore (db/revisions.ts).
 */
export function benchmarkDigest(files: BenchmarkFiles): string {
  const { definition } = files;
  const canonical = {
    name: definition.name,
    version: definition.version,
    description: definition.description,
    kind: definition.kind,
    instances: definition.instances.map(({ dir: _dir, ...instance }) => {
      void _dir;
      const extra = files.instances.get(instance.id);
      return {
        ...instance,
        specMarkdown: extra?.specMarkdown ?? null,
        sectionBodies: [...(extra?.sectionBodies ?? [])],
        patches: [...(extra?.patches ?? [])],
        referenceTests: extra?.referenceTests ?? [],
        changedLines: [...(extra?.changedLines ?? [])],
      };
    }),
  };
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

/**
 * The synchronous write of `loadBenchmarkIntoDb`; call it inside a transaction. When the stored
 * definition has the same digest nothing is written (not even `loaded_at`), so a reload, or an
 * ingest that is rejected after it, leaves the database as it was. A benchmark stored for the
 * first time starts at its folder's revision.
 */
export function writeBenchmark(db: Db, files: BenchmarkFiles): LoadedBenchmark {
  const client = db.$client;
  const { definition } = files;
  const digest = benchmarkDigest(files);
  const stored = client
    .prepare(
      "SELECT id, definition_sha256 AS digest FROM benchmarks WHERE name = @name AND version = @version",
    )
    .get({ name: definition.name, version: definition.version }) as
    { id: number; digest: string | null } | undefined;
  if (stored && stored.digest === digest) return unchangedCounts(stored.id, files);
  const { id: benchmarkId } = client
    .prepare(
      `INSERT INTO benchmarks (name, version, description, kind, definition_sha256)
       VALUES (@name, @version, @description, @kind, @digest)
       ON CONFLICT(name, version) DO UPDATE SET description = excluded.description,
         kind = excluded.kind, definition_sha256 = excluded.definition_sha256, loaded_at = CURRENT_TIMESTAMP
       RETURNING id`,
    )
    .get({ ...definition, digest }) as { id: number };

  const upsertInstance = client.prepare(
    `INSERT INTO instances (benchmark_id, slug, title, language, position, section_count, mutant_count, reference_tests, spec_markdown, mutant_slugs)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(benchmark_id, slug) DO UPDATE SET title = excluded.title, language = excluded.language,
       position = excluded.position, section_count = excluded.section_count, mutant_count = excluded.mutant_count,
       reference_tests = excluded.reference_tests, spec_markdown = excluded.spec_markdown,
       mutant_slugs = excluded.mutant_slugs
     RETURNING id`,
  );
  const upsertSection = client.prepare(
    `INSERT INTO sections (instance_id, slug, title, position, body) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(instance_id, slug) DO UPDATE SET title = excluded.title, position = excluded.position, body = excluded.body`,
  );
  const upsertMutant = client.prepare(
    `INSERT INTO mutants (instance_id, slug, section_slug, target_test, description, patch, position) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(instance_id, slug) DO UPDATE SET section_slug = excluded.section_slug, target_test = excluded.target_test,
       description = excluded.description, patch = excluded.patch, position = excluded.position`,
  );
  const insertReferenceTest = client.prepare(
    "INSERT OR REPLACE INTO reference_tests (instance_id, test_id, file, source) VALUES (?, ?, ?, ?)",
  );
  const counts: LoadedBenchmark = {
    benchmarkId,
    unchanged: false,
    instances: 0,
    sections: 0,
    mutants: 0,
    referenceTests: 0,
  };

  const keepInstances: number[] = [];
  definition.instances.forEach((instance, position) => {
    const extra = files.instances.get(instance.id);
    const { id: instanceId } = upsertInstance.get(
      benchmarkId,
      instance.id,
      instance.title,
      instance.language,
      position,
      instance.sectionCount,
      instance.mutantCount,
      instance.referenceTests,
      extra?.specMarkdown ?? null,
      JSON.stringify((instance.mutants ?? []).map((m) => m.id)),
    ) as { id: number };
    keepInstances.push(instanceId);
    counts.instances++;
    instance.sections.forEach((section, i) => {
      upsertSection.run(
        instanceId,
        section.id,
        section.title,
        i,
        extra?.sectionBodies.get(section.id) ?? null,
      );
      counts.sections++;
    });
    deleteMissing(
      db,
      "sections",
      instanceId,
      instance.sections.map((s) => s.id),
      `instance '${instance.id}'`,
    );
    (instance.mutants ?? []).forEach((mutant, i) => {
      upsertMutant.run(
        instanceId,
        mutant.id,
        mutant.section,
        mutant.targetTest,
        mutant.description,
        extra?.patches.get(mutant.id) ?? null,
        i,
      );
      counts.mutants++;
    });
    deleteMissing(
      db,
      "mutants",
      instanceId,
      (instance.mutants ?? []).map((m) => m.id),
      `instance '${instance.id}'`,
    );
    writeChangedLines(db, instanceId, extra?.changedLines ?? new Map());
    client.prepare("DELETE FROM reference_tests WHERE instance_id = ?").run(instanceId);
    for (const test of extra?.referenceTests ?? []) {
      insertReferenceTest.run(instanceId, test.testId, test.file, test.source);
      counts.referenceTests++;
    }
  });

  const stale = client
    .prepare(
      `SELECT id, slug FROM instances WHERE benchmark_id = ? AND id NOT IN (SELECT value FROM json_each(?))`,
    )
    .all(benchmarkId, JSON.stringify(keepInstances)) as Array<{ id: number; slug: string }>;
  for (const instance of stale) {
    guardDelete(`instance '${instance.slug}' of ${definition.name}`, () => {
      client.prepare("DELETE FROM reference_tests WHERE instance_id = ?").run(instance.id);
      client.prepare("DELETE FROM sections WHERE instance_id = ?").run(instance.id);
      client.prepare("DELETE FROM mutants WHERE instance_id = ?").run(instance.id);
      client.prepare("DELETE FROM instances WHERE id = ?").run(instance.id);
    });
  }
  if (!stored) writeEntries(db, benchmarkId, definition.ignored ?? ORIGINAL_REVISION);
  return counts;
}

function unchangedCounts(benchmarkId: number, files: BenchmarkFiles): LoadedBenchmark {
  const instances = files.definition.instances;
  return {
    benchmarkId,
    unchanged: true,
    instances: instances.length,
    sections: instances.reduce((n, i) => n + i.sections.length, 0),
    mutants: instances.reduce((n, i) => n + (i.mutants?.length ?? 0), 0),
    referenceTests: [...files.instances.values()].reduce((n, i) => n + i.referenceTests.length, 0),
  };
}

function deleteMissing(
  db: Db,
  table: "sections" | "mutants",
  instanceId: number,
  keep: string[],
  where: string,
): void {
  guardDelete(`a ${table.slice(0, -1)} no longer in ${where}`, () => {
    db.$client
      .prepare(
        `DELETE FROM ${table} WHERE instance_id = ? AND slug NOT IN (SELECT value FROM json_each(?))`,
      )
      .run(instanceId, JSON.stringify(keep));
  });
}

function guardDelete(what: string, remove: () => void): void {
  try {
    remove();
  } catch (error) {
    if (error instanceof Error && /FOREIGN KEY/.test(error.message)) {
      throw new Error(`cannot remove ${what}: stored submissions refer to it`);
    }
    throw error;
  }
}
