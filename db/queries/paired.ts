/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { hasFigures, replicatesOf } from "../entries.ts";
import { getDb, type Db } from "../index.ts";
import type {
  BenchmarkRow,
  EntryRow,
  IgnoredEntryRow,
  InstanceRow,
  InstanceScoreRow,
  MutantRow,
  RawRow,
  SectionRow,
  SubmissionRow,
} from "../schema.ts";
import type { PairedData, PairedSide } from "./types.ts";

/** Why two submissions cannot be paired; `versions` names the two benchmark versions. */
export class PairedError extends Error {
  constructor(
    message: string,
    readonly versions: [string, string] | null = null,
  ) {
    super(message);
  }
}

type SideRow = Pick<
  SubmissionRow,
  | "id"
  | "model"
  | "agent"
  | "setting"
  | "reasoningEffort"
  | "date"
  | "origin"
  | "kind"
  | "entryId"
  | "trial"
  | "benchmarkId"
> &
  RawRow<Pick<SubmissionRow, "hidden">> &
  Pick<BenchmarkRow, "name" | "version"> & {
    entryName: EntryRow["name"] | null;
    leadId: EntryRow["leadId"];
  };

/**
 * What the paired comparison of two submissions needs (lib/paired/paired-comparison.ts computes
 * it): each side's trials (a trial stands for its whole entry: every visible trial it counts),
 * and for the instances both sides ran, their mutants (without those the benchmark's revision
 * ignores, as M leaves them out) by section, and each trial's M and detected-mutant bitmap.
 * Null when an id is unknown or hidden. Throws PairedError when the two cannot be paired:
 * another benchmark version, a paper's reported row, the reference suite, one entry twice.
 */
