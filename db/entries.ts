import { createHash } from "node:crypto";
import type { EntrySummary, summarizeEntry } from "../evaluator/stats/trials.ts";
import type { ScoreSummary } from "../evaluator/types.ts";
import { bitmapHas } from "./bitset.ts";
import type { Db } from "./client.ts";
import type {
  EntryRow,
  IgnoredEntryRow,
  InstanceRow,
  InstanceScoreRow,
  RawRow,
  SubmissionRow,
} from "./schema.ts";

/**
 * Entries: the trials of one agent configuration on one benchmark version (docs/scoring.md,
 * "Trials"). A trial is stored as any submission is and joined to its entry (db/attach-trial.ts);
 * this module keeps the entry's lead, trial count and figures current. Like the pairwise
 * comparisons, the entry's statistics are the evaluator's (`summarizeEntry`), passed in by the
 * caller.
 */

/** What storage needs of the evaluator to keep an entry's figures current. */
export interface EntryStatistics {
  entry: typeof summarizeEntry;
}

/**
 * SQL true when the submission aliased `alias` has figures to show: not a suites-only one whose
 * runs are not done (it is stored with no figures of its own until the site verifies it).
 */
export function hasFigures(alias: string): string {
  return `NOT EXISTS (SELECT 1 FROM verification_jobs j
    WHERE j.submission_id = ${alias}.id AND j.kind = 'suites-only' AND j.state <> 'verified')`;
}

/** The trials an entry counts: visible, with figures (lowest trial number first). */
const COUNTED = `t.entry_id = @entryId AND t.hidden = 0 AND ${hasFigures("t")}`;

/**
 * Recomputes the entries of a benchmark (or the one given): lead and trial count always, and,
 * with `stats`, the summary and M's replicates. Inside the caller's transaction, wherever a
 * trial's figures or visibility change (an ingest, a verification, a rescore, hiding).
 */
export function refreshEntries(
  db: Db,
  benchmarkId: number,
  stats?: EntryStatistics,
  only?: number,
): void {
  const ids =
    only !== undefined
      ? [only]
      : db.$client
          .prepare<Pick<EntryRow, "benchmarkId">, Pick<EntryRow, "id">>(
            "SELECT id FROM entries WHERE benchmark_id = @benchmarkId ORDER BY id",
          )
          .all({ benchmarkId })
          .map((e) => e.id);
  for (const id of ids) refreshEntry(db, id, stats);
}

/** One entry's lead and count, and with `stats` its figures (cleared when it counts no trial). */
export function refreshEntry(db: Db, entryId: number, stats?: EntryStatistics): void {
  const client = db.$client;
  // Raw SQL kept: an ingest refreshes the new trial's entry, and bench:ingest times the store.
  const trials = client
    .prepare<
      { entryId: number },
      Pick<SubmissionRow, "id" | "trial" | "summaryJson" | "instancesSubmitted">
    >(
      `SELECT t.id, t.trial, t.summary_json AS summaryJson, t.instances_submitted AS instancesSubmitted
       FROM submissions t WHERE ${COUNTED} ORDER BY t.trial`,
    )
    .all({ entryId });
  const update = client.prepare<
    Pick<EntryRow, "id" | "leadId" | "trials" | "summaryJson" | "replicates" | "replicatesKey">
  >(
    `UPDATE entries SET lead_id = @leadId, trials = @trials, summary_json = @summaryJson,
       replicates = @replicates, replicates_key = @replicatesKey WHERE id = @id`,
  );
  const lead = { id: entryId, leadId: trials[0]?.id ?? null, trials: trials.length };
  if (!stats || trials.length === 0) {
    if (trials.length === 0)
      update.run({ ...lead, summaryJson: null, replicates: null, replicatesKey: null });
    else
      client
        .prepare<Pick<EntryRow, "id" | "leadId" | "trials">>(
          "UPDATE entries SET lead_id = @leadId, trials = @trials WHERE id = @id",
        )
        .run(lead);
    return;
  }
  const input = entryInput(db, trials);
  const { summary, mutationScoreReplicates } = stats.entry(input);
  update.run({
    ...lead,
    summaryJson: JSON.stringify(summary),
    replicates: replicatesBlob(mutationScoreReplicates),
    replicatesKey: instanceSetKey(input.instanceIds),
  });
}

type TrialRow = Pick<SubmissionRow, "id" | "summaryJson" | "instancesSubmitted">;

