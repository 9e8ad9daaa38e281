import { describe, expect, it } from "vitest";
import { cdf, FIGURE10_PANELS, median, panelValues, toolUseRows } from "./figure-data";

const row = (over: Partial<Parameters<typeof panelValues>[0][number]> = {}) => ({
  submitted: true,
  mutationScore: 0.5,
  validityRate: 1,
  referencePassRate: null,
  costUsd: null,
  durationSec: 120,
  steps: 7,
  ...over,
});
const panel = (key: string) => FIGURE10_PANELS.find((p) => p.key === key)!;

describe("Figure 10's data", () => {
  it("counts M over every instance, V over submitted ones, the rest where reported", () => {
    const rows = [
      row(),
      row({
        submitted: false,
        mutationScore: 0,
        validityRate: null,
        steps: null,
        durationSec: null,
      }),
    ];
    expect(panelValues(rows, panel("mutationScore"))).toEqual([0.5, 0]);
    expect(panelValues(rows, panel("validityRate"))).toEqual([1]);
    expect(panelValues(rows, panel("referencePassRate"))).toEqual([]);
    expect(panelValues(rows, panel("durationSec"))).toEqual([2]);
    expect(panelValues(rows, panel("steps"))).toEqual([7]);
  });

  it("draws a step CDF with one point per distinct value", () => {
    expect(cdf([3, 1, 3, 2])).toEqual([
      { x: 1, share: 0 },
      { x: 1, share: 0.25 },
      { x: 2, share: 0.5 },
      { x: 3, share: 1 },
    ]);
    expect(cdf([])).toEqual([]);
    expect(cdf([7, 7])).toEqual([
      { x: 7, share: 0 },
      { x: 7, share: 1 },
    ]);
    expect(median([4, 1, 3])).toBe(3);
    expect(median([4, 1])).toBe(2.5);
  });
});

describe("Figure 11's rows", () => {
  it("names each tenth and keeps the shares by class", () => {
    const [first] = toolUseRows([[0.5, 0.5, 0, 0, 0]]);
    expect(first).toEqual({
      tenth: "0–10%",
      read: 0.5,
      search: 0.5,
      write: 0,
      execute: 0,
      other: 0,
    });
  });
});
