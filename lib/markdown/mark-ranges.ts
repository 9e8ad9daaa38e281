import type { Element, ElementContent, Root, Text } from "hast";
import { SKIP, visit } from "unist-util-visit";

/** A half-open span [start, end) of character offsets into the markdown source. */
export type SourceRange = readonly [start: number, end: number];

/**
 * Where in `source` each character of a text node's value came from. A value is its source span
 * with markdown's syntax taken out (list indentation, backslash escapes, the backticks of inline
 * code, entity references), so its characters appear in the span in order: matching them
 * greedily finds their offsets. Returns null when they do not (a node some plugin rewrote).
 */
export function sourceOffsets(value: string, source: string, start: number, end: number) {
  const offsets: number[] = [];
  let at = start;
  for (const char of value) {
    while (at < end && !source.startsWith(char, at)) at++;
    if (at >= end) return null;
    offsets.push(at);
    at += char.length; // a character outside the BMP is two code units
  }
  return offsets;
}

function inRanges(offset: number, ranges: readonly SourceRange[]) {
  return ranges.some(([s, e]) => offset >= s && offset < e);
}

/** A range without the white space at its ends, so a mark stops at its sentence's last word. */
function trimRange([start, end]: SourceRange, source: string): SourceRange {
  let s = start;
  let e = Math.min(end, source.length);
  while (s < e && /\s/.test(source[s]!)) s++;
  while (e > s && /\s/.test(source[e - 1]!)) e--;
  return [s, e];
}

/**
 * Splits one text node into runs that are inside or outside the ranges, wrapping the inside
 * runs in <mark> (a run of white space alone, such as the line break between two elements,
 * stays plain).
 */
function splitText(node: Text, offsets: number[], ranges: readonly SourceRange[]) {
  const chars = [...node.value];
  const pieces: ElementContent[] = [];
  let run = "";
  let marked = false;
  const flush = () => {
    if (marked && run.trim()) {
      const mark: Element = {
        type: "element",
        tagName: "mark",
        properties: {},
        children: [{ type: "text", value: run }],
      };
      pieces.push(mark);
    } else if (run) pieces.push({ type: "text", value: run });
    run = "";
  };
  chars.forEach((char, i) => {
    const inside = inRanges(offsets[i]!, ranges);
    if (inside !== marked) {
      flush();
      marked = inside;
    }
    run += char;
  });
  flush();
  return pieces;
}

/**
 * A rehype plugin that wraps the text falling inside `ranges` (offsets into the markdown
 * source, as `file.value` holds it) in <mark> elements. It works on the rendered tree, so a
 * range that crosses markup (bold, inline code, a list item) becomes several marks, one inside
 * each element, and never unbalances the HTML.
 */
export function rehypeMarkRanges(options: { ranges: readonly SourceRange[] }) {
  return (tree: Root, file: { value?: unknown }) => {
    const source = String(file.value);
    const ranges = options.ranges.map((r) => trimRange(r, source)).filter(([s, e]) => s < e);
    if (!ranges.length) return;
    visit(tree, "text", (node, index, parent) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start == null || end == null || !parent || index == null) return;
      if (!ranges.some(([s, e]) => s < end && e > start)) return;
      const offsets = sourceOffsets(node.value, source, start, end);
      if (!offsets) return;
      const pieces = splitText(node, offsets, ranges);
      parent.children.splice(index, 1, ...pieces);
      return [SKIP, index + pieces.length];
    });
  };
}
