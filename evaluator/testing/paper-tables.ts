/**
 * Parsers for the tables of the paper's markdown text (arXiv 2610.13065). Tests use them to check
 * the data we transcribed (`data/benchmarks/testsuitebench`, `data/reported`) against the paper
 * itself, so a typo in a transcription cannot pass unnoticed.
 */
import { linesAfterCaption, parsePaperNumber } from "./paper-text.ts";

export interface Table7Row {
  repository: string;
  sections: number;
  mutants: number;
  referenceTests: number;
}

/** Table 7: every instance with |S|, |M|, |T|, in reading order (row by row, left then right). */
export function parseTable7(text: string): Table7Row[] {
  const rows: Table7Row[] = [];
  const lines = linesAfterCaption(text, "Table 7:").filter((l) => l.startsWith("|"));
  // The first two lines are the header and the `| --- |` rule.
  for (const line of lines.slice(2)) {
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((c) => c.trim());
    for (let k = 0; k + 3 < cells.length; k += 4) {
      const [repository, s, m, t] = cells.slice(k, k + 4) as [string, string, string, string];
      if (repository === "") continue;
      rows.push({
        repository,
        sections: parsePaperNumber(s),
        mutants: parsePaperNumber(m),
        referenceTests: parsePaperNumber(t),
      });
    }
  }
  return rows;
}

export interface MinMaxMedian {
  min: number;
  max: number;
  median: number;
}

/** Table 1's rows, keyed by their label (`# Sections`, `# Func`, `# Amount`, ...). */
export function parseTable1(text: string): Map<string, MinMaxMedian> {
  const out = new Map<string, MinMaxMedian>();
  for (const line of linesAfterCaption(text, "Table 1:")) {
    const match = /(#\s[A-Za-z]+)\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)$/.exec(line);
    if (!match) continue;
    out.set(match[1]!, {
      min: parsePaperNumber(match[2]!),
      max: parsePaperNumber(match[3]!),
      median: parsePaperNumber(match[4]!),
    });
  }
  return out;
}

export interface Table2Row {
  model: string;
  /** Percentages and dollars exactly as printed. */
  mutationScore: number;
  validityRate: number;
  costUsd: number;
  minutes: number;
  referencePassRate: number;
}

/** Table 2: model, M, V, $ per instance, t (min), R. */
export function parseTable2(text: string): Table2Row[] {
  const rows: Table2Row[] = [];
  for (const line of linesAfterCaption(text, "Table 2:")) {
    const match = /^(.+?)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$/.exec(
      line.trim(),
    );
    if (!match) continue;
    rows.push({
      model: match[1]!,
      mutationScore: parsePaperNumber(match[2]!),
      validityRate: parsePaperNumber(match[3]!),
      costUsd: parsePaperNumber(match[4]!),
      minutes: parsePaperNumber(match[5]!),
      referencePassRate: parsePaperNumber(match[6]!),
    });
  }
  return rows;
}

export interface SettingRow {
  setting: string;
  validityRate: number;
  mutationScore: number;
}

/** Tables 4 and 5: `Setting V% M%` rows (printed without spaces between the percentages). */
export function parseSettingTable(text: string, caption: "Table 4:" | "Table 5:"): SettingRow[] {
  const rows: SettingRow[] = [];
  for (const line of linesAfterCaption(text, caption)) {
    const match = /^(.+?)\s*([\d.]+)%\s*([\d.]+)%$/.exec(line.trim());
    if (!match) continue;
    rows.push({
      setting: match[1]!,
      validityRate: parsePaperNumber(match[2]!),
      mutationScore: parsePaperNumber(match[3]!),
    });
  }
  return rows;
}

export interface EffortPoint {
  effort: string;
  mutationScore: number;
  costUsd: number;
}

/** Section 3.1, "Reasoning Effort": the two end points of Sol's effort ablation, from the prose. */
export function parseReasoningEffort(text: string): EffortPoint[] {
  const match =
    /from ([\d.]+)% at \$([\d.]+) per instance on (\w+) reasoning to ([\d.]+)% at \$([\d.]+) per instance on (\w+) reasoning/.exec(
      text,
    );
  if (!match) throw new Error("the paper's reasoning-effort sentence was not found");
  return [
    {
      effort: match[3]!,
      mutationScore: parsePaperNumber(match[1]!),
      costUsd: parsePaperNumber(match[2]!),
    },
    {
      effort: match[6]!,
      mutationScore: parsePaperNumber(match[4]!),
      costUsd: parsePaperNumber(match[5]!),
    },
  ];
}
