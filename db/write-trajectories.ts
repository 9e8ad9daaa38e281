import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { BundleTrajectory } from "../evaluator/trajectory/bundle-trajectories.ts";
import type { ScoredBundle } from "../evaluator/types.ts";
import type { CatalogInstance } from "./catalog.ts";
import type { Db } from "./client.ts";
import { StoreError } from "./store-error.ts";
import {
  submissionInstances,
  trajectories,
  trajectoryChunks,
  type NewTrajectoryRow,
} from "./schema.ts";

/**
 * Writes a scored bundle's trajectories, each instance's and the whole generation's: one
 * `trajectories` row each (what the evaluator found: counts, Table 3's steps, review flags,
 * suite writes) and its packed steps in `trajectory_chunks`. Runs in the caller's transaction.
 */
export function writeTrajectories(
  db: Db,
  submissionId: number,
  catalog: Map<string, CatalogInstance>,
  scored: ScoredBundle,
): void {
  const all = [
    ...scored.details.flatMap((d) => d.trajectories ?? []),
    ...(scored.trajectories ?? []),
  ];
  for (const t of all) {
    const instance = t.instanceId === null ? null : catalog.get(t.instanceId);
    if (instance === undefined)
      throw new StoreError(
        `${scored.report.benchmark} in the database has no instance '${t.instanceId}'`,
      );
    const { id } = db
      .insert(trajectories)
      .values(trajectoryRow(submissionId, instance?.id ?? null, t))
      .returning({ id: trajectories.id })
      .get();
    t.steps?.chunks.forEach((steps, chunk) =>
      db.insert(trajectoryChunks).values({ trajectoryId: id, chunk, steps }).run(),
    );
  }
}

function trajectoryRow(
  submissionId: number,
  instanceId: number | null,
  t: BundleTrajectory,
): NewTrajectoryRow {
  const a = t.analysis;
  return {
    submissionId,
    instanceId,
    path: t.path,
    fileIndex: t.index,
    format: t.format ?? null,
    metaJson: t.meta ? JSON.stringify(t.meta) : null,
    error: t.error ?? null,
    warningsJson: JSON.stringify(t.warnings),
    stepCount: t.steps?.count ?? 0,
    agentSteps: a?.agentSteps ?? 0,
    tokensJson: t.totals?.tokens ? JSON.stringify(t.totals.tokens) : null,
    costUsd: t.totals?.costUsd ?? null,
    durationSec: t.totals?.durationSec ?? null,
    byClassJson: a ? JSON.stringify(a.byClass) : null,
    toolUseJson: a ? JSON.stringify(a.toolUse) : null,
    executableStep: a?.creation.executable?.step ?? null,
    executableWhy: a?.creation.executable?.why ?? null,
    executableEvidence: a?.creation.executable?.evidence ?? null,
    mutantsStep: a?.creation.mutants?.step ?? null,
    mutantsWhy: a?.creation.mutants?.why ?? null,
    mutantsEvidence: a?.creation.mutants?.evidence ?? null,
    integrityJson: JSON.stringify(a?.integrity ?? []),
    integrityCount: a?.integrity.length ?? 0,
    suiteWritesJson: JSON.stringify(a?.suiteWrites ?? []),
    taskRoot: a?.taskRoot ?? null,
    stepKinds: t.steps?.kinds ?? "",
    chunkSize: t.steps?.chunkSize ?? 200,
  };
}

/**
 * Gives each instance of a submission without `steps` its trajectories' counted steps, as
 * scoring did at ingest: after the site's re-runs replace the figures (their bundle carries
 * run.json as submitted, not the trajectory), the steps the trajectory gave stay.
 */
export function restoreTrajectorySteps(db: Db, submissionId: number): void {
  const counted = db
    .select({
      instanceId: trajectories.instanceId,
      steps: sql<number>`SUM(${trajectories.agentSteps})`,
    })
    .from(trajectories)
    .where(
      and(
        eq(trajectories.submissionId, submissionId),
        isNotNull(trajectories.instanceId),
        sql`${trajectories.error} IS NULL`,
      ),
    )
    .groupBy(trajectories.instanceId)
    .all();
  for (const { instanceId, steps } of counted)
    db.update(submissionInstances)
      .set({ steps, hasRunCost: true })
      .where(
        and(
          eq(submissionInstances.submissionId, submissionId),
          eq(submissionInstances.instanceId, instanceId!),
          eq(submissionInstances.submitted, true),
          sql`${submissionInstances.steps} IS NULL`,
        ),
      )
      .run();
}
