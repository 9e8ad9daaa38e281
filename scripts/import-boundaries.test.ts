import { ESLint } from "eslint";
import importPlugin from "eslint-plugin-import";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { importBoundaries, importResolverSettings } from "./import-boundaries.mjs";

/** Only the boundary rule, untyped: a few seconds, where the type-checked lint takes minutes. */
function boundaryLinter(): ESLint {
  return new ESLint({
    overrideConfigFile: true,
    // The tree's inline directives name type-checked rules this linter does not load.
    allowInlineConfig: false,
    overrideConfig: [
      { ignores: ["node_modules/**", ".next/**", ".cache/**", "data/**", "drizzle/**"] },
      {
        files: ["**/*.{ts,tsx,mts,mjs,js}"],
        plugins: { import: importPlugin },
        languageOptions: { parser: tseslint.parser, sourceType: "module" },
        settings: importResolverSettings,
      },
      ...importBoundaries,
    ],
  });
}

const messagesOf = (results: ESLint.LintResult[]) =>
  results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath.slice(process.cwd().length + 1)}:${m.line} ${m.message}`),
  );

describe("import boundaries (docs/architecture.md)", () => {
  it("hold across the tree: evaluator/ imports no db/, lib/, app/, components/ or cli/", async () => {
    const results = await boundaryLinter().lintFiles([
      "evaluator",
      "db",
      "ingest",
      "lib",
      "components",
      "app",
      "cli",
    ]);
    expect(results.length).toBeGreaterThan(200);
    expect(messagesOf(results)).toEqual([]);
  });

  it("report an evaluator module that reaches into db/, relatively or through @/", async () => {
    const results = await boundaryLinter().lintText(
      [
        'import { openDb } from "../../db/index.ts";',
        'import { formatPct } from "@/lib/format";',
        'import { scoreBundle } from "./score-bundle.ts";',
        "export const x = [openDb, formatPct, scoreBundle];",
      ].join("\n"),
      { filePath: "evaluator/score/reach-up.ts" },
    );
    const messages = messagesOf(results);
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.includes("evaluator/ may not import this folder"))).toBe(true);
  });

  it("report a db/ module that calls the ingest pipeline above it, but let db/'s tests store fixtures through it", async () => {
    const source = [
      'import { storeScoredBundle } from "../ingest/store-scored.ts";',
      "export const x = storeScoredBundle;",
    ].join("\n");
    const linter = boundaryLinter();
    const inModule = messagesOf(await linter.lintText(source, { filePath: "db/reach-up.ts" }));
    expect(inModule).toHaveLength(1);
    expect(inModule[0]).toContain("db/ may not import this folder");
    const inTest = await linter.lintText(source, { filePath: "db/reach-up.test.ts" });
    expect(messagesOf(inTest)).toEqual([]);
    // A test is still held to the rest of db/'s rule.
    const reachesLib = await linter.lintText(
      'import { pct } from "../lib/format.ts";\nexport const y = pct;',
      {
        filePath: "db/reach-up.test.ts",
      },
    );
    expect(messagesOf(reachesLib)).toHaveLength(1);
  });
});
