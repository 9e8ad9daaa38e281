import { afterEach, describe, expect, it } from "vitest";
import { ProblemsError } from "../evaluator/errors.ts";
import { pairStatistics } from "../evaluator/stats/paired.ts";
import type { EntrySummary } from "../evaluator/stats/trials.ts";
import type { Submission } from "../evaluator/types.ts";
import {
  getSubmission,
  listAudit,
  listComparisons,
  listLeaderboard,
  setHidden,
} from "../db/queries.ts";
import { snapshot, tempDb } from "../db/testing/temp-db.ts";
import { FIXTURE_TRIAL_M, trialBundles } from "./testing/trial-bundles.ts";

/** The fixture benchmark's version, as the bundles under test name it. */
const FIXTURE_KEY = { name: "fixture-bench", version: "1" };

const TRIAL_M = FIXTURE_TRIAL_M;

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function setup() {
  const t = tempDb();
  cleanups.push(t.cleanup);
  const made = trialBundles(t.db, t.dir);
  return {
    ...t,
    ...made,
    threeTrials: (name = "fixture-entry", owner?: string) => made.threeTrials(name, {}, owner),
  };
}

const summaryOf = (db: ReturnType<typeof tempDb>["db"], entryName: string) => {
  const row = db.$client
    .prepare<[string], { summaryJson: string; trials: number; leadId: number }>(
      "SELECT summary_json AS summaryJson, trials, lead_id AS leadId FROM entries WHERE name = ?",
    )
    .get(entryName)!;
  return { ...row, summary: JSON.parse(row.summaryJson) as EntrySummary };
};

describe("trials", () => {
  it("stores each trial as a submission scored on its own, and the entry as one leaderboard row of their means", async () => {
    const t = setup();
    const ids = await t.threeTrials();
    for (const [k, id] of ids.entries()) {
      const own = await getSubmission(id, t.db);
      expect(own).toMatchObject({ entryName: "fixture-entry", trial: k + 1 });
      expect(own!.mutationScore).toBeCloseTo(TRIAL_M[k]!, 12);
    }
    const rows = await listLeaderboard(FIXTURE_KEY, {}, t.db);
    expect(rows).toHaveLength(1);
    const mean = TRIAL_M.reduce((s, m) => s + m, 0) / 3;
    const sd = Math.sqrt(TRIAL_M.reduce((s, m) => s + (m - mean) ** 2, 0) / 2);
    expect(rows[0]).toMatchObject({ id: ids[0], entryName: "fixture-entry", trials: 3 });
    expect(rows[0]!.mutationScore).toBeCloseTo(mean, 12);
    expect(rows[0]!.mutationScoreSpread).toBeCloseTo(sd, 12);
    // Trials 2 and 3 kill subsets of trial 1's mutants, so all three together kill trial 1's.
    expect(rows[0]!.mutationScoreAllTrials).toBeCloseTo(TRIAL_M[0]!, 12);
    const { summary, trials, leadId } = summaryOf(t.db, "fixture-entry");
    expect({ trials, leadId }).toEqual({ trials: 3, leadId: ids[0] });
    // M over one trial is M's mean: the kill matrices and the stored M agree.
    expect(summary.mutationScoreAtK[0]).toBeCloseTo(mean, 12);
    expect(rows[0]!.mutationScoreLo).toBe(summary.ci.mutationScore![0]);
    expect(rows[0]!.mutationScoreHi).toBe(summary.ci.mutationScore![1]);
    expect(summary.instances.map((i) => i.id)).toEqual(["absent", "counter", "greet"]);
  });

  it("refuses a trial of another configuration, a trial number taken and another's entry, storing nothing", async () => {
    const t = setup();
    await t.threeTrials("mine", "alice");
    const before = snapshot(t.db);
    const refusals: [string, Partial<Submission>, string | undefined, RegExp][] = [
      ["model", { entry: "mine", trial: 4, model: "other" }, "alice", /^entry: .*model/],
      ["setting", { entry: "mine", trial: 4, setting: "spec+executable" }, "alice", /setting/],
      ["number", { entry: "mine", trial: 2 }, "alice", /^trial: entry 'mine' already has trial 2/],
      ["owner", { entry: "mine", trial: 4 }, "bob", /another uploader/],
    ];
    for (const [, change, owner, message] of refusals) {
      const error = await t.ingest(t.bundle(change), owner).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProblemsError);
      const [problem] = (error as ProblemsError).problems;
      expect(problem!.file).toBe("submission.json");
      expect(problem!.message).toMatch(message);
    }
    expect(snapshot(t.db)).toEqual(before);
  });

  it("compares the entry as one unit under its lead's id, and hiding a trial recomputes it", async () => {
    const t = setup();
    const ids = await t.threeTrials();
    const single = (await t.ingest(t.bundle({ model: "single attempt" }))).id;
    const pairs = await listComparisons(FIXTURE_KEY, t.db);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([[ids[0], single]]);
    expect((await listLeaderboard(FIXTURE_KEY, {}, t.db)).map((r) => r.id)).toEqual([
      single,
      ids[0],
    ]);

    expect(await setHidden(ids[0]!, true, "admin", "bad run", t.db, pairStatistics)).toBe(true);
    const after = summaryOf(t.db, "fixture-entry");
    expect({ trials: after.trials, leadId: after.leadId }).toEqual({ trials: 2, leadId: ids[1] });
    expect(after.summary.mean.mutationScore).toBeCloseTo((TRIAL_M[1]! + TRIAL_M[2]!) / 2, 12);
    const [row] = (await listLeaderboard(FIXTURE_KEY, {}, t.db)).filter((r) => r.entryId);
    expect(row).toMatchObject({ id: ids[1], trials: 2 });
    expect((await listComparisons(FIXTURE_KEY, t.db)).map((p) => [p.a, p.b])).toEqual([
      [ids[1], single],
    ]);

    await setHidden(ids[0]!, false, "admin", "restored", t.db, pairStatistics);
    expect(summaryOf(t.db, "fixture-entry")).toMatchObject({ trials: 3, leadId: ids[0] });
  });

  it("from the command line, takes a changed bundle of a stored trial in place of the old copy", async () => {
    const t = setup();
    const ids = await t.threeTrials();
    const changed = t.bundle({ entry: "fixture-entry", trial: 2, notes: "re-run" }, "greet");
    const { id } = await t.ingest(changed);
    expect(summaryOf(t.db, "fixture-entry").trials).toBe(3);
    const old = await getSubmission(ids[1]!, t.db);
    expect(old).toMatchObject({ hidden: true, entryId: null, trial: null });
    expect((await listAudit(ids[1]!, t.db))[0]).toMatchObject({
      action: "hide",
      reason: `superseded by #${id}, a newer bundle of trial 2 of entry 'fixture-entry'`,
    });
  });
});
