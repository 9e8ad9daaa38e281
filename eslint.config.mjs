import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";
import { importBoundaries } from "./scripts/import-boundaries.mjs";
import { versionedLinks } from "./scripts/versioned-links.mjs";

export default [
  {
    ignores: ["node_modules/**", ".next/**", ".cache/**", "data/**", "drizzle/**", "next-env.d.ts"],
  },
  ...nextVitals,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: ["**/*.ts", "**/*.tsx"],
  })),
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  // Which folder may import which (docs/architecture.md); the `import` plugin comes from Next's config.
  ...importBoundaries,
  // Links to a benchmark's pages carry its version (scripts/versioned-links.mjs).
  ...versionedLinks,
];
