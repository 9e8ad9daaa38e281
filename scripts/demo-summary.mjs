#!/usr/bin/env node
// Prints each bundle's M, V and test count as `tsb score` computes them, then the mutants that
// none of the given bundles kills (or times out), per instance: the figures of
// docs/demo-data.md. Usage: node scripts/demo-summary.mjs <bundle>...  (same benchmark version)
import { execFileSync } from "node:child_process";

const bundles = process.argv.slice(2);
if (bundles.length === 0) {
  console.error("usage: node scripts/demo-summary.mjs <bundle>...");
  process.exit(2);
}
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const detected = new Map(); // instance → Set of mutant ids some bundle detected
const mutants = new Map(); // instance → number of mutants in the benchmark
let benchmark = null;
for (const dir of bundles) {
  const report = JSON.parse(
    execFileSync("node", ["bin/tsb.mjs", "score", dir, "--json"], { encoding: "utf8" }),
  );
  if (benchmark !== null && report.benchmark !== benchmark)
    throw new Error(`${dir} is scored against ${report.benchmark}, not ${benchmark}`);
  benchmark = report.benchmark;
  const { summary } = report;
  console.log(
    `${dir}: ${report.benchmark}  M ${pct(summary.mutationScore)}  V ${pct(summary.validityRate)}  ` +
      `tests ${summary.tests.total}  instances ${summary.instances.submitted}/${summary.instances.total}`,
  );
  for (const instance of report.instances) {
    mutants.set(instance.id, instance.mutants.total);
    const seen = detected.get(instance.id) ?? new Set();
    for (const m of instance.mutantResults)
      if (m.status === "killed" || m.status === "timeout") seen.add(m.id);
    detected.set(instance.id, seen);
  }
}
let none = 0;
let total = 0;
for (const [instance, count] of mutants) {
  const missed = count - detected.get(instance).size;
  none += missed;
  total += count;
  console.log(`  ${instance}: ${missed} of ${count} mutants detected by none`);
}
console.log(`detected by none of the ${bundles.length} bundles: ${none} of ${total} mutants`);
