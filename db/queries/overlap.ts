/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { bitmapHas } from "../bitset.ts";
import { inArray } from "drizzle-orm";
import { getDb, type Db } from "../index.ts";
import { hasFigures } from "../entries.ts";
import {
  submissions,
  type IgnoredEntryRow,
  type InstanceRow,
  type InstanceScoreRow,
  type SubmissionRow,
} from "../schema.ts";
import type { Overlap, OverlapRegion, SubmissionKind } from "./types.ts";

/** Regions are keyed by a bitmask over the chosen submissions; a 32-bit mask bounds the count. */
export const MAX_OVERLAP_SUBMISSIONS = 16;

type Chosen = Overlap["submissions"][number] & {
  benchmarkId: number;
  kind: SubmissionKind;
  entryId: number | null;
};

/** Two or more submissions that cannot be compared (different benchmarks, too many). */
export class OverlapError extends Error {}

/**
 * The overlap of killed-mutant sets (killed or timeout) among submissions, on the instances all
 * of them submitted: every non-empty exact-membership region (mask bit k = the k-th id), the
 * union, mutants killed by none and by all, those only one submission killed, and what the
 * union adds over the best single submission. Mutants the benchmark's current revision ignores
 * (`tsb benchmark ignore`) are left out, as M leaves them out; `ignored` counts them. Null when
 * an id is unknown.
 *
 * Reads one row per (submission, instance): `submission_instances.detected_mutants`, a bitmap
 * over the instance's mutants, rather than every mutant result. A trial stands for its entry
 * (db/entries.ts), which submitted an instance when one of its counted trials did and kills a
 * mutant when any of them does.
 */
