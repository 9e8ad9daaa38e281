import { highlight, languageOfPath } from "@/lib/highlight";
import { suiteFileId } from "./step-list";

/**
 * The suite the bundle carried for this instance, each file with the steps that wrote it (a
 * file no step wrote was written another way, by a script or a tool the log does not show) and
 * its source, highlighted on the server and folded.
 */
export async function SuiteFiles({
  files,
  writers,
  stepHref,
}: {
  files: Array<{ path: string; content: string }>;
  writers: ReadonlyMap<string, number[]>;
  stepHref: (step: number) => string;
}) {
  if (files.length === 0) return null;
  const html = await Promise.all(files.map((f) => highlight(f.content, languageOfPath(f.path))));
  return (
    <section aria-labelledby="suite-files" className="space-y-2">
      <h2 id="suite-files" className="text-lg font-semibold">
        The suite&apos;s files
      </h2>
      {files.map((f, i) => {
        const steps = writers.get(f.path) ?? [];
        return (
          <details
            key={f.path}
            id={suiteFileId(f.path)}
            className="rounded border border-zinc-200 p-2 dark:border-zinc-800"
            data-suite-file={f.path}
          >
            <summary className="cursor-pointer text-sm">
              <span className="font-mono break-all">{f.path}</span>{" "}
              <span className="text-xs text-zinc-500">
                {steps.length ? (
                  <>
                    written at{" "}
                    {steps.map((s, k) => (
                      <span key={s}>
                        {k > 0 ? ", " : ""}
                        <a href={stepHref(s)} className="underline">
                          step {s}
                        </a>
                      </span>
                    ))}
                  </>
                ) : (
                  "no step of the log wrote it by name"
                )}
              </span>
            </summary>
            <div
              className="mt-2 overflow-x-auto text-xs"
              dangerouslySetInnerHTML={{ __html: html[i]! }}
            />
          </details>
        );
      })}
    </section>
  );
}
