import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reclaimLeases } from "../../db/verification/lease.ts";
import { runWorker } from "./worker.ts";
import {
  cacheDirOf,
  makeVerifyWorld,
  submitBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "./testing/verify-world.ts";

let world: VerifyWorld;
beforeAll(async () => {
  // Every executable's build sleeps 1 s: four builds, two at a time, take at least 2 s.
  world = await makeVerifyWorld({ slotBase: 30, buildDelaySec: 1 });
}, 120_000);
afterAll(async () => {
  await world?.cleanup();
});

describe("a worker whose job must build its benchmark first", () => {
  it("keeps the leases of the tasks waiting for the build, so no run is done twice", async () => {
    const dir = await writeSuitesOnlyBundle(world);
    const { submissionId } = await submitBundle(world, dir);
    const logs: string[] = [];
    const options = await world.workerOptions({
      // A lease far shorter than the build; the heartbeat renews it every 333 ms.
      leaseMs: 1_000,
      log: (line: string) => logs.push(line),
    });
    // An empty build cache: the job builds the benchmark before its first run.
    const fresh = await mkdtemp(path.join(world.root, "cold-cache-"));
    options.prepare = { ...options.prepare, cacheDirOf: (b) => cacheDirOf(fresh, b) };
    // What another worker (or a slot free for other jobs) does while this one builds: put back
    // every task whose lease has expired.
    const sweep = setInterval(() => reclaimLeases(world.db), 200);
    const totals = await runWorker(options).finally(() => clearInterval(sweep));
    expect(logs.filter((line) => /lease/.test(line))).toEqual([]);
    // Six runs of the plan and the one kill's group of 20 confirmation runs.
    expect(totals.runs).toBe(26);
    const job = world.db.$client
      .prepare("SELECT state FROM verification_jobs WHERE submission_id = ?")
      .get(submissionId) as { state: string };
    expect(job.state).toBe("verified");
    const attempts = world.db.$client
      .prepare(
        "SELECT MAX(t.attempts) AS most FROM verification_tasks t JOIN verification_jobs j ON j.id = t.job_id WHERE j.submission_id = ?",
      )
      .get(submissionId) as { most: number };
    expect(attempts.most).toBe(1);
  }, 120_000);
});
