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
 * lines (null where the mutant's reach is unknown). `covered` counts what coverage measured,
 * as the API's `covering` lists and the Stryker export's `coveredBy` do; a test can kill a
 * mutant whose changed lines it never executed on the reference (the change alters behaviour
 * it reaches another way), and `killedUnreached` counts those apart.
 */
export function testRoles(
  testCount: number,
  killers: readonly (readonly number[])[],
  coverers: readonly (readonly number[] | null)[],
): { role: TestRole; killed: number; covered: number; killedUnreached: number }[] {
  const killed = new Array<number>(testCount).fill(0);
  const covered = new Array<number>(testCount).fill(0);
  const killedUnreached = new Array<number>(testCount).fill(0);
  const mutants = Math.max(killers.length, coverers.length);
  for (let m = 0; m < mutants; m++) {
    const cover = coverers[m] ?? null;
    const ran = new Set(cover ?? []);
    for (const i of new Set(killers[m] ?? [])) {
      if (i >= testCount) continue;
      killed[i]! += 1;
      if (cover !== null && !ran.has(i)) killedUnreached[i]! += 1;
    }
    for (const i of ran) if (i < testCount) covered[i]! += 1;
  }
  return killed.map((k, i) => ({
    role: k > 0 ? "killing" : covered[i]! > 0 ? "covering" : "notCovering",
    killed: k,
    covered: covered[i]!,
    killedUnreached: killedUnreached[i]!,
  }));
}
