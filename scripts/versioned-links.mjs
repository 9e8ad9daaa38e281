/**
 * One key for one thing (STYLE.md): an address of a benchmark's pages is built only by
 * lib/benchmark-links.ts, from a key that carries the version. A `/benchmarks/…` path written
 * by hand elsewhere in the site is how a tsb-mini 1.0 page came to link 1.1's mutant of the same
 * id. eslint.config.mjs applies this block with the rest of the lint;
 * scripts/versioned-links.test.ts runs it alone on the tree, so `npm test` checks it too.
 */
const message =
  "Build links to a benchmark's pages with lib/benchmark-links.ts, from a BenchmarkKey or InstanceKey: a path written here can drop the version (STYLE.md, One key for one thing).";

export const versionedLinks = [
  {
    name: "versioned-links",
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/benchmark-links.ts", "**/*.test.ts", "**/*.test.tsx", "**/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "TemplateElement[value.raw=/^\\/benchmarks\\//]", message },
        { selector: "Literal[value=/^\\/benchmarks\\//]", message },
      ],
    },
  },
];
