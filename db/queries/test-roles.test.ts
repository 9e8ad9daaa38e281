import { expect, it } from "vitest";
import { testRoles } from "./test-roles.ts";

it("gives each test Stryker's state: killing, covering or not covering", () => {
  // Mutant 0: test 0 killed it, tests 0 and 1 ran its lines; mutant 1: test 1 ran its lines.
  expect(testRoles(3, [[0], []], [[0, 1], [1]])).toEqual([
    { role: "killing", killed: 1, covered: 1, killedUnreached: 0 },
    { role: "covering", killed: 0, covered: 2, killedUnreached: 0 },
    { role: "notCovering", killed: 0, covered: 0, killedUnreached: 0 },
  ]);
});

it("counts as covered only what coverage measured, and a kill without it apart", () => {
  // Test 0 killed mutant 0 without executing its changed lines (tally, submission 4,
  // test_max_line_length[ab\r-3\n]: the page said 37 covered where the API lists 36).
  expect(testRoles(1, [[0], [0]], [[], [0]])).toEqual([
    { role: "killing", killed: 2, covered: 1, killedUnreached: 1 },
  ]);
  // Where a mutant's reach is unknown, a kill is not said to be without it.
  expect(testRoles(1, [[0]], [null])).toEqual([
    { role: "killing", killed: 1, covered: 0, killedUnreached: 0 },
  ]);
});
