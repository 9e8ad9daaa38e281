/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { meanToolUseShares } from "../../evaluator/trajectory/analysis/tool-use.ts";
import { unpackChunk } from "../../evaluator/trajectory/packed-steps.ts";
import type { Step } from "../../evaluator/trajectory/types.ts";
import { getDb, type Db } from "../index.ts";
import {
  benchmarks,
  instances,
  submissionFiles,
  submissions,
  trajectories,
  trajectoryChunks,
  type StoredByClass,
  type StoredIntegrity,
  type StoredMeta,
  type StoredSuiteWrites,
  type StoredTokens,
  type TrajectoryRow,
} from "../schema.ts";

/** A trajectory as lists show it: where it is from, its counts and what was found in it. */
export interface TrajectoryListItem {
  id: number;
  /** The instance's slug; null for a log of the whole generation. */
  instance: string | null;
  path: string;
  fileIndex: number;
  format: TrajectoryRow["format"];
  agent: string | null;
  model: string | null;
  error: string | null;
  stepCount: number;
  agentSteps: number;
  costUsd: number | null;
  durationSec: number | null;
  executableStep: number | null;
  executableWhy: string | null;
  mutantsStep: number | null;
  mutantsWhy: string | null;
  integrityCount: number;
}

/** Table 3's counts for one submission: instances, not trajectories. */
export interface CreationCounts {
  /** Instances with at least one readable trajectory. */
  withTrajectory: number;
  executable: number;
  mutants: number;
}

export interface SubmissionTrajectories {
  trajectories: TrajectoryListItem[];
  counts: CreationCounts;
  /** Figure 11: class shares by tenth (evaluator's meanToolUseShares); null without steps. */
  toolUse: number[][] | null;
}

const LIST_COLUMNS = {
  id: trajectories.id,
  instance: instances.slug,
  path: trajectories.path,
  fileIndex: trajectories.fileIndex,
  format: trajectories.format,
  metaJson: trajectories.metaJson,
  error: trajectories.error,
  stepCount: trajectories.stepCount,
  agentSteps: trajectories.agentSteps,
  costUsd: trajectories.costUsd,
  durationSec: trajectories.durationSec,
  executableStep: trajectories.executableStep,
  executableWhy: trajectories.executableWhy,
  mutantsStep: trajectories.mutantsStep,
  mutantsWhy: trajectories.mutantsWhy,
  integrityCount: trajectories.integrityCount,
  toolUseJson: trajectories.toolUseJson,
  position: instances.position,
};

/**
 * Every trajectory a submission carried, in benchmark order (the whole generation's last), with
 * Table 3's counts over its instances and Figure 11's shares. Empty lists and zero counts for a
 * submission without any.
 */
export async function getSubmissionTrajectories(
  submissionId: number,
  db: Db = getDb(),
): Promise<SubmissionTrajectories> {
  const rows = db
    .select(LIST_COLUMNS)
    .from(trajectories)
    .leftJoin(instances, eq(instances.id, trajectories.instanceId))
    .where(eq(trajectories.submissionId, submissionId))
    .orderBy(asc(instances.position), asc(trajectories.path), asc(trajectories.fileIndex))
    .all()
    // SQLite sorts NULL positions (the whole generation's) first; they go last.
    .sort((a, b) => Number(a.position === null) - Number(b.position === null));
  const read = rows.filter((r) => r.error === null);
  const perInstance = (test: (r: (typeof rows)[number]) => boolean) =>
    new Set(read.filter((r) => r.instance !== null && test(r)).map((r) => r.instance)).size;
  return {
    trajectories: rows.map(listItem),
    counts: {
      withTrajectory: perInstance(() => true),
      executable: perInstance((r) => r.executableStep !== null),
      mutants: perInstance((r) => r.mutantsStep !== null),
    },
    toolUse: meanToolUseShares(
      read
        .filter((r) => r.toolUseJson !== null)
        .map((r) => JSON.parse(r.toolUseJson!) as number[][]),
    ),
  };
}

/** A row of LIST_COLUMNS (the instance's columns are null for the whole generation's). */
type ListRow = Omit<TrajectoryRow, "instanceId"> & {
  instance: string | null;
  position: number | null;
};

function listItem(r: Pick<ListRow, Exclude<keyof typeof LIST_COLUMNS, never>>): TrajectoryListItem {
  const meta = r.metaJson === null ? null : (JSON.parse(r.metaJson) as StoredMeta);
  return {
    id: r.id,
    instance: r.instance,
    path: r.path,
    fileIndex: r.fileIndex,
    format: r.format,
    agent: meta?.agent
      ? `${meta.agent.name}${meta.agent.version ? ` ${meta.agent.version}` : ""}`
      : null,
    model: meta?.model ?? null,
    error: r.error,
    stepCount: r.stepCount,
    agentSteps: r.agentSteps,
    costUsd: r.costUsd,
    durationSec: r.durationSec,
    executableStep: r.executableStep,
    executableWhy: r.executableWhy,
    mutantsStep: r.mutantsStep,
    mutantsWhy: r.mutantsWhy,
    integrityCount: r.integrityCount,
  };
}

