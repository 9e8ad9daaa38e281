import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeCheatingTests } from "./testing/cheating-tests.ts";
import {
  makeCheatingWorld,
  mutationScoreThroughRun,
  type CheatingWorld,
} from "./testing/cheating-world.ts";

/**
 * Every cheating suite of cheating.test.ts's kinds, in full (`npm run test:slow`): the suites
 * that assert no behaviour and try to score by telling their runs apart
 * (evaluator/runner/testing/cheating-suites.ts) and those that remember what the other runs of a
 * verification saw (memory-suites.ts), on 5 mutants of calc of tsb-mini 1.0, through `tsb run`
 * and through the worker, as root; and a script's sealed source on flatjson. Each must score
 * M ≤ 5% while the instance's own reference suite, run the same way, kills every mutant. `npm
 * run bench:cheats` runs the same on every mutant of any instance and prints each M (its
 * figures are in docs/running-suites.md, "What a suite can tell apart").
 */
describeCheatingTests({
  mutants: 5,
  cheats: [
    "hash",
    "read-anyhow",
    "size",
    "code-hash",
    "process-image",
    "keyring",
    "mountinfo",
    "page-cache",
    "recall",
    "random",
    "random-repeats",
  ],
  memory: [
    ["vote-page-cache", 1],
    ["vote-page-cache", 2],
    ["vote-read-timing", 2],
    ["vote-locks", 2],
  ],
  worker: [
    "honest",
    "perfect-memory",
    "hash",
    "keyring",
    "mountinfo",
    "page-cache",
    "recall",
    "random-repeats",
    "vote-page-cache",
    "vote-locks",
  ],
});

// Covering-tests mode through the worker (`tsb worker --covering-tests`); cheating-covering.test.ts
// runs it through `tsb run`.
describeCheatingTests({
  mutants: 3,
  covering: true,
  cheats: [],
  memory: [],
  worker: ["honest", "select-aware"],
});

describe("a script's source, through tsb run", () => {
  // flatjson is a Node script: sealed by tsb build, its source is no more readable than a
  // compiled program's bytes. Without the seal the read-anyhow suite kills every mutant.
  let flatjson: CheatingWorld;
  beforeAll(async () => {
    flatjson = await makeCheatingWorld({ instance: "flatjson", mutants: 2 });
  }, 300_000);
  afterAll(async () => {
    await flatjson?.cleanup();
  });
  it("honest: flatjson's reference suite kills both mutants (the control)", async () => {
    expect(await mutationScoreThroughRun(flatjson, "honest")).toBe(1);
  }, 600_000);
  it("read-anyhow: reads neither the file, nor the interpreter's fds, nor its inspector", async () => {
    expect(await mutationScoreThroughRun(flatjson, "read-anyhow")).toBe(0);
  }, 600_000);
});
