import { expect, it } from "vitest";
import { reflowMarkdown } from "./spec-text";

it("joins wrapped lines of paragraphs and list items, keeping items, tables and code apart", () => {
  const text = [
    "Options select which counts",
    "are printed:",
    "",
    "| a | b |",
    "|---|---|",
    "- With none of these, it prints lines",
    "  and words.",
    "- Repeating an option",
    "  has no effect.",
    "```",
    "$ tally",
    "  1 2",
    "```",
  ].join("\n");
  expect(reflowMarkdown(text)).toBe(
    [
      "Options select which counts are printed:",
      "",
      "| a | b |",
      "|---|---|",
      "- With none of these, it prints lines and words.",
      "- Repeating an option has no effect.",
      "```",
      "$ tally",
      "  1 2",
      "```",
    ].join("\n"),
  );
});
