/**
 * The run folder and /tmp are size-capped tmpfs: a suite that fills either ends its run as an
 * error with the reason in outcomes.json, and the host's disk never sees the bytes.
 */
import { readFile, rm, statfs } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSuites } from "./run-suites.ts";
import { defaultLimits } from "./sandbox.ts";
import { writeSuite } from "./testing/benchmark.ts";
import { makeTestWorld, type TestWorld } from "./testing/setup.ts";

let world: TestWorld;
beforeAll(async () => {
  world = await makeTestWorld();
}, 120_000);
afterAll(async () => {
  await rm(world.root, { recursive: true, force: true });
});

/** Writes 64 MiB where it is told, swallowing the error a full disk gives, and passes. */
const FILL_SUITE = (where: string) => ({
  "test_fill.py": `import os

def test_fill():
    block = b"x" * (1024 * 1024)
    try:
        with open(os.path.join(${JSON.stringify(where)}, "fill.bin"), "wb") as out:
            for _ in range(64):
                out.write(block)
                out.flush()
    except OSError:
        pass
`,
});

async function outcomes(
  out: string,
): Promise<Record<string, { error?: string; exitCode: number }>> {
  const text = await readFile(path.join(out, "instances/adder/outcomes.json"), "utf8");
  return JSON.parse(text) as Record<string, { error?: string; exitCode: number }>;
}

/** One reference run of `suitesDir`'s adder suite with both caps at 16 MiB. */
async function runCapped(suitesDir: string, out: string, warn?: (m: string) => void) {
  await runSuites(
    world.options(out, {
      suitesDir,
      runs: 1,
      instances: ["adder"],
      timeoutSec: 60,
      limits: { ...defaultLimits, diskMb: 16, tmpMb: 16 },
      ...(warn ? { warn } : {}),
    }),
  );
}

describe("disk and /tmp caps", () => {
  for (const [where, flag, expected] of [
    [".", "run folder", "the run folder reached its 16 MiB cap (--disk)"],
    ["/tmp", "/tmp", "/tmp reached its 16 MiB cap (--tmp)"],
  ] as const) {
    it(`a suite filling its ${flag} ends as an error, with the reason in outcomes.json`, async () => {
      const suitesDir = path.join(world.root, `fill-${flag.replace("/", "")}`);
      await writeSuite(path.join(suitesDir, "adder"), FILL_SUITE(where));
      const out = path.join(world.root, `bundle-fill-${flag.replace("/", "")}`);
      const warnings: string[] = [];
      const freeBefore = await statfs(world.root);
      await runCapped(suitesDir, out, (m) => warnings.push(m));
      const reference = (await outcomes(out))["reference/1"];
      expect(reference?.error).toBe(expected);
      expect(warnings).toContain(`adder/reference/1: ${expected}`);
      // Whatever the suite wrote, a run that hit a cap yields no result to score.
      await expect(readFile(path.join(out, "instances/adder/reference/1.xml"))).rejects.toThrow();
      const log = await readFile(path.join(out, "instances/adder/logs/reference/1.log"), "utf8");
      expect(log).toContain(`# error: ${expected}`);
      // The bytes went to a capped tmpfs, never to the host's disk.
      const freeAfter = await statfs(world.root);
      expect((freeBefore.bavail - freeAfter.bavail) * freeAfter.bsize).toBeLessThan(48 * 1024 ** 2);
    }, 120_000);
  }

  it("a suite that fills /tmp and cleans up before the run ends still ends as an error", async () => {
    const suitesDir = path.join(world.root, "fill-and-clean");
    // The write fails, the test fails with it, and the file is gone by the end of the run: a
    // full tmpfs is no longer there to see, only the failed write.
    await writeSuite(path.join(suitesDir, "adder"), {
      "test_fill.py": `import os

def test_fill_then_clean():
    block = b"x" * (1024 * 1024)
    try:
        with open("/tmp/fill.bin", "wb") as out:
            for _ in range(64):
                out.write(block)
                out.flush()
    finally:
        os.remove("/tmp/fill.bin")
`,
    });
    const out = path.join(world.root, "bundle-fill-and-clean");
    await runCapped(suitesDir, out);
    expect((await outcomes(out))["reference/1"]?.error).toBe(
      'a write failed with "No space left on device": the run folder (16 MiB, --disk) or /tmp (16 MiB, --tmp) filled up during the run',
    );
    await expect(readFile(path.join(out, "instances/adder/reference/1.xml"))).rejects.toThrow();
  }, 120_000);

  it("a suite within its caps has no error", async () => {
    const suitesDir = path.join(world.root, "fill-small");
    await writeSuite(path.join(suitesDir, "adder"), FILL_SUITE("."));
    const out = path.join(world.root, "bundle-fill-small");
    await runSuites(
      world.options(out, { suitesDir, runs: 1, instances: ["adder"], timeoutSec: 60 }),
    );
    expect((await outcomes(out))["reference/1"]).not.toHaveProperty("error");
    expect(await readFile(path.join(out, "instances/adder/reference/1.xml"), "utf8")).toContain(
      "test_fill",
    );
  }, 120_000);
});
