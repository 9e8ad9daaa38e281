import { readFile } from "node:fs/promises";
import path from "node:path";
import { BenchmarkError } from "../errors.ts";
import { instanceSchema, parseJsonFile } from "../schemas.ts";

export interface SpecSection {
  id: string;
  title: string;
  /** The heading's text as written in spec.md, without "## ". */
  heading: string;
  /** The section's markdown after its heading line, trimmed of surrounding blank lines. */
  body: string;
}

export interface SpecDocument {
  /** Text before the first "## " heading (a title, an introduction), trimmed. */
  preamble: string;
  sections: SpecSection[];
}

/**
 * Splits `spec.md` at its "## " headings and pairs them, in order, with `sections` of
 * instance.json (DESIGN.md: one "## " heading per section, in the order of "sections").
 * Headings inside fenced code blocks do not count. A count mismatch is a `BenchmarkError`.
 */
export async function readSpecSections(instanceDir: string): Promise<SpecDocument> {
  const instanceFile = path.join(instanceDir, "instance.json");
  const parsed = parseJsonFile(instanceSchema, await readFile(instanceFile, "utf8"), instanceFile);
  if (!parsed.ok) throw new BenchmarkError(parsed.problems);
  const specFile = path.join(instanceDir, "spec.md");
  return splitSpec(await readFile(specFile, "utf8"), parsed.value.sections ?? [], specFile);
}

/** The pure part of `readSpecSections`, for text already in memory. */
export function splitSpec(
  markdown: string,
  sections: ReadonlyArray<{ id: string; title: string }>,
  file: string,
): SpecDocument {
  const chunks: Array<{ heading: string; lines: string[] }> = [];
  const preamble: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    }
    if (fence === null && line.startsWith("## ")) {
      chunks.push({ heading: line.slice(3).trim(), lines: [] });
      continue;
    }
    (chunks.at(-1)?.lines ?? preamble).push(line);
  }
  if (chunks.length !== sections.length) {
    throw new BenchmarkError([
      {
        file,
        message: `has ${chunks.length} "## " headings but instance.json lists ${sections.length} sections`,
      },
    ]);
  }
  return {
    preamble: trimBlankLines(preamble),
    sections: sections.map((section, i) => ({
      id: section.id,
      title: section.title,
      heading: chunks[i]?.heading ?? "",
      body: trimBlankLines(chunks[i]?.lines ?? []),
    })),
  };
}

function trimBlankLines(lines: string[]): string {
  return lines
    .join("\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
}
