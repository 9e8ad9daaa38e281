import { getDb, type Db } from "../index.ts";

/**
 * The id of the submission stored from a bundle known by any of these digests, or null: how a
 * bundle already stored is recognised before scoring it again (ingest, the upload route's early
 * 409) and inside the storing transaction. A bundle is known by its own digest (an archive's
 * bytes) and by its content digest (evaluator/bundle/content-digest.ts), which a re-packed copy
 * shares.
 */
export function findSubmissionByBundle(
  digests: string | readonly string[],
  db: Db = getDb(),
): number | null {
  const list = typeof digests === "string" ? [digests] : [...new Set(digests)];
  if (list.length === 0) return null;
  const row = db.$client
    .prepare(
      `SELECT id FROM submissions WHERE bundle_sha256 IN (${list.map(() => "?").join(", ")}) ORDER BY id LIMIT 1`,
    )
    .get(...list) as { id: number } | undefined;
  return row?.id ?? null;
}
