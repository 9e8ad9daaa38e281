/* eslint-disable @typescript-eslint/require-await -- better-sqlite3 answers synchronously; the queries are
   async so that pages await them and a networked driver could replace it without touching callers. */
import { bitmapHas } from "../bitset.ts";
import { getDb, type Db } from "../index.ts";
import type { Overlap, OverlapRegion, SubmissionKind } from "./types.ts";

/** Regions are keyed by a bitmask over the chosen submissions; a 32-bit mask bounds the count. */
export const MAX_OVERLAP_SUBMISSIONS = 16;

type Chosen = Overlap["submissions"][number] & { benchmarkId: number; kind: SubmissionKind };

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
 * over the instance's mutants, rather than every mutant result.
 */
export async function getOverlap(
  submissionIds: number[],
  db: Db = getDb(),
): Promise<Overlap | null> {
  const ids = [...new Set(submissionIds)];
  if (ids.length === 0) throw new OverlapError("choose at least one submission");
  if (ids.length > MAX_OVERLAP_SUBMISSIONS)
    throw new OverlapError(`at most ${MAX_OVERLAP_SUBMISSIONS} submissions can be compared`);
  const subs = ids.map(
    (id) =>
      db.$client
        .prepare(
          `SELECT id, model, agent, setting, reasoning_effort AS reasoningEffort, date,
                  benchmark_id AS benchmarkId, kind
             FROM submissions WHERE id = ?`,
        )
        .get(id) as Chosen | undefined,
  );
  if (subs.some((s) => s === undefined)) return null;
  const chosen = subs as Chosen[];
  const reference = chosen.find((s) => s.kind === "reference");
  if (reference)
    throw new OverlapError(
      `submission #${reference.id} is the benchmark's reference suite, which kills every mutant by construction: compare agents' suites`,
    );
  if (new Set(chosen.map((s) => s.benchmarkId)).size > 1)
    throw new OverlapError("the submissions belong to different benchmarks");

  const rows = db.$client
    .prepare(
      `SELECT si.submission_id AS submissionId, si.instance_id AS instanceId, si.detected_mutants AS detected
       FROM submission_instances si WHERE si.submitted = 1 AND si.submission_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as Array<{
    submissionId: number;
    instanceId: number;
    detected: Buffer | null;
  }>;
  const byInstance = new Map<number, Map<number, Buffer | null>>();
  for (const r of rows) {
    let m = byInstance.get(r.instanceId);
    if (!m) byInstance.set(r.instanceId, (m = new Map<number, Buffer | null>()));
    m.set(r.submissionId, r.detected);
  }
  const shared = [...byInstance]
    .filter(([, m]) => m.size === ids.length)
    .map(([instanceId]) => instanceId);
  const instances = (
    db.$client
      .prepare(
        `SELECT id, slug, mutant_slugs AS mutantSlugs FROM instances
         WHERE id IN (SELECT value FROM json_each(?)) ORDER BY position`,
      )
      .all(JSON.stringify(shared)) as Array<{ id: number; slug: string; mutantSlugs: string }>
  ).map((i) => ({ ...i, mutants: JSON.parse(i.mutantSlugs) as string[] }));

  const ignoredRows = db.$client
    .prepare(
      `SELECT instance_id AS instanceId, item FROM ignored_entries
       WHERE kind = 'mutant' AND instance_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(shared)) as Array<{ instanceId: number; item: string }>;
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
    submissions: chosen.map(({ benchmarkId: _, kind: __, ...s }) => s),
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
