/**
 * The paired comparison of two entries (or single submissions) of one benchmark version: is
 * A's M different from B's beyond chance, and where. The data comes from db/queries
 * (`getPairedData`); the statistics are the evaluator's (evaluator/stats/). What the page, the
 * API and the exports show; docs/scoring.md, "Paired comparison", says how it is computed.
 */
import { bitmapHas } from "@/db/bitset";
import { instanceSetKey } from "@/db/entries";
import type { PairedData, PairedSide } from "@/db/queries/types";
import { mcnemarExact, stratifiedExactTest, type MutantTest } from "@/evaluator/stats/mcnemar";
import { compareReplicates, mutationScoreReplicates } from "@/evaluator/stats/paired";

/** Which sides kill a mutant, in at least one of their trials. */
export type MutantClass = "both" | "onlyA" | "onlyB" | "neither";
export const MUTANT_CLASSES: readonly MutantClass[] = ["both", "onlyA", "onlyB", "neither"];

/** Mutant counts by class. */
export type ClassCounts = Record<MutantClass, number>;

export interface PairedMutant {
  instance: string;
  mutant: string;
  section: string;
  /** How many of each side's trials detect it (killed or timed out). */
  killsA: number;
  killsB: number;
  class: MutantClass;
}

/** ΔM of one instance or one spec section of an instance. */
export interface DeltaRow extends ClassCounts {
  instance: string;
  /** The section's slug; null for an instance row. */
  section: string | null;
  title: string;
  mutants: number;
  /** M of each side: the mean over its trials (a section's: its mutants' share detected). */
  mutationScoreA: number;
  mutationScoreB: number;
  /** A − B. */
  delta: number;
  /** Each trial's M (instance rows only; empty for sections), lowest trial number first. */
  trialsA: number[];
  trialsB: number[];
}

export interface SideView extends Omit<PairedSide, "replicates" | "replicatesKey"> {
  /** M over the shared instances: the mean over its trials. */
  mutationScore: number;
}

export interface PairedComparison {
  benchmark: { name: string; version: string };
  sides: [SideView, SideView];
  instances: number;
  mutants: number;
  ignored: number;
  /** M(A) − M(B) over the shared instances. */
  delta: number;
  /**
   * The 95% paired bootstrap interval of ΔM over instances (each instance's value the mean of
   * its trials), and whether it excludes 0; null without instances.
   */
  interval: [number, number] | null;
  distinct: boolean;
  /** The mutant-level exact test (McNemar's, or its stratified form with trials). */
  test: MutantTest;
  /** Mutants by class, a kill in any trial counting. */
  counts: ClassCounts;
  /**
   * The same table averaged over every pairing of a trial of A with a trial of B: what one
   * attempt of each typically shows. Equal to `counts` with one trial a side.
   */
  perPairing: ClassCounts;
  instanceRows: DeltaRow[];
  sectionRows: DeltaRow[];
  mutantRows: PairedMutant[];
}

const zero = (): ClassCounts => ({ both: 0, onlyA: 0, onlyB: 0, neither: 0 });

