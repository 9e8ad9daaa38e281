import { spawnSync } from "node:child_process";
import { cp, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRun } from "../../evaluator/runner/execute-run.ts";
import { manifestEntry, readManifest } from "../../evaluator/runner/manifest.ts";
import { PYTEST } from "../../evaluator/runner/testing/benchmark.ts";
import { getScoreReport } from "../../db/queries.ts";
import { getVerification } from "../../db/queries/verification.ts";
import { failJob } from "../../db/verification/jobs.ts";
import { completePlanStep, completeTask, leaseTask } from "../../db/verification/lease.ts";
import { finishJob } from "./finish-job.ts";
import { requeueMachineFaults } from "./requeue.ts";
import { runWorker } from "./worker.ts";
import {
  cacheDirOf,
  makeVerifyWorld,
  submitBundle,
  writeResultBundle,
  type VerifyWorld,
} from "./testing/verify-world.ts";

let world: VerifyWorld;
let bundlesDir: string;
beforeAll(async () => {
  world = await makeVerifyWorld({ slotBase: 46 });
  bundlesDir = path.join(world.root, "bundles");
  await mkdir(bundlesDir);
  const made = await writeResultBundle(world);
  for (const name of ["a", "b"]) {
    await cp(made, path.join(bundlesDir, name), { recursive: true });
    await writeFile(
      path.join(bundlesDir, name, "instances/adder/run.json"),
      `{"steps": 1${name === "a" ? 0 : 1}}`,
    );
  }
}, 120_000);
afterAll(() => world?.cleanup());

/**
 * What a worker without its self-check did on a machine whose suites could not import pytest:
 * every run, then a decision on the runs (every one of them `No module named pytest`).
 */
async function judgeOnBrokenMachine(jobId: number): Promise<void> {
  const cacheDir = cacheDirOf(world.cacheRoot, world.benchmark);
  const manifest = await readManifest(cacheDir);
  const command = `${PYTEST.replace(" -m pytest", " -S -m pytest")} --junitxml={junit}`;
  const options = await world.workerOptions();
  for (;;) {
    const task = leaseTask(world.db, "broken-worker", 30_000);
    if (!task) break;
    expect(task.jobId).toBe(jobId);
    // No test passed on the reference, so no kill to confirm: the plan step queues nothing.
    if (task.run.startsWith("plan/")) {
      completePlanStep(world.db, task, []);
      continue;
    }
    const entry = manifestEntry(
      manifest!,
      task.instance,
      task.run.startsWith("reference/") ? "reference" : task.run,
    );
    if (!entry || !("sha256" in entry)) throw new Error("unbuilt");
    const result = await executeRun({
      suiteDir: path.join(world.root, "suites/adder"),
      executable: path.join(cacheDir, entry.path),
      sha256: entry.sha256,
      commandTemplate: command,
      timeoutSec: 30,
      runDir: path.join(world.root, `broken-run-${task.taskId}`),
      slot: 46,
      sandbox: options.sandbox,
      limits: options.limits,
      logCap: 16_384,
    });
    expect(result.log).toContain("No module named pytest");
    completeTask(world.db, task, result);
  }
  await finishJob(world.db, jobId, options.prepare, () => undefined);
}

describe("tsb worker --requeue-machine-faults", () => {
  it("queues again what a broken machine judged, shows the claims again, and the re-runs verify", async () => {
    const a = await submitBundle(world, path.join(bundlesDir, "a"));
    const claimed = (await getScoreReport(a.submissionId, world.db))?.summary;
    expect(claimed?.mutationScore).toBe(2 / 3);
    await judgeOnBrokenMachine(a.jobId!);
    expect(getVerification(a.submissionId, {}, world.db)?.status).toBe("disputed");
    expect((await getScoreReport(a.submissionId, world.db))?.summary.mutationScore).toBe(0);

    // The benchmark build that failed for want of Go, as bash said it.
    const b = await submitBundle(world, path.join(bundlesDir, "b"));
    const bash = spawnSync("/bin/bash", ["-c", "go build -o executable ."], {
      encoding: "utf8",
      env: { ...process.env, PATH: "/nonexistent" },
    });
    failJob(
      world.db,
      b.jobId!,
      `the benchmark build failed for 1 executable(s), so this submission cannot be verified here; first: adder/reference: build.sh exited with ${bash.status}: ${bash.stderr.trim()}`,
    );
    expect(getVerification(b.submissionId, {}, world.db)?.status).toBe("failed");

    const logs: string[] = [];
    const options = await world.workerOptions();
    const common = {
      db: world.db,
      benchmarksRoot: world.benchmarksRoot,
      command: options.command,
      log: (line: string) => logs.push(line),
    };
    const elsewhere = await requeueMachineFaults({
      ...common,
      bundleDirs: [world.root],
      dryRun: false,
    });
    // The disputed job's bundle is not there: it stays as it was, and the message says so.
    expect(elsewhere).toEqual({ requeued: 1, left: 1 });
    expect(logs.join("\n")).toMatch(/submission #\d+ .*disputed.*pass --bundles/);
    const found = await requeueMachineFaults({
      ...common,
      bundleDirs: [bundlesDir],
      dryRun: false,
    });
    expect(found).toEqual({ requeued: 1, left: 0 });

    for (const { submissionId } of [a, b]) {
      expect(getVerification(submissionId, {}, world.db)).toMatchObject({
        status: "queued",
        runsDone: 0,
        error: null,
      });
      const shown = (await getScoreReport(submissionId, world.db))?.summary;
      expect(shown?.mutationScore).toBe(claimed?.mutationScore);
      expect(shown?.validityRate).toBe(claimed?.validityRate);
    }
    const audit = world.db.$client
      .prepare("SELECT reason FROM audit_log WHERE action = 'requeue-verification' ORDER BY id")
      .all() as Array<{ reason: string }>;
    expect(audit.map((r) => r.reason)).toEqual([
      expect.stringMatching(/ended failed .*the command 'go' is not installed/),
      expect.stringMatching(/ended disputed .*the Python module 'pytest' cannot be imported/),
    ]);

    await runWorker(options);
    for (const { submissionId } of [a, b])
      expect(getVerification(submissionId, {}, world.db)?.status).toBe("verified");
    // A verdict of a working machine is not undone.
    expect(
      await requeueMachineFaults({ ...common, bundleDirs: [bundlesDir], dryRun: false }),
    ).toEqual({
      requeued: 0,
      left: 0,
    });
  }, 180_000);
});
