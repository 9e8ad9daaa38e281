import { setCosine, tokens } from "@/lib/similarity";

export interface Segment {
  text: string;
  /** Whether this sentence is the requirement the mutant breaks, as far as words can tell. */
  match: boolean;
}

/** Cosine below which no sentence is highlighted: a stray shared word is not a match. */
const MIN_SCORE = 0.25;

/**
 * Splits a spec section into sentences (and list items) and marks those that best match a
 * mutant's description by token-set cosine (lib/similarity): the best sentence, and any other
 * within 90% of it, when the best reaches 0.25 and shares at least two words. Returns the whole
 * text as segments, so joining them gives the section back unchanged.
 */
export function matchRequirement(section: string, description: string): Segment[] {
  // A sentence ends at . ! ? before white space, or where a line starts a list item, a table
  // row or a paragraph; a line wrapped inside a sentence does not end it.
  const parts =
    section
      .match(/[\s\S]*?(?:[.!?]+(?=\s|$)|\n(?=\s*(?:[-*+|]\s|\d+[.)]\s|\n))|$)\s*/g)
      ?.filter(Boolean) ?? [];
  const query = tokens(description);
  const scores = parts.map((p) => {
    const own = tokens(p);
    let shared = 0;
    for (const t of own) if (query.has(t)) shared++;
    return shared >= 2 ? setCosine(query, own) : 0;
  });
  const best = Math.max(0, ...scores);
  return parts.map((text, i) => ({
    text,
    match: best >= MIN_SCORE && scores[i]! >= best * 0.9,
  }));
}

/**
 * The offsets, in the section text given to `matchRequirement`, of the matched segments: what
 * a renderer of that text highlights.
 */
export function matchedRanges(segments: readonly Segment[]): [number, number][] {
  const ranges: [number, number][] = [];
  let at = 0;
  for (const s of segments) {
    if (s.match) ranges.push([at, at + s.text.length]);
    at += s.text.length;
  }
  return ranges;
}
