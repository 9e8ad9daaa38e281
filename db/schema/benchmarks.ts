import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// The benchmark side: definitions, their instances, spec sections, mutants and reference tests.

/** A benchmark definition: runnable (tsb-mini) or a catalog of a paper's instances. */
/** Versions of one benchmark are stored side by side: (name, version) is the key. */
export const benchmarks = sqliteTable(
  "benchmarks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    version: text("version").notNull(),
    description: text("description").notNull().default(""),
    /** "runnable" when instances carry mutant lists; "catalog" for counts only. */
    kind: text("kind", { enum: ["runnable", "catalog"] }).notNull(),
    loadedAt: text("loaded_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    /**
     * sha256 of what was loaded (definition, spec text, patches, reference tests): a reload whose
     * digest is unchanged writes nothing.
     */
    definitionSha256: text("definition_sha256"),
    /** The revision stored scores are under (1 without ignored.json); moved only by a rescore. */
    revision: integer("revision").notNull().default(1),
  },
  (t) => [uniqueIndex("benchmarks_name_version").on(t.name, t.version)],
);

/** What the benchmark's current revision retires (ignored.json), with reason and date. */
export const ignoredEntries = sqliteTable(
  "ignored_entries",
  {
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    kind: text("kind", { enum: ["mutant", "reference-test"] }).notNull(),
    /** The mutant slug, or the reference test's JUnit id. */
    item: text("item").notNull(),
    reason: text("reason").notNull(),
    date: text("date").notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.kind, t.item] })],
);

export const instances = sqliteTable(
  "instances",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    benchmarkId: integer("benchmark_id")
      .notNull()
      .references(() => benchmarks.id),
    /** The instance id of the benchmark folder (`sharkdp__fd`). */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    language: text("language"),
    position: integer("position").notNull(),
    sectionCount: integer("section_count").notNull(),
    mutantCount: integer("mutant_count").notNull(),
    referenceTests: integer("reference_tests").notNull(),
    specMarkdown: text("spec_markdown"),
    /**
     * JSON array of the mutant slugs in `mutants.position` order: views over many instances
     * (the overlap) read one row per instance instead of one per mutant.
     */
    mutantSlugs: text("mutant_slugs").notNull().default("[]"),
  },
  (t) => [uniqueIndex("instances_benchmark_slug").on(t.benchmarkId, t.slug)],
);

export const sections = sqliteTable(
  "sections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    /** The section's markdown from spec.md, without its heading. */
    body: text("body"),
  },
  (t) => [uniqueIndex("sections_instance_slug").on(t.instanceId, t.slug)],
);

export const mutants = sqliteTable(
  "mutants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    slug: text("slug").notNull(),
    sectionSlug: text("section_slug").notNull(),
    targetTest: text("target_test").notNull(),
    description: text("description").notNull(),
    patch: text("patch"),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("mutants_instance_slug").on(t.instanceId, t.slug)],
);

/** Reference test functions, with source where the benchmark folder has it. */
export const referenceTests = sqliteTable(
  "reference_tests",
  {
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    testId: text("test_id").notNull(),
    file: text("file"),
    source: text("source"),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.testId] })],
);

/** Each table's row as drizzle reads it (`$inferSelect`) and as an insert takes it (`New…`). */
export type BenchmarkRow = typeof benchmarks.$inferSelect;
export type NewBenchmarkRow = typeof benchmarks.$inferInsert;
export type IgnoredEntryRow = typeof ignoredEntries.$inferSelect;
export type NewIgnoredEntryRow = typeof ignoredEntries.$inferInsert;
export type InstanceRow = typeof instances.$inferSelect;
export type NewInstanceRow = typeof instances.$inferInsert;
export type SectionRow = typeof sections.$inferSelect;
export type NewSectionRow = typeof sections.$inferInsert;
export type MutantRow = typeof mutants.$inferSelect;
export type NewMutantRow = typeof mutants.$inferInsert;
export type ReferenceTestRow = typeof referenceTests.$inferSelect;
export type NewReferenceTestRow = typeof referenceTests.$inferInsert;
