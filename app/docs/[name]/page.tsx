import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MarkdownText } from "@/components/markdown";
import { docHref, readDoc, servedDocNames } from "@/lib/docs";

type Params = Promise<{ name: string }>;

// Every served doc is rendered at build time; any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return servedDocNames.map((name) => ({ name }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const doc = readDoc((await params).name);
  return { title: doc?.title ?? "Not found" };
}

/** One page of the project's docs, rendered from its markdown with links between docs kept. */
export default async function DocPage({ params }: { params: Params }) {
  const { name } = await params;
  const doc = readDoc(name);
  if (!doc) notFound();
  return (
    <article className="max-w-3xl space-y-4 leading-relaxed">
      <nav aria-label="Docs" className="text-sm">
        <Link href="/docs" className="underline">
          ← All docs
        </Link>
      </nav>
      <MarkdownText source={doc.markdown} href={docHref} testId="doc" headingIds />
    </article>
  );
}
