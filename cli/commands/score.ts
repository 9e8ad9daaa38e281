import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { formatReportTable } from "../../evaluator/score/format-report.ts";
import { scoreSubmittedBundle } from "../../evaluator/score/score-submitted.ts";
import { bundleEnvironment } from "../../evaluator/environment/provenance.ts";
import { BENCHMARKS_DIR, workerCount } from "../options.ts";
import { terminalSafe } from "../terminal-text.ts";

interface ScoreFlags {
  benchmark?: string;
  json?: boolean;
  workers?: string;
}

export function register(program: Command): void {
  program
    .command("score")
    .description("score a result bundle (folder, .zip or .tar.gz) against its benchmark")
    .argument("<bundle>", "the result bundle")
    .option(
      "--benchmark <dir>",
      "benchmark folder (default: the one submission.json names, under data/benchmarks/)",
    )
    .option("--json", "print the score report as one JSON object")
    .option("--workers <n>", "threads parsing JUnit XML (default: one per core; 0: none)")
    .action(async (bundlePath: string, flags: ScoreFlags) => {
      const workers = workerCount(flags.workers);
      const bundle = await openBundle(bundlePath);
      try {
        const { scored, benchmark } = await scoreSubmittedBundle(bundle, {
          workers,
          benchmarksRoot: BENCHMARKS_DIR,
          ...(flags.benchmark ? { benchmark: await loadBenchmark(flags.benchmark) } : {}),
        });
        for (const warning of scored.warnings)
          process.stderr.write(`tsb: warning: ${terminalSafe(warning)}\n`);
        process.stdout.write(
          flags.json
            ? `${JSON.stringify(scored.report)}\n`
            : terminalSafe(formatReportTable(scored.report)),
        );
        if (!flags.json) {
          // Where the claim was made, against the benchmark's declared image.
          const environment = await bundleEnvironment(bundle, benchmark);
          process.stdout.write(`environment: ${environment.label}: ${environment.summary}\n`);
        }
      } finally {
        await bundle.close();
      }
    });
}
