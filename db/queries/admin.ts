/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../index.ts";
import { auditLog, submissions, type AuditLogRow } from "../schema.ts";

/**
 * Hides or shows a submission and records who did it and why in the audit log, in one
 * transaction; nothing is deleted. Returns false when the id is unknown.
 */
export async function setHidden(
  submissionId: number,
  hidden: boolean,
  actor: string,
  reason: string,
  db: Db = getDb(),
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
      return true;
    },
    { behavior: "immediate" },
  );
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
