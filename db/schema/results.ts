import type { ReachStatus } from "../../evaluator/coverage/reach.ts";
import { blob, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { instances, mutants } from "./benchmarks.ts";
import { submissions } from "./submissions.ts";

// What a scored submission ran: its generated tests, each mutant's result and messages, its files.

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
    verdict: text("verdict", { enum: ["valid", "invalid", "skipped", "flaky"] }).notNull(),
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
    /**
     * The status told apart by reach (evaluator/coverage/reach.ts's ReachStatus), as the ingest
     * derived it from `status` and the mutant's `mutant_reach` row: what the coverage views read.
     * Null only on a row stored before the column, until data migration 0015 fills it.
     */
    reachStatus: text("reach_status").$type<ReachStatus>(),
    /**
     * A killed mutant on which an invalid test of the suite passed: the suite asserted its
     * behaviour as well as the reference's (evaluator/score/hedged-kills.ts). Null on a row
     * stored before the column, whose runs' passes the database does not keep.
     */
    hedged: integer("hedged", { mode: "boolean" }),
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
    /** How a killing test failed (evaluator/score/kill-reason.ts); NULL for a near miss or a row stored before. */
    killReason: text("kill_reason", { enum: ["assertion", "error", "timeout"] }),
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

/** Each table's row as drizzle reads it (`$inferSelect`) and as an insert takes it (`New…`). */
export type GeneratedTestRow = typeof generatedTests.$inferSelect;
export type NewGeneratedTestRow = typeof generatedTests.$inferInsert;
export type MutantResultRow = typeof mutantResults.$inferSelect;
export type NewMutantResultRow = typeof mutantResults.$inferInsert;
export type MutantMessageRow = typeof mutantMessages.$inferSelect;
export type NewMutantMessageRow = typeof mutantMessages.$inferInsert;
export type SubmissionFileRow = typeof submissionFiles.$inferSelect;
export type NewSubmissionFileRow = typeof submissionFiles.$inferInsert;
