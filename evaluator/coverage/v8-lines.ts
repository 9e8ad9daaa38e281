/**
 * The executed lines of the reference script in one NODE_V8_COVERAGE file. V8 reports, per
 * function, nested ranges of source offsets (UTF-16 code units) with counts; a position's count
 * is that of the innermost range holding it. A line ran when the count at any of its non-blank
 * characters is above 0: a line such as `} else if (c) {` starts with the `}` of a block that
 * may not have run, while its condition ran (judged by its first character, a mutant of that
 * condition looked unreached by the very tests that evaluate it and kill it). The script is the run's `executable` (its url ends so); `lineMap` says
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
    const counts = paintCounts(
      entry.functions.flatMap((f) => f.ranges),
      script.length,
    );
    for (let line = 1; line <= starts.length; line++) {
      const start = starts[line - 1] as number;
      const end = line < starts.length ? (starts[line] as number) - 1 : script.length;
      let ran = false;
      for (let i = start; i < end && !ran; i++)
        ran = (counts[i] as number) > 0 && script.charCodeAt(i) > 32; // not blank
      if (!ran) continue;
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

/**
 * Each offset's count, that of the innermost range holding it (0 outside every range). V8's
 * ranges nest or are disjoint, so painting them outer first (by start, then the longer first)
 * leaves each offset with its innermost range's count.
 */
function paintCounts(ranges: readonly V8Range[], length: number): Int32Array {
  const counts = new Int32Array(length);
  const sorted = [...ranges].sort(
    (a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset,
  );
  for (const range of sorted)
    counts.fill(range.count, Math.max(0, range.startOffset), Math.min(length, range.endOffset));
  return counts;
}
