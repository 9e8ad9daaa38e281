#!/usr/bin/env node
// Writes vitest.durations.json (test file → seconds) from the times vitest kept of its last run
// in its cache, so that a clean clone starts the slowest files first (vitest.sequencer.ts).
// Run it after a full `npm test` on a quiet machine: `npm run test:durations`.
import fs from "node:fs";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const cacheDir = path.join(root, "node_modules/.vite/vitest");
const found = fs.existsSync(cacheDir)
  ? fs
      .readdirSync(cacheDir)
      .map((dir) => path.join(cacheDir, dir, "results.json"))
      .filter((file) => fs.existsSync(file))
  : [];
if (found.length === 0) {
  console.error(`no vitest results under ${cacheDir}: run \`npm test\` first`);
  process.exit(1);
}
const seconds = {};
for (const file of found) {
  const { results } = JSON.parse(fs.readFileSync(file, "utf8"));
  // Pairs of "<project>:<file>" and its result; this repository has one unnamed project.
  for (const [key, { duration }] of results) {
    const name = key.slice(key.indexOf(":") + 1);
    if (name.endsWith(".slow.test.ts") || !fs.existsSync(path.join(root, name))) continue;
    seconds[name] = Math.round(duration / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(path.join(root, "vitest.durations.json"), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`vitest.durations.json: ${Object.keys(sorted).length} test files`);
