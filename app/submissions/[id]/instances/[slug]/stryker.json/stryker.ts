/**
 * A submission's kill matrix on one instance as a Stryker mutation testing report (the
 * mutation-testing-report-schema, schema version 2), so it opens in Stryker's report viewer
 * (`<mutation-test-report-app>`, or the Stryker dashboard).
 *
 * Stryker locates each mutant in a source file. A TestSuiteBench mutant breaks one requirement
 * of the spec, so the report's one "file" is the instance's spec.md and each mutant spans the
 * section it breaks; its mutator name is that section's title. Statuses: killed → Killed,
 * timeout → Timeout; a survivor no valid test reached (coverage) → NoCoverage, else Survived;
 * no-result (no usable JUnit XML) → Survived or NoCoverage with a reason, since the site counts
 * it as not detected and Stryker leaves RuntimeError out of its score; a mutant the benchmark's
 * revision ignores → Ignored. So the report's mutation score, (killed + timeout) / (killed +
 * timeout + survived + no coverage), is the site's M.
 * `coveredBy` lists the tests that executed the mutant's changed lines, where the bundle carried
 * per-test coverage; `killedBy` lists every valid test that failed on the mutant (the suite did not bail), and
 * `testFiles` lists the suite's tests grouped by their id's module. Stryker has no notion of a
 * test's verdict, so a test that is not valid says which it is in its name ("(invalid)",
 * "(flaky)", "(skipped: never ran on the reference)"); only valid tests count in
 * `testsCompleted`.
 */
import type { IgnoredMark, KillMatrix, MutantAnswer } from "@/db/queries/types";
import type { MutantStatus, TestVerdict } from "@/evaluator/types";

type StrykerStatus = "Killed" | "Timeout" | "Survived" | "NoCoverage" | "Ignored";

const STRYKER_STATUS: Record<MutantStatus, StrykerStatus> = {
  killed: "Killed",
  timeout: "Timeout",
  survived: "Survived",
  "no-result": "Survived",
};

/** How a test that is not valid is marked in the report's test list. */
const VERDICT_NOTES: Partial<Record<TestVerdict, string>> = {
  invalid: "(invalid: failed in every reference run)",
  skipped: "(skipped: never ran on the reference)",
  flaky: "(flaky)",
};

interface Position {
  line: number;
  column: number;
}

export interface StrykerMutant {
  id: string;
  mutatorName: string;
  description: string;
  location: { start: Position; end: Position };
  status: StrykerStatus;
  statusReason?: string;
  coveredBy?: string[];
  killedBy?: string[];
  testsCompleted: number;
}

export interface StrykerReport {
  schemaVersion: "2";
  thresholds: { high: number; low: number };
  projectRoot?: string;
  files: Record<string, { language: string; source: string; mutants: StrykerMutant[] }>;
  testFiles: Record<string, { tests: { id: string; name: string }[] }>;
  framework: { name: string; version?: string };
}

export interface StrykerInput {
  instance: { slug: string; specMarkdown: string | null };
  sections: { slug: string; title: string; body: string | null }[];
  mutants: {
    slug: string;
    sectionSlug: string;
    description: string;
    ignored?: IgnoredMark | null;
  }[];
  matrix: KillMatrix;
  /** Reach per mutant slug, from the submission's coverage; absent or null: none. */
  answers?: Map<string, MutantAnswer> | null;
}

/** Spec text: spec.md as stored, else rebuilt from the sections (one "## " heading each). */
function specSource(input: StrykerInput): string {
  if (input.instance.specMarkdown) return input.instance.specMarkdown;
  return (
    input.sections.map((s) => `## ${s.title}\n\n${s.body ?? ""}`.trimEnd()).join("\n\n") + "\n"
  );
}

/**
 * The line span of each section in the spec: from its "## " heading to the line before the next
 * (end exclusive, as Stryker's locations are). Sections are matched to headings in order.
 */
