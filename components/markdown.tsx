import type { ComponentProps, ReactElement } from "react";
import { LRUCache } from "lru-cache";
import Markdown, { defaultUrlTransform, type Components, type Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import { rehypeHeadingIds } from "@/lib/markdown/heading-ids";
import { rehypeMarkRanges, type SourceRange } from "@/lib/markdown/mark-ranges";

type Plugin = NonNullable<Options["rehypePlugins"]>[number];

/**
 * Element overrides: a wide table scrolls inside its own box instead of widening the page. The
 * rest is styled by `.markdown` in app/globals.css, so the HTML stays free of per-element
 * classes.
 */
const components: Components = {
  table: ({ node: _node, ...props }: ComponentProps<"table"> & { node?: unknown }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

/**
 * react-markdown parses its source on every render, and a page of a large instance renders much
 * of it: tsb-mini 1.2's stencil page renders 550 mutant descriptions twice and 89 spec sections,
 * about 0.6 s of its server time. `Markdown` is a pure function of its source and options (no
 * hooks, no state), so the same source renders to the same elements: the recent ones are kept.
 * Only renders without per-call options (marks, href) are kept. Bounded by the sources' length:
 * the kept elements take about 40 bytes a source character (every spec section and mutant
 * description of tsb-mini 1.0–1.2, 0.75 M characters, kept 29.5 MB), so at most about 60 MB.
 */
const rendered = new LRUCache<string, ReactElement>({
  maxSize: 1_500_000,
  sizeCalculation: (_element, key) => Math.max(1, key.length),
});

function renderOnce(key: string, render: () => ReactElement): ReactElement {
  const kept = rendered.get(key);
  if (kept) return kept;
  const element = render();
  rendered.set(key, element);
  return element;
}

/**
 * Markdown rendered on the server with react-markdown and GitHub-flavoured tables, lists and
 * strikethrough. Raw HTML in the source shows as text (react-markdown never passes it through,
 * and no rehype-raw is added), and unsafe link protocols such as `javascript:` are dropped.
 *
 * `marks` highlights spans of the source (offsets into `source`) with <mark>; `href` rewrites
 * link targets after they have been made safe (the docs pages point `scoring.md` at
 * `/docs/scoring`). `headingIds` gives headings GitHub's anchors, for whole documents whose links
 * point at them (`scaling.md#verifying-one-submission-on-a-cluster`).
 */
export function MarkdownText({
  source,
  marks = [],
  href,
  className = "",
  testId,
  headingIds = false,
}: {
  source: string;
  marks?: readonly SourceRange[];
  href?: (url: string) => string;
  className?: string;
  testId?: string;
  headingIds?: boolean;
}) {
  const render = () =>
    Markdown({
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        ...(marks.length ? [[rehypeMarkRanges, { ranges: marks }] satisfies Plugin] : []),
        ...(headingIds ? [rehypeHeadingIds] : []),
      ],
      urlTransform: (url) => {
        const safe = defaultUrlTransform(url);
        return href && safe ? href(safe) : safe;
      },
      components,
      children: source,
    });
  return (
    <div className={`markdown ${className}`} data-testid={testId}>
      {marks.length === 0 && href === undefined
        ? renderOnce(`text\0${headingIds}\0${source}`, render)
        : render()}
    </div>
  );
}

/**
 * One line of markdown inside running text (a mutant's description, a link's text): code,
 * emphasis and strikethrough render; any block markup is unwrapped to its text.
 */
export function InlineMarkdown({ source }: { source: string }) {
  return (
    <span className="markdown">
      {renderOnce(`inline\0${source}`, () =>
        Markdown({
          remarkPlugins: [remarkGfm],
          allowedElements: ["code", "strong", "em", "del"],
          unwrapDisallowed: true,
          children: source,
        }),
      )}
    </span>
  );
}
