import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ProblemsError } from "./errors.ts";
import { parseReasoningEffort, parseSettingTable, parseTable2 } from "./testing/paper-tables.ts";
import { linesAfterCaption, paperPath, readPaperText, repoRoot } from "./testing/paper-text.ts";
import { loadReported, loadReportedResults } from "./reported.ts";
import type { ReportedFile } from "./reported.ts";

/**
 * Every reported figure, in the paper's own units (percent, dollars, minutes), as printed. The
 * files under data/reported must say the same in fractions and seconds, and when the paper's text
 * is beside the clone this table is itself checked against it.
 */
const expected: Record<
  string,
  Array<{
    model: string;
    setting: string;
    effort?: string;
    M: number;
    V?: number;
    usd?: number;
    min?: number;
    R?: number;
  }>
> = {
  "Table 2": [
    {
      model: "Claude Opus 5",
      setting: "spec-only",
      M: 55.5,
      V: 96.1,
      usd: 10.56,
      min: 37.0,
      R: 91.8,
    },
    { model: "GPT 6 Astra", setting: "spec-only", M: 50.1, V: 94.3, usd: 2.18, min: 12.4, R: 92.7 },
    {
      model: "Gemini 3.8 Flash",
      setting: "spec-only",
      M: 37.9,
      V: 88.2,
      usd: 1.63,
      min: 9.3,
      R: 86.2,
    },
    { model: "GPT 5.6 Sol", setting: "spec-only", M: 37.7, V: 94.4, usd: 0.89, min: 8.2, R: 86.9 },
    {
      model: "DeepSeek V4 Flash",
      setting: "spec-only",
      M: 28.6,
      V: 78.1,
      usd: 0.14,
      min: 19.0,
      R: 66.8,
    },
    { model: "GPT 5.6 Luna", setting: "spec-only", M: 19.3, V: 74.1, usd: 0.03, min: 4.0, R: 65.4 },
  ],
  "Table 4": [
    { model: "GPT 5.6 Sol", setting: "spec-only", M: 37.7, V: 94.4 },
    { model: "GPT 5.6 Sol", setting: "spec+executable", M: 38.1, V: 98.4 },
  ],
  "Section 3.1, Reasoning Effort": [
    { model: "GPT 5.6 Sol", setting: "spec-only", effort: "low", M: 31.3, usd: 0.45 },
    { model: "GPT 5.6 Sol", setting: "spec-only", effort: "xhigh", M: 46.5, usd: 2.4 },
  ],
  "Table 5": [
    { model: "GPT 5.6 Sol", setting: "official-docs", M: 4.0, V: 75.4 },
    { model: "GPT 5.6 Sol", setting: "spec-only", M: 25.5, V: 86.7 },
  ],
};

/** A file's figures back in the paper's units, rounded as the paper prints them. */
function inPaperUnits(file: ReportedFile) {
  const pct = (x: number | undefined) => (x === undefined ? undefined : Math.round(x * 1000) / 10);
  return file.submissions.map((s) => {
    const row: Record<string, unknown> = {
      model: s.model,
      setting: s.setting,
      M: pct(s.mutationScore),
    };
    if (s.reasoningEffort !== undefined) row.effort = s.reasoningEffort;
    if (s.validityRate !== undefined) row.V = pct(s.validityRate);
    if (s.costUsd !== undefined) row.usd = s.costUsd;
    if (s.durationSec !== undefined) row.min = Math.round(s.durationSec / 6) / 10;
    if (s.referencePassRate !== undefined) row.R = pct(s.referencePassRate);
    return row;
  });
}

