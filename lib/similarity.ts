/**
 * Which of a suite's tests come closest to a requirement, for "why did this mutant survive".
 *
 * The measure is deliberately simple and explainable: both texts become sets of word tokens
 * (identifiers split at `_`, camelCase and punctuation, lower-cased, a plural "s" dropped,
 * English and Python/JS keywords and one-letter tokens left out), and two sets score their cosine
 * |A ∩ B| / √(|A|·|B|) (the Otsuka–Ochiai coefficient). Unlike Jaccard it does not punish a long
 * test body for words the short requirement lacks as hard, and it is 0 when nothing is shared.
 * The query is the requirement (the spec sentences the mutant's description matches, else the
 * whole section), the mutant's description and the reference target test's source together; each candidate test is its own source when the bundle carried it, else its
 * name (whose words are often the requirement's words: `test_tabs_expand_to_next_stop`).
 */

const STOPWORDS = new Set(
  (
    "a an and are as at be by for from has have if in into is it its of on or so that the their then " +
    "there these this to was when which while will with without not no only than also each any all " +
    "but does did even still also just " +
    "def return assert import self true false none null undefined const let var function await async " +
    "test tests expect equal equals should"
  ).split(" "),
);

/** Word tokens of a text or identifier: `test_parseHTTPHeader[x]` → parse, http, header, x. */
export function tokens(text: string): Set<string> {
  const out = new Set<string>();
  const spaced = text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase();
  for (const word of spaced.split(/[^a-z0-9]+/)) {
    if (word.length < 2 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    // The crudest stemming, plural "s" only: "options" in a spec matches "option" in a test.
    out.add(
      word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );
  }
  return out;
}

/** Set cosine of two token sets, in 0..1 (0 when either is empty). */
export function setCosine(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

/**
 * Command-line options a text names (`-m`, `--max-depth`), in order of first appearance. An
 * option starts after a quote, a space, a bracket or a line start, so `UTF-8`, `a->b` and
 * `0x0E-0x1F` are not options. Words tell a test of the option apart poorly (a test of `-m`
 * shares "tally" and "out" with every other test); the option it passes does not.
 */
export function commandLineOptions(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(
    /(?<=^|[\s"'`(\[,=])(--?[A-Za-z][A-Za-z0-9-]*)(?=$|[\s"'`)\],=])/gm,
  ))
    out.add(match[1]!);
  return [...out];
}

/** The lines a unified diff removes or adds, without their markers and the file headers. */
export function changedLines(diff: string): string {
  return diff
    .split("\n")
    .filter((l) => /^[-+]/.test(l) && !/^(---|\+\+\+)( |$)/.test(l))
    .map((l) => l.slice(1))
    .join("\n");
}

export interface RelatedTest {
  testId: string;
  score: number;
  /** Tokens the test shares with the requirement, for showing why it ranked. */
  shared: string[];
  /** The key options (see `rankRelatedTests`) the test passes. */
  options: string[];
  /** Whether the score came from the test's source (true) or only its name. */
  fromSource: boolean;
}

/**
 * Ranks candidate tests against a requirement, best first: first by how many of `keyOptions`
 * (the command-line options the mutant's section, target test and diff name) the test passes,
 * then by the set cosine of their words; ties keep the candidates' order. Tests sharing neither
 * an option nor a word are left out; at most `limit` are returned.
 */
export function rankRelatedTests(
  requirement: string,
  candidates: readonly { testId: string; source: string | null }[],
  limit = 5,
  keyOptions: readonly string[] = [],
): RelatedTest[] {
  const query = tokens(requirement);
  const scored: RelatedTest[] = [];
  for (const c of candidates) {
    const text = c.source ?? c.testId;
    const own = tokens(text);
    const score = setCosine(query, own);
    const passed = new Set(c.source ? commandLineOptions(c.source) : []);
    const options = keyOptions.filter((o) => passed.has(o));
    if (score === 0 && options.length === 0) continue;
    scored.push({
      testId: c.testId,
      score,
      shared: [...own].filter((t) => query.has(t)).sort(),
      options,
      fromSource: c.source !== null,
    });
  }
  return scored
    .map((r, i) => ({ r, i }))
    .sort((x, y) => y.r.options.length - x.r.options.length || y.r.score - x.r.score || x.i - y.i)
    .slice(0, limit)
    .map(({ r }) => r);
}

/**
 * The source of one test function inside a test file, or null when it cannot be found. Handles
 * pytest (`def name(` up to the next line indented no deeper) and `node --test` / jest style
 * (`test("name"` / `it("name"` up to the matching close of its first line's indentation).
 * `testId` is the stored id (`tests.test_cli.TestX.test_help[param]`): its last dotted name,
 * without parameters, is what is looked for.
 */
export function extractTestSource(fileContent: string, testId: string): string | null {
  const name =
    testId
      .replace(/\[.*\]$/s, "")
      .split(/::|\./)
      .at(-1) ?? "";
  if (!name) return null;
  const lines = fileContent.split("\n");
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = lines.findIndex(
    (l) =>
      new RegExp(`^\\s*(async\\s+)?def\\s+${escaped}\\s*\\(`).test(l) ||
      new RegExp(`^\\s*(test|it)\\s*\\(\\s*["'\`]${escaped}["'\`]`).test(l),
  );
  if (start < 0) return null;
  const indent = /^\s*/.exec(lines[start]!)![0].length;
  let end = start + 1;
  while (end < lines.length) {
    const line = lines[end]!;
    if (line.trim() !== "" && /^\s*/.exec(line)![0].length <= indent) {
      // A JS test's closing `});` belongs to it; a Python body ends before the next statement.
      if (/^\s*[)}\]]/.test(line)) end++;
      break;
    }
    end++;
  }
  // Decorators just above a Python test (parametrize ids) belong to it too.
  let first = start;
  while (first > 0 && /^\s*@/.test(lines[first - 1]!)) first--;
  return lines.slice(first, end).join("\n").trimEnd();
}
