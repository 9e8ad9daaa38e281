import { mkdtemp, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_SUITE, PYTEST } from "../../evaluator/runner/testing/benchmark.ts";
import { getScoreReport } from "../../db/queries.ts";
import { getVerification } from "../../db/queries/verification.ts";
import {
  makeVerifyWorld,
  submitBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "../worker/testing/verify-world.ts";
import {
  ENDED,
  ended,
  requireSlurm,
  states,
  RUN_TIMEOUT_SEC,
  slurmTestsSkipped,
  startSlurmCluster,
  submitExport,
  tsbCli,
  waitFor,
  type SlurmCluster,
  type SlurmJob,
} from "./testing/slurm-cluster.ts";

/**
 * The batch path when a cluster misbehaves mid-run, on a real one-node Slurm cluster (`npm run
 * test:slow`; verify-slurm.test.ts keeps the export, a task killed mid-run, a lost one, the
 * import and the fit check in every CI run): a task held until Slurm kills it at its time limit;
 * a task crashes and is requeued by hand, the node goes down under the other, which Slurm
 * requeues, and the import counts every run once, deciding the job as `tsb worker` decided the
 * same suite on one machine.
 */

let world: VerifyWorld;
let cluster: SlurmCluster;
/** The same suite, verified by `tsb worker` on this machine: what the cluster must match. */
let submissionId: number;

const tsb = tsbCli;

describe.skipIf(slurmTestsSkipped())("verification on a Slurm cluster that fails mid-run", () => {
  beforeAll(async () => {
    requireSlurm();
    world = await makeVerifyWorld({ slotBase: 64 });
    ({ submissionId } = await submitBundle(world, await writeSuitesOnlyBundle(world)));
    await tsb([
      ...["worker", "--once", "--db", world.dbFile, "--benchmarks", world.benchmarksRoot],
      ...["--cache-root", world.cacheRoot, "--work", path.join(world.root, "worker-work")],
      ...["--jobs", "2", "--slot-base", "66", "--timeout", RUN_TIMEOUT_SEC],
      ...["--cmd", `${PYTEST} --junitxml={junit}`],
    ]);
    cluster = await startSlurmCluster(await mkdtemp(path.join(world.root, "slurm-")));
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await world?.cleanup();
  });

  it("refuses the shard of a task Slurm killed at its time limit, and verifies once it is run again", async () => {
    const suite = Object.fromEntries(
      Object.entries(GOOD_SUITE).map(([name, text]) => [name, `${text}\n# timed out once\n`]),
    );
    const third = await submitBundle(world, await writeSuitesOnlyBundle(world, suite));
    const exportDir = path.join(world.root, "export-time-limit");
    await tsb([
      ...["verify", "export", String(third.submissionId), "--out", exportDir],
      ...["--db", world.dbFile, "--shards", "2", "--cpus-per-shard", "1"],
      ...["--memory-per-shard", "1", "--benchmarks", world.benchmarksRoot],
      ...["--benchmark-dir", world.benchmarkDir],
      ...["--cmd", `${PYTEST} --junitxml={junit}`, "--timeout", RUN_TIMEOUT_SEC],
    ]);
    const cache = path.join(world.root, "slurm-cache");
    const submit = (timeMinutes: string, tasks: string[] = []) =>
      submitExport(cluster, { exportDir, cache, timeMinutes, tasks });
    // Shards of one minute, the least Slurm's time limits allow; the one that runs the hanging
    // mutant is held there (every process stopped, as on a dead file server) until Slurm kills it.
    const first = await submit("1");
    const runsHanging = async (k: string) =>
      (await readFile(path.join(exportDir, "shards", `${k}.ndjson`), "utf8").catch(() => ""))
        .split("\n")
        .some((line) => line.includes('"run-started"') && line.includes('"mutants/seven-hangs"'));
    let hung = "";
    await waitFor(async () => {
      for (const k of ["1", "2"]) if (await runsHanging(k)) hung = k;
      return hung !== "";
    }, 120_000);
    const task = (await cluster.jobs(first.shards)).find((j) => j.arrayTaskId === hung) as SlurmJob;
    await cluster.freeze(task.jobId);
    await waitFor(async () => ended(await cluster.jobs(first.shards)), 150_000);
    const done = hung === "1" ? "2" : "1";
    expect(states(await cluster.jobs(first.shards))).toEqual({
      [hung]: "TIMEOUT",
      [done]: "COMPLETED",
    });
    await waitFor(async () => ended(await cluster.jobs(first.merge)), 30_000);
    expect((await cluster.jobs(first.merge))[0]?.state).toBe("CANCELLED");

    const shards = ["1", "2"].map((k) => path.join(exportDir, "shards", k));
    const args = ["verify", "import", String(third.submissionId)];
    const local = ["--db", world.dbFile, "--benchmarks", world.benchmarksRoot, "--json"];
    const refused = await tsb([...args, ...shards, ...local]).catch((e: { stdout: string }) => e);
    expect(JSON.parse(refused.stdout)).toEqual({
      problems: [
        {
          file: path.join(exportDir, "shards", hung),
          message: "no shard.json: not a shard of `tsb run --shard`, or one that did not finish",
        },
      ],
    });

    // The way back: the killed task alone, with time enough, then the merge.
    const again = await submit("10", [hung]);
    await waitFor(async () => ended(await cluster.jobs(again.merge)), 150_000);
    expect((await cluster.jobs(again.merge))[0]?.state).toBe("COMPLETED");
    const imported = await tsb([...args, path.join(exportDir, "bundle"), ...local]);
    expect(JSON.parse(imported.stdout)).toEqual({ state: "verified" });
    expect((await getScoreReport(third.submissionId, world.db))?.summary).toEqual(
      (await getScoreReport(submissionId, world.db))?.summary,
    );
  }, 400_000);

  it("completes an array whose node went down mid-run and whose failed task was requeued, counting every run once", async () => {
    // Another submission of the same suite (a comment apart), exported in two shards.
    const suite = Object.fromEntries(
      Object.entries(GOOD_SUITE).map(([name, text]) => [name, `${text}\n# submitted again\n`]),
    );
    const second = await submitBundle(world, await writeSuitesOnlyBundle(world, suite));
    const secondExport = path.join(world.root, "export-2");
    await tsb([
      ...["verify", "export", String(second.submissionId), "--out", secondExport],
      ...["--db", world.dbFile, "--shards", "2", "--cpus-per-shard", "1"],
      ...["--memory-per-shard", "1", "--benchmarks", world.benchmarksRoot],
      ...["--benchmark-dir", world.benchmarkDir],
      ...["--cmd", `${PYTEST} --junitxml={junit}`, "--timeout", RUN_TIMEOUT_SEC],
    ]);
    const { shards: array, merge } = await submitExport(cluster, {
      exportDir: secondExport,
      cache: path.join(world.root, "slurm-cache"),
      timeMinutes: "10",
    });

    // Both tasks under way, each with a run done, and held there (every process stopped), so
    // that neither can finish before what follows happens to it.
    const shardEvents = (k: string) => path.join(secondExport, "shards", `${k}.ndjson`);
    const runFinished = async (k: string) =>
      (await readFile(shardEvents(k), "utf8").catch(() => "")).includes('"run-finished"');
    const task = async (k: string) =>
      (await cluster.jobs(array)).find((j) => j.arrayTaskId === k) as SlurmJob;
    for (const k of ["1", "2"]) {
      await waitFor(() => runFinished(k), 150_000);
      await cluster.freeze((await task(k)).jobId);
    }

    // Task 1 crashes (its processes killed, as by the OOM killer): it fails, leaving a shard
    // without shard.json, and the merge can no longer run. Then the node goes down under task
    // 2, which Slurm requeues (--requeue) and starts again from nothing once the node is back.
    await cluster.kill((await task("1")).jobId);
    await waitFor(async () => ENDED.test((await task("1")).state), 60_000);
    expect((await task("1")).state).toBe("FAILED");
    expect((await task("2")).state).toBe("RUNNING");
    await cluster.command("scontrol", [
      ...["update", `nodename=${cluster.node}`, "state=down", "reason=tsb-node-failure-test"],
    ]);
    await waitFor(async () => (await task("2")).restarts === 1, 30_000);
    // Slurm takes the node back when its slurmd registers again (ReturnToService=2); an
    // operator's resume is then refused as needless.
    await cluster
      .command("scontrol", ["update", `nodename=${cluster.node}`, "state=resume"])
      .catch(() => undefined);
    // The operator requeues the failed task; its shard starts again from nothing as well.
    await cluster.command("scontrol", ["requeue", (await task("1")).jobId]);

    await waitFor(async () => ended(await cluster.jobs(array)), 180_000);
    const tasks = await cluster.jobs(array);
    expect(tasks.map((j) => [j.arrayTaskId, j.state, j.restarts]).sort()).toEqual([
      ["1", "COMPLETED", 1],
      ["2", "COMPLETED", 1],
    ]);
    expect(await readFile(path.join(secondExport, "logs/shard-2.out"), "utf8")).toMatch(
      /DUE TO NODE FAILURE/,
    );
    await waitFor(async () => ended(await cluster.jobs(merge)), 30_000);
    expect((await cluster.jobs(merge))[0]?.state).toBe("CANCELLED");

    // The shard folders hold each run once: the import merges them and decides the job with
    // the first submission's figures.
    const args = ["verify", "import", String(second.submissionId)];
    const shards = ["1", "2"].map((k) => path.join(secondExport, "shards", k));
    const local = ["--db", world.dbFile, "--benchmarks", world.benchmarksRoot, "--json"];
    const imported = await tsb([...args, ...shards, ...local]).catch((e: { stdout: string }) => e);
    expect(JSON.parse(imported.stdout)).toEqual({ state: "verified" });
    // An import counts the plan's runs as done (they ran outside the site's queue), so the
    // check that nothing was counted twice is the merge's (a run in two shards is refused) and
    // the figures: those `tsb worker` decided for the same suite on one machine.
    expect(getVerification(submissionId, {}, world.db)).toMatchObject({ status: "verified" });
    const verification = getVerification(second.submissionId, {}, world.db);
    expect(verification).toMatchObject({ status: "verified", source: "import" });
    expect(verification?.runsDone).toBe(verification?.runsTotal);
    const again = await getScoreReport(second.submissionId, world.db);
    expect(again?.summary).toEqual((await getScoreReport(submissionId, world.db))?.summary);
  }, 300_000);
});
