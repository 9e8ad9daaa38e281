/**
 * Server-side syntax highlighting with shiki: pages send its HTML down, so no highlighter ships to
 * the browser. The highlighter is created once per process with the languages the benchmarks
 * use and the JavaScript regex engine (no WebAssembly to load). Shiki escapes the code it
 * renders, which is why its output is the one HTML the site inserts as HTML.
 */
import {
  createHighlighter,
  createJavaScriptRegexEngine,
  type BundledLanguage,
  type Highlighter,
} from "shiki";

const LANGUAGES = [
  "diff",
  "python",
  "javascript",
  "typescript",
  "rust",
  "go",
  "c",
  "cpp",
  "java",
  "shellscript",
] as const satisfies readonly BundledLanguage[];
export type HighlightLanguage = (typeof LANGUAGES)[number] | "text";

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: ["github-light", "github-dark"],
    langs: [...LANGUAGES],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const BY_EXTENSION: Record<string, HighlightLanguage> = {
  py: "python",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  ts: "typescript",
  rs: "rust",
  go: "go",
  c: "c",
  h: "c",
  cc: "cpp",
  cpp: "cpp",
  java: "java",
  sh: "shellscript",
  diff: "diff",
  patch: "diff",
};

/** The highlighting language of a file path by its extension, "text" when unknown. */
export function languageOfPath(file: string | null | undefined): HighlightLanguage {
  const ext = file?.split(".").at(-1)?.toLowerCase() ?? "";
  return BY_EXTENSION[ext] ?? "text";
}

/** HTML of `code` highlighted in light and dark themes (the `.dark` class picks one by CSS). */
export async function highlight(code: string, lang: HighlightLanguage): Promise<string> {
  const h = await getHighlighter();
  return h.codeToHtml(code, {
    lang,
    themes: { light: "github-light", dark: "github-dark" },
    defaultColor: "light",
  });
}
