import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreSubmittedBundle } from "../../evaluator/score/score-submitted.ts";
import { verificationPlan } from "../../evaluator/verify/job-plan.ts";
import { storeScoredBundle } from "../../ingest/store-scored.ts";
import { readBenchmarkRecord } from "../../evaluator/benchmark/benchmark-record.ts";
import { tempDb } from "../testing/temp-db.ts";
import { decideJob, endJob } from "../verification/jobs.ts";
import { completeTask, leaseTask } from "../verification/lease.ts";
import { listLeaderboard, listSubmissions } from "./leaderboard.ts";
import { getVerification } from "./verification.ts";

const FIXTURES = path.resolve("evaluator/score/fixtures");
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

/** The fixture bundle stored as an upload stores it: it carries its suites, so it is queued. */
async function setup() {
  const t = tempDb();
  cleanups.push(t.cleanup);
  const benchmark = await loadBenchmark(path.join(FIXTURES, "benchmark"));
  const bundle = await openBundle(path.join(FIXTURES, "bundles/basic"));
  const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
  const plan = await verificationPlan(bundle, benchmark, scored);
  await bundle.close();
  if (!plan) throw new Error("the fixture bundle carries its suites");
  const { id } = storeScoredBundle(t.db, scored, {
    benchmark: await readBenchmarkRecord(benchmark),
    owner: "alice",
    verification: { plan: { ...plan, owner: "alice" } },
  });
  const jobId = (
    t.db.$client.prepare("SELECT id FROM verification_jobs WHERE submission_id = ?").get(id) as {
      id: number;
    }
  ).id;
  // The plan's runs; its per-instance confirmation-planning steps are not runs.
  return { db: t.db, id, jobId, runs: plan.runs.filter((r) => !r.run.startsWith("plan/")).length };
}

describe("verification status in the queries", () => {
  it("shows progress while the site's runs are under way, on the leaderboard and in the API", async () => {
    const { db, id, runs } = await setup();
    const first = leaseTask(db, "w", 30_000);
    if (!first) throw new Error("nothing to lease");
    completeTask(db, first, { exitCode: 0, timedOut: false, durationSec: 1, junit: null, log: "" });
    const [row] = await listLeaderboard({ name: "fixture-bench", version: "1" }, {}, db);
    expect(row).toMatchObject({
      verification: "running",
      verificationRunsDone: 1,
      verificationRunsTotal: runs,
    });
    expect(getVerification(id, {}, db)).toMatchObject({
      status: "running",
      kind: "result",
      runsDone: 1,
      runsTotal: runs,
    });
    const [listed] = await listSubmissions({}, db);
    expect(listed?.verification).toBe("running");
  });

  it("says paused on the leaderboard while a worker's failed check holds the job, as the page does", async () => {
    const { db, id } = await setup();
    const key = { name: "fixture-bench", version: "1" };
    expect((await listLeaderboard(key, {}, db))[0]).toMatchObject({
      verification: "queued",
      verificationPaused: false,
    });
    const check = db.$client.prepare(
      `INSERT OR REPLACE INTO environment_checks (benchmark_id, host, worker, status, fingerprint, reason,
         environment_json, checked_at, duration_ms, runs)
       SELECT id, @host, 'w', @status, 'f', 'go: command not found', '{"sandbox":{"description":"bwrap"}}', 1, 1, 1
       FROM benchmarks WHERE name = 'fixture-bench'`,
    );
    check.run({ host: "a", status: "failed" });
    expect(getVerification(id, {}, db)?.paused).not.toBeNull();
    expect((await listLeaderboard(key, {}, db))[0]).toMatchObject({
      verification: "queued",
      verificationPaused: true,
    });
    // A check that passed on another host ends the pause, on both.
    check.run({ host: "b", status: "passed" });
    expect(getVerification(id, {}, db)?.paused).toBeNull();
    expect((await listLeaderboard(key, {}, db))[0]?.verificationPaused).toBe(false);
  });

  it("keeps a suites-only submission off the leaderboard until it is verified", async () => {
    const { db, jobId } = await setup();
    db.$client.prepare("UPDATE verification_jobs SET kind = 'suites-only' WHERE id = ?").run(jobId);
    expect(await listLeaderboard({ name: "fixture-bench", version: "1" }, {}, db)).toEqual([]);
    db.$client
      .transaction(() =>
        decideJob(db, jobId, "verified", { source: "worker", comparison: null, warnings: [] }),
      )
      .immediate();
    expect(
      (await listLeaderboard({ name: "fixture-bench", version: "1" }, {}, db)).map(
        (r) => r.verification,
      ),
    ).toEqual(["verified"]);
  });

  it("keeps a failed job's reason", async () => {
    const { db, id, jobId } = await setup();
    expect(endJob(db, jobId, "failed", "the benchmark build failed")).toBe(true);
    expect(endJob(db, jobId, "failed", "again")).toBe(false);
    expect(getVerification(id, {}, db)).toMatchObject({
      status: "failed",
      error: "the benchmark build failed",
    });
  });
});
