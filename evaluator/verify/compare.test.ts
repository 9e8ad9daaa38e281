import { describe, expect, it } from "vitest";
import type { MutantStatus } from "../types.ts";
import type { ClaimView } from "./claim.ts";
import { compareClaims } from "./compare.ts";

/** A claim over `n` mutants, all killed by test `t` except those listed as survived. */
function claim(n: number, survived: number[] = [], validity = 1): ClaimView {
  const status = (i: number): MutantStatus => (survived.includes(i) ? "survived" : "killed");
  const m = (n - survived.length) / n;
  return {
    mutationScore: m,
    mutationScoreStrict: m,
    validityRate: validity,
    referencePassRate: null,
    instances: [
      {
        id: "app",
        mutationScore: m,
        validityRate: validity,
        verdicts: { t: "valid" },
        mutants: Array.from({ length: n }, (_, i) => ({
          id: `m${i}`,
          status: status(i),
          failed: status(i) === "killed" ? [{ test: "t", message: `boom ${i}` }] : [],
        })),
      },
    ],
  };
}

describe("compareClaims", () => {
  it("verifies identical runs", () => {
    const c = compareClaims(claim(10), claim(10));
    expect(c).toMatchObject({ decision: "verified", mutantsCompared: 10, mutantsAgreeing: 10 });
    expect(c.disagreements).toEqual([]);
  });

  it("verifies one disagreement in 200 mutants (99.5% agree, ΔM 0.5 points)", () => {
    const c = compareClaims(claim(200), claim(200, [7]));
    expect(c.decision).toBe("verified");
    expect(c.deltaM).toBe(-0.5);
    expect(c.disagreements.map((d) => d.mutant)).toEqual(["m7"]);
  });

  it("disputes two disagreements in 100 mutants (98% agree)", () => {
    expect(compareClaims(claim(100), claim(100, [1, 2])).decision).toBe("disputed");
  });

  it("disputes a claimed kill the re-run does not reproduce, keeping both sides' tests", () => {
    const c = compareClaims(claim(4), claim(4, [2]));
    expect(c.decision).toBe("disputed");
    expect(c.deltaM).toBe(-25);
    expect(c.disagreements).toEqual([
      {
        instance: "app",
        mutant: "m2",
        claimed: "killed",
        rerun: "survived",
        tests: [
          { id: "t", claimed: { failed: true, message: "boom 2" }, rerun: { failed: false } },
        ],
      },
    ]);
  });

  it("disputes a validity rate more than a point away even when every mutant agrees", () => {
    const c = compareClaims(claim(10, [], 0.9), claim(10, [], 0.88));
    expect(c.decision).toBe("disputed");
    expect(c.deltaV).toBe(-2);
    expect(compareClaims(claim(10, [], 0.9), claim(10, [], 0.895)).decision).toBe("verified");
  });
});
