import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { MarkdownText } from "@/components/markdown";
import { docHref, readDoc, servedDocNames } from "@/lib/docs";

// Rendered as the /docs pages render them, so a link the site would break fails here.
it("leaves no served doc with a relative link that has no page on the site", () => {
  for (const name of servedDocNames) {
    const html = renderToStaticMarkup(
      <MarkdownText source={readDoc(name)!.markdown} href={docHref} />,
    );
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    const broken = hrefs.filter(
      (h) =>
        !/^(https?:|mailto:|#)/.test(h) &&
        !servedDocNames.some((n) => h === `/docs/${n}` || h.startsWith(`/docs/${n}#`)),
    );
    expect(broken, `${name}.md`).toEqual([]);
  }
});

// The docs link each other's sections (`scaling.md#verifying-one-submission-on-a-cluster`):
// every anchor must name a heading id of the page it points at, as rendered.
it("leaves no anchor link in a served doc that does not jump to a heading", () => {
  const render = (name: string) =>
    renderToStaticMarkup(
      <MarkdownText source={readDoc(name)!.markdown} href={docHref} headingIds />,
    );
  const ids = new Map(
    servedDocNames.map((n) => [
      n,
      new Set([...render(n).matchAll(/ id="([^"]*)"/g)].map((m) => m[1]!)),
    ]),
  );
  const broken: string[] = [];
  let anchors = 0;
  for (const name of servedDocNames) {
    for (const [, href] of render(name).matchAll(/href="([^"]*#[^"]*)"/g)) {
      const [page, anchor] = href!.split("#") as [string, string];
      const target = page === "" ? name : page.replace(/^\/docs\//, "");
      if (!ids.has(target)) continue;
      anchors++;
      if (!ids.get(target)!.has(decodeURIComponent(anchor))) broken.push(`${name}.md: ${href}`);
    }
  }
  expect(anchors).toBeGreaterThanOrEqual(12);
  expect(broken).toEqual([]);
});
