import { expect, it } from "vitest";
import { sourceOffsets } from "./mark-ranges";

it("finds each character of a text node in its source span", () => {
  const source = "- first line\n  second \\*line\\*";
  const value = "first line\nsecond *line*";
  const offsets = sourceOffsets(value, source, 2, source.length)!;
  expect(offsets).toHaveLength([...value].length);
  expect([...value].every((c, i) => source.startsWith(c, offsets[i]))).toBe(true);
  expect(offsets[value.indexOf("second")]).toBe(source.indexOf("second"));
});

it("counts a character outside the BMP once", () => {
  expect(sourceOffsets("a😀b", "a😀b", 0, 4)).toEqual([0, 1, 3]);
});

it("gives up when the value is not in its span", () => {
  expect(sourceOffsets("xyz", "abc", 0, 3)).toBeNull();
});
