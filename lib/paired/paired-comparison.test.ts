import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getOverlap,
  getPairedData,
  listComparisons,
  listLeaderboard,
  PairedError,
} from "@/db/queries";
import { tempDb } from "@/db/testing/temp-db";
import { mcnemarExact } from "@/evaluator/stats/mcnemar";
import { FIXTURE_TRIAL_M, trialBundles } from "@/ingest/testing/trial-bundles";
import { MUTANT_CLASSES, pairedComparison, sortDeltaRows } from "./paired-comparison";

/** The fixture benchmark's version, as the bundles under test name it. */
const FIXTURE_KEY = { name: "fixture-bench", version: "1" };

const t = tempDb();
const bundles = trialBundles(t.db, t.dir);
let entry: number[];
let other: number[];
let single: number;
let partial: number;

beforeAll(async () => {
  entry = await bundles.threeTrials("first");
  other = await bundles.threeTrials("second", { model: "second model" });
  single = (await bundles.ingest(bundles.bundle({ model: "single" }))).id;
  partial = (await bundles.ingest(bundles.bundle({ model: "no greet" }, "greet"))).id;
}, 120_000);
afterAll(() => t.cleanup());

async function compare(a: number, b: number) {
  const data = await getPairedData(a, b, t.db);
  return pairedComparison(data!);
}

describe("pairedComparison", () => {
  it("pairs two single submissions with the exact McNemar test and the ranks' own interval", async () => {
    const c = await compare(single, partial);
    // The same suites, but `partial` left greet out: only the single submission kills greet's.
    expect(c.counts.onlyB).toBe(0);
    expect(c.counts.onlyA).toBeGreaterThan(0);
    expect(c.test).toEqual(mcnemarExact(c.counts.onlyA, 0));
    expect(c.perPairing).toEqual(c.counts);
    expect(MUTANT_CLASSES.reduce((s, k) => s + c.counts[k], 0)).toBe(c.mutants);
    expect(c.instances).toBe(3);
    expect(c.delta).toBeCloseTo(FIXTURE_TRIAL_M[0]! - FIXTURE_TRIAL_M[1]!, 12);
    // The interval ranks use, stored at ingest, is the one the page shows.
    const stored = (await listComparisons(FIXTURE_KEY, t.db)).find(
      (p) => p.a === single && p.b === partial,
    )!;
    expect(c.interval).toEqual(stored.difference);
    expect(c.distinct).toBe(stored.distinct);
    const greet = c.instanceRows.find((r) => r.instance === "greet")!;
    expect(greet).toMatchObject({ onlyA: 4, onlyB: 0, trialsA: [4 / 6], trialsB: [0] });
    expect(
      c.mutantRows.filter((m) => m.class === "onlyA").every((m) => m.instance === "greet"),
    ).toBe(true);
  });

  it("pairs two entries through their trials: rates per mutant, the stratified test, their interval", async () => {
    // Any trial of an entry stands for the whole entry.
    const c = await compare(entry[2]!, other[1]!);
    expect(c.sides.map((s) => s.trials.length)).toEqual([3, 3]);
    expect(c.sides.map((s) => s.unitId)).toEqual([entry[0], other[0]]);
    // Same suites on both sides: every mutant is killed by as many trials of each.
    expect(c.mutantRows.every((m) => m.killsA === m.killsB)).toBe(true);
    expect(c.delta).toBeCloseTo(0, 12);
    expect(c.test).toMatchObject({ method: "stratified-exact", pValue: 1 });
    expect(c.interval).toEqual([0, 0]);
    expect(c.distinct).toBe(false);
    // A mutant two of three trials kill is, over the 9 pairings, killed by both in 4 of them.
    const twice = c.mutantRows.filter((m) => m.killsA === 2).length;
    expect(c.perPairing.both).toBeCloseTo((twice * 4) / 9, 12);
    const rows = await listLeaderboard(FIXTURE_KEY, {}, t.db);
    const m = (id: number) => rows.find((r) => r.id === id)!.mutationScore;
    expect(c.sides[0].mutationScore).toBeCloseTo(m(entry[0]!), 12);
    expect(c.instanceRows.find((r) => r.instance === "counter")!.trialsA).toEqual([
      2 / 3,
      2 / 3,
      0,
    ]);
  });

  it("pairs an entry with a single submission, and gives ΔM per spec section", async () => {
    const c = await compare(single, entry[0]!);
    expect(c.test.method).toBe("stratified-exact");
    expect(c.delta).toBeCloseTo(
      FIXTURE_TRIAL_M[0]! - FIXTURE_TRIAL_M.reduce((s, m) => s + m, 0) / 3,
      12,
    );
    for (const instance of ["counter", "greet"]) {
      const sections = c.sectionRows.filter((r) => r.instance === instance);
      const row = c.instanceRows.find((r) => r.instance === instance)!;
      expect(sections.reduce((s, r) => s + r.mutants, 0)).toBe(row.mutants);
      // Mutant-weighted, the sections' ΔM adds up to the instance's.
      expect(sections.reduce((s, r) => s + r.delta * r.mutants, 0) / row.mutants).toBeCloseTo(
        row.delta,
        12,
      );
    }
    const sorted = sortDeltaRows(c.sectionRows, "delta", true);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.delta).toBeLessThanOrEqual(sorted[i - 1]!.delta);
  });

  it("refuses what cannot be paired, saying why", async () => {
    await expect(getPairedData(entry[0]!, entry[1]!, t.db)).rejects.toThrow(
      /trials of one entry \('first'\)/,
    );
    await expect(getPairedData(single, single, t.db)).rejects.toThrow(PairedError);
    expect(await getPairedData(single, 99_999, t.db)).toBeNull();
  });

  it("agrees with /compare's overlap, where an entry kills what any of its trials kills", async () => {
    // Trial 2 left greet out, but its entry's trials 1 and 3 ran it.
    const overlap = (await getOverlap([entry[1]!, single], t.db))!;
    expect(overlap.sharedInstances).toEqual(["greet", "counter"]);
    const c = await compare(entry[1]!, single);
    const rows = c.instanceRows.filter((r) => overlap.sharedInstances.includes(r.instance));
    const sum = (k: "both" | "onlyA" | "onlyB") => rows.reduce((s, r) => s + r[k], 0);
    expect(overlap.killedByAll).toBe(sum("both"));
    expect(overlap.onlyBy[entry[1]!]).toBe(sum("onlyA"));
    expect(overlap.onlyBy[single]).toBe(sum("onlyB"));
    // The same suites: the entry's trials together kill what the single submission kills.
    expect(overlap.onlyBy[single]).toBe(0);
    expect(overlap.killedByAll).toBeGreaterThan(0);
    await expect(getOverlap([entry[0]!, entry[2]!], t.db)).rejects.toThrow(/trials of one entry/);
  });
});
