/**
 * Conformance check of the JUnit reader against a corpus of real-world JUnit files and what an
 * independent reader found in them (see the corpus's README): testcase elements, ids after
 * duplicates collapse, outcome counts, and rejection of files that are not well-formed. It
 * also checks that the byte scanner agrees with saxes on every file it reads.
 *
 *   npm run check:junit-corpus
 *
 * Prints a table by producer; exits 1 on a difference not explained in docs/scoring.md
 * (section "Where the corpus's expectations differ"), 0 otherwise, and 0 with a notice when the
 * corpus folder is absent.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  compareWithExpected,
  corpusRoot,
  loadCorpus,
  readWithSaxes,
  readWithScanner,
  summarizeResult,
} from "../evaluator/junit/testing/junit-corpus.ts";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const root = corpusRoot(repo);
const corpus = loadCorpus(root);
if (corpus === null) {
  console.log(`check:junit-corpus: skipped: no corpus at ${root}`);
  process.exit(0);
}

/** Rows of the docs table: `| <file> | <field> | <reason> |`, file relative to the corpus. */
function explainedDifferences(): Map<string, Set<string>> {
  const docs = readFileSync(join(repo, "docs", "scoring.md"), "utf8");
  const section = docs
    .split(/^## /m)
    .find((s) => s.startsWith("Where the corpus's expectations differ"));
  const explained = new Map<string, Set<string>>();
  for (const line of section?.split("\n") ?? []) {
    const cells = /^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|/.exec(line);
    if (!cells?.[1] || !cells[2]) continue;
    const fields = explained.get(cells[1]) ?? new Set<string>();
    fields.add(cells[2]);
    explained.set(cells[1], fields);
  }
  return explained;
}

const explained = explainedDifferences();
interface Row {
  files: number;
  agree: number;
  explained: number;
  unexplained: number;
  scanned: number;
}
const rows = new Map<string, Row>();
const unexplained: string[] = [];
const listedExplained: string[] = [];
const usedExplanations = new Set<string>();

for (const entry of corpus) {
  const bytes = readFileSync(join(root, entry.file));
  const reading = readWithSaxes(bytes, entry.file);
  const differences = compareWithExpected(entry, reading);
  const scanned = readWithScanner(bytes);
  if (scanned !== null) {
    const fast = summarizeResult(scanned);
    if (JSON.stringify(fast) !== JSON.stringify(reading))
      differences.push(`scanner: ${JSON.stringify(fast)} but saxes ${JSON.stringify(reading)}`);
  }
  const row = rows.get(entry.producer) ?? {
    files: 0,
    agree: 0,
    explained: 0,
    unexplained: 0,
    scanned: 0,
  };
  row.files++;
  if (scanned !== null) row.scanned++;
  const allowed = explained.get(entry.file) ?? new Set<string>();
  const open = differences.filter((d) => !allowed.has(d.split(":")[0] ?? ""));
  for (const d of differences)
    if (allowed.has(d.split(":")[0] ?? ""))
      usedExplanations.add(`${entry.file} ${d.split(":")[0]}`);
  if (differences.length === 0) row.agree++;
  else if (open.length === 0) {
    row.explained++;
    listedExplained.push(`  ${entry.file}: ${differences.join("; ")}`);
  } else {
    row.unexplained++;
    unexplained.push(`  ${entry.file} (${entry.producer}): ${open.join("; ")}`);
  }
  rows.set(entry.producer, row);
}

const producers = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
const width = Math.max(8, ...producers.map(([p]) => p.length));
console.log(`check:junit-corpus: ${corpus.length} files from ${root}`);
console.log(`${"producer".padEnd(width)}  files  agree  explained  unexplained  byte scanner`);
for (const [producer, r] of producers)
  console.log(
    `${producer.padEnd(width)}  ${String(r.files).padStart(5)}  ${String(r.agree).padStart(5)}  ${String(r.explained).padStart(9)}  ${String(r.unexplained).padStart(11)}  ${String(r.scanned).padStart(12)}`,
  );
const total = [...rows.values()].reduce(
  (sum, r) => ({
    files: sum.files + r.files,
    agree: sum.agree + r.agree,
    explained: sum.explained + r.explained,
    unexplained: sum.unexplained + r.unexplained,
    scanned: sum.scanned + r.scanned,
  }),
  { files: 0, agree: 0, explained: 0, unexplained: 0, scanned: 0 },
);
console.log(
  `${"total".padEnd(width)}  ${String(total.files).padStart(5)}  ${String(total.agree).padStart(5)}  ${String(total.explained).padStart(9)}  ${String(total.unexplained).padStart(11)}  ${String(total.scanned).padStart(12)}`,
);
if (listedExplained.length > 0) {
  console.log("\nexplained in docs/scoring.md:");
  console.log(listedExplained.join("\n"));
}
const stale = [...explained].flatMap(([file, fields]) =>
  [...fields].filter((f) => !usedExplanations.has(`${file} ${f}`)).map((f) => `  ${file} ${f}`),
);
if (stale.length > 0) {
  console.log("\nexplanations in docs/scoring.md that no longer match a difference:");
  console.log(stale.join("\n"));
}
if (unexplained.length > 0) {
  console.log("\nunexplained differences:");
  console.log(unexplained.join("\n"));
  process.exit(1);
}
console.log("\nno unexplained differences");
