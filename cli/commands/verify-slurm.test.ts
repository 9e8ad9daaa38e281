import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_SUITE, PYTEST } from "../../evaluator/runner/testing/benchmark.ts";
import { openDb } from "../../db/index.ts";
import { getScoreReport } from "../../db/queries.ts";
import { getVerification } from "../../db/queries/verification.ts";
import { snapshot } from "../../db/testing/temp-db.ts";
import {
  makeVerifyWorld,
  submitBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "../worker/testing/verify-world.ts";
import {
  ended,
  requireSlurm,
  slurmTestsSkipped,
  submitExport,
  startSlurmCluster,
  states,
  waitFor,
  RUN_TIMEOUT_SEC,
  tsbCli,
  type SlurmCluster,
} from "./testing/slurm-cluster.ts";

/**
 * The whole batch path on a real one-node Slurm cluster: `tsb verify export`, the exported
 * submit.sh's build job, shard array and merge job run by slurmctld and slurmd, one task killed
 * mid-run and one cancelled, the import refusing what is missing, the two tasks submitted again,
 * and the import deciding the job exactly as `tsb worker` does on one machine. A task killed by
 * Slurm at its time limit, a node that goes down under a task, and a failed task requeued are in
 * verify-slurm.slow.test.ts (`npm run test:slow`): a time limit cannot be shorter than a minute
 * of real Slurm time, which CI's budget does not have.
 */

const run = promisify(execFile);
let world: VerifyWorld;
let cluster: SlurmCluster;
let submissionId: number;
let exportDir: string;
/** The same submission, queued in a copy of the database, for `tsb worker` to verify. */
let workerDb: string;
let workerRun: Promise<unknown>;

const tsb = tsbCli;

/** A local `tsb verify import --json`: its parsed answer, whether it succeeded or not. */
async function importJson(paths: string[]): Promise<Record<string, unknown>> {
  const args = ["verify", "import", String(submissionId), ...paths];
  const local = ["--db", world.dbFile, "--benchmarks", world.benchmarksRoot, "--json"];
  const { stdout } = await tsb([...args, ...local]).catch((e: { stdout: string }) => e);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe.skipIf(slurmTestsSkipped())("verification on a real Slurm cluster", () => {
  beforeAll(async () => {
    requireSlurm();
    world = await makeVerifyWorld({ slotBase: 36 });
    ({ submissionId } = await submitBundle(world, await writeSuitesOnlyBundle(world)));
    workerDb = path.join(world.root, "worker.sqlite");
    world.db.$client.exec(`VACUUM INTO '${workerDb}'`);
    cluster = await startSlurmCluster(await mkdtemp(path.join(world.root, "slurm-")));
    exportDir = path.join(world.root, "export");
    await tsb([
      ...["verify", "export", String(submissionId), "--out", exportDir, "--db", world.dbFile],
      ...["--shards", "3", "--cpus-per-shard", "1", "--memory-per-shard", "1"],
      ...["--benchmarks", world.benchmarksRoot, "--benchmark-dir", world.benchmarkDir],
      ...["--cmd", `${PYTEST} --junitxml={junit}`, "--timeout", RUN_TIMEOUT_SEC],
    ]);
    // The one-machine verification of the same job, meanwhile: what the cluster must reproduce.
    workerRun = tsb([
      ...["worker", "--once", "--db", workerDb, "--benchmarks", world.benchmarksRoot],
      ...["--cache-root", world.cacheRoot, "--work", path.join(world.root, "worker-work")],
      ...["--jobs", "2", "--slot-base", "44", "--timeout", RUN_TIMEOUT_SEC],
      ...["--cmd", `${PYTEST} --junitxml={junit}`],
    ]);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await world?.cleanup();
  });

  it("runs the exported array, survives a task killed mid-run and a lost one, and imports once", async () => {
    const cache = path.join(world.root, "slurm-cache");
    // Shards side by side on the one node (two CPUs, one a shard) to keep the test short; by
    // default each shard gets a node.
    const first = await submitExport(cluster, { exportDir, cache, timeMinutes: "10" });

    // Task 2 is lost before it starts (cancelled, as by an operator or a preemption). Task 3
    // is held in its run of the hanging mutant (every process of it stopped, as on a dead file
    // server) and then killed, as by the OOM killer, leaving a shard without shard.json.
    const [doneTask, lostTask, hungTask] = ["1", "2", "3"] as const;
    await cluster.command("scancel", [`${first.shards}_${lostTask}`]);
    const events = path.join(exportDir, "shards", `${hungTask}.ndjson`);
    await waitFor(
      async () =>
        (await readFile(events, "utf8").catch(() => ""))
          .split("\n")
          .some((line) => line.includes('"run-started"') && line.includes('"mutants/seven-hangs"')),
      120_000,
    );
    const hung = (await cluster.jobs(first.shards)).find((j) => j.arrayTaskId === hungTask);
    await cluster.freeze(hung?.jobId as string);
    await cluster.kill(hung?.jobId as string);

    await waitFor(async () => ended(await cluster.jobs(first.shards)), 150_000);
    const firstStates = states(await cluster.jobs(first.shards));
    // A task cancelled before it started may be gone from scontrol's list already.
    expect({ ...firstStates, [lostTask]: firstStates[lostTask] ?? "CANCELLED" }).toEqual({
      [hungTask]: "FAILED",
      [lostTask]: "CANCELLED",
      [doneTask]: "COMPLETED",
    });
    // The merge waited for every task; with one that failed it never runs.
    await waitFor(async () => ended(await cluster.jobs(first.merge)), 30_000);
    expect((await cluster.jobs(first.merge))[0]).toMatchObject({ state: "CANCELLED" });

    const shards = path.join(exportDir, "shards");
    const shard = (k: string) => path.join(shards, k);
    expect((await readdir(shards)).sort()).toContain(hungTask);
    const before = snapshot(world.db);
    // The killed task left a folder without shard.json, the lost one none: both are refused,
    // and so are a partial import of the one shard that finished and a duplicate of it.
    const copy = path.join(world.root, "shard-copy");
    await cp(shard(doneTask), copy, { recursive: true });
    const [all, partial, duplicate] = await Promise.all([
      importJson(["1", "2", "3"].map(shard)),
      importJson([shard(doneTask)]),
      importJson([shard(doneTask), copy]),
    ]);
    expect(all).toEqual({
      problems: [
        { file: shard(lostTask), message: "not a folder" },
        {
          file: shard(hungTask),
          message: "no shard.json: not a shard of `tsb run --shard`, or one that did not finish",
        },
      ],
    });
    expect(partial).toEqual({
      problems: [
        {
          file: "tsb merge",
          message: expect.stringMatching(
            /^missing runs: .*; shards 2\/3, 3\/3 not given$/,
          ) as unknown,
        },
      ],
    });
    expect(JSON.stringify(duplicate)).toMatch(/duplicate run adder\/[a-z0-9/-]+: also in/);
    expect(snapshot(world.db)).toEqual(before);

    // The way back: the two tasks alone, then the merge.
    const again = await submitExport(cluster, {
      exportDir,
      cache,
      timeMinutes: "10",
      tasks: [[hungTask, lostTask].sort().join(",")],
    });
    await waitFor(async () => ended(await cluster.jobs(again.merge)), 120_000);
    expect(Object.values(states(await cluster.jobs(again.shards)))).toEqual([
      "COMPLETED",
      "COMPLETED",
    ]);
    expect((await cluster.jobs(again.merge))[0]).toMatchObject({ state: "COMPLETED" });

    expect(await importJson([path.join(exportDir, "bundle")])).toEqual({ state: "verified" });
    expect(getVerification(submissionId, {}, world.db)).toMatchObject({
      status: "verified",
      source: "import",
    });
    // Accepted once: the same runs again change nothing.
    const decided = snapshot(world.db);
    expect(await importJson([path.join(exportDir, "bundle")])).toEqual({
      conflict: `submission #${submissionId}'s verification has already ended: verified`,
    });
    expect(snapshot(world.db)).toEqual(decided);

    // Every mutant's status, M and V: as the one-machine worker decided them.
    await workerRun;
    const workerHandle = openDb(workerDb);
    try {
      const onCluster = await getScoreReport(submissionId, world.db);
      const onOneMachine = await getScoreReport(submissionId, workerHandle);
      expect(getVerification(submissionId, {}, workerHandle)).toMatchObject({ status: "verified" });
      expect(onCluster?.instances).toEqual(onOneMachine?.instances);
      expect(onCluster?.summary).toEqual(onOneMachine?.summary);
      expect(onCluster?.instances[0]?.mutantResults.map((m) => [m.id, m.status])).toEqual([
        ["abs-value", "survived"],
        ["empty-silent", "killed"],
        ["seven-hangs", "timeout"],
      ]);
      expect(onCluster?.summary).toMatchObject({ mutationScore: 2 / 3, validityRate: 0.75 });
    } finally {
      workerHandle.$client.close();
    }
  }, 300_000);

  it("refuses, before submitting anything, an export no node can hold, and says what fits", async () => {
    // Another submission of the suite, exported with the defaults: 8 CPUs and 16 GiB a shard,
    // more CPUs than the one node has.
    const suite = Object.fromEntries(
      Object.entries(GOOD_SUITE).map(([name, text]) => [name, `${text}\n# too large\n`]),
    );
    const third = await submitBundle(world, await writeSuitesOnlyBundle(world, suite));
    const bigExport = path.join(world.root, "export-too-large");
    await tsb([
      ...["verify", "export", String(third.submissionId), "--out", bigExport],
      ...["--db", world.dbFile, "--benchmarks", world.benchmarksRoot],
      ...["--benchmark-dir", world.benchmarkDir, "--cmd", `${PYTEST} --junitxml={junit}`],
    ]);
    const script = path.join(bigExport, "slurm/submit.sh");
    const submitBig = (env: Record<string, string>) =>
      run("bash", [script], {
        cwd: path.resolve("."),
        env: { ...cluster.env, CACHE: path.join(world.root, "slurm-cache"), ...env },
      }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const name = `tsb-verify-${third.submissionId}`;
    const queued = async () =>
      (
        await cluster.command("squeue", [
          "-h",
          "-n",
          `${name}-build,${name}-shard,${name}-merge`,
          "-o",
          "%i %T %r",
        ])
      )
        .split("\n")
        .filter(Boolean);

    /** Cancels the jobs a submit.sh printed, and waits until they are gone from the queue. */
    const cancel = async (stdout: string) => {
      const ids = [...stdout.matchAll(/^(?:build job|shard array|merge job): (\d+)/gm)].map(
        (m) => m[1]!,
      );
      await cluster.command("scancel", ids);
      await waitFor(async () => (await queued()).length === 0, 60_000);
    };
    const cpus = os.cpus().length;
    const refused = await submitBig({});
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    // The request, the largest node, and the settings and export flags that fit.
    expect(refused.stderr).toContain(
      "no node of partition 'tsb' can hold one shard, which asks 8 CPUs and 16G of memory (--cpus-per-task=8 --mem=16G)",
    );
    expect(refused.stderr).toContain(`the largest node, ${cluster.node}, has ${cpus} CPUs`);
    expect(refused.stderr).toContain(
      `tsb verify export ${third.submissionId} --cpus-per-shard ${cpus} --memory-per-shard 16`,
    );
    expect(refused.stderr).toContain(`What fits: TSB_BUILD_CPUS=${cpus} bash ${script}`);
    expect(await queued()).toEqual([]);

    // What the check prevents: submitted regardless, the jobs are accepted and never start.
    const unchecked = await submitBig({ TSB_SKIP_FIT_CHECK: "1" });
    if (unchecked.code === 0) {
      await waitFor(async () => (await queued()).some((l) => /PartitionConfig/.test(l)), 30_000);
      expect((await queued()).every((l) => / PENDING /.test(l))).toBe(true);
      await cancel(unchecked.stdout);
    }

    // What it says fits is submitted, and starts.
    const fit = /What fits: (TSB_SHARD_CPUS=\d+ TSB_SHARD_MEM=\d+M)/.exec(refused.stderr)?.[1];
    const env = Object.fromEntries(fit!.split(" ").map((kv) => kv.split("=") as [string, string]));
    const accepted = await submitBig({
      ...env,
      TSB_BUILD_CPUS: String(cpus),
      TSB_SHARD_TIME: "10",
    });
    expect(accepted).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^build job: \d+/m) as unknown,
    });
    await waitFor(
      async () => (await queued()).some((l) => / RUNNING /.test(l)) || (await queued()).length < 3,
      60_000,
    );
    expect((await queued()).some((l) => /PartitionConfig/.test(l))).toBe(false);
    await cancel(accepted.stdout);
  }, 300_000);
});
