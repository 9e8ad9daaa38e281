import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectSandbox } from "../../evaluator/runner/sandbox.ts";
import { PYTEST } from "../../evaluator/runner/testing/benchmark.ts";
import { checkHealth } from "../../db/queries/health.ts";
import { getScoreReport } from "../../db/queries.ts";
import { getVerification } from "../../db/queries/verification.ts";
import { runWorker } from "./worker.ts";
import {
  makeVerifyWorld,
  submitBundle,
  writeResultBundle,
  type VerifyWorld,
} from "./testing/verify-world.ts";
import { expectUnjudged, submitTwo } from "./testing/machine-faults.ts";

/**
 * A broken verifying machine never becomes a verdict: with pytest hidden from the suites, the
 * worker judges nobody, its jobs stay queued with their claimed figures, the health endpoint and
 * the submission's verification say why, and once the fault is repaired the same jobs verify.
 * A build toolchain gone from PATH, the same pause through a failed build, is in
 * machine-faults.slow.test.ts (`npm run test:slow`), for CI's time.
 */

describe("pytest hidden from the suites", () => {
  let world: VerifyWorld;
  let bundleDir: string;
  beforeAll(async () => {
    world = await makeVerifyWorld({ slotBase: 40 });
    bundleDir = await writeResultBundle(world);
  }, 120_000);
  afterAll(() => world?.cleanup());

  it("pauses verification with the reason, then verifies the same jobs once pytest is back", async () => {
    const ids = await submitTwo(world, bundleDir);
    const claimedM = (await getScoreReport(ids[0]!, world.db))?.summary.mutationScore;
    expect(claimedM).toBe(2 / 3);
    const logs: string[] = [];
    // -S leaves out site-packages, where pytest is installed: what a suite meets when the
    // sandbox's user cannot reach the worker's pytest.
    const hidden = PYTEST.replace(" -m pytest", " -S -m pytest");
    const broken = await runWorker(
      await world.workerOptions({
        command: `${hidden} --junitxml={junit}`,
        log: (l) => logs.push(l),
      }),
    );
    expect(broken.runs).toBe(0);
    await expectUnjudged(world, ids, claimedM!);
    const paused = getVerification(ids[0]!, {}, world.db)?.paused;
    expect(paused).toMatchObject({
      benchmark: "runner-test@1",
      message: "verification paused: the worker's environment failed its check",
      fix: "apt-get install python3-pytest",
      jobsWaiting: 2,
    });
    expect(paused?.reason).toMatch(/adder\/reference: .*No module named pytest/);
    const health = await checkHealth(world.db);
    expect(health.ok).toBe(true);
    expect(health.verification.paused).toEqual([paused]);
    // Said once, with the command that fixes it.
    expect(logs.filter((l) => l.includes("paused"))).toHaveLength(1);
    expect(logs.join("\n")).toContain("to fix: apt-get install python3-pytest");

    const repaired = await runWorker(await world.workerOptions());
    expect(repaired.jobs).toBe(2);
    for (const id of ids) {
      const verification = getVerification(id, {}, world.db);
      expect(verification).toMatchObject({ status: "verified", paused: null });
      expect(verification?.environment?.inside.pytest).toMatch(/^\d+\./);
    }
    expect((await checkHealth(world.db)).verification.paused).toEqual([]);
  }, 180_000);
});

describe.runIf(process.getuid?.() === 0)("the fallback sandbox as root", () => {
  let world: VerifyWorld;
  beforeAll(async () => {
    world = await makeVerifyWorld({ slotBase: 44 });
  }, 120_000);
  afterAll(() => world?.cleanup());

  it("is refused with a clear message: one of its runs could leave a memory for the next", async () => {
    const bwrap = await detectSandbox(false);
    const unshare = { kind: "unshare" as const, dropToUid: true, prlimit: bwrap.prlimit };
    const { submissionId } = await submitBundle(world, await writeResultBundle(world));
    const logs: string[] = [];
    const totals = await runWorker(
      await world.workerOptions({
        sandbox: unshare,
        command: "python3 -m pytest -q -p no:cacheprovider --junitxml={junit}",
        log: (l) => logs.push(l),
      }),
    );
    const paused = getVerification(submissionId, {}, world.db)?.paused;
    expect(totals.runs).toBe(0);
    expect(paused?.sandbox).toMatch(/^unshare -n/);
    expect(paused?.reason).toMatch(
      /^the unshare sandbox .* lets one run leave a memory for the next/,
    );
    expect(paused?.fix).toMatch(/apt-get install bubblewrap \(0\.8 or later\)/);
    expect(logs.join("\n")).toMatch(/paused: the worker's environment failed its check/);
  }, 180_000);
});