export async function getPairedData(
  a: number,
  b: number,
  db: Db = getDb(),
): Promise<PairedData | null> {
  const client = db.$client;
  // Raw SQL kept: bench:pages times the paired page (p50 ≤ 150 ms for two entries of 3 trials).
  const sideOf = client.prepare<Pick<SubmissionRow, "id">, SideRow>(
    `SELECT s.id, s.model, s.agent, s.setting, s.reasoning_effort AS reasoningEffort, s.date, s.origin,
       s.kind, s.entry_id AS entryId, s.trial, s.benchmark_id AS benchmarkId, s.hidden,
       b.name, b.version, e.name AS entryName, e.lead_id AS leadId
     FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id LEFT JOIN entries e ON e.id = s.entry_id
     WHERE s.id = @id`,
  );
  const rows = [sideOf.get({ id: a }), sideOf.get({ id: b })];
  if (rows.some((r) => !r || r.hidden === 1)) return null;
  const [x, y] = rows as [SideRow, SideRow];
  if (x.benchmarkId !== y.benchmarkId)
    throw new PairedError(
      `#${x.id} ran ${x.name}@${x.version} and #${y.id} ${y.name}@${y.version}: each version has mutants of its own, even where instance ids are the same, so only entries of one benchmark version can be paired`,
      [`${x.name}@${x.version}`, `${y.name}@${y.version}`],
    );
  for (const r of [x, y]) {
    if (r.origin === "reported")
      throw new PairedError(
        `#${r.id} is a result a paper reported: it has no per-mutant kills to pair`,
      );
    if (r.kind === "reference")
      throw new PairedError(
        `#${r.id} is the benchmark's reference suite, which kills every mutant by construction: pair agents' suites`,
      );
  }
  if (x.id === y.id || (x.entryId !== null && x.entryId === y.entryId))
    throw new PairedError(
      x.id === y.id
        ? "choose two different entries"
        : `#${x.id} and #${y.id} are trials of one entry ('${x.entryName}'): pair it with another entry`,
    );

  const sides = [x, y].map((r) => side(db, r)) as [PairedSide, PairedSide];
  const trialIds = sides.flatMap((s) => s.trials.map((t) => t.id));
  const scores = client
    .prepare<
      { ids: string },
      Pick<InstanceScoreRow, "submissionId" | "instanceId" | "mutationScore"> &
        RawRow<Pick<InstanceScoreRow, "submitted">> & {
          detected: InstanceScoreRow["detectedMutants"];
        }
    >(
      `SELECT si.submission_id AS submissionId, si.instance_id AS instanceId, si.mutation_score AS mutationScore,
         si.submitted, si.detected_mutants AS detected
       FROM submission_instances si WHERE si.submission_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids: JSON.stringify(trialIds) });
  // The instances every trial of both sides has a row for, as the overlap view takes them.
  const rowsOf = new Map<number, typeof scores>();
  for (const r of scores) {
    let list = rowsOf.get(r.instanceId);
    if (!list) rowsOf.set(r.instanceId, (list = []));
    list.push(r);
  }
  const shared = [...rowsOf]
    .filter(([, list]) => list.length === trialIds.length)
    .map(([id]) => id);
  const ids = JSON.stringify(shared);
  const instances = client
    .prepare<{ ids: string }, Pick<InstanceRow, "id" | "slug" | "title" | "mutantSlugs">>(
      `SELECT id, slug, title, mutant_slugs AS mutantSlugs FROM instances
       WHERE id IN (SELECT value FROM json_each(@ids)) ORDER BY position`,
    )
    .all({ ids });
  const mutantSections = client
    .prepare<{ ids: string }, Pick<MutantRow, "instanceId" | "position" | "sectionSlug">>(
      `SELECT instance_id AS instanceId, position, section_slug AS sectionSlug FROM mutants
       WHERE instance_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids });
  const sections = client
    .prepare<{ ids: string }, Pick<SectionRow, "instanceId" | "slug" | "title" | "position">>(
      `SELECT instance_id AS instanceId, slug, title, position FROM sections
       WHERE instance_id IN (SELECT value FROM json_each(@ids)) ORDER BY position`,
    )
    .all({ ids });
  const ignoredRows = client
    .prepare<{ ids: string }, Pick<IgnoredEntryRow, "instanceId" | "item">>(
      `SELECT instance_id AS instanceId, item FROM ignored_entries
       WHERE kind = 'mutant' AND instance_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids });

  const sectionOf = new Map<number, string[]>();
  for (const m of mutantSections) {
    let list = sectionOf.get(m.instanceId);
    if (!list) sectionOf.set(m.instanceId, (list = []));
    list[m.position] = m.sectionSlug;
  }
  const ignoredIn = new Map<number, Set<string>>();
  for (const r of ignoredRows) {
    let set = ignoredIn.get(r.instanceId);
    if (!set) ignoredIn.set(r.instanceId, (set = new Set<string>()));
    set.add(r.item);
  }
  let ignored = 0;
  const shown = instances.map((instance) => {
    const slugs = JSON.parse(instance.mutantSlugs) as string[];
    const skip = ignoredIn.get(instance.id);
    ignored += slugs.filter((m) => skip?.has(m)).length;
    const own = new Map(rowsOf.get(instance.id)!.map((r) => [r.submissionId, r]));
    const trials = sides.map((s) =>
      s.trials.map((t) => {
        const r = own.get(t.id)!;
        return { mutationScore: r.mutationScore, detected: r.detected };
      }),
    );
    return {
      slug: instance.slug,
      title: instance.title,
      sections: sections
        .filter((s) => s.instanceId === instance.id)
        .map((s) => ({ slug: s.slug, title: s.title })),
      mutants: slugs.flatMap((slug, position) =>
        skip?.has(slug)
          ? []
          : [{ slug, position, section: sectionOf.get(instance.id)?.[position] ?? "" }],
      ),
      trials: [trials[0]!, trials[1]!] as const,
    };
  });
  return { benchmark: { name: x.name, version: x.version }, sides, ignored, instances: shown };
}

/** One side: its identity, its trials (the entry's counted ones, or itself) and its replicates. */
function side(db: Db, r: SideRow): PairedSide {
  const client = db.$client;
  const identity = {
    id: r.id,
    model: r.model,
    agent: r.agent,
    setting: r.setting,
    reasoningEffort: r.reasoningEffort,
    date: r.date,
  };
  if (r.entryId === null) {
    const own = client
      .prepare<
        Pick<SubmissionRow, "id">,
        Pick<SubmissionRow, "mutationScore" | "replicates" | "replicatesKey">
      >(
        `SELECT mutation_score AS mutationScore, replicates, replicates_key AS replicatesKey
         FROM submissions WHERE id = @id`,
      )
      .get({ id: r.id })!;
    return {
      ...identity,
      unitId: r.id,
      entry: null,
      trials: [{ id: r.id, trial: null, mutationScore: own.mutationScore }],
      replicates: own.replicates ? replicatesOf(own.replicates) : null,
      replicatesKey: own.replicatesKey,
    };
  }
  const trials = client
    .prepare<{ entryId: number }, Pick<SubmissionRow, "id" | "trial" | "mutationScore">>(
      `SELECT t.id, t.trial, t.mutation_score AS mutationScore FROM submissions t
       WHERE t.entry_id = @entryId AND t.hidden = 0 AND ${hasFigures("t")} ORDER BY t.trial`,
    )
    .all({ entryId: r.entryId });
  const entry = client
    .prepare<{ entryId: number }, Pick<EntryRow, "replicates" | "replicatesKey">>(
      "SELECT replicates, replicates_key AS replicatesKey FROM entries WHERE id = @entryId",
    )
    .get({ entryId: r.entryId })!;
  if (trials.length === 0)
    throw new PairedError(`#${r.id}'s entry has no trial with figures yet (its runs are not done)`);
  return {
    ...identity,
    unitId: r.leadId ?? r.id,
    entry: { id: r.entryId, name: r.entryName ?? "" },
    trials: trials.map((t) => ({ id: t.id, trial: t.trial, mutationScore: t.mutationScore })),
    replicates: entry.replicates ? replicatesOf(entry.replicates) : null,
    replicatesKey: entry.replicatesKey,
  };
}
