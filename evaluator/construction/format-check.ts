import { PAPER_FIGURES, type CheckSummary, type InstanceCheck } from "./check-analysis.ts";

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

/** One line per mutant: does its target kill it, |T̄|, and the drop rule's verdict. */
function mutantRows(instances: readonly InstanceCheck[]): string[] {
  const rows = [["mutant", "target kills", "|T̄|", "of unrelated", "verdict"]];
  for (const instance of instances) {
    for (const m of instance.mutants) {
      rows.push([
        `${instance.id}/${m.id}`,
        m.killedByTarget ? "yes" : "no",
        String(m.otherKillers.length),
        pct(m.unrelatedShare),
        m.dropped ? "DROPPED" : "kept",
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
export function formatCheck(instances: readonly InstanceCheck[], summary: CheckSummary): string {
  const lines: string[] = [...mutantRows(instances), ""];
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
  if (lines.length > 0) lines.push("");

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
    ],
  ];
  lines.push(...table(rows));
  const ok = instances.every((i) => i.ok);
  lines.push(
    "",
    ok ? "check passed: every mutant is killed by its target and none is dropped" : "check FAILED",
  );
  return `${lines.join("\n")}\n`;
}
