/**
 * The storage layer's shape in figures, so a refactor's before and after come from one command:
 *   1. production files that name an interval figure's parts (V's 95% interval: its two
 *      `submissions` columns, its named parameters, its `ScoreIntervals` field): what adding such
 *      a figure has to touch by hand;
 *   2. raw `prepare()` statements in production code;
 *   3. modules on an import cycle (madge, type imports included);
 *   4. production files over 300 lines.
 *
 *   npx tsx scripts/architecture-stats.ts [--no-cycles]
 *
 * madge is not a dependency of the project (it is needed only here), so it runs through npx.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PRODUCT = ["app", "cli", "components", "db", "evaluator", "ingest", "lib"];

function productionFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repo, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "testing" && entry.name !== "fixtures" && entry.name !== "node_modules")
          walk(rel);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push(rel);
      }
    }
  };
  PRODUCT.forEach(walk);
  return out.sort();
}

/** V's interval, in each spelling the code uses for it. */
const INTERVAL_FIGURE =
  /validity_rate_(lo|hi)\b|validityRate(Lo|Hi)\b|\bv(Lo|Hi)\b|ci\??\.validityRate|validityRate: (ScoreInterval|percentileInterval|\{ label)/;

const files = productionFiles();
const text = new Map(files.map((f) => [f, fs.readFileSync(path.join(repo, f), "utf8")]));

const intervalFiles = files.filter((f) => INTERVAL_FIGURE.test(text.get(f)!));
// `.prepare<Params, Row>(` counts too: a statement typed by its row is still raw SQL.
const prepares = files.map(
  (f) => [f, text.get(f)!.match(/\.prepare\s*[<(]/g)?.length ?? 0] as const,
);
const prepareTotal = prepares.reduce((sum, [, n]) => sum + n, 0);
const long = files
  .map((f) => [f, text.get(f)!.split("\n").length - 1] as const)
  .filter(([, n]) => n > 300)
  .sort((a, b) => b[1] - a[1]);

console.log(`interval-figure files: ${intervalFiles.length}`);
for (const f of intervalFiles) console.log(`  ${f}`);
console.log(`raw prepare() statements: ${prepareTotal}`);
for (const [f, n] of prepares
  .filter(([, n]) => n > 0)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8))
  console.log(`  ${String(n).padStart(3)} ${f}`);
console.log(`files over 300 lines: ${long.length}`);
for (const [f, n] of long) console.log(`  ${String(n).padStart(4)} ${f}`);

if (!process.argv.includes("--no-cycles")) {
  let report: string;
  try {
    report = execFileSync(
      "npx",
      [
        "--yes",
        "madge@8",
        "--circular",
        "--json",
        "--extensions",
        "ts,tsx",
        "--ts-config",
        "tsconfig.json",
        ...PRODUCT,
      ],
      { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
  } catch (error) {
    // madge exits 1 when it finds a cycle; its JSON is on stdout all the same.
    report = (error as { stdout?: string }).stdout ?? "[]";
  }
  const cycles = JSON.parse(report) as string[][];
  const members = new Set(cycles.flat());
  console.log(`import cycles: ${cycles.length}, modules on one: ${members.size}`);
  for (const cycle of cycles) console.log(`  ${cycle.join(" > ")}`);
}
