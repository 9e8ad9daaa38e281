import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLimits } from "../../evaluator/runner/sandbox.ts";
import { snapshot } from "../../db/testing/temp-db.ts";
import { getVerification } from "../../db/queries/verification.ts";
import { runWorker } from "./worker.ts";
import {
  makeVerifyWorld,
  submitBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "./testing/verify-world.ts";

/** Names this test's processes, so the check below finds them and no other suite's. */
const MARKER = `tsb-hostile-${process.pid}`;

/** A suite that reaches for the network, fills the disk and forks, beside one honest test. */
const GREEDY = {
  "test_greedy.py": `import os, socket, subprocess

def run(*args):
    return subprocess.run(["./executable", *args], capture_output=True, text=True).stdout.strip()

def test_sum():
    assert run("1", "2") == "3"

def test_network():
    socket.create_connection(("1.1.1.1", 53), timeout=3).close()

def test_fill_disk():
    with open("big", "wb") as f:
        for _ in range(64):
            f.write(b"x" * (1 << 20))

def test_fork_until_refused():
    children = []
    try:
        while len(children) < 5000:
            children.append(subprocess.Popen(["sleep", "30", "${MARKER}"]))
    finally:
        for child in children:
            child.kill()
    assert False, "the process cap never stopped it"
`,
};

/** A suite that forks without end: every run must be ended by its time limit. */
const FORK_BOMB = {
  "test_bomb.py": `import subprocess, sys

BOMB = """
import os
while True:
    try:
        os.fork()
    except OSError:
        pass
"""

def test_bomb():
    subprocess.run([sys.executable, "-c", BOMB, "${MARKER}"])
`,
};

/** This test's suites' processes still running (the sleeps, the bomb), found by their arguments. */
function leftovers(): string[] {
  const ps = execFileSync("ps", ["-eo", "args="], { encoding: "utf8" });
  return ps.split("\n").filter((line) => line.includes(MARKER) && !line.startsWith("ps "));
}

let world: VerifyWorld;
beforeAll(async () => {
  world = await makeVerifyWorld({ slotBase: 24 });
}, 120_000);
afterAll(async () => {
  await world?.cleanup();
});

describe("hostile suites in the worker", () => {
  it("records a suite's network, disk and fork attempts as its own failing tests", async () => {
    const { submissionId } = await submitBundle(world, await writeSuitesOnlyBundle(world, GREEDY));
    await runWorker(
      await world.workerOptions({ limits: { ...defaultLimits, fileSizeMb: 16, processes: 64 } }),
    );
    expect(getVerification(submissionId, {}, world.db)?.status).toBe("verified");
    const tests = world.db.$client
      .prepare(
        "SELECT test_id AS id, verdict FROM generated_tests WHERE submission_id = ? ORDER BY idx",
      )
      .all(submissionId);
    expect(tests).toEqual([
      { id: "test_greedy.test_fill_disk", verdict: "invalid" },
      { id: "test_greedy.test_fork_until_refused", verdict: "invalid" },
      { id: "test_greedy.test_network", verdict: "invalid" },
      { id: "test_greedy.test_sum", verdict: "valid" },
    ]);
    expect(leftovers()).toEqual([]);
  }, 180_000);

  it("ends a fork bomb at the time limit, records the timeouts and leaves nothing running", async () => {
    const before = snapshot(world.db);
    const { submissionId } = await submitBundle(
      world,
      await writeSuitesOnlyBundle(world, FORK_BOMB),
    );
    await runWorker(
      await world.workerOptions({ timeoutSec: 3, limits: { ...defaultLimits, processes: 64 } }),
    );
    expect(getVerification(submissionId, {}, world.db)).toMatchObject({
      status: "verified",
      runsDone: 6,
    });
    const timedOut = world.db.$client
      .prepare(
        "SELECT COUNT(*) AS n FROM verification_tasks t JOIN verification_jobs j ON j.id = t.job_id WHERE j.submission_id = ? AND t.timed_out = 1",
      )
      .get(submissionId);
    expect(timedOut).toEqual({ n: 6 });
    expect(leftovers()).toEqual([]);
    // The submissions stored before are as they were.
    const after = snapshot(world.db);
    expect(after.generated_tests).toEqual(before.generated_tests);
  }, 180_000);
});

describe("a benchmark whose build fails", () => {
  it("fails the job with the build's message and runs nothing", async () => {
    const broken = await makeVerifyWorld({ brokenBuild: true, slotBase: 24 });
    try {
      const { submissionId } = await submitBundle(broken, await writeSuitesOnlyBundle(broken));
      const totals = await runWorker(await broken.workerOptions());
      expect(totals.runs).toBe(0);
      const verification = getVerification(submissionId, {}, broken.db);
      expect(verification?.status).toBe("failed");
      expect(verification?.error).toMatch(
        /the benchmark build failed for 1 executable\(s\).*adder\/mutants\/stale-patch/s,
      );
      const row = broken.db.$client
        .prepare("SELECT mutation_score AS m FROM submissions WHERE id = ?")
        .get(submissionId);
      expect(row).toEqual({ m: 0 });
    } finally {
      await broken.cleanup();
    }
  }, 120_000);
});
