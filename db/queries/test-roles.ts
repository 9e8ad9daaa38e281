/**
 * Each test's Stryker state on an instance, counted from the stored kill matrix and the stored
 * reach of each mutant (which tests executed its changed lines): a read-side tally, like a
 * GROUP BY over the two, so it lives with the queries that read them.
 */
/** Stryker's test states: killed a mutant; executed one's changed lines but killed none; neither. */
export type TestRole = "killing" | "covering" | "notCovering";

/**
 * Each test's role over an instance's mutants, with the counts behind it. `killers` and
 * `coverers` list per mutant the test indices that killed it and that executed its changed
 * lines. A killing test counts as covering the mutants it killed, as in Stryker's report.
 */
export function testRoles(
  testCount: number,
  killers: readonly (readonly number[])[],
  coverers: readonly (readonly number[])[],
): { role: TestRole; killed: number; covered: number }[] {
  const killed = new Array<number>(testCount).fill(0);
  const covered = new Array<number>(testCount).fill(0);
  const mutants = Math.max(killers.length, coverers.length);
  for (let m = 0; m < mutants; m++) {
    const kill = new Set(killers[m] ?? []);
    for (const i of kill) if (i < testCount) killed[i]! += 1;
    // A mutant a test killed is one it covered, whether coverage saw it or not.
    for (const i of new Set([...kill, ...(coverers[m] ?? [])])) if (i < testCount) covered[i]! += 1;
  }
  return killed.map((k, i) => ({
    role: k > 0 ? "killing" : covered[i]! > 0 ? "covering" : "notCovering",
    killed: k,
    covered: covered[i]!,
  }));
}