export function sectionSpans(
  source: string,
  sectionSlugs: readonly string[],
): Map<string, StrykerMutant["location"]> {
  const lines = source.split("\n");
  const headings = lines.flatMap((line, i) => (/^##\s/.test(line) ? [i] : []));
  const spans = new Map<string, StrykerMutant["location"]>();
  sectionSlugs.forEach((slug, k) => {
    const first = headings[k];
    if (first === undefined) {
      spans.set(slug, {
        start: { line: 1, column: 1 },
        end: { line: 1, column: 1 + (lines[0]?.length ?? 0) },
      });
      return;
    }
    let last = (headings[k + 1] ?? lines.length) - 1;
    while (last > first && lines[last]!.trim() === "") last--;
    spans.set(slug, {
      start: { line: first + 1, column: 1 },
      end: { line: last + 1, column: lines[last]!.length + 1 },
    });
  });
  return spans;
}

/** The module part of a test id (`tests.test_cli.test_help[x]` → `tests.test_cli`). */
function testModule(id: string): string {
  const bare = id.replace(/\[.*\]$/s, "");
  const dot = bare.lastIndexOf(".");
  return dot > 0 ? bare.slice(0, dot) : "tests";
}

/** Maps one kill matrix to a Stryker report (see the module comment). */
export function toStrykerReport(input: StrykerInput): StrykerReport {
  const source = specSource(input);
  const spans = sectionSpans(
    source,
    input.sections.map((s) => s.slug),
  );
  const titles = new Map(input.sections.map((s) => [s.slug, s.title]));
  const { tests } = input.matrix;
  const validCount = tests.filter((t) => t.verdict === "valid").length;
  const results = new Map(input.matrix.mutants.map((m) => [m.slug, m]));

  const mutants = input.mutants.map((m): StrykerMutant => {
    const result = results.get(m.slug);
    const answer = input.answers?.get(m.slug);
    const killedBy = (result?.failed ?? [])
      .filter((i) => tests[i]?.verdict === "valid")
      .map((i) => tests[i]!.id);
    const noResult = (result?.status ?? "no-result") === "no-result";
    let status = STRYKER_STATUS[result?.status ?? "no-result"];
    // A survivor, or a mutant without a result, that no valid test reached.
    if (status === "Survived" && answer?.reached === false) status = "NoCoverage";
    if (m.ignored) status = "Ignored";
    const reason = m.ignored
      ? `Ignored by the benchmark's revision since ${m.ignored.date}: ${m.ignored.reason}`
      : noResult
        ? "The bundle had no usable JUnit XML for this mutant; counted as not detected."
        : undefined;
    const coveredBy = answer?.covering?.map((t) => t.testId) ?? [];
    return {
      id: m.slug,
      mutatorName: titles.get(m.sectionSlug) ?? m.sectionSlug,
      description: m.description,
      location: spans.get(m.sectionSlug) ?? {
        start: { line: 1, column: 1 },
        end: { line: 1, column: 1 },
      },
      status,
      ...(reason ? { statusReason: reason } : {}),
      ...(coveredBy.length ? { coveredBy } : {}),
      ...(killedBy.length ? { killedBy } : {}),
      testsCompleted: validCount,
    };
  });

  const testFiles: StrykerReport["testFiles"] = {};
  for (const t of tests) {
    const file = (testFiles[testModule(t.id)] ??= { tests: [] });
    const name = t.id.slice(testModule(t.id).length + 1) || t.id;
    const note = VERDICT_NOTES[t.verdict];
    file.tests.push({ id: t.id, name: note ? `${name} ${note}` : name });
  }
  return {
    schemaVersion: "2",
    thresholds: { high: 80, low: 60 },
    files: { [`${input.instance.slug}/spec.md`]: { language: "markdown", source, mutants } },
    testFiles,
    framework: { name: "TestSuiteBench Explorer" },
  };
}
