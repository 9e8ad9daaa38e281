import { INTERVAL_FIGURES, type IntervalFigure } from "../stats/intervals.ts";
import type { InstanceScore, KillReason, ScoreReport } from "../types.ts";

/**
 * The human form of a score report: one row per benchmark instance and a closing row with the
 * headline means, as `tsb score` prints it without `--json`.
 */
export function formatReportTable(report: ScoreReport): string {
  const { summary, submission } = report;
  const showR = summary.referencePassRate !== null;
  const header = [
    "instance",
    "M",
    "M strict",
    "V",
    ...(showR ? ["R"] : []),
    "killed",
    "timeout",
    "survived",
    "no-result",
    "tests valid/all",
    "skipped",
  ];
  const rows = report.instances.map((i) => instanceRow(i, showR));
  const m = summary.mutants;
  const t = summary.tests;
  const footer = [
    `mean (${summary.instances.submitted}/${summary.instances.total} submitted)`,
    percent(summary.mutationScore),
    percent(summary.mutationScoreStrict),
    percent(summary.validityRate),
    ...(showR ? [percent(summary.referencePassRate)] : []),
    String(m.killed),
    String(m.timeout),
    String(m.survived),
    String(m.noResult),
    `${t.valid}/${t.total}`,
    String(t.skipped),
  ];
  const lines = [
    `${report.benchmark} · ${submission.model} · ${submission.agent} · ${submission.setting}`,
    "",
    ...alignColumns([header, ...rows, footer], rows.length + 1),
    "",
    `pooled: M ${percent(summary.mutationScorePooled)} over ${m.total} mutants, V ${percent(summary.validityRatePooled)} over ${t.total} tests (${t.skipped} skipped in every reference run, not valid)` +
      (summary.costUsd !== null ? ` · cost $${summary.costUsd.toFixed(2)}/instance` : "") +
      (summary.durationSec !== null ? ` · ${Math.round(summary.durationSec)} s/instance` : ""),
    `95% bootstrap intervals over instances (B = 10,000): ${intervalFigures(report)}`,
    ...(report.revision > 1
      ? [`scored under ${report.benchmark} rev ${report.revision} (ignored.json)`]
      : []),
    killReasonLine(report.instances),
    confirmationLine(report.instances),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * How the kills happened (evaluator/score/kill-reason.ts): killing tests by reason, and detected
 * mutants by their strongest kill (one failed assertion is enough; else an error or crash; else
 * only timeouts), over the mutants that count.
 */
function killReasonLine(instances: readonly InstanceScore[]): string {
  const kills: Record<KillReason, number> = { assertion: 0, error: 0, timeout: 0 };
  const mutants: Record<KillReason, number> = { assertion: 0, error: 0, timeout: 0 };
  for (const instance of instances)
    for (const mutant of instance.mutantResults) {
      if (mutant.ignored) continue;
      const reasons = new Set(Object.values(mutant.killReasons));
      for (const reason of Object.values(mutant.killReasons)) kills[reason]++;
      if (reasons.has("assertion")) mutants.assertion++;
      else if (reasons.has("error")) mutants.error++;
      else if (reasons.has("timeout")) mutants.timeout++;
    }
  const list = (counts: Record<KillReason, number>) =>
    `${counts.assertion} by an assertion, ${counts.error} by an error or crash, ${counts.timeout} by a timeout`;
  return `kill reasons: killing tests ${list(kills)}; killed mutants ${list(mutants)}`;
}

/** Whether the kills were confirmed by re-runs (docs/scoring.md, "Confirmed kills"). */
function confirmationLine(instances: readonly InstanceScore[]): string {
  const unconfirmed = instances.filter((i) => i.submitted && i.confirmed !== true).map((i) => i.id);
  if (unconfirmed.length === 0)
    return "kills confirmed: each repeated in re-runs on its mutant, its test passing again where it had passed";
  return `kills unconfirmed on ${unconfirmed.join(", ")}: no confirmation runs (outcomes.json records no protocol), so one failure of a valid test counts`;
}

function instanceRow(instance: InstanceScore, showR: boolean): string[] {
  const m = instance.mutants;
  return [
    instance.submitted ? instance.id : `${instance.id} (missing)`,
    percent(instance.mutationScore),
    percent(instance.mutationScoreStrict),
    percent(instance.validityRate),
    ...(showR ? [percent(instance.referencePassRate)] : []),
    String(m.killed),
    String(m.timeout),
    String(m.survived),
    String(m.noResult),
    `${instance.tests.valid}/${instance.tests.total}`,
    String(instance.tests.skipped),
  ];
}

/** Each figure's interval after its name, in INTERVAL_FIGURES' order ("M 40.0%–60.0%, V –"). */
function intervalFigures(report: ScoreReport): string {
  return (Object.keys(INTERVAL_FIGURES) as IntervalFigure[])
    .map((figure) => `${INTERVAL_FIGURES[figure].label} ${interval(report.ci[figure])}`)
    .join(", ");
}

function interval(value: [number, number] | null): string {
  return value === null ? "–" : `${percent(value[0])}–${percent(value[1])}`;
}

function percent(value: number | null): string {
  return value === null ? "–" : `${(value * 100).toFixed(1)}%`;
}

/** Left-aligns the first column, right-aligns the rest, and rules off the header and footer. */
function alignColumns(rows: string[][], footerIndex: number): string[] {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
  const render = (row: string[]): string =>
    row
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return rows.flatMap((row, i) =>
    i === 1 || i === footerIndex ? [rule, render(row)] : [render(row)],
  );
}
