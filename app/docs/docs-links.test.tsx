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
