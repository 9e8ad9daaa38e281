import { getTableColumns } from "drizzle-orm";
import type { IgnoredList } from "../evaluator/benchmark/ignored-list.ts";
import type { Rescored, StoredInstance } from "../evaluator/score/rescore.ts";
import type { InstanceScore, MutantStatus, ScoreSummary } from "../evaluator/types.ts";
import { refreshComparisons, storeReplicates, type ComparePairs } from "./comparisons.ts";
import type { Db } from "./index.ts";
import { compareCodeUnits, instanceScoreOf, type InstanceScoreInput } from "./row-mappers.ts";
import {
  submissionInstances,
  type BenchmarkRow,
  type InstanceRow,
  type InstanceScoreRow,
  type MutantResultRow,
  type MutantRow,
  type RawRow,
  type RescoreLogRow,
  type SubmissionRow,
} from "./schema.ts";
import { writeRescored } from "./score-records.ts";
import { changedInstances, entryKeys, storedEntries, writeEntries } from "./ignored-entries.ts";
import { StoreError } from "./store-error.ts";

/** The evaluator's rescoring (evaluator/score/rescore.ts `rescoreInstances`), passed in. */
export type Rescore = (
  instances: readonly StoredInstance[],
  ignored: IgnoredList,
  reportR: boolean,
  changed?: ReadonlySet<string>,
) => Rescored;

export interface RevisionChange {
  submissionId: number;
  model: string;
  oldMutationScore: number;
  newMutationScore: number;
}

export interface RevisionResult {
  benchmark: string;
  fromRevision: number;
  revision: number;
  /** False when the database already held this revision: nothing was written. */
  changed: boolean;
  at: string;
  submissions: RevisionChange[];
}

/**
 * Moves a stored benchmark to the revision `ignored` describes and rescores every scored
 * submission of it from the stored mutant statuses (no re-run, no XML), in ONE immediate
 * transaction: the ignore entries, each submission's per-instance and headline figures and
 * intervals, a score-history row per submission, the pairwise comparisons, and the rescore log
 * (revision, time, old and new M per submission). Applying the revision the database already
 * holds writes nothing. A folder revision older than the stored one, or the same number with
 * other entries, is a StoreError: revisions only move forward.
 */
export function applyRevision(
  db: Db,
  nameAtVersion: string,
  ignored: IgnoredList,
  steps: { rescore: Rescore; compare: ComparePairs; now?: () => string },
): RevisionResult {
  const at = (steps.now ?? (() => new Date().toISOString()))();
  // Raw SQL kept: bench:ranks times `tsb rescore` of 50 full-scale submissions.
  return db.$client
    .transaction((): RevisionResult => {
      const benchmark = storedBenchmark(db, nameAtVersion);
      const stored = storedEntries(db, benchmark.id);
      const wanted = entryKeys(ignored);
      const base = { benchmark: nameAtVersion, fromRevision: benchmark.revision, at };
      if (ignored.revision === benchmark.revision) {
        if (stored.join("\n") !== wanted.join("\n"))
          throw new StoreError(
            `${nameAtVersion}: ignored.json says revision ${ignored.revision}, which the database holds with other entries; a changed list needs the next revision number`,
          );
        // Rows stored before intervals existed have no revision: score them now, once.
        if (!hasUnrevised(db, benchmark.id))
          return { ...base, revision: benchmark.revision, changed: false, submissions: [] };
      }
      if (ignored.revision < benchmark.revision)
        throw new StoreError(
          `${nameAtVersion}: the database is at revision ${benchmark.revision}, the folder's ignored.json at ${ignored.revision}; revisions only move forward`,
        );
      writeEntries(db, benchmark.id, ignored);
      const submissions = rescoreAll(
        db,
        benchmark.id,
        ignored,
        steps,
        at,
        changedInstances(stored, wanted),
      );
      refreshComparisons(db, benchmark.id, steps.compare);
      const log = db.$client.prepare<Omit<RescoreLogRow, "id">>(
        `INSERT INTO rescore_log (benchmark_id, from_revision, revision, at, submission_id, old_mutation_score, new_mutation_score)
         VALUES (@benchmarkId, @fromRevision, @revision, @at, @submissionId, @oldMutationScore, @newMutationScore)`,
      );
      const entry = {
        benchmarkId: benchmark.id,
        fromRevision: benchmark.revision,
        revision: ignored.revision,
        at,
      };
      if (submissions.length === 0)
        log.run({ ...entry, submissionId: null, oldMutationScore: null, newMutationScore: null });
      for (const s of submissions)
        log.run({
          ...entry,
          submissionId: s.submissionId,
          oldMutationScore: s.oldMutationScore,
          newMutationScore: s.newMutationScore,
        });
      return { ...base, revision: ignored.revision, changed: true, submissions };
    })
    .immediate();
}

function hasUnrevised(db: Db, benchmarkId: number): boolean {
  return (
    db.$client
      .prepare<Pick<SubmissionRow, "benchmarkId">>(
        "SELECT 1 FROM submissions WHERE benchmark_id = @benchmarkId AND origin = 'scored' AND revision IS NULL",
      )
      .get({ benchmarkId }) !== undefined
  );
}

