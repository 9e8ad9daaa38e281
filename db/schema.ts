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
    /** Skipped in every reference run: in |T̂|, not valid (DESIGN.md, "Scoring"). */
    testsSkipped: integer("tests_skipped").notNull().default(0),
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
 * Verification (DESIGN.md, "Trust"): one job per submission whose suites the site re-runs. The
 * job's state is the submission's verification status; a submission without a job is
 * self-reported. `claimedJson` keeps what the bundle claimed once the site's runs replace the
 * displayed figures; `outcomeJson` holds the comparison and every disagreement.
 */
export const verificationJobs = sqliteTable(
  "verification_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .unique()
      .references(() => submissions.id),
    /** "result": XML claimed, re-run to check it; "suites-only": scores come only from the runs. */
    kind: text("kind", { enum: ["result", "suites-only"] }).notNull(),
    state: text("state", {
      enum: ["queued", "running", "verified", "disputed", "failed", "cancelled"],
    }).notNull(),
    owner: text("owner"),
    /** Reference runs per instance (k). */
    referenceRuns: integer("reference_runs").notNull(),
    runsTotal: integer("runs_total").notNull(),
    createdAt: integer("created_at").notNull(),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
    /** Why a job failed or was cancelled. */
    error: text("error"),
    claimedJson: text("claimed_json"),
    /**
     * Where a result bundle says its runs happened, against the benchmark's declared image
     * (evaluator/environment/provenance.ts, a BundleEnvironment as JSON); null for suites-only
     * bundles, which ran nothing. The site's own runs' environment is in `outcomeJson`.
     */
    claimedEnvironmentJson: text("claimed_environment_json"),
    outcomeJson: text("outcome_json"),
    /**
     * Hex seed of the job's run protocol (evaluator/runner/protocol.ts): its run order, salts and
     * the tests that confirm kills. Drawn when the job is queued, kept for reproducing it.
     */
    seed: text("seed"),
  },
  (t) => [
    index("verification_jobs_state").on(t.state),
    index("verification_jobs_owner").on(t.owner),
  ],
);

/** What a job re-runs: each instance's `suite/**` and `run.json`/`codegen.xml`, byte for byte. */
export const verificationFiles = sqliteTable(
  "verification_files",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => verificationJobs.id),
    instanceSlug: text("instance_slug").notNull(),
    /** Relative to the instance's folder in the bundle: `suite/test_x.py`, `run.json`. */
    path: text("path").notNull(),
    content: blob("content", { mode: "buffer" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.instanceSlug, t.path] })],
);

/**
 * One run of a job. A worker leases a task (token + expiry, renewed by heartbeat); a result is
 * accepted only from the lease holder of a running task, so a run is counted once however often
 * it was started. Times are milliseconds since the epoch.
 */
