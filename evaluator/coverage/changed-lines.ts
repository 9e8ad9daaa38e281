import { parsePatch } from "diff";
import { stripPrefix } from "../runner/patch.ts";
import { enclosingFunction, functionName } from "./enclosing-function.ts";
import type { ChangedLines } from "./types.ts";

/**
 * The reference lines a mutant's patch changes, per file, in reference (old-side) line numbers:
 * the removed or replaced lines; for a pure insertion, the nearest code line on either side of
 * the insertion point (an added line has no reference number, but a test that runs the code
 * around it runs the place it was added). With `sources` (reference file → text) the enclosing
 * function is found by a backwards scan for a definition line; without, from the hunk header's
 * function context (`@@ … @@ static int f(void)`) when the diff carries one.
 */
export function changedLines(
  patchText: string,
  sources: Readonly<Record<string, string>> = {},
): ChangedLines[] {
  // parsePatch keeps no hunk header text, so the headers' function contexts are read here, in
  // the order parsePatch yields the hunks.
  const contexts = [...patchText.matchAll(/^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@ ?(.*)$/gm)].map(
    (m) => (m[1] ?? "").trim(),
  );
  let hunkIndex = 0;
  const result: ChangedLines[] = [];
  for (const filePatch of parsePatch(patchText)) {
    const file = stripPrefix(filePatch.oldFileName) ?? stripPrefix(filePatch.newFileName);
    if (file === null) continue;
    const lines = new Set<number>();
    let headerFunction: string | undefined;
    const represented = new Set<number>();
    const source = sources[file];
    const sourceLines = source?.split("\n");
    const whole = sourceLines ? describeLines(sourceLines, 1) : undefined;
    for (const hunk of filePatch.hunks) {
      const context = contexts[hunkIndex++];
      if (context && headerFunction === undefined) headerFunction = functionName(context, file);
      const at = sourceLines ? locateHunk(hunk, sourceLines) : hunk.oldStart;
      const found = hunkChangedLines({ ...hunk, oldStart: at }, whole);
      for (const line of found.changed) lines.add(line);
      for (const line of found.represented) represented.add(line);
    }
    if (filePatch.hunks.length === 0) continue;
    if (sourceLines)
      for (const line of [...lines]) {
        const header = switchHeader(sourceLines, line);
        if (header === undefined) continue;
        lines.add(header);
        represented.add(line);
      }
    const sorted = [...lines].sort((a, b) => a - b);
    // The function of the first changed line that is in one (an import may change first).
    const found = sourceLines
      ? sorted.map((line) => enclosingFunction(sourceLines, line, file)).find(Boolean)
      : undefined;
    const fn = found ?? headerFunction;
    const stoodFor = sorted.filter((line) => represented.has(line));
    result.push({
      file,
      lines: sorted,
      ...(stoodFor.length > 0 ? { represented: stoodFor } : {}),
      ...(fn ? { function: fn } : {}),
    });
  }
  return result;
}

export interface Hunk {
  oldStart: number;
  lines: string[];
}

/**
 * Where a hunk applies in the reference: its header's line, or, when the reference has moved
 * since the patch was written, the nearest line where its context and removed lines match, as
 * the build's `applyPatch` places it. Without this a patch applied at an offset would name
 * lines that its mutant does not change, and covering mode would run the wrong tests.
 */
function locateHunk(hunk: Hunk, sourceLines: readonly string[]): number {
  return findHunk(hunk, sourceLines) ?? hunk.oldStart;
}

/**
 * The first reference line of the nearest place (from the header's line outwards) where a
 * hunk's context and removed lines match `sourceLines` exactly; null where none does. A hunk with
 * neither (a pure insertion without context) is where its header says.
 */
export function findHunk(hunk: Hunk, sourceLines: readonly string[]): number | null {
  const old = hunk.lines.filter((l) => l[0] === " " || l[0] === "-").map((l) => l.slice(1));
  const start = Math.max(1, hunk.oldStart);
  if (old.length === 0) return hunk.oldStart;
  const matches = (at: number) =>
    at >= 1 &&
    at - 1 + old.length <= sourceLines.length &&
    old.every((t, i) => sourceLines[at - 1 + i] === t);
  for (let d = 0; d <= sourceLines.length; d++) {
    if (matches(start + d)) return start + d;
    if (d > 0 && matches(start - d)) return start - d;
  }
  return null;
}

/** What the neighbour search needs to know of one reference line. */
interface LineInfo {
  line: number;
  code: boolean;
  indent: number;
  /** `} else {`, `}`, `)`: the end of a block, which the code before it may jump past. */
  closes: boolean;
  /** A declaration that executes nothing (isBareDeclaration): no tool counts it. */
  declares: boolean;
}

/** Lines numbered from `first`, following /* … *\/ comments across lines. */
function describeLines(texts: readonly string[], first: number): LineInfo[] {
  let inComment = false;
  return texts.map((text, i) => {
    const starts = inComment;
    const opened = text.lastIndexOf("/*");
    const closed = text.lastIndexOf("*/");
    if (opened > closed) inComment = true;
    else if (closed >= 0) inComment = false;
    return {
      line: first + i,
      code: !starts && isCode(text) && !(opened >= 0 && /^\s*\/\*/.test(text)),
      indent: indentOf(text),
      closes: /^\s*[}\])]/.test(text),
      declares: isBareDeclaration(text),
    };
  });
}

/**
 * The hunk's changed reference lines, and those of them another changed line stands for (a bare
 * declaration, by the statement after it). `whole` describes the reference file, where the
 * caller has it: an insertion whose hunk shows no statement at its level is placed by it (the
 * line before the point stood for it until 7 December 2026, a `}` no tool counts, and covering
 * mode ran nothing on awklet's `numeric-constants-exponent-without-digits`).
 */
