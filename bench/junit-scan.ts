/**
 * Throughput of the JUnit readers alone, in one run on the same files: the byte scanner
 * (fast-scan.ts) against saxes (parse-saxes.ts), in MB/s of one core (each reader runs on
 * this thread only). Files: the real-world corpus's largest files (read in place from
 * ../shared/junit-corpus, skipped when absent) and a sample of the full-scale synthetic
 * bundle's mutant files (generated into .cache/bench/ by bench:score).
 *
 *   npm run bench:junit-scan            BENCH_SCAN_MB=200 for a longer run (default 100 MB per reader)
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scanJUnit } from "../evaluator/junit/fast-scan.ts";
import { defaultJUnitLimits } from "../evaluator/junit/limits.ts";
import { parseBytesWithSaxes } from "../evaluator/junit/parse-saxes.ts";
import { corpusRoot, loadCorpus } from "../evaluator/junit/testing/junit-corpus.ts";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const targetBytes = Number(process.env.BENCH_SCAN_MB ?? 100) * 1024 * 1024;
const limits = { ...defaultJUnitLimits };

interface Sample {
  label: string;
  files: Buffer[];
}

function corpusSample(): Sample | null {
  const root = corpusRoot(repo);
  const corpus = loadCorpus(root);
  if (!corpus) return null;
  const largest = corpus
    .filter((e) => e.wellFormed)
    .map((e) => join(root, e.file))
    .sort((a, b) => statSync(b).size - statSync(a).size)
    .slice(0, 5);
  return { label: "corpus, 5 largest files", files: largest.map((f) => readFileSync(f)) };
}

function syntheticSample(): Sample | null {
  const mutants = join(
    repo,
    ".cache",
    "bench",
    "full-bundle",
    "instances",
    "synthetic-000",
    "mutants",
  );
  if (!existsSync(mutants)) return null;
  const files = readdirSync(mutants)
    .slice(0, 20)
    .map((f) => readFileSync(join(mutants, f)));
  return { label: "synthetic bundle, 20 mutant files", files };
}

/** MB/s of one reader over `files`, repeated until `targetBytes` have been read. */
function throughput(
  files: Buffer[],
  read: (bytes: Buffer, mode: boolean) => unknown,
  failuresOnly: boolean,
): number {
  const size = files.reduce((s, f) => s + f.length, 0);
  for (const f of files) read(f, failuresOnly); // warm up the JIT
  let bytes = 0;
  const started = process.cpuUsage();
  while (bytes < targetBytes) {
    for (const f of files) read(f, failuresOnly);
    bytes += size;
  }
  const used = process.cpuUsage(started);
  return bytes / 1024 ** 2 / ((used.user + used.system) / 1e6);
}

const scanner = (bytes: Buffer, failuresOnly: boolean) => {
  if (scanJUnit(bytes, limits, failuresOnly) === null)
    throw new Error("the scanner handed a benchmark file to saxes");
};
const saxes = (bytes: Buffer, failuresOnly: boolean) =>
  parseBytesWithSaxes(bytes, "bench.xml", limits, failuresOnly);

console.log("bench:junit-scan — MB/s per core (CPU time of this thread), same files, same run");
console.log(
  `  load average (1 min) at the start: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`,
);
for (const sample of [corpusSample(), syntheticSample()]) {
  if (!sample) continue;
  const mb = sample.files.reduce((s, f) => s + f.length, 0) / 1024 ** 2;
  console.log(`  ${sample.label} (${mb.toFixed(2)} MB):`);
  for (const failuresOnly of [false, true]) {
    const fast = throughput(sample.files, scanner, failuresOnly);
    const slow = throughput(sample.files, saxes, failuresOnly);
    console.log(
      `    keep ${failuresOnly ? "failures" : "all     "}: byte scanner ${fast.toFixed(0).padStart(5)} MB/s   saxes ${slow.toFixed(0).padStart(4)} MB/s   (${(fast / slow).toFixed(1)}×)`,
    );
  }
}
console.log(`  load average (1 min) at the end: ${loadavg()[0]?.toFixed(2)}`);