export const verificationTasks = sqliteTable(
  "verification_tasks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => verificationJobs.id),
    instanceSlug: text("instance_slug").notNull(),
    /**
     * `reference/<n>`, `mutants/<id>` or a confirmation run's key, as in outcomes.json; or
     * `plan/confirm`, the step that plans an instance's confirmation runs once its other runs
     * are done (it runs no suite).
     */
    run: text("run").notNull(),
    position: integer("position").notNull(),
    state: text("state", { enum: ["queued", "running", "done", "cancelled"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    leaseToken: text("lease_token"),
    leaseExpiresAt: integer("lease_expires_at"),
    worker: text("worker"),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
    exitCode: integer("exit_code"),
    timedOut: integer("timed_out", { mode: "boolean" }),
    durationSec: real("duration_sec"),
    junit: blob("junit", { mode: "buffer" }),
    log: text("log"),
    /** A confirmation run's selected tests (JSON array of JUnit ids); null for other runs. */
    selectTests: text("select_tests"),
    /** Where the run happened: the image digest it ran in, or `host`; null before it ran. */
    environment: text("environment"),
    /**
     * Covering-tests mode (`tsb worker --covering-tests`): no test's coverage reached the
     * mutant's changed lines, so it was not run and scores survived; null for every other run.
     */
    notReached: integer("not_reached", { mode: "boolean" }),
  },
  (t) => [
    uniqueIndex("verification_tasks_run").on(t.jobId, t.instanceSlug, t.run),
    index("verification_tasks_state").on(t.state, t.jobId, t.position),
  ],
);

/**
 * A worker's self-check (cli/worker/self-check.ts) of one benchmark build in its environment,
 * one row per benchmark and host, replaced at every check: the benchmark's own reference suite
 * run on its reference and on mutants it is known to kill, in the sandbox the tasks use. A
 * "failed" row pauses that benchmark's verification (DESIGN.md, "Where runs happen") until a
 * check passes; a "passed" one with the same fingerprint and build key lets a restarted worker
 * skip the runs.
 */
/**
 * A verification exported to a batch cluster (`tsb verify export`): how many shards its array
 * has, and which have finished, as `tsb verify progress` last read them from the shards'
 * `shard.json` files, so the submission page and the API can follow it.
 */
export const verificationClusterRuns = sqliteTable("verification_cluster_runs", {
  jobId: integer("job_id")
    .primaryKey()
    .references(() => verificationJobs.id),
  shards: integer("shards").notNull(),
  /** JSON array of the finished shards' 1-based indices, ascending. */
  shardsDone: text("shards_done").notNull().default("[]"),
  /** Milliseconds since the epoch. */
  exportedAt: integer("exported_at").notNull(),
  /** When progress was last reported; null until the first report. */
  updatedAt: integer("updated_at"),
});

export const environmentChecks = sqliteTable(
  "environment_checks",
  {
    benchmarkId: integer("benchmark_id")
      .notNull()
      .references(() => benchmarks.id),
    host: text("host").notNull(),
    /** The worker process that checked (`host:pid:random`). */
    worker: text("worker").notNull(),
    status: text("status", { enum: ["passed", "failed"] }).notNull(),
    /** The RunEnvironment's fingerprint: sandbox kind, interpreters and tool versions. */
    fingerprint: text("fingerprint").notNull(),
    /** sha256 of the build manifest's entries the check ran; null when nothing was built. */
    buildKey: text("build_key"),
    /** Why the check failed: the first error, for the operator and the site. */
    reason: text("reason"),
    /** The command that fixes it, where one is known. */
    fix: text("fix"),
    /** The RunEnvironment as JSON. */
    environmentJson: text("environment_json").notNull(),
    checkedAt: integer("checked_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    runs: integer("runs").notNull(),
    /** When the worker looks again (failed checks; milliseconds since the epoch). */
    retryAt: integer("retry_at"),
  },
  (t) => [primaryKey({ columns: [t.benchmarkId, t.host] })],
);

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

/**
 * Every table's row as drizzle reads it (`$inferSelect`) and as an insert takes it
 * (`$inferInsert`, `New…`): queries and writers take their row types, and the unions of the
 * enum columns (`SubmissionRow["origin"]`, `VerificationJob["state"]`), from here.
 * `SubmissionRow`'s keys also name the columns the metric registry uses; `InstanceScoreRow` is a
 * `submission_instances` row (one instance's figures for one submission).
 */
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
export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
export type InstanceScoreRow = typeof submissionInstances.$inferSelect;
export type NewInstanceScoreRow = typeof submissionInstances.$inferInsert;
export type GeneratedTestRow = typeof generatedTests.$inferSelect;
export type NewGeneratedTestRow = typeof generatedTests.$inferInsert;
export type MutantResultRow = typeof mutantResults.$inferSelect;
export type NewMutantResultRow = typeof mutantResults.$inferInsert;
export type MutantMessageRow = typeof mutantMessages.$inferSelect;
export type NewMutantMessageRow = typeof mutantMessages.$inferInsert;
export type SubmissionFileRow = typeof submissionFiles.$inferSelect;
export type NewSubmissionFileRow = typeof submissionFiles.$inferInsert;
export type SubmissionPairRow = typeof submissionPairs.$inferSelect;
export type NewSubmissionPairRow = typeof submissionPairs.$inferInsert;
export type ScoreHistoryRow = typeof scoreHistory.$inferSelect;
export type NewScoreHistoryRow = typeof scoreHistory.$inferInsert;
export type RescoreLogRow = typeof rescoreLog.$inferSelect;
export type NewRescoreLogRow = typeof rescoreLog.$inferInsert;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
export type VerificationJob = typeof verificationJobs.$inferSelect;
export type NewVerificationJob = typeof verificationJobs.$inferInsert;
export type VerificationFileRow = typeof verificationFiles.$inferSelect;
export type NewVerificationFileRow = typeof verificationFiles.$inferInsert;
export type VerificationTaskRow = typeof verificationTasks.$inferSelect;
export type NewVerificationTaskRow = typeof verificationTasks.$inferInsert;
export type EnvironmentCheck = typeof environmentChecks.$inferSelect;
export type NewEnvironmentCheck = typeof environmentChecks.$inferInsert;
export type DataGenerationRow = typeof dataGeneration.$inferSelect;
export type NewDataGenerationRow = typeof dataGeneration.$inferInsert;
export type DataMigrationRow = typeof dataMigrations.$inferSelect;
export type NewDataMigrationRow = typeof dataMigrations.$inferInsert;
export type VerificationClusterRun = typeof verificationClusterRuns.$inferSelect;
export type NewVerificationClusterRun = typeof verificationClusterRuns.$inferInsert;