function hunkChangedLines(
  hunk: Hunk,
  whole?: readonly LineInfo[],
): { changed: number[]; represented: number[] } {
  const changed: number[] = [];
  const represented: number[] = [];
  // Old-side line numbers and texts of the hunk's context and removed lines.
  const oldTexts: string[] = [];
  /**
   * Removed declarations without an initializer (`char buf[512];`): no coverage tool counts
   * them, so the statement after each stands for it: it runs whenever the declaration's scope
   * is entered there.
   */
  const declarations: Array<{ line: number; indent: number }> = [];
  /** Old line just after each insertion, and the indentation of its first added line. */
  const insertionPoints: Array<{ point: number; indent: number }> = [];
  let insertIndent = 0;
  let oldLine = hunk.oldStart;
  // A pure insertion from a diff that counts a file's start as line 0 (`@@ -0,0 +1,3 @@`).
  if (oldLine === 0) oldLine = 1;
  const firstOld = oldLine;
  let removedInRun = false;
  let addedInRun = false;
  const endRun = () => {
    if (addedInRun && !removedInRun) insertionPoints.push({ point: oldLine, indent: insertIndent });
    removedInRun = addedInRun = false;
  };
  for (const text of hunk.lines) {
    const mark = text[0];
    if (mark === "-") {
      changed.push(oldLine);
      if (isBareDeclaration(text.slice(1)))
        declarations.push({ line: oldLine, indent: indentOf(text.slice(1)) });
      oldTexts.push(text.slice(1));
      removedInRun = true;
      oldLine++;
    } else if (mark === "+") {
      if (!addedInRun) insertIndent = indentOf(text.slice(1));
      addedInRun = true;
    } else if (mark === " ") {
      endRun();
      oldTexts.push(text.slice(1));
      oldLine++;
    }
    // "\ No newline at end of file" carries no line.
  }
  endRun();
  const oldSide = describeLines(oldTexts, firstOld);
  for (const { point, indent } of insertionPoints) {
    // The statements either side at the insertion's own level (or the block header enclosing
    // it): whenever the added code would run, they run too. A deeper line before it (the body
    // of an `if`) or a block's end after it (`} else {`) may be skipped on the way there.
    const sides = neighbours(oldSide, point, indent);
    // Three lines of context may hold neither (an insertion after a block's `}`): then the
    // reference file is searched, where the caller has it.
    const found = sides.length > 0 || !whole ? sides : neighbours(whole, point, indent);
    changed.push(...(found.length > 0 ? found : [Math.max(1, point - 1)]));
  }
  for (const { line, indent } of declarations) {
    const next = oldSide.find((l) => l.line > line && l.code && !changed.includes(l.line));
    if (!next || next.indent !== indent || next.closes) continue;
    changed.push(next.line);
    represented.push(line);
  }
  return { changed, represented };
}

/** The code lines either side of an insertion at `point` that run whenever it does. */
function neighbours(lines: readonly LineInfo[], point: number, indent: number): number[] {
  const before = [...lines]
    .reverse()
    .find((l) => l.line < point && l.code && !l.declares && l.indent <= indent);
  const next = lines.find((l) => l.line >= point && l.code && !l.declares);
  const after = next && next.indent === indent && !next.closes ? next : undefined;
  return [before?.line, after?.line].filter((n): n is number => n !== undefined);
}

/**
 * For a changed `case …:` or `default:` line, the line of its `switch` (or Go's `select`). A
 * case's condition is evaluated whenever the switch is, but no tool counts it as its own line:
 * Go's cover marks only the clause's body (from the colon), gcov the label when its branch is
 * taken. So a test that reaches the switch and takes another branch runs the changed condition
 * while the line reads as unexecuted; the switch line, which runs on the way, stands for it.
 */
function switchHeader(sourceLines: readonly string[], line: number): number | undefined {
  const text = sourceLines[line - 1];
  if (text === undefined || !/^\s*(case\b|default\s*:)/.test(text)) return undefined;
  const indent = indentOf(text);
  for (let n = line - 1; n >= 1; n--) {
    const above = sourceLines[n - 1] as string;
    if (!isCode(above) || indentOf(above) > indent) continue;
    if (/^\s*(switch|select)\b/.test(above)) return n;
    // A case label of the same switch: keep going up. Anything else at this depth or above
    // ends the search (a label outside any switch we can see).
    if (!/^\s*(case\b|default\s*:)/.test(above) || indentOf(above) < indent) return undefined;
  }
  return undefined;
}

/** `char buf[512];`, `int n, i;`, `size_t len;`: a C-family declaration that executes nothing. */
function isBareDeclaration(text: string): boolean {
  return (
    /^\s*(?:(?:static|const|unsigned|signed|long|short|struct|volatile)\s+)*[A-Za-z_]\w*[\s*]+[A-Za-z_]\w*(?:\[[^\]=]*\])?(?:\s*,\s*\**\s*[A-Za-z_]\w*(?:\[[^\]=]*\])?)*\s*;\s*$/.test(
      text,
    ) && !/^\s*(return|goto|break|continue)\b/.test(text)
  );
}

/** Leading whitespace, a tab counting as one column: files indent one way throughout. */
function indentOf(text: string): number {
  return text.length - text.trimStart().length;
}

/** Not blank, not a lone brace or bracket, not only a comment: a line a coverage tool counts. */
function isCode(text: string): boolean {
  const t = text.trim();
  return t !== "" && !/^[{}()[\];,]+$/.test(t) && !/^(\/\/|\/\*|\*|#(?!!)|--)/.test(t);
}
