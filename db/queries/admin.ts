/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { getDb, type Db } from "../index.ts";

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
  return db.$client
    .transaction(() => {
      const changed = db.$client
        .prepare("UPDATE submissions SET hidden = @hidden WHERE id = @submissionId")
        .run({ hidden: hidden ? 1 : 0, submissionId });
      if (changed.changes === 0) return false;
      db.$client
        .prepare(
          `INSERT INTO audit_log (submission_id, action, actor, reason)
           VALUES (@submissionId, @action, @actor, @reason)`,
        )
        .run({ submissionId, action: hidden ? "hide" : "unhide", actor, reason });
      return true;
    })
    .immediate();
}

/** The audit entries of a submission, oldest first. */
export async function listAudit(
  submissionId: number,
  db: Db = getDb(),
): Promise<Array<{ action: string; actor: string; reason: string | null; at: string }>> {
  return db.$client
    .prepare(
      "SELECT action, actor, reason, at FROM audit_log WHERE submission_id = @submissionId ORDER BY id",
    )
    .all({ submissionId }) as Array<{
    action: string;
    actor: string;
    reason: string | null;
    at: string;
  }>;
}
