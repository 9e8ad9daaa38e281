import { describe, expect, it } from "vitest";
import { count, minutes, pct, pctInterval, usd } from "./format";

describe("format", () => {
  it("prints fractions as the paper's percentages", () => {
    expect(pct(0.555)).toBe("55.5");
    expect(pct(1)).toBe("100.0");
    expect(pct(null)).toBe("–");
    expect(pct(Number.NaN)).toBe("–");
  });
  it("prints dollars, keeping sub-cent costs readable", () => {
    expect(usd(10.56)).toBe("$10.56");
    expect(usd(0.03)).toBe("$0.03");
    expect(usd(0.0042)).toBe("$0.0042");
    expect(usd(0)).toBe("$0.00");
    expect(usd(undefined)).toBe("–");
  });
  it("prints seconds as minutes and counts", () => {
    expect(minutes(2220)).toBe("37.0");
    expect(minutes(null)).toBe("–");
    expect(count(12)).toBe("12");
    expect(count(12.345)).toBe("12.3");
  });
});

it("prints an interval as two percentages, and a dash without one", () => {
  expect(pctInterval([0.381, 0.5234])).toBe("38.1–52.3");
  expect(pctInterval(null)).toBe("–");
});
