import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScoredBundle } from "../evaluator/types.ts";
import { writeEntries } from "./ignored-entries.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import {
  getInstance,
  getKillMatrix,
  getMutant,
  getOverlap,
  getSubmission,
  listAudit,
  listBenchmarks,
  listInstances,
  listLeaderboard,
  setHidden,
} from "./queries.ts";
import { storeScoredBundle } from "../ingest/store-scored.ts";
import { syntheticBenchmark, syntheticScored } from "./testing/synthetic.ts";
import { tempDb } from "./testing/temp-db.ts";

const t = tempDb();
const db = t.db;
const benchmark = syntheticBenchmark("synth", 3, 10);
const bundles: ScoredBundle[] = [];
const ids: number[] = [];

beforeAll(async () => {
  await storeBenchmark(db, benchmark);
  for (const [seed, omit] of [
    [11, []],
    [12, ["inst001"]],
    [13, []],
  ] as const) {
    const scored = syntheticScored(benchmark, {
      seed,
      testsPerInstance: 40,
      omit: [...omit],
      withSuite: true,
      detectRate: 0.6,
    });
    bundles.push(scored);
    ids.push(storeScoredBundle(db, scored).id);
  }
});
afterAll(() => t.cleanup());

const detected = (b: ScoredBundle, instance: string) =>
  new Set(
    b.report.instances
      .find((i) => i.id === instance)!
      .mutantResults.filter((m) => m.status === "killed" || m.status === "timeout")
      .map((m) => `${instance}/${m.id}`),
  );

describe("leaderboard and submission", () => {
  it("lists the benchmark with its counts and ranks submissions by M", async () => {
    expect(await listBenchmarks(db)).toEqual([
      {
        name: "synth",
        version: "1.0",
        description: "synthetic synth",
        kind: "runnable",
        instanceCount: 3,
        submissionCount: 3,
        latest: true,
      },
    ]);
    const rows = await listLeaderboard(benchmark, {}, db);
    expect(rows.map((r) => r.mutationScore)).toEqual(
      [...rows.map((r) => r.mutationScore)].sort((a, b) => b - a),
    );
    const row = rows.find((r) => r.id === ids[1])!;
    expect(row).toMatchObject({
      origin: "scored",
      instancesSubmitted: 2,
      instancesTotal: 3,
      hidden: false,
      citation: null,
    });
    expect(row.testsPerInstance).toBe(bundles[1]!.report.summary.tests.total / 2);
    expect(row.mutationScore).toBe(bundles[1]!.report.summary.mutationScore);
  });

  it("returns per-instance rows in benchmark order and null for an unknown id", async () => {
    const detail = (await getSubmission(ids[1]!, db))!;
    expect(detail.instances.map((i) => [i.slug, i.submitted])).toEqual([
      ["inst000", true],
      ["inst001", false],
      ["inst002", true],
    ]);
    expect(detail.summary).toEqual(bundles[1]!.report.summary);
    expect(detail.bundleSha256).toBe(bundles[1]!.bundleSha256);
    expect(await getSubmission(9999, db)).toBeNull();
  });

  it("hides a submission from every view but keeps it, with an audit entry", async () => {
    expect(await setHidden(ids[2]!, true, "admin", "duplicate run", db)).toBe(true);
    expect((await listLeaderboard(benchmark, {}, db)).map((r) => r.id)).not.toContain(ids[2]);
    expect(
      (await listLeaderboard(benchmark, { includeHidden: true }, db)).find((r) => r.id === ids[2])
        ?.hidden,
    ).toBe(true);
    expect((await listInstances(benchmark, db))[0]!.submissionCount).toBe(2);
    expect(await setHidden(ids[2]!, false, "admin", "restored", db)).toBe(true);
    expect((await listAudit(ids[2]!, db)).map((a) => [a.action, a.actor, a.reason])).toEqual([
      ["hide", "admin", "duplicate run"],
      ["unhide", "admin", "restored"],
    ]);
    expect(await setHidden(9999, true, "admin", "x", db)).toBe(false);
  });
});

