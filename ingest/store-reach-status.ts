import { and, eq, isNull } from "drizzle-orm";
import { reachStatus } from "../evaluator/coverage/reach.ts";
import type { Db } from "../db/client.ts";
import { mutantReach } from "../db/coverage-schema.ts";
import { mutantResults, type MutantResultRow } from "../db/schema.ts";

/**
 * Fills `mutant_results.reach_status` (drizzle/0015_mutant_reach_status.sql) on the rows stored
 * before it: each mutant's status told apart by reach, from its stored status and its
 * `mutant_reach` row, by the evaluator's `reachStatus`, as the ingest now stores it. Runs after
 * 0002's re-derivation, so it reads the statuses that rule left. A recorded data migration
 * (db/data-migrations.ts); returns the ids of the submissions whose rows it filled.
 */
export function storeReachStatus(db: Db): number[] {
  const rows = db
    .select({
      submissionId: mutantResults.submissionId,
      mutantId: mutantResults.mutantId,
      status: mutantResults.status,
      reached: mutantReach.reached,
    })
    .from(mutantResults)
    .leftJoin(
      mutantReach,
      and(
        eq(mutantReach.submissionId, mutantResults.submissionId),
        eq(mutantReach.mutantId, mutantResults.mutantId),
      ),
    )
    .where(isNull(mutantResults.reachStatus))
    .all();
  // One update per stored mutant result (hundreds of thousands on a full site): prepared once.
  const update = db.$client.prepare<
    Pick<MutantResultRow, "submissionId" | "mutantId" | "reachStatus">
  >(
    `UPDATE mutant_results SET reach_status = @reachStatus
     WHERE submission_id = @submissionId AND mutant_id = @mutantId`,
  );
  const changed = new Set<number>();
  for (const r of rows) {
    update.run({
      submissionId: r.submissionId,
      mutantId: r.mutantId,
      reachStatus: reachStatus(r.status, r.reached === null ? null : { reached: r.reached }),
    });
    changed.add(r.submissionId);
  }
  return [...changed].sort((a, b) => a - b);
}
