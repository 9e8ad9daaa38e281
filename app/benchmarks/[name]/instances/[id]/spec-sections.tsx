import Link from "next/link";
import type { InstanceDetailView } from "@/db/queries/types";
import { mutantPageHref, type InstanceKey } from "@/lib/benchmark-links";
import { pct } from "@/lib/format";
import { InlineMarkdown, MarkdownText } from "@/components/markdown";

/** The spec, section by section, each followed by the mutants that break it. */
export function SpecSections({
  sections,
  mutants,
  instance,
  submission,
}: {
  sections: InstanceDetailView["sections"];
  mutants: InstanceDetailView["mutants"];
  instance: InstanceKey;
  /** The chosen submission, carried to the mutant pages. */
  submission: number | null;
}) {
  return (
    <section aria-labelledby="spec" className="space-y-4">
      <h2 id="spec" className="text-lg font-semibold">
        Specification
      </h2>
      {sections.map((section) => {
        const own = mutants.filter((m) => m.sectionSlug === section.slug);
        return (
          <article
            key={section.slug}
            id={`section-${section.slug}`}
            data-section={section.slug}
            className="grid gap-4 rounded border border-zinc-200 p-4 lg:grid-cols-[3fr_2fr] dark:border-zinc-800"
          >
            <div className="min-w-0">
              <h3 className="font-semibold">{section.title}</h3>
              {section.body?.trim() ? (
                <MarkdownText
                  source={section.body.trim()}
                  className="mt-2 text-sm text-zinc-700 dark:text-zinc-300"
                />
              ) : (
                <p className="mt-2 text-sm text-zinc-500">(no text)</p>
              )}
            </div>
            <div>
              <h4 className="text-xs font-medium text-zinc-500">
                {own.length} mutant{own.length === 1 ? "" : "s"} break this section
              </h4>
              <ul className="mt-1 space-y-1 text-sm">
                {own.map((m) => (
                  <li key={m.slug}>
                    <Link
                      href={mutantPageHref(instance, m.slug, { submission })}
                      className="text-sky-700 hover:underline dark:text-sky-400"
                    >
                      <InlineMarkdown source={m.description} />
                    </Link>{" "}
                    <span className="text-xs text-zinc-500">
                      {m.killRate == null ? "" : `killed by ${pct(m.killRate, 0)}%`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </article>
        );
      })}
    </section>
  );
}
