import { describe, expect, it } from "vitest";
import { defaultMutantTimeout } from "./run-limits.ts";

describe("default mutant timeout", () => {
  it("is max(60 s, 5 × the slowest reference run)", () => {
    expect(defaultMutantTimeout([1, 2, 3])).toBe(60);
    expect(defaultMutantTimeout([10, 20, 13])).toBe(100);
    expect(defaultMutantTimeout([])).toBe(60);
  });
});
