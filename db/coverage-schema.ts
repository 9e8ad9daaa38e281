import { blob, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { instances, mutants, submissions } from "./schema.ts";

/**
 * The reference lines each mutant's patch changes (evaluator/coverage/changed-lines.ts), read
 * at benchmark load: JSON `[{"file","lines":"3-7,9","function"?}]`, lines as compact ranges.
 * Gone with its mutant.
 */
export const mutantChangedLines = sqliteTable("mutant_changed_lines", {
  mutantId: integer("mutant_id")
    .primaryKey()
    .references(() => mutants.id, { onDelete: "cascade" }),
  lines: text("lines").notNull(),
});

/**
 * A submission's coverage of one instance's reference (the bundle's coverage/coverage.json),
 * compactly: the suite's union and, for per-test coverage, each test's lines by its index in
 * `generated_tests`, all as compact ranges. `unavailable` is the bundle's reason when coverage
 * could not be made.
 */
export const instanceCoverage = sqliteTable(
  "instance_coverage",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    instanceId: integer("instance_id")
      .notNull()
      .references(() => instances.id),
    tool: text("tool"),
    granularity: text("granularity", { enum: ["test", "suite"] }),
    unavailable: text("unavailable"),
    /** JSON `{file: ranges}` over every test. */
    suite: text("suite"),
    /** JSON array by test index of `{file: ranges}` (null: the file named no such test). */
    tests: text("tests"),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.instanceId] })],
);

/**
 * Whether a submission's tests executed a mutant's changed lines, derived at ingest from the
 * two tables above (evaluator/coverage/reach.ts). No row: reach unknown (no coverage, or the
 * mutant has no changed lines). `coveringBits` (db/bitset.ts, over the test index) names the
 * tests that executed one; NULL for suite-wide coverage, which cannot say which test did.
 */
export const mutantReach = sqliteTable(
  "mutant_reach",
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
    reached: integer("reached", { mode: "boolean" }).notNull(),
    coveringBits: blob("covering_bits", { mode: "buffer" }),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.mutantId] }),
    index("mutant_reach_instance").on(t.submissionId, t.instanceId),
  ],
);

/** Each table's row as drizzle reads it (`$inferSelect`) and as an insert takes it (`New…`). */
export type MutantChangedLinesRow = typeof mutantChangedLines.$inferSelect;
export type NewMutantChangedLinesRow = typeof mutantChangedLines.$inferInsert;
export type InstanceCoverageRow = typeof instanceCoverage.$inferSelect;
export type NewInstanceCoverageRow = typeof instanceCoverage.$inferInsert;
export type MutantReachRow = typeof mutantReach.$inferSelect;
export type NewMutantReachRow = typeof mutantReach.$inferInsert;
