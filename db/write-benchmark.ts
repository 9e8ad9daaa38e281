import { createHash } from "node:crypto";
import type { BenchmarkRecord } from "../evaluator/benchmark/benchmark-record.ts";
import { ORIGINAL_REVISION } from "../evaluator/benchmark/ignored-list.ts";
import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "./client.ts";
import {
  instances,
  mutants,
  referenceTests,
  sections,
  type BenchmarkRow,
  type InstanceRow,
  type MutantRow,
  type ReferenceTestRow,
  type SectionRow,
} from "./schema.ts";
import { writeEntries } from "./ignored-entries.ts";
import { writeChangedLines } from "./changed-lines.ts";

export type { BenchmarkRecord } from "../evaluator/benchmark/benchmark-record.ts";

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
 * sha256 of everything `writeBenchmark` stores, in a fixed order. The ignore list is left out:
 * a revision moves only through a rescore (db/revisions.ts).
 */
export function benchmarkDigest(record: BenchmarkRecord): string {
  const { definition } = record;
  const canonical = {
    name: definition.name,
    version: definition.version,
    description: definition.description,
    kind: definition.kind,
    instances: definition.instances.map(({ dir: _dir, ...instance }) => {
      void _dir;
      const extra = record.instances.get(instance.id);
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
 * Upserts a benchmark as the evaluator read it from its folder (BenchmarkRecord): its
 * definition, spec sections with their bodies, mutants with their patch text, and reference
 * tests with their source. Rows are matched by name/slug, so rewriting keeps ids stable and
 * stored submissions attached; an instance or mutant that disappeared from the folder is
 * deleted, unless a submission refers to it, which is an error. Call it inside a transaction.
 * When the stored definition has the same digest nothing is written (not even `loaded_at`), so
 * a reload, or an ingest that is rejected after it, leaves the database as it was. A benchmark
 * stored for the first time starts at its folder's revision.
 */
export function writeBenchmark(db: Db, record: BenchmarkRecord): LoadedBenchmark {
  // Raw SQL kept: bench:ingest times storeBenchmark (one insert per mutant and section).
  const client = db.$client;
  const { definition } = record;
  const digest = benchmarkDigest(record);
  const stored = client
    .prepare<Pick<BenchmarkRow, "name" | "version">, Pick<BenchmarkRow, "id" | "definitionSha256">>(
      "SELECT id, definition_sha256 AS definitionSha256 FROM benchmarks WHERE name = @name AND version = @version",
    )
    .get({ name: definition.name, version: definition.version });
  if (stored && stored.definitionSha256 === digest) return unchangedCounts(stored.id, record);
  const { id: benchmarkId } = client
    .prepare<
      Pick<BenchmarkRow, "name" | "version" | "description" | "kind"> & {
        digest: BenchmarkRow["definitionSha256"];
      },
      Pick<BenchmarkRow, "id">
    >(
      `INSERT INTO benchmarks (name, version, description, kind, definition_sha256)
       VALUES (@name, @version, @description, @kind, @digest)
       ON CONFLICT(name, version) DO UPDATE SET description = excluded.description,
         kind = excluded.kind, definition_sha256 = excluded.definition_sha256, loaded_at = CURRENT_TIMESTAMP
       RETURNING id`,
    )
    // RETURNING: the upsert always yields its row.
    .get({ ...definition, digest })!;

  const upsertInstance = client.prepare<Omit<InstanceRow, "id">, Pick<InstanceRow, "id">>(
    `INSERT INTO instances (benchmark_id, slug, title, language, position, section_count, mutant_count, reference_tests, spec_markdown, mutant_slugs)
     VALUES (@benchmarkId, @slug, @title, @language, @position, @sectionCount, @mutantCount, @referenceTests, @specMarkdown, @mutantSlugs)
     ON CONFLICT(benchmark_id, slug) DO UPDATE SET title = excluded.title, language = excluded.language,
       position = excluded.position, section_count = excluded.section_count, mutant_count = excluded.mutant_count,
       reference_tests = excluded.reference_tests, spec_markdown = excluded.spec_markdown,
       mutant_slugs = excluded.mutant_slugs
     RETURNING id`,
  );
  const upsertSection = client.prepare<Omit<SectionRow, "id">>(
    `INSERT INTO sections (instance_id, slug, title, position, body) VALUES (@instanceId, @slug, @title, @position, @body)
     ON CONFLICT(instance_id, slug) DO UPDATE SET title = excluded.title, position = excluded.position, body = excluded.body`,
  );
  const upsertMutant = client.prepare<Omit<MutantRow, "id">>(
    `INSERT INTO mutants (instance_id, slug, section_slug, target_test, description, patch, position)
     VALUES (@instanceId, @slug, @sectionSlug, @targetTest, @description, @patch, @position)
     ON CONFLICT(instance_id, slug) DO UPDATE SET section_slug = excluded.section_slug, target_test = excluded.target_test,
       description = excluded.description, patch = excluded.patch, position = excluded.position`,
  );
  const insertReferenceTest = client.prepare<ReferenceTestRow>(
    "INSERT OR REPLACE INTO reference_tests (instance_id, test_id, file, source) VALUES (@instanceId, @testId, @file, @source)",
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
    const extra = record.instances.get(instance.id);
    // RETURNING, as above: always a row.
    const { id: instanceId } = upsertInstance.get({
      benchmarkId,
      slug: instance.id,
      title: instance.title,
      language: instance.language,
      position,
      sectionCount: instance.sectionCount,
      mutantCount: instance.mutantCount,
      referenceTests: instance.referenceTests,
      specMarkdown: extra?.specMarkdown ?? null,
      mutantSlugs: JSON.stringify((instance.mutants ?? []).map((m) => m.id)),
    })!;
    keepInstances.push(instanceId);
    counts.instances++;
    instance.sections.forEach((section, i) => {
      upsertSection.run({
        instanceId,
        slug: section.id,
        title: section.title,
        position: i,
        body: extra?.sectionBodies.get(section.id) ?? null,
      });
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
      upsertMutant.run({
        instanceId,
        slug: mutant.id,
        sectionSlug: mutant.section,
        targetTest: mutant.targetTest,
        description: mutant.description,
        patch: extra?.patches.get(mutant.id) ?? null,
        position: i,
      });
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
    db.delete(referenceTests).where(eq(referenceTests.instanceId, instanceId)).run();
    for (const test of extra?.referenceTests ?? []) {
      insertReferenceTest.run({
        instanceId,
        testId: test.testId,
        file: test.file,
        source: test.source,
      });
      counts.referenceTests++;
    }
  });

  const stale = db
    .select({ id: instances.id, slug: instances.slug })
    .from(instances)
    .where(and(eq(instances.benchmarkId, benchmarkId), notInArray(instances.id, keepInstances)))
    .all();
  for (const instance of stale) {
    guardDelete(`instance '${instance.slug}' of ${definition.name}`, () => {
      db.delete(referenceTests).where(eq(referenceTests.instanceId, instance.id)).run();
      db.delete(sections).where(eq(sections.instanceId, instance.id)).run();
      db.delete(mutants).where(eq(mutants.instanceId, instance.id)).run();
      db.delete(instances).where(eq(instances.id, instance.id)).run();
    });
  }
  if (!stored) writeEntries(db, benchmarkId, definition.ignored ?? ORIGINAL_REVISION);
  return counts;
}

function unchangedCounts(benchmarkId: number, record: BenchmarkRecord): LoadedBenchmark {
  const instances = record.definition.instances;
  return {
    benchmarkId,
    unchanged: true,
    instances: instances.length,
    sections: instances.reduce((n, i) => n + i.sections.length, 0),
    mutants: instances.reduce((n, i) => n + (i.mutants?.length ?? 0), 0),
    referenceTests: [...record.instances.values()].reduce((n, i) => n + i.referenceTests.length, 0),
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
    const rows = table === "sections" ? sections : mutants;
    db.delete(rows)
      .where(and(eq(rows.instanceId, instanceId), notInArray(rows.slug, keep)))
      .run();
  });
}

function guardDelete(what: string, remove: () => void): void {
  try {
    remove();
  } catch (error) {
    // drizzle's async query path wraps SQLite's error (DrizzleQueryError) and keeps it as the
    // cause; the synchronous one used here throws it as it is. Either way the refusal reads it.
    const cause = error instanceof Error ? error.cause : undefined;
    const messages = [error, cause].map((e) => (e instanceof Error ? e.message : ""));
    if (messages.some((m) => /FOREIGN KEY/.test(m))) {
      throw new Error(`cannot remove ${what}: stored submissions refer to it`);
    }
    throw error;
  }
}
