import { describe, expect, it } from "vitest";
import { displayPrecision, withDisplayPrecision } from "./display-precision";

describe("displayPrecision", () => {
  it("cuts fractions to 6 significant digits and leaves everything else as it is", () => {
    expect(displayPrecision(0.7406224406224409)).toBe(0.740622);
    expect(displayPrecision(4.99369696969697)).toBe(4.9937);
    expect(displayPrecision(282.03636363636366)).toBe(282.036);
    expect(displayPrecision(300)).toBe(300);
    expect(displayPrecision(null)).toBeNull();
    expect(displayPrecision(undefined)).toBeUndefined();
  });

  it("rounds each figure of a row, keeping its other fields", () => {
    const row = { id: 7, model: "GPT 6 Astra", mutationScore: 2 / 3, costUsd: null, hidden: false };
    expect(withDisplayPrecision(row)).toEqual({
      id: 7,
      model: "GPT 6 Astra",
      mutationScore: 0.666667,
      costUsd: null,
      hidden: false,
    });
  });
});
