/**
 * Which top-level folder may import which (docs/architecture.md), as eslint-plugin-import's
 * `no-restricted-paths` zones. eslint.config.mjs applies them with the rest of the lint;
 * scripts/import-boundaries.test.ts runs only these on the tree, untyped, so `npm test` checks
 * the boundaries in seconds instead of running the slow type-checked lint.
 */

/** Folders no product code imports: tools that stand beside the product. */
const TOOLS = ["bench", "e2e", "scripts"];

/** Each layer and the folders it must not import from, with why. */
export const forbidden = {
  // The evaluator is a library of its own: it must run without a database or the site.
  evaluator: ["db", "ingest", "lib", "app", "components", "cli", ...TOOLS],
  // Storage stores what the evaluator returns; it knows nothing of the workflow above it.
  db: ["ingest", "lib", "app", "components", "cli", ...TOOLS],
  // The ingest pipeline joins the evaluator and storage, below the CLI and the site.
  ingest: ["lib", "app", "components", "cli", ...TOOLS],
  // The site's utilities sit below its pages (route tests excepted: they call the handlers).
  lib: ["app", "components", "cli", ...TOOLS],
  // Shared React components take data as props; queries belong to pages.
  components: ["app", "db", "ingest", "cli", ...TOOLS],
  // Pages read; writing goes through lib/'s upload and admin handlers.
  app: ["cli", "ingest", ...TOOLS],
  // The CLI composes the evaluator and storage; the site is not its business.
  cli: ["lib", "app", "components", ...TOOLS],
};

/** Files each layer's rule skips. */
const exempt = { lib: ["lib/**/*.test.ts"] };

/**
 * Folders a layer's tests and test helpers may import although its code may not: storage's
 * and the route tests store their fixtures through the ingest pipeline, as the product does.
 */
const testsMayImport = { db: ["ingest"], app: ["ingest"] };
const TEST_FILES = (layer) => [`${layer}/**/*.test.ts`, `${layer}/**/testing/**`];

/** Flat-config blocks, one per layer; they assume the `import` plugin is registered. */
export const importBoundaries = Object.entries(forbidden).flatMap(([layer, from]) => {
  const allowedInTests = testsMayImport[layer] ?? [];
  const block = (name, files, ignores, dirs) => ({
    name,
    files,
    ignores,
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: `./${layer}`,
              from: dirs.map((dir) => `./${dir}`),
              message: `${layer}/ may not import this folder: see docs/architecture.md.`,
            },
          ],
        },
      ],
    },
  });
  const files = [`${layer}/**/*.{ts,tsx,mts,mjs,js}`];
  if (allowedInTests.length === 0)
    return [block(`import-boundaries/${layer}`, files, exempt[layer] ?? [], from)];
  return [
    block(
      `import-boundaries/${layer}`,
      files,
      [...(exempt[layer] ?? []), ...TEST_FILES(layer)],
      from,
    ),
    block(
      `import-boundaries/${layer}-tests`,
      TEST_FILES(layer),
      exempt[layer] ?? [],
      from.filter((dir) => !allowedInTests.includes(dir)),
    ),
  ];
});

/** Resolver settings so that relative `.ts` paths and the `@/` alias both resolve. */
export const importResolverSettings = {
  "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
  "import/resolver": {
    typescript: { alwaysTryTypes: true },
    node: { extensions: [".js", ".mjs", ".ts", ".tsx"] },
  },
};
