import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

/** A heading's text, its inline code and emphasis included. */
function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  return node.type === "element" ? node.children.map(textOf).join("") : "";
}

/**
 * A heading's anchor as GitHub makes it, so links written for the repository
 * (`scaling.md#verifying-one-submission-on-a-cluster`, `bundle-format.md#outcomesjson`) jump on
 * the site too: lower case, punctuation dropped (letters, digits, `_` and `-` kept), each space
 * a hyphen.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/**
 * A rehype plugin that gives every heading its GitHub anchor as `id`; a repeated one gets `-1`,
 * `-2`, … as on GitHub. For whole documents (the docs pages): a spec section's headings would
 * clash with the ids of the page around it.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const used = new Map<string, number>();
    visit(tree, "element", (node: Element) => {
      if (!/^h[1-6]$/.test(node.tagName) || node.properties.id !== undefined) return;
      const base = headingSlug(node.children.map(textOf).join(""));
      const n = used.get(base) ?? 0;
      used.set(base, n + 1);
      node.properties.id = n === 0 ? base : `${base}-${n}`;
    });
  };
}
