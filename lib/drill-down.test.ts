import { describe, expect, it } from "vitest";
import { drillHref } from "./drill-down";

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
});
