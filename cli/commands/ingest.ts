import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { ingestBundle } from "../ingest-bundle.ts";
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
        // Loaded (or refreshed) in the store's transaction, so a rejected bundle writes nothing.
        const benchmark = flags.benchmark ? await loadBenchmark(flags.benchmark) : undefined;
        const progress = process.stderr.isTTY
          ? (phase: string, done: number, total: number) =>
              process.stderr.write(`\r${phase} ${done}/${total}   `)
          : undefined;
        const result = await ingestBundle(db, bundle, {
          workers,
          ...(benchmark ? { benchmark } : {}),
          ...(progress ? { onProgress: progress } : {}),
        });
        if (progress) process.stderr.write("\r\x1b[K");
        if (!result.created) {
          process.stdout.write(`already stored as #${result.id}\n`);
          return;
        }
        const { submission: s, summary } = result.report;
        process.stdout.write(
          terminalSafe(
            `stored as #${result.id}: ${s.model} / ${s.agent} (${s.setting}), M ${pct(summary.mutationScore)}, V ${pct(summary.validityRate)}`,
          ) + "\n",
        );
      } finally {
        await bundle.close();
        db.$client.close();
      }
    });
}