describe("instances and mutants", () => {
  it("computes kill rates over the submissions that ran the instance", async () => {
    const view = (await getInstance({ benchmark, instance: "inst001" }, db))!;
    expect(view.submissions.map((s) => s.id).sort()).toEqual([ids[0], ids[2]].sort());
    for (const m of view.mutants) {
      const killers = [0, 2].filter((k) =>
        detected(bundles[k]!, "inst001").has(`inst001/${m.slug}`),
      ).length;
      expect([m.slug, m.killedBy, m.killRate]).toEqual([m.slug, killers, killers / 2]);
    }
    expect(view.sections.map((s) => s.slug)).toEqual(["usage", "output"]);
    expect(await getInstance({ benchmark, instance: "nope" }, db)).toBeNull();
  });

  it("decodes the kill matrix to exactly the failed tests the evaluator found", async () => {
    const matrix = (await getKillMatrix(ids[0]!, "inst002", db))!;
    const detail = bundles[0]!.details.find((d) => d.instanceId === "inst002")!;
    expect(matrix.tests.map((x) => x.id)).toEqual(detail.tests.map((x) => x.id));
    expect(matrix.mutants.map((m) => [m.slug, m.status, m.failed])).toEqual(
      detail.mutants.map((m) => [m.id, m.status, m.failedTests]),
    );
    expect(await getKillMatrix(ids[1]!, "inst001", db)).toBeNull();
  });

  it("shows each submission's killing tests and near misses with their messages", async () => {
    const withNearMiss = bundles[0]!.report.instances
      .flatMap((i) => i.mutantResults.map((m) => ({ instance: i.id, m })))
      .find(({ m }) => m.nearMisses.length > 0 && m.killingTests.length > 0)!;
    const view = (await getMutant(
      { benchmark, instance: withNearMiss.instance },
      withNearMiss.m.id,
      db,
    ))!;
    const result = view.results.find((r) => r.submissionId === ids[0])!;
    expect(result.status).toBe("killed");
    expect(result.killing.map((k) => k.testId)).toEqual(withNearMiss.m.killingTests);
    expect(result.killing[0]!.message).toMatch(/^AssertionError: mutant /);
    expect(
      result.nearMisses.map((n) => [n.testId, n.verdict, n.mutantMessage, n.referenceMessage]),
    ).toEqual(
      withNearMiss.m.nearMisses.map((n) => [
        n.id,
        n.verdict,
        n.mutantMessage ?? null,
        n.referenceMessage ?? null,
      ]),
    );
    expect(result.suiteFiles.map((f) => f.path)).toEqual(["tests/test_gen.py"]);
    expect(view.section?.slug).toBe(view.mutant.sectionSlug);
    const first = (await getMutant({ benchmark, instance: "inst000" }, "m000", db))!;
    expect([first.prev, first.next]).toEqual([null, "m001"]);
    expect(await getMutant({ benchmark, instance: "inst000" }, "zzz", db)).toBeNull();
  });
});

describe("getOverlap", () => {
  it("matches brute-force set arithmetic on the instances all submitted", async () => {
    const chosen = [ids[0]!, ids[1]!, ids[2]!];
    const overlap = (await getOverlap(chosen, db))!;
    expect(overlap.sharedInstances).toEqual(["inst000", "inst002"]);
    const sets = [0, 1, 2].map(
      (k) => new Set([...detected(bundles[k]!, "inst000"), ...detected(bundles[k]!, "inst002")]),
    );
    const all = overlap.sharedInstances.flatMap((i) =>
      Array.from({ length: 10 }, (_, m) => `${i}/m${String(m).padStart(3, "0")}`),
    );
    expect(overlap.totalMutants).toBe(all.length);
    const expected = new Map<number, string[]>();
    for (const key of all) {
      const mask = sets.reduce((acc, s, k) => acc | (s.has(key) ? 1 << k : 0), 0);
      expected.set(mask, [...(expected.get(mask) ?? []), key]);
    }
    for (const region of overlap.regions) {
      expect(region.mutants.map((m) => `${m.instance}/${m.mutant}`)).toEqual(
        expected.get(region.mask),
      );
      expect(region.members).toEqual(chosen.filter((_, k) => region.mask & (1 << k)));
    }
    expect(overlap.regions.length).toBe([...expected.keys()].filter((m) => m !== 0).length);
    expect(overlap.none).toBe(expected.get(0)?.length ?? 0);
    expect(overlap.killedByNone.map((m) => `${m.instance}/${m.mutant}`)).toEqual(
      expected.get(0) ?? [],
    );
    expect(overlap.union).toBe(all.filter((k) => sets.some((s) => s.has(k))).length);
    expect(overlap.killedByAll).toBe(all.filter((k) => sets.every((s) => s.has(k))).length);
    expect(overlap.onlyBy[ids[1]!]).toBe(
      all.filter((k) => sets[1]!.has(k) && !sets[0]!.has(k) && !sets[2]!.has(k)).length,
    );
    const best = Math.max(...sets.map((s) => s.size));
    expect(overlap.bestSingle.count).toBe(best);
    expect(overlap.unionGain).toBe(overlap.union - best);
  });

  it("answers null for an unknown id", async () => {
    expect(await getOverlap([ids[0]!, 9999], db)).toBeNull();
  });

  it("leaves out the mutants the benchmark ignores, as M does, and counts them", async () => {
    const chosen = [ids[0]!, ids[1]!, ids[2]!];
    const before = (await getOverlap(chosen, db))!;
    // One mutant no submission kills and one every submission kills, when the data has them.
    const unkilled = before.killedByNone[0];
    const all = before.regions.find((r) => r.mask === 0b111)?.mutants[0];
    const retired = [unkilled, all].filter((m) => m !== undefined);
    expect(retired.length).toBeGreaterThan(0);
    const { id: benchmarkId } = db.$client
      .prepare("SELECT id FROM benchmarks WHERE name = 'synth'")
      .get() as { id: number };
    const date = "2026-11-30";
    const ignore = (mutants: typeof retired) =>
      writeEntries(db, benchmarkId, {
        revision: mutants.length ? 2 : 1,
        mutants: mutants.map((m) => ({ ...m, reason: "retired", date })),
        referenceTests: [],
      });
    ignore(retired);
    try {
      const after = (await getOverlap(chosen, db))!;
      expect(after.ignored).toBe(retired.length);
      expect(after.totalMutants).toBe(before.totalMutants - retired.length);
      expect(after.none).toBe(before.none - (unkilled ? 1 : 0));
      expect(after.killedByAll).toBe(before.killedByAll - (all ? 1 : 0));
      const listed = [...after.killedByNone, ...after.regions.flatMap((r) => r.mutants)];
      for (const m of retired) expect(listed).not.toContainEqual(m);
    } finally {
      ignore([]);
    }
    expect((await getOverlap(chosen, db))!.ignored).toBe(0);
  });
});
