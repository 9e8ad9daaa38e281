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
