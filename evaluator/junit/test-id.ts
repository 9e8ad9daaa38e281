/**
 * How a testcase becomes a test id, which must be stable across runs of one suite:
 *
 * - When the testcase has a `classname`, the id is `classname.name` (pytest, Surefire, most
 *   xunit writers). pytest's parameter ids stay as written, brackets, `::` and `\uXXXX`
 *   escapes included.
 * - node's `--test-reporter=junit` writes `classname="test"` on every case, which names
 *   nothing, and repeats names like "works" across describe blocks. A node file's ids are the
 *   names of the enclosing `<testsuite>` elements (one per describe or parent test) and the
 *   case name, joined with " > ": `outer > inner > works`; a top-level test is its name alone.
 * - A testcase without a classname in any other file uses the same suite path rule.
 *
 * A file is node's when it carries node's totals comments (`<!-- tests 12 -->`) or has a
 * testcase directly under `<testsuites>`, which only node writes. Neither is known before the
 * end of the file, so ids are built once the whole file has been read.
 */
export const SUITE_PATH_SEPARATOR = " > ";

export interface RawCaseName {
  classname: string | undefined;
  name: string;
  /** Names of the enclosing `<testsuite>` elements, outermost first. */
  suitePath: readonly string[];
}

export function testId(raw: RawCaseName, nodeDialect: boolean): string {
  if (raw.classname && !(nodeDialect && raw.classname === NODE_CLASSNAME)) {
    return `${raw.classname}.${raw.name}`;
  }
  return raw.suitePath.length === 0
    ? raw.name
    : `${raw.suitePath.join(SUITE_PATH_SEPARATOR)}${SUITE_PATH_SEPARATOR}${raw.name}`;
}

/** The classname node's reporter puts on every testcase. */
export const NODE_CLASSNAME = "test";

/** node's reporter ends the document with comments like `<!-- tests 12 -->`. */
const nodeTotalsComment =
  /^\s*(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [\d.]+\s*$/;

export function isNodeTotalsComment(text: string): boolean {
  return nodeTotalsComment.test(text);
}
