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
import type { IntegrityFlag } from "../../evaluator/trajectory/analysis/integrity.ts";
import type { SuiteWrite } from "../../evaluator/trajectory/analysis/suite-writes.ts";
import type {
  ActionClass,
  TokenUsage,
  TrajectoryFormat,
  TrajectoryMeta,
} from "../../evaluator/trajectory/types.ts";
import { benchmarks, instances } from "./benchmarks.ts";
import { submissions } from "./submissions.ts";

// How each suite was written: the agents' trajectories (docs/trajectories.md), and the paper's
// reported trajectory figures.

/**
 * One trajectory a submission's bundle carried, with what the evaluator found in it; its steps
 * are in `trajectory_chunks`. A file that could not be read is a row with its `error` and no
 * steps, so a page can say why it shows none.
 */
export const trajectories = sqliteTable(
  "trajectories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    /** Null: a log of the whole generation, not of one instance. */
    instanceId: integer("instance_id").references(() => instances.id),
    /** The file's path in the bundle, and the trajectory's place among the file's. */
    path: text("path").notNull(),
    fileIndex: integer("file_index").notNull(),
    format: text("format").$type<TrajectoryFormat>(),
    /** TrajectoryMeta as JSON (agent, model, session, times, cwd). */
    metaJson: text("meta_json").$type<string>(),
    /** Why the file was not read (`file:line: message`); the figures are then null. */
    error: text("error"),
    warningsJson: text("warnings_json").notNull().default("[]"),
    /** Every normalised step (messages and results included). */
    stepCount: integer("step_count").notNull().default(0),
    /** The steps that count (the agent's actions): Figure 10's and run.json's steps. */
    agentSteps: integer("agent_steps").notNull().default(0),
    tokensJson: text("tokens_json").$type<string>(),
    costUsd: real("cost_usd"),
    durationSec: real("duration_sec"),
    /** Counted steps by class, JSON `Record<ActionClass, number>`. */
    byClassJson: text("by_class_json").$type<string>(),
    /** Figure 11: counted steps by tenth × class, JSON `number[10][5]`. */
    toolUseJson: text("tool_use_json").$type<string>(),
    /** Table 3: the first step that writes an executable, and the one that makes mutants. */
    executableStep: integer("executable_step"),
    executableWhy: text("executable_why"),
    executableEvidence: text("executable_evidence"),
    mutantsStep: integer("mutants_step"),
    mutantsWhy: text("mutants_why"),
    mutantsEvidence: text("mutants_evidence"),
    /** Review flags, JSON `IntegrityFlag[]`; the count is kept for lists. */
    integrityJson: text("integrity_json").notNull().default("[]"),
    integrityCount: integer("integrity_count").notNull().default(0),
    /** Steps that wrote the suite's files, JSON `SuiteWrite[]`. */
    suiteWritesJson: text("suite_writes_json").notNull().default("[]"),
    taskRoot: text("task_root"),
    /** One letter per step (evaluator/trajectory/packed-steps.ts), for filters and overviews. */
    stepKinds: text("step_kinds").notNull().default(""),
    chunkSize: integer("chunk_size").notNull().default(200),
  },
  (t) => [index("trajectories_submission").on(t.submissionId, t.instanceId)],
);

/** A trajectory's steps, `chunk_size` at a time, gzip'd JSON (evaluator/trajectory/packed-steps.ts). */
export const trajectoryChunks = sqliteTable(
  "trajectory_chunks",
  {
    trajectoryId: integer("trajectory_id")
      .notNull()
      .references(() => trajectories.id),
    chunk: integer("chunk").notNull(),
    steps: blob("steps", { mode: "buffer" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.trajectoryId, t.chunk] })],
);

/**
 * Trajectory figures a paper reported per model (the paper's Table 3: instances whose
 * trajectory tried to write an executable, and to make mutants), from `data/reported/`. Shown
 * beside the same model's reported row, never recomputed.
 */
export const reportedTrajectoryFindings = sqliteTable(
  "reported_trajectory_findings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    benchmarkId: integer("benchmark_id")
      .notNull()
      .references(() => benchmarks.id),
    citation: text("citation").notNull(),
    model: text("model").notNull(),
    agent: text("agent").notNull(),
    setting: text("setting").notNull(),
    /** The row's name as the paper prints it ("Opus"). */
    label: text("label").notNull(),
    executableInstances: integer("executable_instances").notNull(),
    mutantInstances: integer("mutant_instances").notNull(),
    /** M as the table prints it beside the counts. */
    mutationScore: real("mutation_score"),
    /** The instances the counts are out of. */
    instances: integer("instances").notNull(),
    source: text("source").notNull(),
    notes: text("notes"),
  },
  (t) => [
    uniqueIndex("reported_trajectory_findings_key").on(
      t.benchmarkId,
      t.citation,
      t.model,
      t.agent,
      t.setting,
    ),
  ],
);

export type TrajectoryRow = typeof trajectories.$inferSelect;
export type NewTrajectoryRow = typeof trajectories.$inferInsert;
export type TrajectoryChunkRow = typeof trajectoryChunks.$inferSelect;
export type ReportedTrajectoryFindingRow = typeof reportedTrajectoryFindings.$inferSelect;
export type NewReportedTrajectoryFindingRow = typeof reportedTrajectoryFindings.$inferInsert;

/** What the JSON columns hold, for the writers and readers. */
export type StoredIntegrity = IntegrityFlag[];
export type StoredSuiteWrites = SuiteWrite[];
export type StoredByClass = Record<ActionClass, number>;
export type StoredTokens = TokenUsage;
export type StoredMeta = TrajectoryMeta;
