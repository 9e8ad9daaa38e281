import { expect, it } from "vitest";
import { testRoles } from "./test-roles.ts";

it("gives each test Stryker's state: killing, covering or not covering", () => {
  // Mutant 0: test 0 killed it, tests 0 and 1 ran its lines; mutant 1: test 1 ran its lines.
  expect(testRoles(3, [[0], []], [[0, 1], [1]])).toEqual([
    { role: "killing", killed: 1, covered: 1 },
    { role: "covering", killed: 0, covered: 2 },
    { role: "notCovering", killed: 0, covered: 0 },
  ]);
  // A kill counts as covering even where coverage missed it.
  expect(testRoles(1, [[0]], [[]])).toEqual([{ role: "killing", killed: 1, covered: 1 }]);
});
