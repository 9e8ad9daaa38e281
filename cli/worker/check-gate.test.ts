import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastCheck } from "../../db/verification/environment-checks.ts";
import { runWorker } from "./worker.ts";
import { makeVerifyWorld, type VerifyWorld } from "./testing/verify-world.ts";
import os from "node:os";

let world: VerifyWorld;
beforeAll(async () => {
  world = await makeVerifyWorld({ slotBase: 48 });
}, 120_000);
afterAll(() => world?.cleanup());

const benchmarkId = () =>
  (world.db.$client.prepare("SELECT id FROM benchmarks").get() as { id: number }).id;

describe("a waiting worker", () => {
  it("checks the stored benchmarks before any upload, and a restart with nothing changed runs nothing", async () => {
    const stop = new AbortController();
    const logs: string[] = [];
    const options = await world.workerOptions({
      once: false,
      signal: stop.signal,
      log: (line) => logs.push(line),
    });
    const watch = setInterval(() => {
      if (lastCheck(world.db, benchmarkId(), os.hostname())) stop.abort();
    }, 100);
    await runWorker(options).finally(() => clearInterval(watch));
    const first = lastCheck(world.db, benchmarkId(), os.hostname());
    // The reference suite on the reference, and on the one mutant it kills by construction.
    expect(first).toMatchObject({ status: "passed", runs: 2, reason: null });
    expect(first?.environment.inside.pytest).toMatch(/^\d+\./);
    expect(logs).toEqual([expect.stringMatching(/^self-check of runner-test@1: passed \(2 runs/)]);

    const again = new AbortController();
    const later: string[] = [];
    const watchAgain = setInterval(() => {
      const check = lastCheck(world.db, benchmarkId(), os.hostname());
      if (check && check.checkedAt > first!.checkedAt) again.abort();
    }, 100);
    await runWorker(
      await world.workerOptions({ once: false, signal: again.signal, log: (l) => later.push(l) }),
    ).finally(() => clearInterval(watchAgain));
    expect(lastCheck(world.db, benchmarkId(), os.hostname())).toMatchObject({
      status: "passed",
      runs: 0,
      fingerprint: first?.fingerprint,
      buildKey: first?.buildKey,
    });
    expect(later).toEqual([expect.stringMatching(/passed before with this build and environment/)]);
  }, 120_000);
});
