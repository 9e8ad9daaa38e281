/**
 * Competition ranks by descending score ("1, 2, 2, 4"): rows with equal scores share a rank.
 * Returns new objects with `rank` added, in the input order.
 */
export function withRanks<T extends { mutationScore: number }>(
  rows: readonly T[],
): (T & { rank: number })[] {
  const sorted = [...rows].map((r) => r.mutationScore).sort((a, b) => b - a);
  return rows.map((row) => ({ ...row, rank: sorted.indexOf(row.mutationScore) + 1 }));
}
