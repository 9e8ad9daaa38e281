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
import { benchmarks } from "./benchmarks.ts";
import { submissions } from "./submissions.ts";

// Verification: jobs, the files they re-run, their tasks, cluster exports and workers' environment checks.

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

/**
 * A worker's self-check (cli/worker/self-check.ts) of one benchmark build in its environment,
 * one row per benchmark and host, replaced at every check: the benchmark's own reference suite
 * run on its reference and on mutants it is known to kill, in the sandbox the tasks use. A
 * "failed" row pauses that benchmark's verification (DESIGN.md, "Where runs happen") until a
 * check passes; a "passed" one with the same fingerprint and build key lets a restarted worker
 * skip the runs.
 */
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

/** Each table's row as drizzle reads it (`$inferSelect`) and as an insert takes it (`New…`). */
export type VerificationJob = typeof verificationJobs.$inferSelect;
export type NewVerificationJob = typeof verificationJobs.$inferInsert;
export type VerificationFileRow = typeof verificationFiles.$inferSelect;
export type NewVerificationFileRow = typeof verificationFiles.$inferInsert;
export type VerificationTaskRow = typeof verificationTasks.$inferSelect;
export type NewVerificationTaskRow = typeof verificationTasks.$inferInsert;
export type VerificationClusterRun = typeof verificationClusterRuns.$inferSelect;
export type NewVerificationClusterRun = typeof verificationClusterRuns.$inferInsert;
export type EnvironmentCheck = typeof environmentChecks.$inferSelect;
export type NewEnvironmentCheck = typeof environmentChecks.$inferInsert;
