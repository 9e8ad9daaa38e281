/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../index.ts";
import { resolveBenchmarkRef } from "../benchmark-ref.ts";
import {
  instances,
  reportedTrajectoryFindings,
  submissionInstances,
  submissions,
  type ReportedTrajectoryFindingRow,
} from "../schema.ts";
import { listLeaderboard } from "./leaderboard.ts";
import { getSubmissionTrajectories, type CreationCounts } from "./trajectories.ts";
import type { LeaderboardRow } from "./types.ts";

/** At most this many submissions are drawn side by side. */
export const MAX_FIGURE_SUBMISSIONS = 8;

/** One instance's figures for one submission: the values Figure 10's curves are made of. */
export interface FigureInstance {
  slug: string;
  submitted: boolean;
  mutationScore: number;
  validityRate: number | null;
  referencePassRate: number | null;
  costUsd: number | null;
  durationSec: number | null;
  steps: number | null;
}

export interface FigureSubmission {
  row: LeaderboardRow;
  /** Every instance of the benchmark, in benchmark order (an unsubmitted one scores M = 0). */
  instances: FigureInstance[];
  counts: CreationCounts;
  /** Figure 11's shares; null without readable trajectories. */
  toolUse: number[][] | null;
}

/** A reported trajectory figure (the paper's Table 3), with the reported row it goes with. */
export interface ReportedFinding extends Pick<
  ReportedTrajectoryFindingRow,
  | "citation"
  | "label"
  | "model"
  | "agent"
  | "setting"
  | "executableInstances"
  | "mutantInstances"
  | "mutationScore"
  | "instances"
  | "source"
  | "notes"
> {
  /** The reported submission of the same model, harness and setting, when there is one. */
  submissionId: number | null;
}

export interface Figures {
  benchmark: { name: string; version: string };
  /** The scored submissions of this version that have figures, M first (what can be chosen). */
  candidates: LeaderboardRow[];
  chosen: FigureSubmission[];
  reported: ReportedFinding[];
}

/**
 * What the figures page draws for one benchmark version (`name@version`, or `name` for the
 * latest): its scored submissions to choose from, the chosen ones' per-instance figures,
 * trajectory counts and tool use, and the paper's reported trajectory figures for it. `ids`
 * names the chosen submissions; ids of other versions are ignored, never drawn. Without `ids`:
 * the agents' submissions, best M first, up to MAX_FIGURE_SUBMISSIONS. Null for an unknown
 * benchmark.
 */
export async function getFigures(
  benchmarkRef: string,
  ids: readonly number[] | null,
  db: Db = getDb(),
): Promise<Figures | null> {
  const ref = resolveBenchmarkRef(db, benchmarkRef);
  if (!ref) return null;
  const rows = await listLeaderboard({ name: ref.name, version: ref.version }, {}, db);
  const candidates = rows.filter((r) => r.origin === "scored");
  const picked =
    ids === null
      ? candidates.filter((r) => r.kind === "agent").slice(0, MAX_FIGURE_SUBMISSIONS)
      : ids.flatMap((id) => candidates.filter((r) => r.id === id)).slice(0, MAX_FIGURE_SUBMISSIONS);
  const chosen: FigureSubmission[] = [];
  for (const row of picked) {
    const { counts, toolUse } = await getSubmissionTrajectories(row.id, db);
    chosen.push({ row, instances: figureInstances(db, row.id), counts, toolUse });
  }
  return {
    benchmark: { name: ref.name, version: ref.version },
    candidates,
    chosen,
    reported: reportedFindings(db, ref.id),
  };
}

function figureInstances(db: Db, submissionId: number): FigureInstance[] {
  return db
    .select({
      slug: instances.slug,
      submitted: submissionInstances.submitted,
      mutationScore: submissionInstances.mutationScore,
      validityRate: submissionInstances.validityRate,
      referencePassRate: submissionInstances.referencePassRate,
      costUsd: submissionInstances.costUsd,
      durationSec: submissionInstances.durationSec,
      steps: submissionInstances.steps,
    })
    .from(submissionInstances)
    .innerJoin(instances, eq(instances.id, submissionInstances.instanceId))
    .where(eq(submissionInstances.submissionId, submissionId))
    .orderBy(asc(instances.position))
    .all();
}

/** The reported trajectory figures of a benchmark version, each beside its reported row. */
export function reportedFindings(db: Db, benchmarkId: number): ReportedFinding[] {
  const rows = db
    .select()
    .from(reportedTrajectoryFindings)
    .where(eq(reportedTrajectoryFindings.benchmarkId, benchmarkId))
    .orderBy(asc(reportedTrajectoryFindings.id))
    .all();
  return rows.map((r) => {
    const match = db
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.benchmarkId, benchmarkId),
          eq(submissions.origin, "reported"),
          eq(submissions.reportedKind, "main-results"),
          eq(submissions.hidden, false),
          eq(submissions.model, r.model),
          eq(submissions.agent, r.agent),
          eq(submissions.setting, r.setting),
        ),
      )
      .orderBy(asc(submissions.id))
      .get();
    return {
      citation: r.citation,
      label: r.label,
      model: r.model,
      agent: r.agent,
      setting: r.setting,
      executableInstances: r.executableInstances,
      mutantInstances: r.mutantInstances,
      mutationScore: r.mutationScore,
      instances: r.instances,
      source: r.source,
      notes: r.notes,
      submissionId: match?.id ?? null,
    };
  });
}

/**
 * The reported trajectory figures of one reported submission (the paper's Table 3 row of its
 * model), for its page; empty for any other submission.
 */
export async function getReportedFindingsOf(
  submissionId: number,
  db: Db = getDb(),
): Promise<ReportedFinding[]> {
  const s = db
    .select({ benchmarkId: submissions.benchmarkId, origin: submissions.origin })
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .get();
  if (!s || s.origin !== "reported") return [];
  return reportedFindings(db, s.benchmarkId).filter((f) => f.submissionId === submissionId);
}
