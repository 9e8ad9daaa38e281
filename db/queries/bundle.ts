import { inArray } from "drizzle-orm";
import { getDb, type Db } from "../index.ts";
import { submissions } from "../schema.ts";

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
  const row = db
    .select({ id: submissions.id })
    .from(submissions)
    .where(inArray(submissions.bundleSha256, list))
    .orderBy(submissions.id)
    .limit(1)
    .get();
  return row?.id ?? null;
}
