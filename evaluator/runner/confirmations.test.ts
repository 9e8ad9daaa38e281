import { describe, expect, it } from "vitest";
import { confirmationPlan } from "./confirmations.ts";
import { GROUP_RUNS, parseConfirmKey } from "./protocol.ts";

/** First-pass failures of `count` mutants: mutant i's only failing test is t<i>, as honest tests. */
function oneKillEach(count: number): Map<string, Set<string>> {
  return new Map(Array.from({ length: count }, (_, i) => [`m${i}`, new Set([`t.test_${i}`])]));
}

const protocol = { seed: "00112233445566778899", confirmations: 2 };

/** The plan's runs grouped by what they select (sorted, as $TSB_SELECT shows it). */
function bySelection(plan: ReturnType<typeof confirmationPlan>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const task of plan) {
    const key = [...task.select].sort().join(" ");
    groups.set(key, [...(groups.get(key) ?? []), task.run]);
  }
  return groups;
}

describe("the confirmation plan", () => {
  it("selects alike in every run of a group, so a run on a mutant looks like any other", () => {
    const plan = confirmationPlan(protocol, "calc", oneKillEach(27), () => true);
    const groups = bySelection(plan);
    // 27 kills, 2 runs each: two groups of 13 and 14, no reference-side run needed.
    expect([...groups.values()].map((runs) => runs.length).sort()).toEqual([26, 28]);
    expect(plan.filter((t) => parseConfirmKey(t.run)?.side === "reference")).toEqual([]);
    for (const [selection, runs] of groups) {
      const picks = selection.split(" ");
      // Every pick of the group is selected in all of its runs, and each run on a mutant
      // names that mutant's own pick first.
      expect(runs.length).toBe(2 * picks.length);
      for (const task of plan.filter((t) => runs.includes(t.run))) {
        const parsed = parseConfirmKey(task.run);
        expect(parsed?.side).toBe("mutant");
        if (parsed?.side === "mutant")
          expect(task.select[0]).toBe(`t.test_${parsed.mutant.slice(1)}`);
      }
    }
  });

  it("pads a small group with runs on reference variants up to GROUP_RUNS", () => {
    const plan = confirmationPlan(protocol, "tally", oneKillEach(3), () => true);
    expect(bySelection(plan).size).toBe(1);
    expect(plan).toHaveLength(GROUP_RUNS);
    const reference = plan.filter((t) => parseConfirmKey(t.run)?.side === "reference");
    expect(reference).toHaveLength(GROUP_RUNS - 6);
    expect(new Set(reference.map((t) => t.run)).size).toBe(reference.length);
  });

  it("gives a test that failed on every mutant of its group runs where it must pass", () => {
    // One test kills all ten mutants: without reference-side runs it would be expected to fail
    // in all 20, and a test that fails whenever tests are selected would be confirmed.
    const failures = new Map(
      Array.from({ length: 10 }, (_, i) => [`m${i}`, new Set(["t.test_all"])] as const),
    );
    const plan = confirmationPlan(protocol, "calc", failures, () => true);
    expect(plan.filter((t) => parseConfirmKey(t.run)?.side === "reference")).toHaveLength(2);
  });

  it("picks only valid tests, and plans nothing for a mutant without one", () => {
    const failures = new Map([
      ["m0", new Set(["t.test_flaky"])],
      ["m1", new Set(["t.test_flaky", "t.test_good"])],
    ]);
    const plan = confirmationPlan(protocol, "calc", failures, (id) => id !== "t.test_flaky");
    expect(plan.every((t) => !t.run.startsWith("confirm/m0/"))).toBe(true);
    expect(new Set(plan.flatMap((t) => t.select))).toEqual(new Set(["t.test_good"]));
  });
});
