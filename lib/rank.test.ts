import { expect, it } from "vitest";
import { withRanks } from "./rank";

it("ranks by M, ties sharing a rank and the next rank skipping", () => {
  const rows = [
    { mutationScore: 0.2 },
    { mutationScore: 0.5 },
    { mutationScore: 0.2 },
    { mutationScore: 0.1 },
  ];
  expect(withRanks(rows).map((r) => r.rank)).toEqual([2, 1, 2, 4]);
});
