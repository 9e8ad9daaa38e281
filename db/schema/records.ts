import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { benchmarks } from "./benchmarks.ts";
import { submissions } from "./submissions.ts";

// What the site keeps about changes: score history, rescores, the audit log, the page-cache generation, data migrations.

/** A scored submission's headline figures under each revision it was scored under. */
export const scoreHistory = sqliteTable(
  "score_history",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    revision: integer("revision").notNull(),
    recordedAt: text("recorded_at").notNull(),
    mutationScore: real("mutation_score").notNull(),
    mutationScoreStrict: real("mutation_score_strict").notNull(),
    mutationScoreLo: real("mutation_score_lo"),
    mutationScoreHi: real("mutation_score_hi"),
    validityRate: real("validity_rate"),
    referencePassRate: real("reference_pass_rate"),
    /** Mutants counted (not ignored) under the revision. */
    mutantsTotal: integer("mutants_total").notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.revision] })],
);

/** Every rescore: the revision applied, when, and each submission's M before and after. */
export const rescoreLog = sqliteTable(
  "rescore_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    benchmarkId: integer("benchmark_id")
      .notNull()
      .references(() => benchmarks.id),
    fromRevision: integer("from_revision").notNull(),
    revision: integer("revision").notNull(),
    at: text("at").notNull(),
    submissionId: integer("submission_id").references(() => submissions.id),
    oldMutationScore: real("old_mutation_score"),
    newMutationScore: real("new_mutation_score"),
  },
  (t) => [index("rescore_log_benchmark").on(t.benchmarkId)],
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
 * pages show. Triggers bump it (drizzle/0006_data_generation.sql), so a write from any process
 * counts: the upload scoring child, `tsb ingest`, `tsb rescore`, the worker. The site's page
 * cache (lib/page-cache/) serves an entry only while the generation it was rendered at is current.
 */
export const dataGeneration = sqliteTable("data_generation", {
  id: integer("id").primaryKey(),
  generation: integer("generation").notNull().default(0),
  /**
   * When a finished verification run last bumped `generation` (Unix seconds): a verification's
   * progress counts on the submission page move at most every few seconds, not once per run.
   */
  runProgressAt: integer("run_progress_at").notNull().default(0),
});

/**
 * The data migrations (db/data-migrations.ts) that have run on this database, by name: a step
 * that rewrites stored rows after a rule change runs once, when `tsb seed` or `tsb migrate`
 * asks, never as a side effect of opening the database.
 */
export const dataMigrations = sqliteTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: text("applied_at").notNull(),
  /** How many rows' owners (submissions, for a re-derivation) it changed. */
  changed: integer("changed").notNull(),
});

/** Each table's row as drizzle reads it (`$inferSelect`) and as an insert takes it (`New…`). */
export type ScoreHistoryRow = typeof scoreHistory.$inferSelect;
export type NewScoreHistoryRow = typeof scoreHistory.$inferInsert;
export type RescoreLogRow = typeof rescoreLog.$inferSelect;
export type NewRescoreLogRow = typeof rescoreLog.$inferInsert;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
export type DataGenerationRow = typeof dataGeneration.$inferSelect;
export type NewDataGenerationRow = typeof dataGeneration.$inferInsert;
export type DataMigrationRow = typeof dataMigrations.$inferSelect;
export type NewDataMigrationRow = typeof dataMigrations.$inferInsert;
