import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreSubmittedBundle } from "../../evaluator/score/score-submitted.ts";
import { storeBundle } from "../store-bundle.ts";
import { tempDb } from "../testing/temp-db.ts";
import { insertJob, pendingJobsOf, QueueFullError } from "./enqueue.ts";
import { completeTask, leaseTask, MAX_ATTEMPTS, reclaimLeases, renewLease } from "./lease.ts";

const FIXTURES = path.resolve("evaluator/score/fixtures");

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function setup() {
  const t = tempDb();
  cleanups.push(t.cleanup);
  const bundle = await openBundle(path.join(FIXTURES, "bundles/basic"));
  const benchmark = await loadBenchmark(path.join(FIXTURES, "benchmark"));
  const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
  const { id } = await storeBundle(t.db, scored, benchmark);
  await bundle.close();
  const jobId = insertJob(t.db, id, {
    kind: "suites-only",
    owner: "alice",
    referenceRuns: 2,
    runs: [
      { instance: "greet", run: "reference/1" },
      { instance: "greet", run: "reference/2" },
      { instance: "greet", run: "mutants/m-count" },
    ],
    files: [{ instance: "greet", path: "suite/test_greet.py", content: Buffer.from("x") }],
  });
  return { db: t.db, jobId };
}

const result = { exitCode: 0, timedOut: false, durationSec: 1, junit: null, log: "" };

describe("the verification queue", () => {
  it("leases a mutant run only after its instance's reference runs are done", async () => {
    const { db } = await setup();
    const a = leaseTask(db, "w", 30_000);
    const b = leaseTask(db, "w", 30_000);
    expect([a?.run, b?.run]).toEqual(["reference/1", "reference/2"]);
    expect(leaseTask(db, "w", 30_000)).toBeNull();
    if (!a || !b) throw new Error("no lease");
    completeTask(db, a, result);
    expect(leaseTask(db, "w", 30_000)).toBeNull();
    completeTask(db, b, result);
    expect(leaseTask(db, "w", 30_000)?.run).toBe("mutants/m-count");
  });

  it("counts a run once: the result of a lease that expired and was re-leased is refused", async () => {
    const { db } = await setup();
    const now = Date.now();
    const stale = leaseTask(db, "w1", 1_000, now);
    if (!stale) throw new Error("no lease");
    expect(reclaimLeases(db, now + 2_000)).toBe(1);
    expect(renewLease(db, stale, 1_000)).toBe(false);
    const fresh = leaseTask(db, "w2", 30_000, now + 2_000);
    expect(fresh?.run).toBe(stale.run);
    expect(fresh?.attempts).toBe(2);
    expect(completeTask(db, stale, result)).toBe(false);
    if (!fresh) throw new Error("no lease");
    expect(completeTask(db, fresh, result)).toBe(true);
    expect(completeTask(db, fresh, result)).toBe(false);
    const done = db.$client
      .prepare("SELECT COUNT(*) AS n FROM verification_tasks WHERE state = 'done'")
      .get() as { n: number };
    expect(done.n).toBe(1);
  });

  it(`fails the job once a run has been started ${MAX_ATTEMPTS} times without finishing`, async () => {
    const { db, jobId } = await setup();
    let now = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(leaseTask(db, "w", 1_000, now)?.run).toBe("reference/1");
      leaseTask(db, "w", 1_000, now);
      now += 2_000;
      reclaimLeases(db, now);
    }
    const job = db.$client
      .prepare("SELECT state, error FROM verification_jobs WHERE id = ?")
      .get(jobId) as { state: string; error: string };
    expect(job.state).toBe("failed");
    expect(job.error).toMatch(/greet\/reference\/1: started 3 times without finishing/);
    expect(leaseTask(db, "w", 1_000, now)).toBeNull();
  });

  it("refuses a job when the owner already has the limit of jobs waiting", async () => {
    const { db } = await setup();
    expect(pendingJobsOf(db, "alice")).toBe(1);
    expect(() =>
      insertJob(
        db,
        1,
        { kind: "suites-only", owner: "alice", referenceRuns: 1, runs: [], files: [] },
        1,
      ),
    ).toThrow(QueueFullError);
  });
});
