import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import {
  findBenchmark,
  loadBenchmark,
  type BenchmarkDefinition,
} from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle, type BundleReader } from "../../evaluator/bundle/open-bundle.ts";
import { BundleError } from "../../evaluator/errors.ts";
import { parseJsonFile, submissionSchema } from "../../evaluator/schemas.ts";
import { formatReportTable } from "../../evaluator/score/format-report.ts";
import { scoreBundle } from "../../evaluator/score/score-bundle.ts";
import { workerCount } from "../options.ts";
import { terminalSafe } from "../terminal-text.ts";

/** The checkout's benchmark folders, found from this file so `tsb` works from any directory. */
const DEFAULT_BENCHMARKS = fileURLToPath(new URL("../../data/benchmarks", import.meta.url));

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
        const benchmark = flags.benchmark
          ? await loadBenchmark(flags.benchmark)
          : await benchmarkNamedBy(bundle);
        const scored = await scoreBundle(bundle, benchmark, { workers });
        for (const warning of scored.warnings)
          process.stderr.write(`tsb: warning: ${terminalSafe(warning)}\n`);
        process.stdout.write(
          flags.json
            ? `${JSON.stringify(scored.report)}\n`
            : terminalSafe(formatReportTable(scored.report)),
        );
      } finally {
        await bundle.close();
      }
    });
}

/** Looks up the benchmark that submission.json names among the checkout's benchmarks. */
async function benchmarkNamedBy(bundle: BundleReader): Promise<BenchmarkDefinition> {
  if (!bundle.has("submission.json")) {
    throw new BundleError([
      { file: "submission.json", message: "missing: every bundle starts with submission.json" },
    ]);
  }
  const parsed = parseJsonFile(
    submissionSchema,
    (await bundle.read("submission.json")).toString("utf8").replace(/^\uFEFF/, ""),
    "submission.json",
  );
  if (!parsed.ok) throw new BundleError(parsed.problems);
  return findBenchmark(parsed.value.benchmark, DEFAULT_BENCHMARKS);
}
