import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PYTEST } from "../../evaluator/runner/testing/benchmark.ts";
import { getScoreReport } from "../../db/queries.ts";
import { runWorker } from "./worker.ts";
import {
  makeVerifyWorld,
  MIN_TIMEOUT_SEC,
  submitBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "./testing/verify-world.ts";

let world: VerifyWorld;
beforeAll(async () => {
  world = await makeVerifyWorld({ slotBase: 22 });
}, 120_000);
afterAll(async () => {
  await world?.cleanup();
});

type TaskRow = { run: string; state: string; attempts: number };
const tasks = (jobId: number) =>
  world.db.$client
    .prepare(
      // The confirmation-planning steps are no runs: the totals do not count them.
      "SELECT run, state, attempts FROM verification_tasks WHERE job_id = ? AND run NOT LIKE 'plan/%' ORDER BY position",
    )
    .all(jobId) as TaskRow[];

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("a worker killed with -9 mid-job", () => {
  it("loses only its leases: a restarted worker completes the job with every run counted once", async () => {
    const dir = await writeSuitesOnlyBundle(world);
    const { submissionId, jobId } = await submitBundle(world, dir);
    if (jobId === null) throw new Error("not queued");
    const child = spawn(
      process.execPath,
      [
        path.resolve("bin/tsb.mjs"),
        "worker",
        ...["--db", world.dbFile, "--benchmarks", world.benchmarksRoot],
        ...["--cache-root", world.cacheRoot, "--work", path.join(world.root, "killed-work")],
        ...["--jobs", "2", "--min-timeout", String(MIN_TIMEOUT_SEC), "--poll", "0.1"],
        ...["--slot-base", String(world.slotBase)],
        ...["--cmd", `${PYTEST} --junitxml={junit}`],
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    // Kill it once some runs are recorded and others are under way.
    await waitFor(() => {
      const rows = tasks(jobId);
      return rows.some((t) => t.state === "done") && rows.some((t) => t.state === "running");
    }, 60_000).catch((e: Error) => {
      throw new Error(`${e.message}; worker said: ${stderr}`);
    });
    child.kill("SIGKILL");
    await exited;
    const atKill = tasks(jobId);
    const interrupted = atKill.filter((t) => t.state === "running").map((t) => t.run);
    const finished = atKill.filter((t) => t.state === "done").map((t) => t.run);
    expect(interrupted.length).toBeGreaterThan(0);

    // The restarted worker sees the dead worker's process is gone and takes its leases back at
    // once, without waiting for them to expire.
    const totals = await runWorker(await world.workerOptions());
    const after = tasks(jobId);
    expect(after.every((t) => t.state === "done")).toBe(true);
    expect(totals.runs).toBe(after.length - finished.length);
    for (const t of after) expect(t.attempts).toBe(interrupted.includes(t.run) ? 2 : 1);
    const job = world.db.$client
      .prepare("SELECT state, runs_total AS total FROM verification_jobs WHERE id = ?")
      .get(jobId) as { state: string; total: number };
    expect(job).toEqual({ state: "verified", total: after.length });
    const report = await getScoreReport(submissionId, world.db);
    expect(report?.summary.mutationScore).toBe(2 / 3);
    expect(report?.summary.validityRate).toBe(0.75);
  }, 180_000);
});
