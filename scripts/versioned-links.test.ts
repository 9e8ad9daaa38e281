import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { versionedLinks } from "./versioned-links.mjs";

/** Only the versioned-links rule, untyped: seconds, where the whole lint takes minutes. */
function linksLinter(): ESLint {
  return new ESLint({
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      { ignores: ["node_modules/**", ".next/**", ".cache/**", "data/**"] },
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: {
          parser: tseslint.parser,
          sourceType: "module",
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
      },
      ...versionedLinks,
    ],
  });
}

const messagesOf = (results: ESLint.LintResult[]) =>
  results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath.slice(process.cwd().length + 1)}:${m.line} ${m.message}`),
  );

describe("links to a benchmark's pages carry its version (STYLE.md, One key for one thing)", () => {
  it("are built only by lib/benchmark-links.ts across the site", async () => {
    const results = await linksLinter().lintFiles(["app", "components", "lib"]);
    expect(results.length).toBeGreaterThan(100);
    expect(messagesOf(results)).toEqual([]);
  });

  it("report a page that writes a benchmark path by hand, in a template or a string", async () => {
    const source = [
      "const name = 'tsb-mini';",
      "export const a = `/benchmarks/${name}/instances`;",
      'export const b = "/benchmarks/" + name;',
      "export const c = `/submissions/1`;",
    ].join("\n");
    const linter = linksLinter();
    const inPage = messagesOf(await linter.lintText(source, { filePath: "app/x/page.tsx" }));
    expect(inPage).toHaveLength(2);
    expect(inPage.every((m) => m.includes("lib/benchmark-links.ts"))).toBe(true);
    const inBuilder = await linter.lintText(source, { filePath: "lib/benchmark-links.ts" });
    expect(messagesOf(inBuilder)).toEqual([]);
  });
});
