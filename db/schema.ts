import { sql } from "drizzle-orm";
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/** A benchmark definition: runnable (tsb-mini) or a catalog of a paper's instances. */
export const benchmarks = sqliteTable("benchmarks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  version: text("version").notNull(),
  description: text("description").notNull().default(""),
  /** "runnable" when instances carry mutant lists; "catalog" for counts only. */
  kind: text("kind", { enum: ["runnable", "catalog"] }).notNull(),
  loadedAt: text("loaded_at")
    .notNull()
    .default(sql`CURRENT_TIMESTAMP`),
});

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

export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    benchmarkId: integer("benchmark_id")
      .notNull()
      .references(() => benchmarks.id),
    model: text("model").notNull(),
    agent: text("agent").notNull(),
    setting: text("setting").notNull(),
    reasoningEffort: text("reasoning_effort"),
    organization: text("organization"),
    date: text("date").notNull(),
    /** JSON of submission.json's `links`. */
    links: text("links"),
    notes: text("notes"),
    /** "scored" from a bundle by this evaluator; "reported" as a paper printed it. */
    origin: text("origin", { enum: ["scored", "reported"] }).notNull(),
    /** For reported rows: where the figures come from ("Table 2"). */
    citation: text("citation"),
    /** For reported rows: "main-results" (leaderboard) or "ablation" (varies one input of a main run). */
    reportedKind: text("reported_kind", { enum: ["main-results", "ablation"] }),
    bundleSha256: text("bundle_sha256").unique(),
    owner: text("owner"),
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    mutationScore: real("mutation_score").notNull(),
    mutationScoreStrict: real("mutation_score_strict"),
    mutationScorePooled: real("mutation_score_pooled"),
    validityRate: real("validity_rate"),
    validityRatePooled: real("validity_rate_pooled"),
    referencePassRate: real("reference_pass_rate"),
    costUsd: real("cost_usd"),
    durationSec: real("duration_sec"),
    instancesTotal: integer("instances_total"),
    instancesSubmitted: integer("instances_submitted"),
    /** The whole ScoreSummary as JSON, so the scored document can be rebuilt exactly. */
    summaryJson: text("summary_json"),
    /** submission.json as uploaded. */
    submissionJson: text("submission_json"),
  },
  (t) => [index("submissions_benchmark").on(t.benchmarkId)],
);

/** Per submission × instance scores. */
export const submissionInstances = sqliteTable(
  "submission_instances",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    submitted: integer("submitted", { mode: "boolean" }).notNull(),
    mutationScore: real("mutation_score").notNull(),
    mutationScoreStrict: real("mutation_score_strict").notNull(),
    validityRate: real("validity_rate"),
    referencePassRate: real("reference_pass_rate"),
    testsTotal: integer("tests_total").notNull(),
    testsValid: integer("tests_valid").notNull(),
    testsInvalid: integer("tests_invalid").notNull(),
    testsFlaky: integer("tests_flaky").notNull(),
    mutantsTotal: integer("mutants_total").notNull(),
    mutantsKilled: integer("mutants_killed").notNull(),
    mutantsTimeout: integer("mutants_timeout").notNull(),
    mutantsSurvived: integer("mutants_survived").notNull(),
    mutantsNoResult: integer("mutants_no_result").notNull(),
    /** Whether the bundle carried run.json for the instance (cost columns may still be null). */
    hasRunCost: integer("has_run_cost", { mode: "boolean" }).notNull().default(false),
    costUsd: real("cost_usd"),
    durationSec: real("duration_sec"),
    steps: integer("steps"),
    tokens: integer("tokens"),
    /**
     * Dense bitset (db/bitset.ts) over the instance's mutants by `mutants.position` of those
     * killed or timed out: the overlap view reads one small row per instance, not every mutant.
     */
    detectedMutants: blob("detected_mutants", { mode: "buffer" }),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.instanceId] })],
);

/** Every generated test of a submission's instance; `idx` is its bit in kill-matrix rows. */
export const generatedTests = sqliteTable(
  "generated_tests",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    idx: integer("idx").notNull(),
    testId: text("test_id").notNull(),
    verdict: text("verdict", { enum: ["valid", "invalid", "flaky"] }).notNull(),
    /** Outcomes in the reference runs, one letter each: p(assed) f(ailed) s(kipped) m(issing). */
    referenceOutcomes: text("reference_outcomes").notNull(),
    referenceMessage: text("reference_message"),
    file: text("file"),
    line: integer("line"),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.instanceId, t.idx] })],
);

/**
 * The kill matrix, compactly: one row per (submission, mutant) with its status and a bitset over
 * the instance's generated-test index of every test that failed on it.
 */
export const mutantResults = sqliteTable(
  "mutant_results",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    mutantId: integer("mutant_id")
      .notNull()
      .references(() => mutants.id),
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    status: text("status", { enum: ["killed", "timeout", "survived", "no-result"] }).notNull(),
    /**
     * The tests that failed on the mutant, stored as their difference from the instance's
     * invalid tests (most rows equal that set); NULL when identical. Encoding: db/bitset.ts.
     */
    failedBits: blob("failed_bits", { mode: "buffer" }),
    exitCode: integer("exit_code"),
    timedOut: integer("timed_out", { mode: "boolean" }),
    durationSec: real("duration_sec"),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.mutantId] }),
    index("mutant_results_mutant").on(t.mutantId),
  ],
);

/** Failure messages on a mutant, kept for killing tests and near misses only. */
export const mutantMessages = sqliteTable(
  "mutant_messages",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    mutantId: integer("mutant_id")
      .notNull()
      .references(() => mutants.id),
    testIdx: integer("test_idx").notNull(),
    kind: text("kind", { enum: ["kill", "near-miss"] }).notNull(),
    message: text("message"),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.mutantId, t.testIdx] })],
);

/** Generated test sources (`suite/**`) and run logs (`logs/**`) from the bundle. */
export const submissionFiles = sqliteTable(
  "submission_files",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    kind: text("kind", { enum: ["suite", "log"] }).notNull(),
    path: text("path").notNull(),
    content: text("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.instanceId, t.kind, t.path] })],
);

/** Every hide/unhide (and any other admin action): nothing changes silently. */
export const auditLog = sqliteTable("audit_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  submissionId: integer("submission_id").references(() => submissions.id),
  action: text("action").notNull(),
  actor: text("actor").notNull(),
  reason: text("reason"),
  at: text("at")
    .notNull()
    .default(sql`CURRENT_TIMESTAMP`),
});

/**
 * One row (id 1) whose `generation` goes up with every committed change to what the cached
 * pages show. Triggers bump it (drizzle/0002_data_generation.sql), so a write from any process
 * counts: the upload scoring child, `tsb ingest`, `tsb rescore`, the worker. The site's page
 * cache (lib/page-cache/) serves an entry only while the generation it was rendered at is current.
 */
export const dataGeneration = sqliteTable("data_generation", {
  id: integer("id").primaryKey(),
  generation: integer("generation").notNull().default(0),
});

/** A `submissions` row as drizzle reads it; its keys name the columns the metric registry uses. */
export type SubmissionRow = typeof submissions.$inferSelect;
