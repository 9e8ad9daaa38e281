import { describe, expect, it } from "vitest";
import type { ProtocolRecord, RunRecord } from "../schemas.ts";
import type { JUnitResult } from "../types.ts";
import { confirmKills, type ConfirmationRun } from "./confirm-kills.ts";
import type { ReferenceVerdicts } from "./reference-runs.ts";

/**
 * The confirmation rule on plain outcomes (real runs of it are run-suites.test.ts and
 * cli/worker/cheating.test.ts): tests t.a and t.b are valid; t.a failed on mutant m1 and t.b on
 * m2 in the first pass.
 */
const TESTS = ["t.a", "t.b"];
const reference = (): ReferenceVerdicts =>
  ({
    tests: TESTS.map((id) => ({ id, verdict: "valid" })),
    indexOf: new Map(TESTS.map((id, i) => [id, i])),
    valid: new Uint8Array(TESTS.length).fill(1),
  }) as unknown as ReferenceVerdicts;

const result = (failed: string[], ran = TESTS): JUnitResult => ({
  cases: new Map(ran.map((id) => [id, { id, outcome: failed.includes(id) ? "failed" : "passed" }])),
});
const firstPass = new Map([
  ["m1", result(["t.a"])],
  ["m2", result(["t.b"])],
]);

/** A group of m1 and m2: 2 runs on each, `reference` on reference variants, all selecting both. */
function groupRuns(
  reference: number,
  outcome: (key: string) => string[] = (key) =>
    key.startsWith("confirm/m1/") ? ["t.a"] : key.startsWith("confirm/m2/") ? ["t.b"] : [],
): Map<string, ConfirmationRun> {
  const keys = [
    "confirm/m1/1",
    "confirm/m1/2",
    "confirm/m2/1",
    "confirm/m2/2",
    ...Array.from({ length: reference }, (_, j) => `confirm/_reference/r${j}`),
  ];
  return new Map(
    keys.map((key) => {
      const selected = key.startsWith("confirm/m2/") ? ["t.b", "t.a"] : ["t.a", "t.b"];
      const record: RunRecord = { timedOut: false, selected };
      return [key, { run: result(outcome(key)), record }];
    }),
  );
}

const v3: ProtocolRecord = {
  version: 3,
  seed: "00ff00ff",
  referenceRuns: 3,
  confirmations: 2,
  judgedRuns: 18,
};

describe("confirmKills, protocol 3 (groups)", () => {
  it("confirms each mutant whose pick repeated its first-pass outcome in every run of the group", () => {
    const { flaky, confirmed } = confirmKills(v3, reference(), firstPass, groupRuns(16));
    expect(flaky).toEqual(new Set());
    expect(confirmed).toEqual(
      new Map([
        ["m1", new Set(["t.a"])],
        ["m2", new Set(["t.b"])],
      ]),
    );
  });

  it("makes a pick flaky when it fails where it passed before, even on another mutant", () => {
    // t.a fails on m2 too: a test that fails whenever it is re-run.
    const runs = groupRuns(16, (key) =>
      key.startsWith("confirm/m1/") ? ["t.a"] : key.startsWith("confirm/m2/") ? ["t.a", "t.b"] : [],
    );
    const { flaky, confirmed } = confirmKills(v3, reference(), firstPass, runs);
    expect(flaky).toEqual(new Set([0]));
    expect([...confirmed.keys()]).toEqual(["m2"]);
  });

  it("confirms nothing judged in fewer than judgedRuns runs", () => {
    expect(confirmKills(v3, reference(), firstPass, groupRuns(13)).confirmed.size).toBe(0);
    expect(confirmKills(v3, reference(), firstPass, groupRuns(14)).confirmed.size).toBe(2);
  });

  it("lets a re-run on a mutant that timed out judge nothing", () => {
    const runs = groupRuns(16);
    const run = runs.get("confirm/m2/1") as ConfirmationRun;
    runs.set("confirm/m2/1", { run: null, record: { ...run.record, timedOut: true } });
    const { flaky, confirmed } = confirmKills(v3, reference(), firstPass, runs);
    // m2's pick failed again only once; t.a lost one judged run (19 left) and still stands.
    expect(flaky).toEqual(new Set());
    expect([...confirmed.keys()]).toEqual(["m1"]);
  });
});

describe("confirmKills, protocol 2 (decoys and reference-side batches)", () => {
  const v2: ProtocolRecord = {
    version: 2,
    seed: "00ff00ff",
    referenceRuns: 3,
    confirmations: 2,
    referenceConfirmations: 8,
  };
  it("still counts only passes on reference variants", () => {
    // The same runs: 4 on mutants and n on reference variants.
    expect(confirmKills(v2, reference(), firstPass, groupRuns(7)).confirmed.size).toBe(0);
    expect(confirmKills(v2, reference(), firstPass, groupRuns(8)).confirmed.size).toBe(2);
  });
});
