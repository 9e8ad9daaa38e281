import Link from "next/link";

/**
 * Previous / next links between the pages of a long list, with "page / pages" between them;
 * nothing when everything fits on one page. `href` gives a page's address (the page lives in the
 * URL, so a view can be shared).
 */
export function Pager({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** What is paged, for the navigation's accessible name ("Pages of steps"). */
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className="rounded border px-2 py-0.5" rel="prev">
          ← previous
        </Link>
      ) : null}
      <span className="num text-zinc-500">
        {page} / {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className="rounded border px-2 py-0.5" rel="next">
          next →
        </Link>
      ) : null}
    </nav>
  );
}

/** Page `page` (clamped into range) of `items`, `size` to a page. */
export function pageOfItems<T>(
  items: readonly T[],
  page: number,
  size: number,
): { page: number; pages: number; items: T[]; first: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(1, page), pages);
  return { page: p, pages, items: items.slice((p - 1) * size, p * size), first: (p - 1) * size };
}
