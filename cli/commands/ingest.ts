import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { ingestBundle } from "../../db/ingest.ts";
import { loadBenchmarkIntoDb } from "../../db/load-benchmark.ts";
import { openCliDb } from "../open-db.ts";
import { workerCount } from "../options.ts";
import { terminalSafe } from "../terminal-text.ts";

interface IngestFlags {
  benchmark?: string;
  db?: string;
  workers?: string;
}

const pct = (x: number | null) => (x === null ? "–" : `${(x * 100).toFixed(1)}%`);

export function register(program: Command): void {
  program
    .command("ingest")
    .description(
      "score a result bundle and store it in the database (once: a bundle already stored is recognised)",
    )
    .argument("<bundle>", "the result bundle (folder, .zip or .tar.gz)")
    .option("--benchmark <dir>", "benchmark folder to load or update first, and to score against")
    .option("--db <file>", "database file (default: $TSB_DB or data/tsb.sqlite)")
    .option("--workers <n>", "threads parsing JUnit XML (default: one per core; 0: none)")
    .action(async (bundlePath: string, flags: IngestFlags) => {
      const workers = workerCount(flags.workers);
      const db = openCliDb(flags.db);
      const bundle = await openBundle(bundlePath);
      try {
        const benchmark = flags.benchmark ? await loadBenchmark(flags.benchmark) : undefined;
        if (benchmark) await loadBenchmarkIntoDb(db, benchmark);
        const progress = process.stderr.isTTY
          ? (phase: string, done: number, total: number) =>
              process.stderr.write(`\r${phase} ${done}/${total}   `)
          : undefined;
        const { id, created } = await ingestBundle(db, bundle, {
          workers,
          ...(benchmark ? { benchmark } : {}),
          ...(progress ? { onProgress: progress } : {}),
        });
        if (progress) process.stderr.write("\r\x1b[K");
        if (!created) {
          process.stdout.write(`already stored as #${id}\n`);
          return;
        }
        const row = db.$client
          .prepare(
            "SELECT model, agent, setting, mutation_score AS m, validity_rate AS v FROM submissions WHERE id = ?",
          )
          .get(id) as {
          model: string;
          agent: string;
          setting: string;
          m: number;
          v: number | null;
        };
        process.stdout.write(
          terminalSafe(
            `stored as #${id}: ${row.model} / ${row.agent} (${row.setting}), M ${pct(row.m)}, V ${pct(row.v)}`,
          ) + "\n",
        );
      } finally {
        await bundle.close();
        db.$client.close();
      }
    });
}
