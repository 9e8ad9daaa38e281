/**
 * Ranks of leaderboard rows (DESIGN.md, "Uncertainty"). Rows are ranked only against rows
 * measured on the same set of instances: the full benchmark, or one published subsample (the
 * paper's Table 5 covers 30 of 165 instances). Within a set, a row with per-instance scores gets
 * the range of ranks it could take: best = 1 + the rows that are better beyond doubt, worst = the
 * set's size − the rows that are worse beyond doubt, "beyond doubt" being a paired bootstrap
 * interval of the M difference that excludes 0. A row without per-instance scores (a paper's
 * reported figures) cannot be tested, so it keeps its rank by point estimate, marked untested.
 *
 * Two kinds of row are shown but not ranked, as a reader of the paper expects: the benchmark's
 * own reference suite (it kills every mutant by construction: a ceiling to compare against, not
 * a competitor), and a paper's ablation rows, which vary one input of a main-results run (the
 * paper ranks its Table 2 only; its Table 4 repeats a Table 2 run as its baseline, and its
 * Table 5 is a 30-instance subsample).
 */

/** What ranking needs of a row. */
export interface RankInput {
  id: number;
  mutationScore: number;
  origin: "scored" | "reported";
  citation: string | null;
  instancesTotal: number | null;
  /** "reference" for the benchmark's own reference suite; absent means an agent's suite. */
  kind?: "agent" | "reference";
  /** A reported row's table kind; "ablation" rows are not ranked. */
  reportedKind?: "main-results" | "ablation" | null;
}

/** Why a row shown on the leaderboard has no rank. */
export type Unranked = "reference suite" | "ablation";

/** A stored paired comparison: `distinct` when the interval of M(a) − M(b) excludes 0. */
export interface PairVerdict {
  a: number;
  b: number;
  distinct: boolean;
}

export interface Rank {
  /**
   * Competition rank by M within the row's set ("1, 2, 2, 4"): sorting and exports use it.
   * Null for a row that is not ranked (`unranked`).
   */
  rank: number | null;
  /** Why the row is not ranked; null when it is. */
  unranked: Unranked | null;
  /** The range of ranks the row could take; null when untested (no per-instance scores). */
  rankRange: { best: number; worst: number } | null;
  /** Set apart from the full benchmark: ranked among `size` rows on `instances` instances. */
  rankSet: { instances: number; size: number; citation: string | null } | null;
}

/**
 * Adds `rank`, `rankRange` and `rankSet` to each row, in the input order. `fullInstances` is the
 * benchmark's instance count; `pairs` the stored comparisons of its scored submissions (pairs
 * of rows not shown are ignored; a pair missing for two shown rows counts as not told apart).
 */
export function withRankRanges<T extends RankInput>(
  rows: readonly T[],
  pairs: readonly PairVerdict[],
  fullInstances: number,
): (T & Rank)[] {
  const distinct = new Set<string>();
  for (const p of pairs) if (p.distinct) distinct.add(pairKey(p.a, p.b));
  const groups = new Map<string, T[]>();
  const ranks = new Map<T, Rank>();
  for (const row of rows) {
    const unranked = unrankedBecause(row);
    if (unranked) {
      ranks.set(row, { rank: null, unranked, rankRange: null, rankSet: null });
      continue;
    }
    const key = setKey(row, fullInstances);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(row);
  }
  for (const [key, group] of groups) {
    const rankSet =
      key === FULL
        ? null
        : {
            instances: group[0]!.instancesTotal ?? 0,
            size: group.length,
            citation: group[0]!.citation,
          };
    for (const row of group) {
      let above = 0;
      let better = 0;
      let worse = 0;
      for (const other of group) {
        if (other === row) continue;
        if (other.mutationScore > row.mutationScore) above++;
        if (!distinct.has(pairKey(row.id, other.id))) continue;
        if (other.mutationScore > row.mutationScore) better++;
        else if (other.mutationScore < row.mutationScore) worse++;
      }
      ranks.set(row, {
        rank: above + 1,
        unranked: null,
        rankRange:
          row.origin === "scored" ? { best: better + 1, worst: group.length - worse } : null,
        rankSet,
      });
    }
  }
  return rows.map((row) => ({ ...row, ...ranks.get(row)! }));
}

/** "2–4", "3", "5†" for an untested rank by point estimate, or "ref" / "abl." for an unranked row. */
export function rankText(rank: Rank): string {
  if (rank.unranked === "reference suite") return "ref";
  if (rank.unranked === "ablation") return "abl.";
  if (!rank.rankRange) return `${rank.rank}†`;
  const { best, worst } = rank.rankRange;
  return best === worst ? String(best) : `${best}–${worst}`;
}

const FULL = "full";

function unrankedBecause(row: RankInput): Unranked | null {
  if (row.kind === "reference") return "reference suite";
  if (row.origin === "reported" && row.reportedKind === "ablation") return "ablation";
  return null;
}

function setKey(row: RankInput, fullInstances: number): string {
  if (row.instancesTotal === null || row.instancesTotal === fullInstances) return FULL;
  // Rows of one citation on the same count share the subsample the source describes.
  return `${row.instancesTotal}\u0000${row.citation ?? ""}`;
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
