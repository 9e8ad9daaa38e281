import { PAPER_FIGURES, type CheckSummary, type InstanceCheck } from "./check-analysis.ts";
import type { InstanceVariants, VariantVerdict } from "./variant-analysis.ts";
import type { TestRunCount } from "./check.ts";

/** The logic-level check's part of a report (absent or empty: no instance has variants/). */
export interface VariantsReport {
  instances: readonly InstanceVariants[];
  toldApartShare: number;
}

const VERDICT_TEXT: Record<VariantVerdict, string> = {
  "told-apart": "told apart",
  "not-told-apart": "NOT told apart",
  "invalid-variant": "variant fails on reference",
  missing: "no variant",
};

const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;
/** Display width for alignment: the bar of T̄ is a combining mark and takes no column. */
const width = (s: string): number => [...s.replace(/\p{M}/gu, "")].length;
const pad = (s: string, n: number, left: boolean): string => {
  const fill = " ".repeat(Math.max(0, n - width(s)));
  return left ? s + fill : fill + s;
};

/** Aligns rows of cells: the first column to the left, the others to the right. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => width(r[c]!))));
  return rows.map((row) =>
    row
      .map((cell, c) => pad(cell, widths[c]!, c === 0))
      .join("  ")
      .trimEnd(),
  );
}

/**
 * One line per mutant: does its target kill it, |T̄|, the drop rule's verdict and, for instances
 * with a variants suite, whether the literal-changed variant still tells it apart.
 */
function mutantRows(instances: readonly InstanceCheck[], variants: VariantsReport): string[] {
  const withVariants = variants.instances.length > 0;
  const verdicts = new Map(
    variants.instances.flatMap((i) => i.mutants.map((m) => [`${i.id}/${m.id}`, m.verdict])),
  );
  const rows = [
    [
      "mutant",
      "target kills",
      "|T̄|",
      "of unrelated",
      "verdict",
      ...(withVariants ? ["variant"] : []),
    ],
  ];
  for (const instance of instances) {
    for (const m of instance.mutants) {
      const verdict = verdicts.get(`${instance.id}/${m.id}`);
      rows.push([
        `${instance.id}/${m.id}`,
        m.killedByTarget ? "yes" : "no",
        String(m.otherKillers.length),
        pct(m.unrelatedShare),
        m.dropped ? "DROPPED" : "kept",
        ...(withVariants ? [verdict ? VERDICT_TEXT[verdict] : "-"] : []),
      ]);
    }
  }
  return table(rows);
}

/**
 * The check as a terminal report: one line per mutant, then every problem (dropped mutants with
 * their reason, reference failures), then one line per instance with its figures beside the
 * paper's.
 */
export function formatCheck(
  instances: readonly InstanceCheck[],
  summary: CheckSummary,
  variants: VariantsReport = { instances: [], toldApartShare: 0 },
): string {
  const lines: string[] = [...mutantRows(instances, variants), ""];
  for (const instance of instances) {
    if (instance.suiteSize !== instance.declaredReferenceTests) {
      lines.push(
        `${instance.id}: the reference suite ran ${instance.suiteSize} tests; instance.json declares referenceTests ${instance.declaredReferenceTests}`,
      );
    }
    for (const test of instance.referenceFailures)
      lines.push(`${instance.id}: reference test fails on the reference: ${test}`);
    for (const m of instance.mutants.filter((m) => m.dropped))
      lines.push(`${instance.id}/${m.id}: dropped: ${m.reason}`);
  }
  for (const instance of variants.instances) {
    for (const m of instance.mutants.filter((m) => m.verdict !== "told-apart"))
      lines.push(`${instance.id}/${m.id}: logic-level check: ${VERDICT_TEXT[m.verdict]}`);
  }
  if (lines.length > 0) lines.push("");

  const withVariants = variants.instances.length > 0;
  const rows = [
    [
      "instance",
      "|T|",
      "|M|",
      "dropped",
      "killed only by target",
      "paper",
      "mean |T̄|/|T|",
      "paper",
      ...(withVariants ? ["logic-level"] : []),
    ],
    ...instances.map((i) => [
      i.id,
      String(i.suiteSize),
      String(i.mutants.length),
      String(i.dropped),
      pct(i.killedOnlyByTargetShare),
      pct(PAPER_FIGURES.killedOnlyByTargetShare),
      pct(i.meanTbarShare, 2),
      pct(PAPER_FIGURES.meanTbarShare, 2),
      ...(withVariants ? [logicLevel(variants.instances.find((v) => v.id === i.id))] : []),
    ]),
    [
      "all (pooled)",
      "",
      String(summary.mutants),
      String(summary.dropped),
      pct(summary.killedOnlyByTargetShare),
      pct(PAPER_FIGURES.killedOnlyByTargetShare),
      pct(summary.meanTbarShare, 2),
      pct(PAPER_FIGURES.meanTbarShare, 2),
      ...(withVariants ? [pct(variants.toldApartShare)] : []),
    ],
  ];
  lines.push(...table(rows));
  const ok =
    instances.every((i) => i.ok) &&
    variants.instances.every((v) => v.mutants.every((m) => m.verdict === "told-apart"));
  if (withVariants) {
    lines.push(
      "",
      "logic-level: share of mutants that a literal-changed copy of their target test (variants/) still tells from the reference; - for instances without variants/",
    );
  }
  lines.push(
    "",
    ok ? "check passed: every mutant is killed by its target and none is dropped" : "check FAILED",
  );
  return `${lines.join("\n")}\n`;
}

function logicLevel(variants: InstanceVariants | undefined): string {
  if (!variants) return "-";
  const told = variants.mutants.filter((m) => m.verdict === "told-apart").length;
  return `${pct(variants.toldApartShare)} (${told}/${variants.mutants.length})`;
}

/**
 * In covering-tests mode, what the mutant runs cost against the full protocol, per instance:
 * `calc: 1,290 of 3,105 test runs on mutants (41.5%)`. Empty in the full protocol.
 */
export function formatTestRuns(
  coveringTests: boolean,
  testRuns: Readonly<Record<string, TestRunCount>>,
): string {
  if (!coveringTests) return "";
  const n = (x: number) => x.toLocaleString("en-US");
  const lines = Object.entries(testRuns).map(
    ([id, { run, full }]) =>
      `${id}: ${n(run)} of ${n(full)} test runs on mutants (${full > 0 ? pct(run / full) : "–"})`,
  );
  return `covering-tests mode: each mutant ran only the reference tests whose coverage reaches its changed lines\n${lines.join("\n")}\n`;
}
