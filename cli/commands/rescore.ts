import type { Command } from "commander";
import {
  findBenchmark,
  type BenchmarkDefinition,
} from "../../evaluator/benchmark/load-benchmark.ts";
import { ORIGINAL_REVISION } from "../../evaluator/benchmark/ignored-list.ts";
import { rescoreInstances } from "../../evaluator/score/rescore.ts";
import { pairStatistics } from "../../evaluator/stats/paired.ts";
import { BundleError, TsbError } from "../../evaluator/errors.ts";
import { storedBenchmarkRefs } from "../../db/benchmark-ref.ts";
import { applyRevision, type RevisionResult } from "../../db/revisions.ts";
import { DEFAULT_BENCHMARKS, benchmarkArgument } from "../benchmark-folder.ts";
import { openCliDb } from "../open-db.ts";

interface RescoreFlags {
  db?: string;
  json?: boolean;
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export function register(program: Command): void {
  program
    .command("rescore")
    .description(
      "move stored submissions to their benchmark's latest revision (ignored.json), from the stored kill matrices: nothing re-runs",
    )
    .argument(
      "[benchmark]",
      "benchmark folder or name@version (default: every stored benchmark found under data/benchmarks/)",
    )
    .option("--db <file>", "database file (default: $TSB_DB or data/tsb.sqlite)")
    .option(
      "--json",
      "print each benchmark's result (revision, time, old and new M per submission) as JSON",
    )
    .action(async (benchmarkArg: string | undefined, flags: RescoreFlags) => {
      const db = openCliDb(flags.db);
      try {
        const definitions = benchmarkArg
          ? [await benchmarkArgument(benchmarkArg)]
          : await storedBenchmarkFolders(storedBenchmarkRefs(db));
        const results: RevisionResult[] = [];
        for (const definition of definitions) {
          results.push(
            applyRevision(
              db,
              `${definition.name}@${definition.version}`,
              definition.ignored ?? ORIGINAL_REVISION,
              {
                rescore: rescoreInstances,
                compare: pairStatistics,
              },
            ),
          );
        }
        process.stdout.write(
          flags.json ? `${JSON.stringify(results)}\n` : results.map(formatResult).join(""),
        );
      } finally {
        db.$client.close();
      }
    });
}

function formatResult(result: RevisionResult): string {
  if (!result.changed)
    return `${result.benchmark} rev ${result.revision}: already current, nothing written\n`;
  const lines = [
    `${result.benchmark} rev ${result.fromRevision} → rev ${result.revision} at ${result.at}: ${result.submissions.length} submission(s) rescored`,
    ...result.submissions.map(
      (s) =>
        `  #${s.submissionId} ${s.model}: M ${pct(s.oldMutationScore)} → ${pct(s.newMutationScore)}`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * The folders under data/benchmarks/ of the benchmarks the database holds. A stored benchmark
 * without a folder (a test or synthetic one) is skipped with a warning; a folder that fails to
 * load (a malformed ignored.json) is an error.
 */
async function storedBenchmarkFolders(stored: string[]): Promise<BenchmarkDefinition[]> {
  const out: BenchmarkDefinition[] = [];
  for (const id of stored.sort()) {
    try {
      out.push(await findBenchmark(id, DEFAULT_BENCHMARKS));
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      process.stderr.write(`tsb: warning: ${id}: no folder under ${DEFAULT_BENCHMARKS}, skipped\n`);
    }
  }
  if (out.length === 0)
    throw new TsbError(`no benchmark of the database has a folder under ${DEFAULT_BENCHMARKS}`);
  return out;
}
