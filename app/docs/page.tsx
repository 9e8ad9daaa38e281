import type { Metadata } from "next";
import Link from "next/link";
import { readDoc, SERVED_DOCS } from "@/lib/docs";

export const metadata: Metadata = { title: "Docs" };

/** The index of the docs the site serves, grouped by what a reader came to do. */
export default function DocsIndex() {
  return (
    <article className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Docs</h1>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">
          How to make and submit a result bundle, how it is scored, and how a benchmark is laid out.
          Start with{" "}
          <Link href="/about" className="underline">
            How scoring works
          </Link>{" "}
          for the short version.
        </p>
      </div>
      {SERVED_DOCS.map((group, i) => (
        <section key={group.group} aria-labelledby={`docs-group-${i}`}>
          <h2 id={`docs-group-${i}`} className="text-lg font-semibold">
            {group.group}
          </h2>
          <ul className="mt-2 space-y-2">
            {group.docs.map((d) => (
              <li key={d.name}>
                <Link
                  href={`/docs/${d.name}`}
                  className="text-sky-700 hover:underline dark:text-sky-400"
                >
                  {readDoc(d.name)?.title ?? d.name}
                </Link>
                <span className="text-sm text-zinc-600 dark:text-zinc-400"> — {d.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
