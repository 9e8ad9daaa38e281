import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { expect, it } from "vitest";
import { MarkdownText } from "@/components/markdown";
import { headingSlug } from "./heading-ids";

it("makes GitHub's anchors from heading text", () => {
  expect(headingSlug("Verifying one submission on a cluster")).toBe(
    "verifying-one-submission-on-a-cluster",
  );
  expect(headingSlug("outcomes.json")).toBe("outcomesjson");
  expect(headingSlug("Re-run inside tsb-mini 1.1's image")).toBe(
    "re-run-inside-tsb-mini-11s-image",
  );
  expect(headingSlug("Verification (tsb worker)")).toBe("verification-tsb-worker");
  expect(headingSlug("snake_case & more")).toBe("snake_case--more");
});

it("gives a document's headings ids, a repeated one numbered, only where asked", () => {
  const source = "# Title\n\n## `tsb run`\n\n## Notes\n\n## Notes\n";
  const html = renderToStaticMarkup(createElement(MarkdownText, { source, headingIds: true }));
  expect(html).toContain('<h2 id="tsb-run">');
  expect(html).toContain('<h2 id="notes">');
  expect(html).toContain('<h2 id="notes-1">');
  expect(renderToStaticMarkup(createElement(MarkdownText, { source }))).not.toContain("id=");
});
