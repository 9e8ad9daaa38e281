/**
 * The figures docs/demo-data.md gives for a benchmark version's demo bundles, computed as
 * `tsb score` computes them (the evaluator's own scoring, no re-run):
 *
 * - per bundle: M with its 95% interval over instances, V, tests per instance, and each
 *   instance's M and tests;
 * - per bundle: Spearman's ρ between an instance's spec sections and its M (the paper's
 *   Figure 9), over the version's instances;
 * - per instance: each bundle's tests against the reference suite's (Figure 8), when a bundle
 *   of kind "reference" is among those given;
 * - overlap: how many mutants each set of the given agent bundles detects (killed or timed out)
 *   and no other, and how many none detects, per instance and in all.
 *
 * Usage: npx tsx scripts/demo-summary.ts [--benchmark <dir>] <bundle>...   (one benchmark
 * version; a bundle is a folder or an archive; --benchmark for a version not in data/benchmarks)
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { spearman } from "../lib/chart-data.ts";
import {
  findBenchmark,
  loadBenchmark,
  type BenchmarkDefinition,
} from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import type { ScoreInterval } from "../evaluator/stats/intervals.ts";
import type { ScoreReport, Submission } from "../evaluator/types.ts";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export interface Summary {
  benchmark: string;
  bundles: Array<{
    name: string;
    kind: NonNullable<Submission["kind"]>;
    mutationScore: number;
    /** M's 95% interval over instances; null when it cannot be computed (no instance). */
    interval: ScoreInterval;
    validityRate: number;
    testsPerInstance: number;
    instances: Array<{ id: string; sections: number; mutationScore: number; tests: number }>;
    /** ρ(spec sections, M) over the instances; null with fewer than 3 or no spread. */
    sectionsRho: number | null;
  }>;
  /** Per instance, then "all": mutants by the set of agent bundles detecting them ("" = none). */
  overlap: Record<string, Record<string, number>>;
}

/** Scores each bundle against its benchmark and gathers the figures above. */
export async function summarize(
  bundles: readonly string[],
  benchmarkDir?: string,
): Promise<Summary> {
  let benchmark: BenchmarkDefinition | null = benchmarkDir
    ? await loadBenchmark(benchmarkDir)
    : null;
  const reports: Array<{ name: string; report: ScoreReport }> = [];
  for (const dir of bundles) {
    const bundle = await openBundle(dir);
    try {
      const submission = JSON.parse(
        (await bundle.read("submission.json")).toString("utf8"),
      ) as Submission;
      benchmark ??= await findBenchmark(submission.benchmark);
      const report = (await scoreBundle(bundle, benchmark)).report;
      if (reports.length > 0 && report.benchmark !== reports[0]!.report.benchmark)
        throw new Error(
          `${dir} is scored against ${report.benchmark}, not ${reports[0]!.report.benchmark}`,
        );
      reports.push({ name: path.basename(dir).replace(/\.(tar\.gz|tgz|zip)$/, ""), report });
    } finally {
      await bundle.close();
    }
  }
  if (!benchmark) throw new Error("no bundle given");
  const sections = new Map(benchmark.instances.map((i) => [i.id, i.sections.length]));

  const summary: Summary = { benchmark: reports[0]!.report.benchmark, bundles: [], overlap: {} };
  for (const { name, report } of reports) {
    const instances = report.instances
      .filter((i) => i.submitted)
      .map((i) => ({
        id: i.id,
        sections: sections.get(i.id) ?? 0,
        mutationScore: i.mutationScore,
        tests: i.tests.total,
      }));
    summary.bundles.push({
      name,
      kind: report.submission.kind ?? "agent",
      mutationScore: report.summary.mutationScore,
      interval: report.ci.mutationScore,
      validityRate: report.summary.validityRate,
      testsPerInstance:
        report.summary.tests.total / Math.max(1, report.summary.instances.submitted),
      instances,
      sectionsRho: spearman(
        instances.map((i) => i.sections),
        instances.map((i) => i.mutationScore),
      ),
    });
  }

  const agents = reports.filter(({ report }) => (report.submission.kind ?? "agent") === "agent");
  const all: Record<string, number> = {};
  for (const instance of benchmark.instances) {
    const counts: Record<string, number> = {};
    for (const mutant of instance.mutants ?? []) {
      const by = agents
        .filter(({ report }) => {
          const result = report.instances
            .find((i) => i.id === instance.id)
            ?.mutantResults.find((m) => m.id === mutant.id);
          return result?.status === "killed" || result?.status === "timeout";
        })
        .map(({ name }) => name)
        .join(" + ");
      counts[by] = (counts[by] ?? 0) + 1;
      all[by] = (all[by] ?? 0) + 1;
    }
    summary.overlap[instance.id] = counts;
  }
  summary.overlap.all = all;
  return summary;
}

/** How many bundles a key of `overlap` names: 0 for "" (none). */
const members = (key: string) => (key === "" ? 0 : key.split(" + ").length);

function print(summary: Summary): void {
  console.log(summary.benchmark);
  const reference = summary.bundles.find((b) => b.kind === "reference");
  for (const b of summary.bundles) {
    const rho = b.sectionsRho === null ? "–" : b.sectionsRho.toFixed(2);
    console.log(
      `${b.name}: M ${pct(b.mutationScore)} (95% ${b.interval ? `${pct(b.interval[0])}–${pct(b.interval[1])}` : "–"})  ` +
        `V ${pct(b.validityRate)}  tests/instance ${b.testsPerInstance.toFixed(0)}  ρ(sections, M) ${rho}`,
    );
    for (const i of b.instances) {
      const ref = reference?.instances.find((r) => r.id === i.id)?.tests;
      const ratio = ref ? `, ${(i.tests / ref).toFixed(2)}× the reference suite's ${ref}` : "";
      console.log(
        `  ${i.id} (${i.sections} sections): M ${pct(i.mutationScore)}, ${i.tests} tests${ratio}`,
      );
    }
  }
  for (const [instance, counts] of Object.entries(summary.overlap)) {
    const total = Object.values(counts).reduce((s, n) => s + n, 0);
    const parts = Object.entries(counts)
      .sort(([a], [b]) => members(b) - members(a) || a.localeCompare(b))
      .map(([by, n]) => `${by === "" ? "none" : by} ${n}`);
    console.log(`detected by (${instance}, ${total} mutants): ${parts.join("; ")}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { benchmark: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    console.error("usage: npx tsx scripts/demo-summary.ts [--benchmark <dir>] <bundle>...");
    process.exit(2);
  }
  print(await summarize(positionals, values.benchmark));
}
