import type { Command } from "commander";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import {
  bundleEnvironment,
  type BundleEnvironment,
} from "../../evaluator/environment/provenance.ts";
import { scoreSubmittedBundle } from "../../evaluator/score/score-submitted.ts";
import { claimView, type ClaimView } from "../../evaluator/verify/claim.ts";
import { compareClaims } from "../../evaluator/verify/compare.ts";
import { BENCHMARKS_DIR, workerCount } from "../options.ts";
import { terminalSafe } from "../terminal-text.ts";

interface CompareFlags {
  benchmark?: string;
  json?: boolean;
  workers?: string;
}

const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;

/**
 * `tsb compare <claimed> <rerun>`: the verification rule (docs/scoring.md, "Trust") applied to
 * two bundles of the same suites, with where each was made. It is how a claim made in one
 * environment (a submitter's host) is checked against runs in another (the benchmark's image).
 */
export function register(program: Command): void {
  program
    .command("compare")
    .description(
      "compare two result bundles of the same suites mutant by mutant (verified or disputed, as the worker decides), and say which environment each was made in",
    )
    .argument("<claimed>", "the bundle whose claim is checked")
    .argument("<rerun>", "the bundle of the re-run")
    .option("--benchmark <dir>", "benchmark folder (default: the one the bundles name)")
    .option("--json", "print the comparison as one JSON object")
    .option("--workers <n>", "threads parsing JUnit XML (default: one per core; 0: none)")
    .action(async (claimedPath: string, rerunPath: string, flags: CompareFlags) => {
      const benchmark = flags.benchmark ? await loadBenchmark(flags.benchmark) : undefined;
      const read = async (file: string) => {
        const bundle = await openBundle(file);
        try {
          const { scored, benchmark: used } = await scoreSubmittedBundle(bundle, {
            workers: workerCount(flags.workers),
            benchmarksRoot: BENCHMARKS_DIR,
            ...(benchmark ? { benchmark } : {}),
          });
          return { claim: claimView(scored), environment: await bundleEnvironment(bundle, used) };
        } finally {
          await bundle.close();
        }
      };
      const claimed = await read(claimedPath);
      const rerun = await read(rerunPath);
      const comparison = compareClaims(claimed.claim, rerun.claim);
      if (flags.json) {
        process.stdout.write(
          `${JSON.stringify({ ...comparison, environments: { claimed: claimed.environment, rerun: rerun.environment } })}\n`,
        );
        return;
      }
      process.stdout.write(
        terminalSafe(report(comparison, claimed, rerun, claimedPath, rerunPath)),
      );
    });
}

function report(
  comparison: ReturnType<typeof compareClaims>,
  claimed: { claim: ClaimView; environment: BundleEnvironment },
  rerun: { claim: ClaimView; environment: BundleEnvironment },
  claimedPath: string,
  rerunPath: string,
): string {
  const lines = [
    `${comparison.decision}: ${comparison.mutantsAgreeing} of ${comparison.mutantsCompared} mutants agree; ` +
      `M ${pct(comparison.claimed.mutationScore)} → ${pct(comparison.rerun.mutationScore)} (Δ ${comparison.deltaM.toFixed(1)} points), ` +
      `V ${pct(comparison.claimed.validityRate)} → ${pct(comparison.rerun.validityRate)} (Δ ${comparison.deltaV.toFixed(1)} points)`,
    `claimed (${claimedPath}): ${claimed.environment.label}: ${claimed.environment.summary}`,
    `re-run  (${rerunPath}): ${rerun.environment.label}: ${rerun.environment.summary}`,
  ];
  if (claimed.environment.label !== rerun.environment.label)
    lines.push(
      "the two were made in different environments: differences may come from tool versions",
    );
  for (const d of comparison.disagreements)
    lines.push(`  ${d.instance}/${d.mutant}: ${d.claimed} → ${d.rerun}`);
  for (const v of comparison.verdictChanges.slice(0, 50))
    lines.push(`  test ${v.instance}/${v.test}: ${v.claimed} → ${v.rerun}`);
  if (comparison.verdictChanges.length > 50)
    lines.push(`  … and ${comparison.verdictChanges.length - 50} more test verdict changes`);
  return `${lines.join("\n")}\n`;
}
