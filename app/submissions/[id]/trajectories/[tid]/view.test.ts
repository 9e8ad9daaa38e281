import { describe, expect, it } from "vitest";
import { buildTrajectory } from "@/evaluator/trajectory/testing/build-trajectory";
import { chunksOf, pageOf, stepMatches, stepsOfKinds, viewerHref, viewerQuery } from "./view";

describe("the trajectory viewer's query", () => {
  it("parses filters, drops what it does not know and keeps defaults out of links", () => {
    const q = viewerQuery.parse({
      q: "  pytest ",
      show: "write,bogus,execute",
      page: "0",
      step: "x",
    });
    expect(q).toEqual({ q: "pytest", show: ["write", "execute"], page: 1, step: undefined });
    expect(viewerHref("/t", q)).toBe("/t?q=pytest&show=write%2Cexecute");
    expect(viewerHref("/t", { step: 250 }, "step-250")).toBe("/t?step=250#step-250");
  });
});

describe("selecting steps", () => {
  it("keeps steps by kind letter, and marked ones", () => {
    expect(stepsOfKinds("usrrawwwxa", ["read"])).toEqual([2, 3]);
    expect(stepsOfKinds("usrrawwwxa", ["message"])).toEqual([0, 4, 9]);
    expect(stepsOfKinds("usrrawwwxa", [], new Set([6, 7]))).toEqual([6, 7]);
    expect(stepsOfKinds("usr", [])).toEqual([0, 1, 2]);
  });

  it("opens the page holding a step, and the chunks that hold a page", () => {
    const all = Array.from({ length: 10_000 }, (_, i) => i);
    expect(pageOf(all, 1, 4321)).toMatchObject({ page: 44, pages: 100 });
    expect(pageOf(all, 1, 4321).indices[21]).toBe(4321);
    expect(pageOf(all, 500)).toMatchObject({ page: 100 });
    expect(chunksOf(pageOf(all, 3).indices, 200)).toEqual([1]);
    expect(pageOf([], 3)).toEqual({ page: 1, pages: 1, indices: [] });
  });

  it("searches a step's command, files and output, ignoring case", () => {
    const [cat, write] = buildTrajectory([
      { bash: "cat SPEC.md" },
      { tool: "Write", input: { file_path: "suite/test_tally.py", content: "def test_x(): ..." } },
    ]).steps;
    expect(stepMatches(cat!, "spec.md")).toBe(true);
    expect(stepMatches(write!, "test_tally")).toBe(true);
    expect(stepMatches(write!, "def test_x")).toBe(true);
    expect(stepMatches(cat!, "pytest")).toBe(false);
  });
});
