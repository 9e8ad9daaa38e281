import { describe, expect, it } from "vitest";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { parseShard, planRuns, shardRuns } from "./plan.ts";

const instance = (id: string, mutants: number): InstanceDefinition => ({
  id,
  title: id,
  language: null,
  sections: [],
  sectionCount: 0,
  mutantCount: mutants,
  referenceTests: 0,
  mutants: Array.from({ length: mutants }, (_, i) => ({
    id: `m${i}`,
    section: "s",
    targetTest: "",
    description: "",
  })),
  dir: `/x/${id}`,
});

const plan = planRuns([instance("a", 5), instance("b", 7), instance("c", 1)], 3);
const key = (r: { instance: string; run: string }) => `${r.instance}/${r.run}`;

describe("sharding", () => {
  it("orders each instance's reference runs before its mutants", () => {
    expect(plan.slice(0, 4).map(key)).toEqual([
      "a/reference/1",
      "a/reference/2",
      "a/reference/3",
      "a/mutants/m0",
    ]);
    expect(plan).toHaveLength(3 * 3 + 13);
  });

  for (const sharding of ["slice", "round-robin"] as const) {
    it(`${sharding}: every run in exactly one shard, the same on every call`, () => {
      for (const count of [1, 2, 3, 7, 40]) {
        const parts = Array.from({ length: count }, (_, i) =>
          shardRuns(plan, { index: i + 1, count, sharding }).map(key),
        );
        expect(parts.flat().sort()).toEqual(plan.map(key).sort());
        expect(parts).toEqual(
          Array.from({ length: count }, (_, i) =>
            shardRuns(plan, { index: i + 1, count, sharding }).map(key),
          ),
        );
        const sizes = parts.map((p) => p.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    });
  }

  it("slice keeps runs contiguous; round-robin deals them out", () => {
    expect(shardRuns(plan, { index: 1, count: 2, sharding: "slice" }).map(key).slice(0, 2)).toEqual(
      ["a/reference/1", "a/reference/2"],
    );
    expect(
      shardRuns(plan, { index: 1, count: 2, sharding: "round-robin" }).map(key).slice(0, 2),
    ).toEqual(["a/reference/1", "a/reference/3"]);
  });

  it("rejects a malformed --shard", () => {
    expect(() => parseShard("0/3", "slice")).toThrow(/1 ≤ k ≤ n/);
    expect(() => parseShard("4/3", "slice")).toThrow(/got '4\/3'/);
    expect(() => parseShard("1/3", "random")).toThrow(/--sharding/);
    expect(parseShard("2/3", "round-robin")).toEqual({
      index: 2,
      count: 3,
      sharding: "round-robin",
    });
  });
});