export async function getOverlap(
  submissionIds: number[],
  db: Db = getDb(),
): Promise<Overlap | null> {
  const ids = [...new Set(submissionIds)];
  if (ids.length === 0) throw new OverlapError("choose at least one submission");
  if (ids.length > MAX_OVERLAP_SUBMISSIONS)
    throw new OverlapError(`at most ${MAX_OVERLAP_SUBMISSIONS} submissions can be compared`);
  const found = db
    .select({
      id: submissions.id,
      model: submissions.model,
      agent: submissions.agent,
      setting: submissions.setting,
      reasoningEffort: submissions.reasoningEffort,
      date: submissions.date,
      benchmarkId: submissions.benchmarkId,
      kind: submissions.kind,
      entryId: submissions.entryId,
    })
    .from(submissions)
    .where(inArray(submissions.id, ids))
    .all();
  const byId = new Map(found.map((s) => [s.id, s]));
  const chosen: Chosen[] = [];
  for (const id of ids) {
    const s = byId.get(id);
    if (!s) return null;
    chosen.push(s);
  }
  const reference = chosen.find((s) => s.kind === "reference");
  if (reference)
    throw new OverlapError(
      `submission #${reference.id} is the benchmark's reference suite, which kills every mutant by construction: compare agents' suites`,
    );
  if (new Set(chosen.map((s) => s.benchmarkId)).size > 1)
    throw new OverlapError("the submissions belong to different benchmarks");
  const entries = chosen.flatMap((s) => (s.entryId === null ? [] : [s.entryId]));
  if (new Set(entries).size < entries.length)
    throw new OverlapError(
      "two of the submissions are trials of one entry, which stands for all its trials: choose it once",
    );

  // A trial stands for its entry, which kills a mutant when any of its counted trials does.
  const trialsOf = db.$client
    .prepare<{ ids: string }, Pick<SubmissionRow, "id"> & { chosen: number }>(
      `SELECT t.id, s.id AS chosen FROM submissions s JOIN submissions t ON t.entry_id = s.entry_id
       WHERE s.id IN (SELECT value FROM json_each(@ids)) AND t.hidden = 0 AND ${hasFigures("t")}`,
    )
    .all({ ids: JSON.stringify(ids) });
  const chosenOf = new Map<number, number>(ids.map((id) => [id, id]));
  const entryChosen = new Set(trialsOf.map((t) => t.chosen));
  for (const t of trialsOf) chosenOf.set(t.id, t.chosen);

  // bench:ingest and bench:pages (/compare) time these three reads: raw, bound by name.
  const rows = db.$client
    .prepare<
      { ids: string },
      Pick<InstanceScoreRow, "submissionId" | "instanceId"> & {
        detected: InstanceScoreRow["detectedMutants"];
      }
    >(
      `SELECT si.submission_id AS submissionId, si.instance_id AS instanceId, si.detected_mutants AS detected
       FROM submission_instances si WHERE si.submitted = 1 AND si.submission_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({
      ids: JSON.stringify([
        ...ids.filter((id) => !entryChosen.has(id)),
        ...trialsOf.map((t) => t.id),
      ]),
    });
  // An entry submitted an instance when one of its trials did.
  const byInstance = new Map<number, Map<number, Buffer | null>>();
  for (const r of rows) {
    const chosen = chosenOf.get(r.submissionId)!;
    let m = byInstance.get(r.instanceId);
    if (!m) byInstance.set(r.instanceId, (m = new Map<number, Buffer | null>()));
    m.set(chosen, m.has(chosen) ? unionOf(m.get(chosen)!, r.detected) : r.detected);
  }
  const shared = [...byInstance]
    .filter(([, m]) => m.size === ids.length)
    .map(([instanceId]) => instanceId);
  const instances = db.$client
    .prepare<{ ids: string }, Pick<InstanceRow, "id" | "slug" | "mutantSlugs">>(
      `SELECT id, slug, mutant_slugs AS mutantSlugs FROM instances
         WHERE id IN (SELECT value FROM json_each(@ids)) ORDER BY position`,
    )
    .all({ ids: JSON.stringify(shared) })
    .map((i) => ({ ...i, mutants: JSON.parse(i.mutantSlugs) as string[] }));

  const ignoredRows = db.$client
    .prepare<{ ids: string }, Pick<IgnoredEntryRow, "instanceId" | "item">>(
      `SELECT instance_id AS instanceId, item FROM ignored_entries
       WHERE kind = 'mutant' AND instance_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids: JSON.stringify(shared) });
  const ignoredIn = new Map<number, Set<string>>();
  for (const r of ignoredRows) {
    let set = ignoredIn.get(r.instanceId);
    if (!set) ignoredIn.set(r.instanceId, (set = new Set<string>()));
    set.add(r.item);
  }

  const regions = new Map<number, OverlapRegion>();
  const perSubmission = new Array<number>(ids.length).fill(0);
  let totalMutants = 0;
  let none = 0;
  let ignored = 0;
  const killedByNone: Overlap["killedByNone"] = [];
  for (const instance of instances) {
    const masks = byInstance.get(instance.id)!;
    const bitmaps = ids.map((id) => masks.get(id) ?? null);
    const skip = ignoredIn.get(instance.id);
    instance.mutants.forEach((mutant, position) => {
      if (skip?.has(mutant)) {
        ignored++;
        return;
      }
      totalMutants++;
      let mask = 0;
      bitmaps.forEach((bitmap, k) => {
        if (bitmap && bitmapHas(bitmap, position)) {
          mask |= 1 << k;
          perSubmission[k]!++;
        }
      });
      if (mask === 0) {
        none++;
        killedByNone.push({ instance: instance.slug, mutant });
        return;
      }
      let region = regions.get(mask);
      if (!region) {
        region = { mask, members: ids.filter((_, k) => mask & (1 << k)), count: 0, mutants: [] };
        regions.set(mask, region);
      }
      region.count++;
      region.mutants.push({ instance: instance.slug, mutant });
    });
  }

  const full = ids.length >= 31 ? -1 : (1 << ids.length) - 1;
  const onlyBy: Record<number, number> = {};
  ids.forEach((id, k) => (onlyBy[id] = regions.get(1 << k)?.count ?? 0));
  let best = 0;
  perSubmission.forEach((count, k) => {
    if (count > perSubmission[best]!) best = k;
  });
  const union = totalMutants - none;
  const bestCount = perSubmission[best] ?? 0;
  return {
    submissions: chosen.map(({ benchmarkId: _, kind: __, entryId: ___, ...s }) => s),
    sharedInstances: instances.map((i) => i.slug),
    totalMutants,
    ignored,
    regions: [...regions.values()].sort((a, b) => a.mask - b.mask),
    union,
    none,
    killedByNone,
    killedByAll: regions.get(full)?.count ?? 0,
    onlyBy,
    bestSingle: { id: ids[best]!, count: bestCount },
    unionGain: union - bestCount,
  };
}

/** The union of two detected-mutant bitmaps (db/bitset.ts); null is the empty set. */
function unionOf(a: Buffer | null, b: Buffer | null): Buffer | null {
  if (!a) return b;
  if (!b) return a;
  const out = Buffer.alloc(Math.max(a.length, b.length));
  for (let i = 0; i < out.length; i++) out[i] = (a[i] ?? 0) | (b[i] ?? 0);
  return out;
}
