import type { MutantSubmissionResult } from "@/db/queries/types";
import { extractTestSource, rankRelatedTests, type RelatedTest } from "./similarity";

export { changedLines, commandLineOptions } from "./similarity";

/** The suite file a JUnit `file` attribute names: the same path, or the one it ends with. */
export function findSuiteFile(
  files: readonly { path: string; content: string }[],
  file: string | null,
): { path: string; content: string } | undefined {
  if (!file) return undefined;
  const norm = file.replace(/^\.\//, "");
  return (
    files.find((f) => f.path === norm) ??
    files.find((f) => norm.endsWith(`/${f.path}`) || f.path.endsWith(`/${norm}`))
  );
}

/** A test's own source from the bundle's `suite/` files, or null when it did not carry it. */
export function testSource(
  result: Pick<MutantSubmissionResult, "suiteFiles">,
  test: { testId: string; file: string | null },
): string | null {
  const file = findSuiteFile(result.suiteFiles, test.file);
  if (file) return extractTestSource(file.content, test.testId);
  // No file attribute in the JUnit XML: try every suite file.
  for (const f of result.suiteFiles) {
    const source = extractTestSource(f.content, test.testId);
    if (source) return source;
  }
  return null;
}

/**
 * The suite's tests closest to the requirement a mutant breaks (see lib/similarity.ts), each
 * with its source when the bundle carried one: first those passing the command-line options in
 * `keyOptions`, then by shared words. Tests that killed the mutant, and its near misses (shown on
 * their own), are left out: the list answers "what else came close". With per-test coverage
 * (`reached`: the tests that executed the mutant's changed lines) those tests come first, ranked
 * the same way among themselves and listed even when they share no word: they ran the code.
 */
export function relatedTests(
  result: Pick<MutantSubmissionResult, "tests" | "killing" | "nearMisses" | "suiteFiles">,
  requirement: string,
  keyOptions: readonly string[] = [],
  limit = 5,
  reached: ReadonlySet<string> | null = null,
): (RelatedTest & { source: string | null; verdict: string; reached: boolean })[] {
  const shown = new Set([...result.killing, ...result.nearMisses].map((k) => k.testId));
  const candidates = result.tests
    .filter((t) => !shown.has(t.testId))
    .map((t) => ({ testId: t.testId, source: testSource(result, t), verdict: t.verdict }));
  const byId = new Map(candidates.map((c) => [c.testId, c]));
  const ranked: RelatedTest[] = [];
  if (reached) {
    const reaching = candidates.filter((c) => reached.has(c.testId));
    ranked.push(...rankRelatedTests(requirement, reaching, limit, keyOptions));
    const listed = new Set(ranked.map((r) => r.testId));
    for (const c of reaching) {
      if (ranked.length >= limit) break;
      if (!listed.has(c.testId))
        ranked.push({
          testId: c.testId,
          score: 0,
          shared: [],
          options: [],
          fromSource: c.source !== null,
        });
    }
  }
  if (ranked.length < limit) {
    const others = candidates.filter((c) => !reached?.has(c.testId));
    ranked.push(...rankRelatedTests(requirement, others, limit - ranked.length, keyOptions));
  }
  return ranked.map((r) => ({
    ...r,
    source: byId.get(r.testId)?.source ?? null,
    verdict: byId.get(r.testId)?.verdict ?? "valid",
    reached: reached?.has(r.testId) ?? false,
  }));
}

/**
 * What the order of `relatedTests` rests on, in one paragraph for the mutant page: the tests
 * that ran the change first where per-test coverage says which did (`why` is null then), else
 * why the order is a guess from the text; then the command-line options the mutant names, or
 * that it names none; then the shared words.
 */
export function relatedBasis({
  why,
  keyOptions,
  hasSuite,
}: {
  /** Why it is a guess (no per-test coverage), or null when coverage says which tests ran the change. */
  why: string | null;
  keyOptions: readonly string[];
  hasSuite: boolean;
}): string {
  const words = `the share of words a test's ${hasSuite ? "source" : "name"} has in common with the highlighted requirement (else the whole spec section), the mutant's description, the reference target test and the changed lines (set cosine of word sets)`;
  const order = keyOptions.length
    ? `tests that pass the command-line option${keyOptions.length === 1 ? "" : "s"} the mutant's section, target test and diff name (${keyOptions.join(" ")}) come first, then by ${words}`
    : `the mutant's section, target test and diff name no command-line option, so tests are ordered by ${words}`;
  return why === null
    ? `Tests that executed the changed lines (per-test coverage) come first, marked “ran the change”. Among them, and then among the rest, ${order}.`
    : `A guess from the text, not from what the tests ran (${why.replace(/\.$/, "")}): ${order}.`;
}