/** One trajectory for the viewer: everything but its steps, which come a page at a time. */
export interface TrajectoryDetail extends TrajectoryListItem {
  submission: {
    id: number;
    model: string;
    agent: string;
    setting: string;
    /** The submission's own benchmark version: what every link of the viewer names. */
    benchmark: { name: string; version: string };
  };
  instanceTitle: string | null;
  meta: StoredMeta | null;
  warnings: string[];
  tokens: StoredTokens | null;
  byClass: StoredByClass | null;
  executableEvidence: string | null;
  mutantsEvidence: string | null;
  integrity: StoredIntegrity;
  suiteWrites: StoredSuiteWrites;
  taskRoot: string | null;
  /** One letter per step (evaluator/trajectory/packed-steps.ts). */
  stepKinds: string;
  chunkSize: number;
  /** The instance's suite files as the bundle carried them (paths relative to `suite/`). */
  suiteFiles: Array<{ path: string; content: string }>;
}

/**
 * A trajectory of a submission, or null when the submission has no such trajectory (an id of
 * another submission's is null too: the pair is the key). The instance and the benchmark
 * version come from the submission's own rows, never from a slug alone.
 */
export async function getTrajectory(
  submissionId: number,
  trajectoryId: number,
  db: Db = getDb(),
): Promise<TrajectoryDetail | null> {
  const row = db
    .select({
      ...LIST_COLUMNS,
      instanceId: trajectories.instanceId,
      instanceTitle: instances.title,
      warningsJson: trajectories.warningsJson,
      tokensJson: trajectories.tokensJson,
      byClassJson: trajectories.byClassJson,
      executableEvidence: trajectories.executableEvidence,
      mutantsEvidence: trajectories.mutantsEvidence,
      integrityJson: trajectories.integrityJson,
      suiteWritesJson: trajectories.suiteWritesJson,
      taskRoot: trajectories.taskRoot,
      stepKinds: trajectories.stepKinds,
      chunkSize: trajectories.chunkSize,
      submissionModel: submissions.model,
      submissionAgent: submissions.agent,
      submissionSetting: submissions.setting,
      benchmarkName: benchmarks.name,
      benchmarkVersion: benchmarks.version,
    })
    .from(trajectories)
    .innerJoin(submissions, eq(submissions.id, trajectories.submissionId))
    .innerJoin(benchmarks, eq(benchmarks.id, submissions.benchmarkId))
    .leftJoin(instances, eq(instances.id, trajectories.instanceId))
    .where(and(eq(trajectories.id, trajectoryId), eq(trajectories.submissionId, submissionId)))
    .get();
  if (!row) return null;
  const suiteFiles =
    row.instanceId === null
      ? []
      : db
          .select({ path: submissionFiles.path, content: submissionFiles.content })
          .from(submissionFiles)
          .where(
            and(
              eq(submissionFiles.submissionId, submissionId),
              eq(submissionFiles.instanceId, row.instanceId),
              eq(submissionFiles.kind, "suite"),
            ),
          )
          .orderBy(asc(submissionFiles.path))
          .all();
  const json = <T>(text: string | null, empty: T): T =>
    text === null ? empty : (JSON.parse(text) as T);
  return {
    ...listItem(row),
    submission: {
      id: submissionId,
      model: row.submissionModel,
      agent: row.submissionAgent,
      setting: row.submissionSetting,
      benchmark: { name: row.benchmarkName, version: row.benchmarkVersion },
    },
    instanceTitle: row.instanceTitle,
    meta: json<StoredMeta | null>(row.metaJson, null),
    warnings: json<string[]>(row.warningsJson, []),
    tokens: json<StoredTokens | null>(row.tokensJson, null),
    byClass: json<StoredByClass | null>(row.byClassJson, null),
    executableEvidence: row.executableEvidence,
    mutantsEvidence: row.mutantsEvidence,
    integrity: json<StoredIntegrity>(row.integrityJson, []),
    suiteWrites: json<StoredSuiteWrites>(row.suiteWritesJson, []),
    taskRoot: row.taskRoot,
    stepKinds: row.stepKinds,
    chunkSize: row.chunkSize,
    suiteFiles,
  };
}

/**
 * The steps of a trajectory in the given chunks (each `chunkSize` steps, from 0), unpacked, in
 * step order. A viewer asks for the chunks its page covers; a search asks for all.
 */
export async function getTrajectorySteps(
  trajectoryId: number,
  chunks: readonly number[],
  db: Db = getDb(),
): Promise<Step[]> {
  if (chunks.length === 0) return [];
  return db
    .select({ steps: trajectoryChunks.steps })
    .from(trajectoryChunks)
    .where(
      and(
        eq(trajectoryChunks.trajectoryId, trajectoryId),
        inArray(trajectoryChunks.chunk, [...chunks]),
      ),
    )
    .orderBy(asc(trajectoryChunks.chunk))
    .all()
    .flatMap((c) => unpackChunk(c.steps));
}

/** Every trajectory of a submission that has review flags, with them, in list order. */
export async function getTrajectoryFlags(
  submissionId: number,
  db: Db = getDb(),
): Promise<Array<{ id: number; path: string; flags: StoredIntegrity }>> {
  return db
    .select({
      id: trajectories.id,
      path: trajectories.path,
      integrityJson: trajectories.integrityJson,
    })
    .from(trajectories)
    .where(and(eq(trajectories.submissionId, submissionId), gt(trajectories.integrityCount, 0)))
    .orderBy(asc(trajectories.path), asc(trajectories.fileIndex))
    .all()
    .map((r) => ({
      id: r.id,
      path: r.path,
      flags: JSON.parse(r.integrityJson) as StoredIntegrity,
    }));
}
