import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreSubmittedBundle } from "../../evaluator/score/score-submitted.ts";
import { storeScoredBundle } from "../../ingest/store-scored.ts";
import { readBenchmarkRecord } from "../../evaluator/benchmark/benchmark-record.ts";
import { tempDb } from "../testing/temp-db.ts";
import { enqueueVerification, pendingJobsOf, QueueFullError } from "./enqueue.ts";
import {
  completePlanStep,
  completeTask,
  leaseTask,
  MAX_ATTEMPTS,
  reclaimLeases,
  renewLease,
} from "./lease.ts";

const FIXTURES = path.resolve("evaluator/score/fixtures");

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function setup() {
  const t = tempDb();
  cleanups.push(t.cleanup);
  const bundle = await openBundle(path.join(FIXTURES, "bundles/basic"));
  const benchmark = await loadBenchmark(path.join(FIXTURES, "benchmark"));
  const { scored } = await scoreSubmittedBundle(bundle, { benchmark });
  const record = await readBenchmarkRecord(benchmark);
  const { id } = storeScoredBundle(t.db, scored, { benchmark: record });
  await bundle.close();
  /** Stores the bundle once more, as another submission (another digest), for a second job. */
  const another = () =>
    storeScoredBundle(t.db, { ...scored, bundleSha256: "f".repeat(64) }, { benchmark: record }).id;
  const jobId = enqueueVerification(t.db, id, {
    kind: "suites-only",
    owner: "alice",
    referenceRuns: 2,
    seed: "0123abcd",
    runs: [
      { instance: "greet", run: "reference/1" },
      { instance: "greet", run: "mutants/m-count" },
      { instance: "greet", run: "reference/2" },
      { instance: "greet", run: "plan/confirm" },
    ],
    files: [{ instance: "greet", path: "suite/test_greet.py", content: Buffer.from("x") }],
  });
  return { db: t.db, jobId, another };
}

const result = { exitCode: 0, timedOut: false, durationSec: 1, junit: null, log: "" };

describe("the verification queue", () => {
  it("leases runs in the plan's (random) order, and an instance's confirmation plan after its runs", async () => {
    const { db, jobId } = await setup();
    const leased = [1, 2, 3].map(() => leaseTask(db, "w", 30_000));
    expect(leased.map((t) => t?.run)).toEqual(["reference/1", "mutants/m-count", "reference/2"]);
    expect(leaseTask(db, "w", 30_000)).toBeNull();
    for (const task of leased.slice(0, 2)) if (task) completeTask(db, task, result);
    expect(leaseTask(db, "w", 30_000)).toBeNull();
    if (leased[2]) completeTask(db, leased[2], result);
    const plan = leaseTask(db, "w", 30_000);
    expect(plan?.run).toBe("plan/confirm");
    if (!plan) throw new Error("no lease");
    // The step queues the confirmation runs, with their selections, and counts them.
    expect(completePlanStep(db, plan, [{ run: "confirm/m-count/1", select: ["t.a", "t.b"] }])).toBe(
      true,
    );
    const next = leaseTask(db, "w", 30_000);
    expect(next).toMatchObject({ run: "confirm/m-count/1", select: ["t.a", "t.b"] });
    const job = db.$client
      .prepare("SELECT runs_total AS total, seed FROM verification_jobs WHERE id = ?")
      .get(jobId) as { total: number; seed: string };
    expect(job).toEqual({ total: 4, seed: "0123abcd" });
  });

  it("leases from the job with the fewest runs left first, so a large job does not hold back a small one", async () => {
    const { db, jobId: large, another } = await setup();
    const small = enqueueVerification(db, another(), {
      kind: "suites-only",
      owner: null,
      referenceRuns: 1,
      seed: "4567cdef",
      runs: [{ instance: "greet", run: "reference/1" }],
      files: [],
    });
    const first = leaseTask(db, "w", 30_000);
    expect(first).toMatchObject({ jobId: small, run: "reference/1" });
    // The small job has nothing left to lease: the older, larger one goes on.
    expect(leaseTask(db, "w", 30_000)).toMatchObject({ jobId: large, run: "reference/1" });
  });

  it("goes on with a nearly done job before a smaller one that has more runs left", async () => {
    const { db, jobId: nearlyDone, another } = await setup();
    for (let i = 0; i < 3; i++) {
      const task = leaseTask(db, "w", 30_000);
      if (!task) throw new Error("no lease");
      completeTask(db, task, result);
    }
    // Fewer runs in all than the first job's four, but two left against its one (its plan step).
    const fresh = enqueueVerification(db, another(), {
      kind: "suites-only",
      owner: null,
      referenceRuns: 2,
      seed: "4567cdef",
      runs: [
        { instance: "greet", run: "reference/1" },
        { instance: "greet", run: "reference/2" },
      ],
      files: [],
    });
    expect(leaseTask(db, "w", 30_000)).toMatchObject({ jobId: nearlyDone, run: "plan/confirm" });
    expect(leaseTask(db, "w", 30_000)).toMatchObject({ jobId: fresh, run: "reference/1" });
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
      enqueueVerification(
        db,
        1,
        {
          kind: "suites-only",
          owner: "alice",
          referenceRuns: 1,
          seed: "0123abcd",
          runs: [],
          files: [],
        },
        1,
      ),
    ).toThrow(QueueFullError);
  });
});
