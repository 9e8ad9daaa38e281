import type { ComponentProps } from "react";
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
  return (
    <div className={`markdown ${className}`} data-testid={testId}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[
          ...(marks.length ? [[rehypeMarkRanges, { ranges: marks }] satisfies Plugin] : []),
          ...(headingIds ? [rehypeHeadingIds] : []),
        ]}
        urlTransform={(url) => {
          const safe = defaultUrlTransform(url);
          return href && safe ? href(safe) : safe;
        }}
        components={components}
      >
        {source}
      </Markdown>
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
      <Markdown
        remarkPlugins={[remarkGfm]}
        allowedElements={["code", "strong", "em", "del"]}
        unwrapDisallowed
      >
        {source}
      </Markdown>
    </span>
  );
}
