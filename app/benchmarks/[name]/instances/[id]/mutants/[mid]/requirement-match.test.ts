import { expect, it } from "vitest";
import { matchedRanges, matchRequirement } from "./requirement-match";

const section =
  "tally counts lines, words and bytes. Short options print their counts in a fixed order: lines, words, bytes.\n" +
  "- `--` ends option processing.\nA file named `-` is standard input.";

it("marks the sentence the mutant's description matches and keeps the text whole", () => {
  const segments = matchRequirement(
    section,
    "Short options print their counts in the order the options were given instead of the fixed order.",
  );
  expect(segments.map((s) => s.text).join("")).toBe(section);
  expect(segments.filter((s) => s.match).map((s) => s.text.trim())).toEqual([
    "Short options print their counts in a fixed order: lines, words, bytes.",
  ]);
});

it("keeps a sentence wrapped over lines whole and ends list items at the next item", () => {
  const text =
    "- The counts appear in this fixed order, whatever the order of the\n  options: lines, words.\n- Options may be grouped.";
  const segments = matchRequirement(text, "The counts appear in the order the options were given.");
  expect(segments.map((s) => s.text)).toEqual([
    "- The counts appear in this fixed order, whatever the order of the\n  options: lines, words.\n",
    "- Options may be grouped.",
  ]);
  expect(segments.map((s) => s.match)).toEqual([true, false]);
});

it("marks nothing when no sentence shares enough words", () => {
  const segments = matchRequirement(section, "Unicode input is decoded as Latin-1.");
  expect(segments.some((s) => s.match)).toBe(false);
  expect(segments.map((s) => s.text).join("")).toBe(section);
});

it("gives the matched segments' offsets in the section text", () => {
  const segments = matchRequirement(
    section,
    "Short options print their counts in the order the options were given instead of the fixed order.",
  );
  const ranges = matchedRanges(segments);
  expect(ranges).toHaveLength(1);
  const [start, end] = ranges[0]!;
  expect(section.slice(start, end).trim()).toBe(
    "Short options print their counts in a fixed order: lines, words, bytes.",
  );
});
