/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { refreshComparisons, type ComparePairs } from "../comparisons.ts";
import { refreshEntry } from "../entries.ts";
import { getDb, type Db } from "../index.ts";
import { auditLog, submissions, type AuditLogRow } from "../schema.ts";

/**
 * Hides or shows a submission and records who did it and why in the audit log, in one
 * transaction; nothing is deleted. Returns false when the id is unknown. A trial's entry
 * counts only visible trials, so hiding one refreshes its entry in the same transaction, and
 * with `stats` (the evaluator's, as an ingest passes them) its figures and comparisons too.
 */
export async function setHidden(
  submissionId: number,
  hidden: boolean,
  actor: string,
  reason: string,
  db: Db = getDb(),
  stats?: ComparePairs,
): Promise<boolean> {
  return db.transaction(
    (tx) => {
      const changed = tx
        .update(submissions)
        .set({ hidden })
        .where(eq(submissions.id, submissionId))
        .run();
      if (changed.changes === 0) return false;
      tx.insert(auditLog)
        .values({ submissionId, action: hidden ? "hide" : "unhide", actor, reason })
        .run();
      const trial = tx
        .select({ entryId: submissions.entryId, benchmarkId: submissions.benchmarkId })
        .from(submissions)
        .where(eq(submissions.id, submissionId))
        .get();
      if (trial?.entryId != null) {
        if (stats) refreshComparisons(db, trial.benchmarkId, stats, submissionId);
        else refreshEntry(db, trial.entryId);
      }
      return true;
    },
    { behavior: "immediate" },
  );
}

/**
 * The other seeded copies of a seeded submission, by id: visible scored rows with the same
 * benchmark, model, agent, setting and date (and, for a trial, the same entry and trial number)
 * and, like it, no owner. None for an upload.
 */
export async function seededTwins(submissionId: number, db: Db = getDb()): Promise<number[]> {
  const stored = alias(submissions, "stored");
  const twin = alias(submissions, "twin");
  const rows = db
    .select({ id: twin.id })
    .from(stored)
    .innerJoin(
      twin,
      and(
        eq(twin.benchmarkId, stored.benchmarkId),
        eq(twin.model, stored.model),
        eq(twin.agent, stored.agent),
        eq(twin.setting, stored.setting),
        // NOT NULL, so = is the IS the seed compared dates with.
        eq(twin.date, stored.date),
        // Trials of one entry share all of the above; only the same trial of it is a copy.
        sql`json_extract(${twin.submissionJson}, '$.entry') IS json_extract(${stored.submissionJson}, '$.entry')`,
        sql`json_extract(${twin.submissionJson}, '$.trial') IS json_extract(${stored.submissionJson}, '$.trial')`,
      ),
    )
    .where(
      and(
        eq(stored.id, submissionId),
        ne(twin.id, stored.id),
        isNull(stored.owner),
        eq(twin.origin, "scored"),
        isNull(twin.owner),
        eq(twin.hidden, false),
      ),
    )
    .orderBy(twin.id)
    .all();
  return rows.map((r) => r.id);
}

/** The audit entries of a submission, oldest first. */
export async function listAudit(
  submissionId: number,
  db: Db = getDb(),
): Promise<Array<Pick<AuditLogRow, "action" | "actor" | "reason" | "at">>> {
  return db
    .select({
      action: auditLog.action,
      actor: auditLog.actor,
      reason: auditLog.reason,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(eq(auditLog.submissionId, submissionId))
    .orderBy(auditLog.id)
    .all();
}