function storedBenchmark(db: Db, nameAtVersion: string): Pick<BenchmarkRow, "id" | "revision"> {
  const at = nameAtVersion.lastIndexOf("@");
  const row = db.$client
    .prepare<Pick<BenchmarkRow, "name" | "version">, Pick<BenchmarkRow, "id" | "revision">>(
      "SELECT id, revision FROM benchmarks WHERE name = @name AND version = @version",
    )
    .get({ name: nameAtVersion.slice(0, at), version: nameAtVersion.slice(at + 1) });
  if (!row) throw new StoreError(`benchmark ${nameAtVersion} is not in the database`);
  return row;
}

/**
 * Rescores every scored submission of the benchmark. Only the `changed` instances' mutant
 * statuses are read and their rows rewritten; every submission gets its summary, intervals,
 * replicates and history row anew.
 */
function rescoreAll(
  db: Db,
  benchmarkId: number,
  ignored: IgnoredList,
  steps: { rescore: Rescore; compare: ComparePairs },
  at: string,
  changed: ReadonlySet<string>,
): RevisionChange[] {
  const client = db.$client;
  const submissions = client
    .prepare<
      Pick<SubmissionRow, "benchmarkId">,
      // A scored row always carries its summary.
      Pick<SubmissionRow, "id" | "model" | "mutationScore"> & {
        summaryJson: NonNullable<SubmissionRow["summaryJson"]>;
      }
    >(
      `SELECT id, model, mutation_score AS mutationScore, summary_json AS summaryJson FROM submissions
       WHERE benchmark_id = @benchmarkId AND origin = 'scored' ORDER BY id`,
    )
    .all({ benchmarkId });
  const changedIds = JSON.stringify(
    client
      .prepare<Pick<InstanceRow, "benchmarkId"> & { slugs: string }, Pick<InstanceRow, "id">>(
        "SELECT id FROM instances WHERE benchmark_id = @benchmarkId AND slug IN (SELECT value FROM json_each(@slugs))",
      )
      .all({ benchmarkId, slugs: JSON.stringify([...changed]) })
      .map((r) => r.id),
  );
  const statuses = client.prepare<
    // `changedIds`: the changed instances' ids as a JSON array.
    Pick<SubmissionRow, "id"> & { changedIds: string },
    Pick<MutantResultRow, "instanceId" | "status"> & Pick<MutantRow, "slug">
  >(
    `SELECT mr.instance_id AS instanceId, m.slug, mr.status FROM mutant_results mr
     JOIN mutants m ON m.id = mr.mutant_id
     WHERE mr.submission_id = @id AND mr.instance_id IN (SELECT value FROM json_each(@changedIds))`,
  );
  const instanceRows = client.prepare<
    Pick<SubmissionRow, "id">,
    RawRow<InstanceScoreRow> & Pick<InstanceRow, "slug" | "referenceTests">
  >(
    `SELECT ${INSTANCE_SCORE_COLUMNS}, i.slug, i.reference_tests AS referenceTests FROM submission_instances si
     JOIN instances i ON i.id = si.instance_id WHERE si.submission_id = @id`,
  );
  const changes: RevisionChange[] = [];
  for (const submission of submissions) {
    const byInstance = new Map<number, { id: string; status: MutantStatus }[]>();
    for (const r of statuses.all({ id: submission.id, changedIds })) {
      let list = byInstance.get(r.instanceId);
      if (!list) byInstance.set(r.instanceId, (list = []));
      list.push({ id: r.slug, status: r.status });
    }
    const rows = instanceRows
      .all({ id: submission.id })
      .map(fromRawInstanceScore)
      .sort((a, b) => compareCodeUnits(a.slug, b.slug));
    const inputs = rows.map((row): StoredInstance => ({
      score: storedScore(
        row,
        (byInstance.get(row.instanceId) ?? []).sort((a, b) => compareCodeUnits(a.id, b.id)),
      ),
      referenceTests: row.referenceTests,
      codegenPassed:
        row.codegenPassed === null ? null : (JSON.parse(row.codegenPassed) as string[]),
    }));
    const previous = JSON.parse(submission.summaryJson) as ScoreSummary;
    const rescored = steps.rescore(inputs, ignored, previous.referencePassRate !== null, changed);
    writeRescored(
      db,
      submission.id,
      rows.map((r) => (changed.has(r.slug) ? r.instanceId : null)),
      rescored,
      ignored.revision,
      at,
    );
    storeReplicates(db, submission.id, steps.compare, rescored.mutationScoreReplicates);
    changes.push({
      submissionId: submission.id,
      model: submission.model,
      oldMutationScore: submission.mutationScore,
      newMutationScore: rescored.summary.mutationScore,
    });
  }
  return changes;
}

/** Every `submission_instances` column under its property name, selected from `si`. */
const INSTANCE_SCORE_COLUMNS = Object.entries(getTableColumns(submissionInstances))
  .map(([key, column]) => `si.${column.name} AS ${key}`)
  .join(", ");

/** A raw `submission_instances` row with its boolean columns as drizzle's builder reads them. */
function fromRawInstanceScore<T extends RawRow<InstanceScoreRow>>(
  raw: T,
): Omit<T, "submitted" | "hasRunCost" | "killsConfirmed"> & InstanceScoreRow {
  return {
    ...raw,
    submitted: raw.submitted === 1,
    hasRunCost: raw.hasRunCost === 1,
    killsConfirmed: raw.killsConfirmed === 1,
  };
}

function storedScore(
  row: InstanceScoreInput,
  mutantResults: { id: string; status: MutantStatus }[],
): InstanceScore {
  return instanceScoreOf(
    row,
    mutantResults.map((m) => ({ ...m, killingTests: [], killReasons: {}, nearMisses: [] })),
  );
}
