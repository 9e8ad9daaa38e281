import { describe, expect, it } from "vitest";
import { figuresHref, figuresQuery } from "./figures-params";

describe("the figures page's query", () => {
  it("reads comma lists and repeats, drops malformed ids and keeps the order", () => {
    expect(figuresQuery.parse({ s: "5,3,5" }).s).toEqual([5, 3]);
    expect(figuresQuery.parse({ s: ["2", "x", "0", "7"] }).s).toEqual([2, 7]);
    expect(figuresQuery.parse({}).s).toBeNull();
    expect(figuresQuery.parse({ s: "x" }).s).toBeNull();
    expect(figuresHref("/benchmarks/tsb-mini%401.1/figures", [2, 7])).toBe(
      "/benchmarks/tsb-mini%401.1/figures?s=2,7",
    );
  });
});
