/**
 * The executed lines of the reference script in one NODE_V8_COVERAGE file. V8 reports, per
 * function, nested ranges of source offsets (UTF-16 code units) with counts; a position's count
 * is that of the innermost range holding it. A line ran when the count at its first non-blank
 * character is above 0. The script is the run's `executable` (its url ends so); `lineMap` says
 * where each reference file sits in it (a `#!` line may come first).
 */
export function v8Lines(
  json: string,
  script: string,
  lineMap: ReadonlyArray<{ file: string; firstLine: number; lines: number }>,
): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  let report: { result?: Array<{ url: string; functions: V8Function[] }> };
  try {
    report = JSON.parse(json) as typeof report;
  } catch {
    return out; // A process killed mid-write leaves half a file: it ran nothing we can count.
  }
  const starts = lineStarts(script);
  for (const entry of report.result ?? []) {
    if (!/\/executable$/.test(entry.url)) continue;
    const ranges = entry.functions
      .flatMap((f) => f.ranges)
      // Outer ranges first, so an inner one overrides: V8 lists each function's own range first.
      .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
    for (let line = 1; line <= starts.length; line++) {
      const start = starts[line - 1] as number;
      const end = line < starts.length ? (starts[line] as number) - 1 : script.length;
      const text = script.slice(start, end);
      const blank = text.search(/\S/);
      if (blank < 0) continue;
      if (countAt(ranges, start + blank) <= 0) continue;
      const place = lineMap.find((m) => line >= m.firstLine && line < m.firstLine + m.lines);
      if (!place) continue;
      const set = out.get(place.file) ?? new Set<number>();
      set.add(line - place.firstLine + 1);
      out.set(place.file, set);
    }
  }
  return out;
}

interface V8Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

interface V8Function {
  ranges: V8Range[];
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** The count of the innermost (last-starting, of those holding it) range around `offset`. */
function countAt(sorted: readonly V8Range[], offset: number): number {
  let count = 0;
  let found = false;
  for (const range of sorted) {
    if (range.startOffset > offset) break;
    if (offset < range.endOffset) {
      count = range.count;
      found = true;
    }
  }
  return found ? count : 0;
}
