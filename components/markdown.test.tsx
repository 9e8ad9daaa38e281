import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { InlineMarkdown, MarkdownText } from "./markdown";

const render = (props: Parameters<typeof MarkdownText>[0]) =>
  renderToStaticMarkup(<MarkdownText {...props} />);

it("renders emphasis, inline code, lists and GitHub tables", () => {
  const html = render({
    source:
      "An **integer literal** is `[0-9]+`.\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |",
  });
  expect(html).toContain("<strong>integer literal</strong>");
  expect(html).toContain("<code>[0-9]+</code>");
  expect(html).toContain("<li>one</li>");
  expect(html).toMatch(/<div class="overflow-x-auto"><table>.*<td>1<\/td>/s);
});

it("shows raw HTML as text and drops javascript: links", () => {
  const html = render({
    source:
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))',
  });
  expect(html).not.toMatch(/<script|<img/);
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  expect(html).not.toContain("javascript:");
});

it("marks a source range inside and across markup", () => {
  const source = "First sentence. The **second** one is `here`.\nThird.";
  const start = source.indexOf("The");
  const end = source.indexOf("Third");
  const html = render({ source, marks: [[start, end]] });
  expect(html).toContain(
    "<mark>The </mark><strong><mark>second</mark></strong><mark> one is </mark><code><mark>here</mark></code><mark>.</mark>\nThird.",
  );
  expect(html).toContain("First sentence. ");
  expect(html).not.toContain("<mark>Third");
});

it("rewrites link targets after making them safe", () => {
  const html = render({
    source: "See [scoring](scoring.md) and [the paper](https://arxiv.org/abs/2610.13065).",
    href: (url) => url.replace(/^([a-z-]+)\.md$/, "/docs/$1"),
  });
  expect(html).toContain('href="/docs/scoring"');
  expect(html).toContain('href="https://arxiv.org/abs/2610.13065"');
});

it("renders a line of inline markdown without block elements", () => {
  const html = renderToStaticMarkup(
    <InlineMarkdown source="`--` ends the **options** <b>x</b> [y](https://e.org)" />,
  );
  expect(html).toBe(
    '<span class="markdown"><code>--</code> ends the <strong>options</strong> &lt;b&gt;x&lt;/b&gt; y</span>',
  );
});

it("renders a source it has rendered before the same, and never lends one render's options to another", () => {
  const source = "## Exit codes\n\nIt exits `2` on a **usage** error; see [codes](codes.md).";
  const plain = render({ source });
  expect(render({ source })).toBe(plain);
  const start = source.indexOf("It exits");
  const marked = render({ source, marks: [[start, start + 8]] });
  expect(marked).toContain("<mark>It exits</mark>");
  expect(plain).not.toContain("<mark>");
  expect(render({ source, href: (url) => `/docs/${url}` })).toContain('href="/docs/codes.md"');
  expect(render({ source, headingIds: true })).toContain('id="exit-codes"');
  expect(render({ source })).toBe(plain);
  expect(plain).not.toContain("id=");
  const inline = renderToStaticMarkup(<InlineMarkdown source="the `-o` flag" />);
  expect(renderToStaticMarkup(<InlineMarkdown source="the `-o` flag" />)).toBe(inline);
  expect(inline).toContain("<code>-o</code>");
});
