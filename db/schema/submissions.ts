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
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { benchmarks, instances } from "./benchmarks.ts";

// Submissions and their per-instance figures, the entries that group trials, and the pairwise
// comparisons between them.

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
    /**
     * "reference" for the benchmark's own reference suite run as a submission (submission.json's
     * `kind`): shown, labelled, where a reader compares against it, and left out of instance
     * means, "killed by", overlaps and ranks.
     */
    kind: text("kind", { enum: ["agent", "reference"] })
      .notNull()
      .default("agent"),
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
    /**
     * 95% percentile bootstrap intervals (ScoreIntervals) of M, strict M and V, computed at
     * ingest and at every rescore so a page never resamples. Null for reported rows.
     */
    mutationScoreLo: real("mutation_score_lo"),
    mutationScoreHi: real("mutation_score_hi"),
    mutationScoreStrictLo: real("mutation_score_strict_lo"),
    mutationScoreStrictHi: real("mutation_score_strict_hi"),
    validityRateLo: real("validity_rate_lo"),
    validityRateHi: real("validity_rate_hi"),
    /** The benchmark revision the scores are under; null for reported rows. */
    revision: integer("revision"),
    /**
     * M's 10,000 bootstrap replicate means (Float64, little-endian) over the instances named by
     * `replicatesKey`, so a new submission is compared with a stored one at B subtractions
     * instead of resampling both again (db/comparisons.ts).
     */
    replicates: blob("replicates", { mode: "buffer" }),
    /** sha256 of the instance slugs the replicates were drawn over, sorted, joined by "\n". */
    replicatesKey: text("replicates_key"),
    /** submission.json as uploaded. */
    submissionJson: text("submission_json"),
    /** The entry this submission is a trial of (submission.json's `entry`); null for one attempt. */
    entryId: integer("entry_id").references((): AnySQLiteColumn => entries.id),
    /** Its trial number within the entry (submission.json's `trial`). */
    trial: integer("trial"),
  },
  (t) => [
    index("submissions_benchmark").on(t.benchmarkId),
    uniqueIndex("submissions_entry_trial").on(t.entryId, t.trial),
  ],
);

/**
 * An entry: the trials of one agent configuration on one benchmark version, grouped by the name
 * their submission.json gives (docs/bundle-format.md, "Trials"). Each trial is a `submissions`
 * row scored and verified on its own; the entry keeps what the leaderboard ranks it by,
 * refreshed in every transaction that changes a trial's figures (db/entries.ts).
 */
export const entries = sqliteTable(
  "entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    benchmarkId: integer("benchmark_id")
      .notNull()
      .references(() => benchmarks.id),
    /** submission.json's `entry`. */
    name: text("name").notNull(),
    /** Who uploaded its first trial (null from the CLI); later trials must come from them. */
    owner: text("owner"),
    /** The configuration every trial must share. */
    model: text("model").notNull(),
    agent: text("agent").notNull(),
    setting: text("setting").notNull(),
    reasoningEffort: text("reasoning_effort"),
    /**
     * The trial that stands for the entry on the leaderboard and in ranks: the lowest-numbered
     * visible trial with figures; null while there is none.
     */
    leadId: integer("lead_id").references((): AnySQLiteColumn => submissions.id),
    /** The trials counted: visible, with figures. */
    trials: integer("trials").notNull().default(0),
    /**
     * The evaluator's EntrySummary (evaluator/stats/trials.ts) as JSON: means, spread, 95%
     * intervals, M over k trials. Null until computed.
     */
    summaryJson: text("summary_json"),
    /** M's bootstrap replicate means over `replicatesKey`'s instances, as `submissions.replicates`. */
    replicates: blob("replicates", { mode: "buffer" }),
    replicatesKey: text("replicates_key"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [uniqueIndex("entries_benchmark_name").on(t.benchmarkId, t.name)],
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
    /** Skipped in every reference run: in |T̂|, not valid (DESIGN.md, "Scoring"). */
    testsSkipped: integer("tests_skipped").notNull().default(0),
    testsFlaky: integer("tests_flaky").notNull(),
    mutantsTotal: integer("mutants_total").notNull(),
    mutantsKilled: integer("mutants_killed").notNull(),
    mutantsTimeout: integer("mutants_timeout").notNull(),
    mutantsSurvived: integer("mutants_survived").notNull(),
    mutantsNoResult: integer("mutants_no_result").notNull(),
    /**
     * Whether the instance reports what generating it cost: the bundle carried its run.json, or
     * its trajectory gave the steps run.json left out (cost columns may still be null).
     */
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
    /** JSON array of the test ids that passed in codegen.xml, so a revision can recompute R. */
    codegenPassed: text("codegen_passed"),
    /**
     * Whether the instance's kills were confirmed by re-runs (its outcomes.json records the run
     * protocol); false for a bundle made before it or by hand, whose kills are unconfirmed.
     */
    killsConfirmed: integer("kills_confirmed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.instanceId] })],
);

/**
 * The paired bootstrap of M(a) − M(b) for two scored submissions of one benchmark (a < b), over
 * the instances both have; refreshed in the transaction that stores or rescores a submission.
 */
export const submissionPairs = sqliteTable(
  "submission_pairs",
  {
    a: integer("a")
      .notNull()
      .references(() => submissions.id),
    b: integer("b")
      .notNull()
      .references(() => submissions.id),
    benchmarkId: integer("benchmark_id")
      .notNull()
      .references(() => benchmarks.id),
    instances: integer("instances").notNull(),
    differenceLo: real("difference_lo").notNull(),
    differenceHi: real("difference_hi").notNull(),
    /** The interval excludes 0: the two can be told apart. */
    distinct: integer("distinct", { mode: "boolean" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.a, t.b] }),
    index("submission_pairs_benchmark").on(t.benchmarkId),
  ],
);

/** Each table's row as drizzle reads it (`$inferSelect`) and as an insert takes it (`New…`). */
export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
export type InstanceScoreRow = typeof submissionInstances.$inferSelect;
export type NewInstanceScoreRow = typeof submissionInstances.$inferInsert;
export type SubmissionPairRow = typeof submissionPairs.$inferSelect;
export type EntryRow = typeof entries.$inferSelect;
export type NewEntryRow = typeof entries.$inferInsert;
export type NewSubmissionPairRow = typeof submissionPairs.$inferInsert;
