import { getDb, type Db } from "../index.ts";

/**
 * The id of the submission stored from a bundle with this sha256, or null: how a bundle already
 * stored is recognised before scoring it again (ingest, the upload route's early 409) and inside
 * the storing transaction.
 */
export function findSubmissionByBundle(sha256: string, db: Db = getDb()): number | null {
  const row = db.$client
    .prepare("SELECT id FROM submissions WHERE bundle_sha256 = ?")
    .get(sha256) as { id: number } | undefined;
  return row?.id ?? null;
}
