import { describe, expect, it } from "vitest";
import type { Deadline } from "./process.ts";
import {
  defaultMutantTimeout,
  REFERENCE_TIMEOUT_SEC,
  referenceTimeout,
  RunLimits,
} from "./run-limits.ts";

describe("default mutant timeout", () => {
  it("is max(60 s, 5 × the slowest reference run)", () => {
    expect(defaultMutantTimeout([1, 2, 3])).toBe(60);
    expect(defaultMutantTimeout([10, 20, 13])).toBe(100);
    expect(defaultMutantTimeout([])).toBe(60);
  });
});

describe("the reference limit", () => {
  it("is 600 s unless the benchmark declares its own, and bounds a mutant run started early", () => {
    expect(referenceTimeout()).toBe(REFERENCE_TIMEOUT_SEC);
    expect(referenceTimeout({})).toBe(600);
    expect(referenceTimeout({ limits: { referenceTimeoutSec: 3600 } })).toBe(3600);
    const tasks = [
      { instance: "a", run: "reference/1" },
      { instance: "a", run: "mutants/m" },
    ];
    const limits = new RunLimits(tasks, { referenceTimeoutSec: 3600 });
    expect(limits.limitFor("a", true)).toBe(3600);
    // Before the reference run is timed, a mutant run gets the reference limit…
    const early = limits.limitFor("a", false) as Deadline;
    expect(early.seconds).toBe(3600);
    // …lowered to the mutant rule's once it is: the declared limit does not lift that rule.
    limits.addReference("a", 30);
    limits.referenceDone("a");
    expect(early.seconds).toBe(150);
    expect(limits.limitFor("a", false)).toBe(150);
    expect(new RunLimits(tasks, {}).limitFor("a", true)).toBe(600);
  });
});
