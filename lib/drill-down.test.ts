import { describe, expect, it } from "vitest";
import { drillHref, mutantHref } from "./drill-down";

describe("drill-down links", () => {
  it("carry the submission, leaving out what is unset", () => {
    expect(drillHref("/benchmarks/tsb-mini@1.0/instances/tally", { submission: 5 })).toBe(
      "/benchmarks/tsb-mini@1.0/instances/tally?submission=5",
    );
    expect(drillHref("/x", { submission: null, order: "hardest", status: undefined })).toBe(
      "/x?order=hardest",
    );
    expect(drillHref("/x", { submission: null })).toBe("/x");
  });

  it("encode a mutant's slug under the instance's base", () => {
    expect(mutantHref("/b/i", "a b/c", 7)).toBe("/b/i/mutants/a%20b%2Fc?submission=7");
    expect(mutantHref("/b/i", "m", null)).toBe("/b/i/mutants/m");
  });
});
