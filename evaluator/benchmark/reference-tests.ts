import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface ReferenceTestSource {
  /** pytest's JUnit id: dotted module path under `tests/`, class, function name. */
  testId: string;
  /** Path relative to the instance folder (`tests/test_cli.py`). */
  file: string;
  /** The function's text, its decorators included. */
  source: string;
}

/**
 * Finds the reference tests of an instance by a plain scan of `tests/**\/*.py` for `def test_…`
 * functions (top level or inside a `class Test…`), each with its body: the lines up to the next
 * line indented no deeper than the `def`. This is a lexical scan, not an import of the suite, so
 * tests generated at run time (parametrize ids, fixtures that make tests) appear once under their
 * function name; the drill-down only needs the source to show beside a mutant's target test.
 * Ids follow pytest's JUnit `classname.name` with pytest run inside `tests/`, as suites are run
 * and as instance.json's `targetTest` names them (`test_cli.TestFlags.test_help`).
 */
export async function scanReferenceTests(instanceDir: string): Promise<ReferenceTestSource[]> {
  const testsDir = path.join(instanceDir, "tests");
  const files = (await listPythonFiles(testsDir)).sort();
  const found: ReferenceTestSource[] = [];
  for (const file of files) {
    const relative = path.relative(instanceDir, file).split(path.sep).join("/");
    const text = await readFile(file, "utf8");
    found.push(...scanPythonTests(text, relative));
  }
  return found;
}

/** The pure part of `scanReferenceTests`, for one file's text. */
export function scanPythonTests(text: string, relativeFile: string): ReferenceTestSource[] {
  const modulePath = relativeFile
    .replace(/^tests\//, "")
    .replace(/\.py$/, "")
    .split("/")
    .join(".");
  const lines = text.split(/\r?\n/);
  const out: ReferenceTestSource[] = [];
  let currentClass: { name: string; indent: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "") continue;
    const indent = indentOf(line);
    if (currentClass && indent <= currentClass.indent) currentClass = null;
    const classMatch = /^(\s*)class\s+(\w+)/.exec(line);
    if (classMatch) {
      currentClass = { name: classMatch[2]!, indent };
      continue;
    }
    const defMatch = /^(\s*)(?:async\s+)?def\s+(test\w*)\s*\(/.exec(line);
    if (!defMatch) continue;
    const owner = currentClass && indent > currentClass.indent ? `${currentClass.name}.` : "";
    if (owner === "" && indent > 0) continue; // a nested helper, not a collected test
    let start = i;
    while (start > 0 && /^\s*@/.test(lines[start - 1]!) && indentOf(lines[start - 1]!) === indent)
      start--;
    let end = i + 1;
    while (end < lines.length && (lines[end]!.trim() === "" || indentOf(lines[end]!) > indent))
      end++;
    while (end > i + 1 && lines[end - 1]!.trim() === "") end--;
    out.push({
      testId: `${modulePath}.${owner}${defMatch[2]!}`,
      file: relativeFile,
      source: dedent(lines.slice(start, end), indent),
    });
  }
  return out;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function dedent(lines: string[], by: number): string {
  return lines.map((l) => l.slice(Math.min(by, indentOf(l)))).join("\n");
}

async function listPythonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "__pycache__")
      out.push(...(await listPythonFiles(full)));
    else if (entry.isFile() && entry.name.endsWith(".py")) out.push(full);
  }
  return out;
}