/** The comparison from what getPairedData read. */
export function pairedComparison(data: PairedData): PairedComparison {
  const [sideA, sideB] = data.sides;
  const kA = sideA.trials.length;
  const kB = sideB.trials.length;
  const counts = zero();
  const perPairing = zero();
  const killsA: number[] = [];
  const killsB: number[] = [];
  const mutantRows: PairedMutant[] = [];
  const instanceRows: DeltaRow[] = [];
  const sectionRows: DeltaRow[] = [];

  for (const instance of data.instances) {
    const [trialsA, trialsB] = instance.trials;
    const row = { ...zero() };
    const sections = new Map(
      instance.sections.map((s) => [s.slug, { title: s.title, ...zero(), n: 0, a: 0, b: 0 }]),
    );
    for (const m of instance.mutants) {
      const a = trialsA.filter((t) => t.detected && bitmapHas(t.detected, m.position)).length;
      const b = trialsB.filter((t) => t.detected && bitmapHas(t.detected, m.position)).length;
      const cls: MutantClass = a > 0 ? (b > 0 ? "both" : "onlyA") : b > 0 ? "onlyB" : "neither";
      counts[cls]++;
      row[cls]++;
      const pa = a / kA;
      const pb = b / kB;
      perPairing.both += pa * pb;
      perPairing.onlyA += pa * (1 - pb);
      perPairing.onlyB += (1 - pa) * pb;
      perPairing.neither += (1 - pa) * (1 - pb);
      killsA.push(a);
      killsB.push(b);
      mutantRows.push({
        instance: instance.slug,
        mutant: m.slug,
        section: m.section,
        killsA: a,
        killsB: b,
        class: cls,
      });
      let section = sections.get(m.section);
      if (!section)
        sections.set(m.section, (section = { title: m.section, ...zero(), n: 0, a: 0, b: 0 }));
      section[cls]++;
      section.n++;
      section.a += pa;
      section.b += pb;
    }
    const mA = mean(trialsA.map((t) => t.mutationScore));
    const mB = mean(trialsB.map((t) => t.mutationScore));
    instanceRows.push({
      instance: instance.slug,
      section: null,
      title: instance.title,
      mutants: instance.mutants.length,
      mutationScoreA: mA,
      mutationScoreB: mB,
      delta: mA - mB,
      trialsA: trialsA.map((t) => t.mutationScore),
      trialsB: trialsB.map((t) => t.mutationScore),
      ...row,
    });
    for (const [slug, s] of sections) {
      if (s.n === 0) continue;
      sectionRows.push({
        instance: instance.slug,
        section: slug,
        title: s.title,
        mutants: s.n,
        mutationScoreA: s.a / s.n,
        mutationScoreB: s.b / s.n,
        delta: (s.a - s.b) / s.n,
        trialsA: [],
        trialsB: [],
        both: s.both,
        onlyA: s.onlyA,
        onlyB: s.onlyB,
        neither: s.neither,
      });
    }
  }

  const { interval, distinct } = pairedInterval(data, instanceRows);
  const test =
    kA === 1 && kB === 1
      ? mcnemarExact(counts.onlyA, counts.onlyB)
      : stratifiedExactTest(killsA, killsB, kA, kB);
  const view = ({ replicates: _, replicatesKey: __, ...rest }: PairedSide, k: 0 | 1): SideView => ({
    ...rest,
    mutationScore: mean(instanceRows.map((r) => (k === 0 ? r.mutationScoreA : r.mutationScoreB))),
  });
  const sides: [SideView, SideView] = [view(sideA, 0), view(sideB, 1)];
  return {
    benchmark: data.benchmark,
    sides,
    instances: data.instances.length,
    mutants: mutantRows.length,
    ignored: data.ignored,
    delta: sides[0].mutationScore - sides[1].mutationScore,
    interval,
    distinct,
    test,
    counts,
    perPairing,
    instanceRows,
    sectionRows,
    mutantRows,
  };
}

/**
 * The paired bootstrap of ΔM: the two sides' stored replicates when both were drawn over
 * exactly these instances (what ranks compare), else drawn now from each instance's trial mean
 * over the shared instances, in id order as every stored replicate is.
 */
function pairedInterval(
  data: PairedData,
  rows: readonly DeltaRow[],
): { interval: [number, number] | null; distinct: boolean } {
  if (rows.length === 0) return { interval: null, distinct: false };
  const sorted = [...rows].sort((a, b) =>
    a.instance < b.instance ? -1 : a.instance > b.instance ? 1 : 0,
  );
  const key = instanceSetKey(sorted.map((r) => r.instance));
  const [a, b] = data.sides;
  const stored = (s: PairedSide) => (s.replicatesKey === key ? s.replicates : null);
  const replicatesA = stored(a) ?? mutationScoreReplicates(sorted.map((r) => r.mutationScoreA));
  const replicatesB = stored(b) ?? mutationScoreReplicates(sorted.map((r) => r.mutationScoreB));
  const { difference, distinct } = compareReplicates(replicatesA, replicatesB);
  return { interval: difference, distinct };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** Sort keys of the delta tables, as the page's `sort` parameters name them. */
export const DELTA_SORTS = ["instance", "mutants", "a", "b", "delta", "onlyA", "onlyB"] as const;
export type DeltaSort = (typeof DELTA_SORTS)[number];

/** `rows` sorted by `key` (ties in benchmark order). */
export function sortDeltaRows(
  rows: readonly DeltaRow[],
  key: DeltaSort,
  desc: boolean,
): DeltaRow[] {
  const value = (r: DeltaRow): number | string =>
    key === "instance"
      ? `${r.instance}\u0000${r.section ?? ""}`
      : key === "mutants"
        ? r.mutants
        : key === "a"
          ? r.mutationScoreA
          : key === "b"
            ? r.mutationScoreB
            : key === "delta"
              ? r.delta
              : r[key];
  const order = rows.map((row, index) => ({ row, index, v: value(row) }));
  order.sort((x, y) => {
    const c = x.v < y.v ? -1 : x.v > y.v ? 1 : 0;
    return (desc ? -c : c) || x.index - y.index;
  });
  return order.map((o) => o.row);
}
