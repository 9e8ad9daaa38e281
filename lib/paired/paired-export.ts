/**
 * The paired comparison as a researcher downloads it: the whole document as JSON (what
 * `GET /api/compare/paired` answers), and each of its tables as CSV, with the column headers
 * docs/api.md lists. Fractions stay in 0..1, as every export of the site gives them.
 */
import { toCsv, type ExportColumn } from "@/lib/export";
import type { DeltaRow, PairedComparison, PairedMutant } from "./paired-comparison";

/** The tables a CSV export can hold. */
export const PAIRED_TABLES = ["mutants", "instances", "sections"] as const;
export type PairedTable = (typeof PAIRED_TABLES)[number];

/** The JSON document: every figure the page shows, and every mutant with its kill counts. */
export function pairedDocument(c: PairedComparison) {
  return {
    benchmark: `${c.benchmark.name}@${c.benchmark.version}`,
    sides: c.sides.map((s) => ({
      id: s.id,
      unitId: s.unitId,
      model: s.model,
      agent: s.agent,
      setting: s.setting,
      reasoningEffort: s.reasoningEffort,
      entry: s.entry?.name ?? null,
      trials: s.trials,
      mutationScore: s.mutationScore,
    })),
    instances: c.instances,
    mutants: c.mutants,
    ignoredMutants: c.ignored,
    deltaMutationScore: c.delta,
    interval: c.interval,
    distinct: c.distinct,
    test: c.test,
    counts: c.counts,
    countsPerTrialPairing: c.perPairing,
    perInstance: c.instanceRows.map(({ section: _, ...row }) => row),
    perSection: c.sectionRows.map(({ trialsA: _, trialsB: __, ...row }) => row),
    perMutant: c.mutantRows,
  };
}

const deltaColumns = (sections: boolean): ExportColumn<DeltaRow>[] => [
  { header: "instance", value: (r) => r.instance },
  ...(sections
    ? [
        { header: "section", value: (r: DeltaRow) => r.section },
        { header: "title", value: (r: DeltaRow) => r.title },
      ]
    : [{ header: "title", value: (r: DeltaRow) => r.title }]),
  { header: "mutants", value: (r) => r.mutants },
  { header: "M_A", value: (r) => r.mutationScoreA },
  { header: "M_B", value: (r) => r.mutationScoreB },
  { header: "delta_M", value: (r) => r.delta },
  { header: "both", value: (r) => r.both },
  { header: "only_A", value: (r) => r.onlyA },
  { header: "only_B", value: (r) => r.onlyB },
  { header: "neither", value: (r) => r.neither },
  ...(sections
    ? []
    : [
        { header: "M_A_trials", value: (r: DeltaRow) => r.trialsA.join(" ") },
        { header: "M_B_trials", value: (r: DeltaRow) => r.trialsB.join(" ") },
      ]),
];

/** One table as CSV; `trials` are the two sides' trial counts, the kill counts' denominators. */
export function pairedCsv(c: PairedComparison, table: PairedTable): string {
  if (table === "instances") return toCsv(deltaColumns(false), c.instanceRows);
  if (table === "sections") return toCsv(deltaColumns(true), c.sectionRows);
  const [a, b] = c.sides.map((s) => s.trials.length);
  const columns: ExportColumn<PairedMutant>[] = [
    { header: "instance", value: (m) => m.instance },
    { header: "mutant", value: (m) => m.mutant },
    { header: "section", value: (m) => m.section },
    { header: "class", value: (m) => m.class },
    { header: `kills_A_of_${a}`, value: (m) => m.killsA },
    { header: `kills_B_of_${b}`, value: (m) => m.killsB },
  ];
  return toCsv(columns, c.mutantRows);
}
