import { and, asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../index.ts";
import { instances, submissionFiles } from "../schema.ts";

/**
 * The suite sources a submission carried, every instance's, each path prefixed with its
 * instance (`calc/test_calc.py`): what the review flags of its page read.
 */
export function getSuiteFiles(
  submissionId: number,
  db: Db = getDb(),
): Array<{ path: string; content: string }> {
  return db
    .select({
      instance: instances.slug,
      path: submissionFiles.path,
      content: submissionFiles.content,
    })
    .from(submissionFiles)
    .innerJoin(instances, eq(instances.id, submissionFiles.instanceId))
    .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.kind, "suite")))
    .orderBy(asc(instances.slug), asc(submissionFiles.path))
    .all()
    .map((f) => ({ path: `${f.instance}/${f.path}`, content: f.content }));
}
