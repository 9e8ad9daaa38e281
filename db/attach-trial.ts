import { ProblemsError } from "../evaluator/errors.ts";
import type { Submission } from "../evaluator/types.ts";
import type { Db } from "./client.ts";
import { refreshEntry } from "./entries.ts";
import type { AuditLogRow, EntryRow, RawRow, SubmissionRow } from "./schema.ts";

/*
 * How a stored submission joins the entry its submission.json names (db/entries.ts keeps the
 * entry's figures): inside the store's transaction, so a trial the entry refuses stores nothing.
 */

/**
 * Makes a freshly stored submission a trial of the entry its submission.json names, creating
 * the entry with its first trial; inside the store's transaction. Refuses, with a ProblemsError
 * naming the field (so the whole store rolls back), a trial whose configuration differs from the
 * entry's, an entry another owner started, and a trial number the entry already has. Returns
 * the entry's id, or null for a submission that is no trial.
 */
export function attachTrial(
  db: Db,
  submissionId: number,
  benchmarkId: number,
  submission: Submission,
  owner: string | null,
): number | null {
  const { entry: name, trial } = submission;
  if (name === undefined || trial === undefined) return null;
  const client = db.$client;
  const config = {
    model: submission.model,
    agent: submission.agent,
    setting: submission.setting,
    reasoningEffort: submission.reasoningEffort ?? null,
  };
  type Config = Pick<EntryRow, "model" | "agent" | "setting" | "reasoningEffort">;
  let entry = client
    .prepare<Pick<EntryRow, "benchmarkId" | "name">, Pick<EntryRow, "id" | "owner"> & Config>(
      `SELECT id, owner, model, agent, setting, reasoning_effort AS reasoningEffort
       FROM entries WHERE benchmark_id = @benchmarkId AND name = @name`,
    )
    .get({ benchmarkId, name });
  if (entry) {
    if (entry.owner !== owner)
      throw refused(
        "entry",
        `'${name}' was started by another uploader; name an entry of your own`,
      );
    const differs = (Object.keys(config) as (keyof Config)[]).filter(
      (key) => entry![key] !== config[key],
    );
    if (differs.length)
      throw refused(
        "entry",
        `'${name}' groups trials of one configuration, and this trial's ${differs
          .map(
            (key) =>
              `${key} (${JSON.stringify(config[key])}, the entry's is ${JSON.stringify(entry![key])})`,
          )
          .join(", ")} differs`,
      );
    const taken = client
      .prepare<
        Pick<SubmissionRow, "entryId" | "trial">,
        Pick<SubmissionRow, "id" | "owner"> & RawRow<Pick<SubmissionRow, "hidden">>
      >("SELECT id, owner, hidden FROM submissions WHERE entry_id = @entryId AND trial = @trial")
      .get({ entryId: entry.id, trial });
    if (taken && (owner !== null || taken.owner !== null))
      throw refused("trial", `entry '${name}' already has trial ${trial}, stored as #${taken.id}`);
    // From the command line (tsb ingest, tsb seed: no owner), a changed bundle of a stored trial
    // takes its place, as the seed supersedes an older copy of any changed demo bundle: the
    // older copy leaves the entry and is hidden, never deleted, and the audit log says why.
    if (taken) supersede(db, taken.id, submissionId, `trial ${trial} of entry '${name}'`);
  } else {
    entry = {
      id: client
        .prepare<Pick<EntryRow, "benchmarkId" | "name" | "owner"> & Config>(
          `INSERT INTO entries (benchmark_id, name, owner, model, agent, setting, reasoning_effort)
           VALUES (@benchmarkId, @name, @owner, @model, @agent, @setting, @reasoningEffort)`,
        )
        .run({ benchmarkId, name, owner, ...config }).lastInsertRowid as number,
      owner,
      ...config,
    };
  }
  client
    .prepare<Pick<SubmissionRow, "id" | "entryId" | "trial">>(
      "UPDATE submissions SET entry_id = @entryId, trial = @trial WHERE id = @id",
    )
    .run({ id: submissionId, entryId: entry.id, trial });
  refreshEntry(db, entry.id);
  return entry.id;
}

/** Hides the stored copy of a trial that a newer bundle replaces, with an audit entry. */
function supersede(db: Db, old: number, by: number, what: string): void {
  const client = db.$client;
  client
    .prepare<Pick<SubmissionRow, "id">>(
      "UPDATE submissions SET entry_id = NULL, trial = NULL, hidden = 1 WHERE id = @id",
    )
    .run({ id: old });
  client
    .prepare<Pick<AuditLogRow, "submissionId" | "reason">>(
      `INSERT INTO audit_log (submission_id, action, actor, reason) VALUES (@submissionId, 'hide', 'tsb', @reason)`,
    )
    .run({ submissionId: old, reason: `superseded by #${by}, a newer bundle of ${what}` });
}

/** A trial the entry cannot take, named by its submission.json field (an upload's 422). */
function refused(field: "entry" | "trial", message: string): ProblemsError {
  return new ProblemsError([{ file: "submission.json", message: `${field}: ${message}` }]);
}
