import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScoredBundle } from "../evaluator/types.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import {
  getInstance,
  getMutant,
  getOverlap,
  getSubmission,
  listInstances,
  listLeaderboard,
  OverlapError,
} from "./queries.ts";
import { storeScoredBundle } from "../ingest/store-scored.ts";
import { syntheticBenchmark, syntheticScored } from "./testing/synthetic.ts";
import { tempDb } from "./testing/temp-db.ts";

/**
 * The benchmark's own reference suite, stored as a submission (submission.json `kind`), is shown
 * beside agents' suites but counted in no instance mean, "killed by" share, overlap or rank.
 */
const t = tempDb();
const db = t.db;
const benchmark = syntheticBenchmark("refs", 2, 8);
let agent: ScoredBundle;
let agentId: number;
let otherId: number;
let referenceId: number;

beforeAll(async () => {
  await storeBenchmark(db, benchmark);
  agent = syntheticScored(benchmark, { seed: 21, testsPerInstance: 30, detectRate: 0.4 });
  agentId = storeScoredBundle(db, agent).id;
  otherId = storeScoredBundle(
    db,
    syntheticScored(benchmark, { seed: 22, testsPerInstance: 30, detectRate: 0.5 }),
  ).id;
  const reference = syntheticScored(benchmark, { seed: 23, testsPerInstance: 60, detectRate: 1 });
  reference.report.submission = { ...reference.report.submission, kind: "reference" };
  referenceId = storeScoredBundle(db, reference).id;
});
afterAll(() => t.cleanup());

const scoreOf = (b: ScoredBundle, instance: string) =>
  b.report.instances.find((i) => i.id === instance)!;

describe("the reference suite as a submission", () => {
  it("is stored with its kind and says so on the submission", async () => {
    expect((await getSubmission(referenceId, db))!.kind).toBe("reference");
    expect((await getSubmission(agentId, db))!.kind).toBe("agent");
  });

  it("is left out of the instances' mean M and submission count", async () => {
    const other = (await getSubmission(otherId, db))!;
    for (const item of await listInstances(benchmark, db)) {
      const own = scoreOf(agent, item.slug).mutationScore;
      const theirs = other.instances.find((i) => i.slug === item.slug)!.mutationScore;
      expect(item.submissionCount).toBe(2);
      expect(item.meanMutationScore).toBeCloseTo((own + theirs) / 2, 12);
    }
  });

  it("is listed last on the instance page, and its status shown beside 'killed by', not in it", async () => {
    const view = (await getInstance({ benchmark, instance: "inst000" }, db))!;
    expect(view.submissions.map((s) => [s.id, s.kind]).at(-1)).toEqual([referenceId, "reference"]);
    expect(view.instance.submissionCount).toBe(2);
    const detail = (await getSubmission(referenceId, db))!;
    expect(detail.instances[0]!.mutants.killed).toBeGreaterThan(0);
    for (const m of view.mutants) {
      expect(m.submissions).toBe(2);
      expect(m.killRate).toBe(m.killedBy / 2);
      const result = (await getMutant({ benchmark, instance: "inst000" }, m.slug, db))!.results;
      const agents = result.filter((r) => r.kind === "agent");
      expect(agents).toHaveLength(2);
      expect(m.killedBy).toBe(
        agents.filter((r) => r.status === "killed" || r.status === "timeout").length,
      );
      expect(result.at(-1)).toMatchObject({ submissionId: referenceId, kind: "reference" });
      expect(m.referenceStatus).toBe(result.at(-1)!.status);
    }
  });

  it("cannot be put in an overlap", async () => {
    await expect(getOverlap([agentId, referenceId], db)).rejects.toThrow(OverlapError);
    await expect(getOverlap([agentId, referenceId], db)).rejects.toThrow(
      `submission #${referenceId} is the benchmark's reference suite`,
    );
    expect(await getOverlap([agentId, otherId], db)).not.toBeNull();
  });

  it("is on the leaderboard with its kind, for the page to show it unranked (lib/rank.ts)", async () => {
    const rows = await listLeaderboard(benchmark, {}, db);
    expect(rows.map((r) => [r.id, r.kind]).sort()).toEqual(
      [
        [agentId, "agent"],
        [otherId, "agent"],
        [referenceId, "reference"],
      ].sort(),
    );
  });
});
