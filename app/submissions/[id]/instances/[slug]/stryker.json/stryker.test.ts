import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { calculateMetrics } from "mutation-testing-metrics";
import { describe, expect, it } from "vitest";
import type { MutantAnswer } from "@/db/queries/types";
import { sectionSpans, toStrykerReport, type StrykerInput } from "./stryker";

const schema = JSON.parse(
  fs.readFileSync(
    path.join(import.meta.dirname, "testing/fixtures/mutation-testing-report-schema.json"),
    "utf8",
  ),
) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);

const spec = "# tally\n\nIntro.\n\n## Options\n\nShort options.\nMore.\n\n## Output\n\nColumns.\n";
const input: StrykerInput = {
  instance: { slug: "tally", specMarkdown: spec },
  sections: [
    { slug: "options", title: "Options", body: "Short options.\nMore." },
    { slug: "output", title: "Output", body: "Columns." },
  ],
  mutants: [
    { slug: "m-killed", sectionSlug: "options", description: "Options are ignored." },
    { slug: "m-timeout", sectionSlug: "output", description: "Loops forever." },
    { slug: "m-survived", sectionSlug: "output", description: "Columns swap." },
    { slug: "m-none", sectionSlug: "output", description: "Crashes." },
  ],
  matrix: {
    tests: [
      { id: "test_tally.test_options", verdict: "valid" },
      { id: "test_tally.test_broken", verdict: "invalid" },
      { id: "test_tally.test_more[<script>]", verdict: "valid" },
      { id: "test_tally.test_flaky", verdict: "flaky" },
      { id: "test_tally.test_never_ran", verdict: "skipped" },
    ],
    mutants: [
      { slug: "m-killed", status: "killed", failed: [0, 1, 2, 3] },
      { slug: "m-timeout", status: "timeout", failed: [1] },
      { slug: "m-survived", status: "survived", failed: [1, 3, 4] },
      { slug: "m-none", status: "no-result", failed: [] },
    ],
  },
};

describe("toStrykerReport", () => {
  const report = toStrykerReport(input);
  const mutants = report.files["tally/spec.md"]!.mutants;

  it("validates against the published mutation-testing-report-schema", () => {
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.schemaVersion).toBe("2");
  });

  it("maps statuses and lists every valid killing test, never an invalid or flaky one", () => {
    expect(mutants.map((m) => [m.id, m.status])).toEqual([
      ["m-killed", "Killed"],
      ["m-timeout", "Timeout"],
      ["m-survived", "Survived"],
      ["m-none", "Survived"],
    ]);
    expect(mutants[3]!.statusReason).toMatch(/no usable JUnit XML/);
    expect(mutants[0]!.killedBy).toEqual([
      "test_tally.test_options",
      "test_tally.test_more[<script>]",
    ]);
    expect(mutants.slice(1).every((m) => m.killedBy === undefined)).toBe(true);
    expect(mutants.every((m) => m.testsCompleted === 2)).toBe(true);
  });

  it("shows a skipped test apart from invalid and flaky ones, and never as a killer", () => {
    const names = report.testFiles.test_tally!.tests.map((t) => t.name);
    expect(names).toContain("test_never_ran (skipped: never ran on the reference)");
    expect(names).toContain("test_broken (invalid: failed in every reference run)");
    expect(names).toContain("test_flaky (flaky)");
    expect(names).toContain("test_options");
    expect(mutants.flatMap((m) => m.killedBy ?? [])).not.toContain("test_tally.test_never_ran");
  });

  it("places each mutant on its section of the spec and names it after the section", () => {
    expect(mutants[0]!.location).toEqual({
      start: { line: 5, column: 1 },
      end: { line: 8, column: 6 },
    });
    expect(mutants[1]!.location.start.line).toBe(10);
    expect(mutants[1]!.mutatorName).toBe("Output");
    expect(report.testFiles.test_tally!.tests.map((t) => t.name)).toContain("test_more[<script>]");
  });

  it("is caught by the schema when a status is not one of Stryker's", () => {
    const broken = structuredClone(report) as unknown as {
      files: Record<string, { mutants: { status: string }[] }>;
    };
    broken.files["tally/spec.md"]!.mutants[0]!.status = "killed";
    expect(validate(broken)).toBe(false);
  });
});

/**
 * Stryker's own mutation score, from its metrics library (mutation-testing-metrics, what its
 * report viewer and dashboard show): detected (Killed, Timeout) over valid mutants (detected,
 * Survived, NoCoverage), Ignored, RuntimeError and CompileError left out; as a fraction.
 */
function strykerScore(report: ReturnType<typeof toStrykerReport>): number {
  return calculateMetrics(report.files).metrics.mutationScore / 100;
}

describe("toStrykerReport with coverage", () => {
  const answer = (
    status: MutantAnswer["status"],
    reached: boolean | null,
    covering: string[] | null,
  ): MutantAnswer => ({
    status,
    reached,
    covering: covering?.map((testId) => ({ testId, verdict: "valid" as const })) ?? null,
    killReasons: { assertion: 0, error: 0, timeout: 0 },
  });
  const withCoverage: StrykerInput = {
    ...input,
    mutants: [
      ...input.mutants,
      {
        slug: "m-ignored",
        sectionSlug: "output",
        description: "Retired.",
        ignored: { reason: "equivalent", date: "2026-11-01" },
      },
    ],
    matrix: {
      ...input.matrix,
      mutants: [...input.matrix.mutants, { slug: "m-ignored", status: "survived", failed: [] }],
    },
    answers: new Map([
      [
        "m-killed",
        answer("killed", true, ["test_tally.test_options", "test_tally.test_more[<script>]"]),
      ],
      ["m-timeout", answer("timedOut", true, ["test_tally.test_options"])],
      ["m-survived", answer("notReached", false, [])],
      ["m-none", answer("noResult", true, ["test_tally.test_options"])],
    ]),
  };
  const report = toStrykerReport(withCoverage);
  const mutants = report.files["tally/spec.md"]!.mutants;

  it("says NoCoverage for a survivor no test reached, lists coveredBy, and validates", () => {
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(mutants.map((m) => m.status)).toEqual([
      "Killed",
      "Timeout",
      "NoCoverage",
      "Survived",
      "Ignored",
    ]);
    expect(mutants[0]!.coveredBy).toEqual([
      "test_tally.test_options",
      "test_tally.test_more[<script>]",
    ]);
    expect(mutants[2]!.coveredBy).toBeUndefined();
    expect(mutants[4]!.statusReason).toMatch(/equivalent/);
  });

  it("scores what the site's M scores: detected over the mutants that count", () => {
    // The site: killed + timeout = 2 of the 4 mutants that are not ignored.
    expect(strykerScore(report)).toBe(2 / 4);
    expect(strykerScore(toStrykerReport(input))).toBe(2 / 4);
  });
});

it("spans a section from its heading to its last non-blank line", () => {
  expect(sectionSpans("## A\n\ntext\n\n## B\nx", ["a", "b"]).get("a")).toEqual({
    start: { line: 1, column: 1 },
    end: { line: 3, column: 5 },
  });
});