describe("data/reported", async () => {
  const files = await loadReportedResults(path.join(repoRoot, "data", "reported"));

  it("has one file per cited table, all on the catalog benchmark, dated the paper's publication", () => {
    expect(files.map((f) => f.citation).sort()).toEqual(Object.keys(expected).sort());
    for (const file of files) {
      expect(file.benchmark).toBe("testsuitebench@1.0");
      expect(file.source).toContain("arXiv:2610.13065");
      for (const s of file.submissions) expect(s.date).toBe("2026-10-12");
    }
  });

  for (const [citation, rows] of Object.entries(expected)) {
    it(`holds exactly the figures of ${citation}`, () => {
      const file = files.find((f) => f.citation === citation);
      expect(file, `no file cites ${citation}`).toBeDefined();
      expect(inPaperUnits(file!)).toEqual(rows);
    });
  }

  it("names the vendor harness of appendix C for each model", () => {
    const agents = new Map(
      files.flatMap((f) => f.submissions.map((s) => [s.model, s.agent] as const)),
    );
    expect(Object.fromEntries(agents)).toEqual({
      "Claude Opus 5": "Claude Code",
      "GPT 6 Astra": "Codex",
      "Gemini 3.8 Flash": "Gemini CLI",
      "GPT 5.6 Sol": "Codex",
      "DeepSeek V4 Flash": "DeepSeek Harness",
      "GPT 5.6 Luna": "Codex",
    });
  });

  it("marks Table 5 as a 30-instance subset", () => {
    expect(files.find((f) => f.citation === "Table 5")?.instanceCount).toBe(30);
  });

  const paper = readPaperText();
  it.skipIf(paper === null)(`agrees with the tables printed in the paper at ${paperPath}`, () => {
    const table2 = parseTable2(paper!);
    expect(
      table2.map((r) => ({
        model: r.model,
        setting: "spec-only",
        M: r.mutationScore,
        V: r.validityRate,
        usd: r.costUsd,
        min: r.minutes,
        R: r.referencePassRate,
      })),
    ).toEqual(expected["Table 2"]);
    const table4 = parseSettingTable(paper!, "Table 4:");
    expect(table4.map((r) => [r.setting, r.mutationScore, r.validityRate])).toEqual([
      ["Spec only", 37.7, 94.4],
      ["+ Executable", 38.1, 98.4],
    ]);
    expect(expected["Table 4"]!.map((r) => [r.M, r.V])).toEqual(
      table4.map((r) => [r.mutationScore, r.validityRate]),
    );
    const table5 = parseSettingTable(paper!, "Table 5:");
    expect(expected["Table 5"]!.map((r) => [r.M, r.V])).toEqual(
      table5.map((r) => [r.mutationScore, r.validityRate]),
    );
    expect(table5.map((r) => r.setting)).toEqual(["Official Docs", "Our Spec"]);
    const effort = parseReasoningEffort(paper!);
    expect(expected["Section 3.1, Reasoning Effort"]!.map((r) => [r.effort, r.M, r.usd])).toEqual(
      effort.map((e) => [e.effort, e.mutationScore, e.costUsd]),
    );
  });
  if (paper === null)
    console.warn(
      `paper not found at ${paperPath}: reported figures checked against the table in this test only`,
    );
});

describe("data/reported's trajectory findings (Table 3)", async () => {
  const { findings } = await loadReported(path.join(repoRoot, "data", "reported"));

  it("holds Table 3 as printed, each row naming its Table 2 run", async () => {
    expect(findings.map((f) => [f.citation, f.benchmark, f.kind])).toEqual([
      ["Table 3", "testsuitebench@1.0", "trajectory-findings"],
    ]);
    const rows = findings[0]!.findings.map((f) => [
      f.label,
      f.executableInstances,
      f.mutantInstances,
      Math.round(f.mutationScore! * 1000) / 10,
    ]);
    expect(rows).toEqual([
      ["Opus", 149, 33, 55.5],
      ["Gemini", 102, 12, 37.9],
      ["Sol", 4, 0, 37.7],
      ["DeepSeek", 58, 4, 28.6],
    ]);
    const results = await loadReportedResults(path.join(repoRoot, "data", "reported"));
    const table2 = results.find((f) => f.citation === "Table 2")!.submissions;
    for (const f of findings[0]!.findings)
      expect(table2).toContainEqual(
        expect.objectContaining({
          model: f.model,
          agent: f.agent,
          setting: f.setting,
          mutationScore: f.mutationScore,
        }),
      );
  });

  const paper = readPaperText();
  it.skipIf(paper === null)("agrees with Table 3 printed in the paper", () => {
    const printed = linesAfterCaption(paper!, "Table 3:")
      .map((l) => /^(\w+)\s+(\d+)\s+(\d+)\s+([\d.]+)$/.exec(l.trim()))
      .filter((m) => m !== null)
      .map((m) => [m[1], Number(m[2]), Number(m[3]), Number(m[4])]);
    expect(printed).toEqual(
      findings[0]!.findings.map((f) => [
        f.label,
        f.executableInstances,
        f.mutantInstances,
        Math.round(f.mutationScore! * 1000) / 10,
      ]),
    );
  });
});

describe("loadReportedResults", () => {
  it("names the file and the field of every problem", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "tsb-reported-"));
    await writeFile(
      path.join(dir, "bad.json"),
      JSON.stringify({
        benchmark: "testsuitebench",
        citation: "Table 2",
        source: "x",
        kind: "main-results",
        submissions: [
          { model: "m", agent: "a", setting: "spec-only", date: "2026-10-12", mutationScore: 55.5 },
        ],
      }),
    );
    await writeFile(path.join(dir, "broken.json"), '{\n  "benchmark": ,\n}');
    const error = await loadReportedResults(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemsError);
    const problems = (error as ProblemsError).problems;
    expect(problems).toContainEqual({
      file: path.join(dir, "bad.json"),
      message: "benchmark: must be '<name>@<version>'",
    });
    expect(problems).toContainEqual({
      file: path.join(dir, "bad.json"),
      message: "submissions[0].mutationScore: must be a fraction in 0..1",
    });
    expect(
      problems.some((p) => p.file.endsWith("broken.json") && p.message.startsWith("invalid JSON")),
    ).toBe(true);
  });
});