/** What summarizeEntry takes, read from the trials' stored rows. */
function entryInput(db: Db, trials: readonly TrialRow[]): Parameters<typeof summarizeEntry>[0] {
  const client = db.$client;
  const rows = client
    .prepare<
      { ids: string },
      Pick<
        InstanceScoreRow,
        "submissionId" | "mutationScore" | "mutationScoreStrict" | "testsTotal"
      > &
        RawRow<Pick<InstanceScoreRow, "validityRate" | "detectedMutants">> &
        Pick<InstanceRow, "slug" | "mutantSlugs"> & { instanceId: InstanceRow["id"] }
    >(
      `SELECT si.submission_id AS submissionId, si.mutation_score AS mutationScore,
         si.mutation_score_strict AS mutationScoreStrict, si.validity_rate AS validityRate,
         si.tests_total AS testsTotal, si.detected_mutants AS detectedMutants,
         i.id AS instanceId, i.slug, i.mutant_slugs AS mutantSlugs
       FROM submission_instances si JOIN instances i ON i.id = si.instance_id
       WHERE si.submission_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids: JSON.stringify(trials.map((t) => t.id)) });
  // The instances every trial has a row for, sorted by slug as reports and replicates are.
  const byInstance = new Map<string, typeof rows>();
  for (const row of rows) {
    let list = byInstance.get(row.slug);
    if (!list) byInstance.set(row.slug, (list = []));
    list.push(row);
  }
  const instanceIds = [...byInstance.keys()]
    .filter((slug) => byInstance.get(slug)!.length === trials.length)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ignored = ignoredMutants(
    db,
    instanceIds.map((slug) => byInstance.get(slug)![0]!.instanceId),
  );

  const killCounts = instanceIds.map((slug) => {
    const list = byInstance.get(slug)!;
    const skip = ignored.get(list[0]!.instanceId);
    const positions = (JSON.parse(list[0]!.mutantSlugs) as string[]).flatMap((mutant, p) =>
      skip?.has(mutant) ? [] : [p],
    );
    const counts = new Uint8Array(positions.length);
    for (const row of list) {
      if (!row.detectedMutants) continue;
      positions.forEach((p, m) => {
        if (bitmapHas(row.detectedMutants!, p)) counts[m]!++;
      });
    }
    return counts;
  });
  return {
    instanceIds,
    killCounts,
    trials: trials.map((trial) => {
      const own = new Map(rows.filter((r) => r.submissionId === trial.id).map((r) => [r.slug, r]));
      const summary = JSON.parse(trial.summaryJson ?? "{}") as Partial<ScoreSummary>;
      const figures: Record<string, number | null> = {};
      for (const [key, value] of Object.entries(summary))
        if (typeof value === "number" || value === null) figures[key] = value;
      const tests = [...own.values()].reduce((s, r) => s + r.testsTotal, 0);
      figures.testsPerInstance = trial.instancesSubmitted ? tests / trial.instancesSubmitted : null;
      return {
        figures,
        instances: instanceIds.map((slug) => {
          const r = own.get(slug)!;
          return {
            mutationScore: r.mutationScore,
            mutationScoreStrict: r.mutationScoreStrict,
            validityRate: r.validityRate,
          };
        }),
      };
    }),
  };
}

/** The ignored mutants of the given instances, by instance id. */
function ignoredMutants(db: Db, instanceIds: readonly number[]): Map<number, Set<string>> {
  const rows = db.$client
    .prepare<{ ids: string }, Pick<IgnoredEntryRow, "instanceId" | "item">>(
      `SELECT instance_id AS instanceId, item FROM ignored_entries
       WHERE kind = 'mutant' AND instance_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids: JSON.stringify(instanceIds) });
  const out = new Map<number, Set<string>>();
  for (const r of rows) {
    let set = out.get(r.instanceId);
    if (!set) out.set(r.instanceId, (set = new Set<string>()));
    set.add(r.item);
  }
  return out;
}

/** A stored entry's summary, parsed. */
export function entrySummaryOf(json: string | null): EntrySummary | null {
  return json === null ? null : (JSON.parse(json) as EntrySummary);
}

/** sha256 of the instance slugs replicates were drawn over, sorted, joined by "\n". */
export function instanceSetKey(slugs: readonly string[]): string {
  return createHash("sha256").update(slugs.join("\n")).digest("hex");
}

/** Replicate means as the blob `submissions.replicates` and `entries.replicates` store. */
export function replicatesBlob(replicates: Float64Array): Buffer {
  return Buffer.from(replicates.buffer, replicates.byteOffset, replicates.byteLength);
}

/** A stored replicates blob as the replicate means it holds (copied, so aligned). */
export function replicatesOf(blob: Buffer): Float64Array {
  return new Float64Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
}
