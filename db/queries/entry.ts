/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { entrySummaryOf, hasFigures } from "../entries.ts";
import { getDb, type Db } from "../index.ts";
import type { EntryRow, RawRow, SubmissionRow } from "../schema.ts";
import type { EntryView } from "./types.ts";
import type { VerificationStatus } from "./verification.ts";

/**
 * The entry a submission is a trial of: its name, its figures (the evaluator's summary, null
 * until computed) and every trial, counted or not (hidden ones only when asked). Null for a
 * submission that is no trial.
 */
export async function getEntry(
  submissionId: number,
  options: { includeHidden?: boolean } = {},
  db: Db = getDb(),
): Promise<EntryView | null> {
  const entry = db.$client
    .prepare<
      Pick<SubmissionRow, "id">,
      Pick<EntryRow, "id" | "name" | "leadId" | "trials" | "summaryJson">
    >(
      `SELECT e.id, e.name, e.lead_id AS leadId, e.trials, e.summary_json AS summaryJson
       FROM submissions s JOIN entries e ON e.id = s.entry_id WHERE s.id = @id`,
    )
    .get({ id: submissionId });
  if (!entry) return null;
  const trials = db.$client
    .prepare<
      { entryId: number },
      Pick<SubmissionRow, "id" | "trial" | "mutationScore" | "validityRate" | "date"> &
        RawRow<Pick<SubmissionRow, "hidden">> & {
          // Computed: 0 or 1, and the job's state or 'self-reported' without one.
          counted: number;
          verification: VerificationStatus;
        }
    >(
      `SELECT t.id, t.trial, t.mutation_score AS mutationScore, t.validity_rate AS validityRate, t.date,
         t.hidden, (t.hidden = 0 AND ${hasFigures("t")}) AS counted,
         COALESCE((SELECT j.state FROM verification_jobs j WHERE j.submission_id = t.id), 'self-reported') AS verification
       FROM submissions t WHERE t.entry_id = @entryId ORDER BY t.trial`,
    )
    .all({ entryId: entry.id });
  return {
    id: entry.id,
    name: entry.name,
    leadId: entry.leadId,
    summary: entrySummaryOf(entry.summaryJson),
    trials: trials
      .filter((t) => options.includeHidden || t.hidden === 0)
      .map((t) => ({
        id: t.id,
        trial: t.trial ?? 0,
        mutationScore: t.mutationScore,
        validityRate: t.validityRate,
        date: t.date,
        counted: t.counted === 1,
        verification: t.verification,
      })),
  };
}
