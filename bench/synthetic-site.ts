/**
 * A database of synthetic full-scale submissions for bench/pages: a 165-instance benchmark with
 * 74 mutants per instance (the paper's scale) and N scored submissions made by storage's
 * synthetic scorer, stored through the same `storeScoredBundle` path an upload takes. Cached in
 * .cache/ by its parameters, since building it takes a while.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { migrate, openDb } from "../db/index.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { storeScoredBundle } from "../ingest/store-scored.ts";
import { pairStatistics } from "../evaluator/stats/paired.ts";
import type { Submission } from "../evaluator/types.ts";
import { mulberry32, syntheticBenchmark, syntheticScored } from "../db/testing/synthetic.ts";

export interface SyntheticSiteOptions {
  submissions: number;
  instances: number;
  mutantsPerInstance: number;
  testsPerInstance: number;
  /**
   * Trials per entry: the submissions are grouped, in order, into entries of this many trials
   * of one configuration each (docs/bundle-format.md, "Trials"). Default 1: no entries.
   */
  trials?: number;
}

const MODELS = [
  "Claude Opus 5",
  "GPT 6 Astra",
  "Gemini 3.8 Flash",
  "GPT 5.6 Sol",
  "DeepSeek V4 Flash",
  "GPT 5.6 Luna",
  "Qwen 4 Coder",
  "Kimi K3",
];
const AGENTS = ["Claude Code", "Codex", "Gemini CLI", "OpenHands", "mini-swe-agent"];
const SETTINGS = ["spec-only", "spec+executable", "official-docs"] as const;
const EFFORTS = [undefined, "low", "medium", "high", "xhigh"];

/** Builds (or reuses) the database file and returns its path and benchmark name. */
export async function syntheticSiteDb(
  options: SyntheticSiteOptions,
  cacheDir = ".cache/bench-pages",
): Promise<{ file: string; benchmark: string }> {
  const name = "tsb-synthetic";
  const trials = options.trials ?? 1;
  // Keyed by the migration journal too: a file cached before a migration lacks its tables.
  const schema = createHash("sha256")
    .update(
      fs.readFileSync(path.join(import.meta.dirname, "..", "drizzle", "meta", "_journal.json")),
    )
    .digest("hex")
    .slice(0, 8);
  const file = path.resolve(
    cacheDir,
    `site-${schema}-${options.submissions}x${options.instances}x${options.mutantsPerInstance}x${options.testsPerInstance}${trials > 1 ? `-trials${trials}` : ""}.sqlite`,
  );
  if (fs.existsSync(file)) return { file, benchmark: name };
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.partial`;
  for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) fs.rmSync(f, { force: true });
  const db = openDb(partial);
  migrate(db);
  const benchmark = syntheticBenchmark(name, options.instances, options.mutantsPerInstance);
  await storeBenchmark(db, benchmark);
  const random = mulberry32(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Trials of one entry share a configuration and score around one detection rate, as
  // repeated attempts of one agent do; without trials, each submission draws its own (in the
  // order this bench always drew them, so its databases stay what they were).
  let entry: { config: Partial<Submission>; detectRate: number } | null = null;
  for (let i = 0; i < options.submissions; i++) {
    const trial = (i % trials) + 1;
    if (trials > 1 && trial === 1) {
      const detectRate = 0.2 + random() * 0.6;
      const effort = pick(EFFORTS);
      entry = {
        detectRate,
        config: {
          model: `${pick(MODELS)} #${i / trials + 1}`,
          agent: pick(AGENTS),
          setting: pick(SETTINGS),
          ...(effort ? { reasoningEffort: effort } : {}),
          entry: `entry-${i / trials + 1}`,
        },
      };
    }
    const scored = syntheticScored(benchmark, {
      seed: 1000 + i,
      testsPerInstance: options.testsPerInstance,
      detectRate: entry ? entry.detectRate + (random() - 0.5) * 0.1 : 0.2 + random() * 0.6,
      omit: !entry && random() < 0.2 ? [benchmark.instances[i % options.instances]!.id] : [],
    });
    const s = scored.report.submission;
    if (entry) Object.assign(s, entry.config, { trial });
    else {
      s.model = `${pick(MODELS)} #${i + 1}`;
      s.agent = pick(AGENTS);
      s.setting = pick(SETTINGS);
      const effort = pick(EFFORTS);
      if (effort) s.reasoningEffort = effort;
    }
    s.organization = "Synthetic";
    s.date = `2026-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
    storeScoredBundle(db, scored, { compare: pairStatistics });
    process.stderr.write(`\rsynthetic submissions: ${i + 1}/${options.submissions}`);
  }
  process.stderr.write("\n");
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  fs.renameSync(partial, file);
  for (const f of [`${partial}-wal`, `${partial}-shm`]) fs.rmSync(f, { force: true });
  return { file, benchmark: name };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [submissions = "50", tests = "100"] = process.argv.slice(2);
  const out = await syntheticSiteDb({
    submissions: Number(submissions),
    instances: 165,
    mutantsPerInstance: 74,
    testsPerInstance: Number(tests),
  });
  console.log(out.file);
}
