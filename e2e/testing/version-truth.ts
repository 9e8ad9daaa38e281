/**
 * What a submission's pages must show, read without the site: its benchmark version's
 * instances, mutants (in order) and specs from the benchmark folders, and its tests, statuses
 * and per-instance M from its demo bundle scored by the evaluator. The cross-version crawl
 * (e2e/versions.test.ts) holds every page and export of the submission to these.
 */
import fs from "node:fs";
import path from "node:path";
import { compareVersions, parseBenchmarkRef } from "../../db/benchmark-ref.ts";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { bundleDigests } from "../../evaluator/bundle/content-digest.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { scoreSubmittedBundle } from "../../evaluator/score/score-submitted.ts";
import { demoSubmissions } from "../../evaluator/testing/demo-bundles.ts";
import type { MutantStatus } from "../../evaluator/types.ts";
import { ROOT } from "../harness.ts";

export const BENCHMARKS = path.join(ROOT, "data", "benchmarks");
export const BUNDLES = path.join(ROOT, "data", "bundles");
export const NAME = "tsb-mini";

export interface VersionTruth {
  version: string;
  /** Whether it is tsb-mini's latest version, which a bare name means. */
  latest: boolean;
  /** Instance id → its mutant ids in benchmark order, its spec.md, and each mutant's section title. */
  instances: Map<string, { mutants: string[]; spec: string; sectionOf: Map<string, string> }>;
}

export interface SubmissionTruth {
  bundle: string;
  version: string;
  bundleSha256: string;
  mutationScore: number;
  /** Per submitted instance: its tests' ids, each mutant's status, and M. */
  instances: Map<
    string,
    { tests: string[]; statuses: Map<string, MutantStatus>; mutationScore: number }
  >;
}

/** Every version of tsb-mini under data/benchmarks, by version. */
export async function versionTruths(): Promise<Map<string, VersionTruth>> {
  const out = new Map<string, VersionTruth>();
  for (const folder of fs.readdirSync(BENCHMARKS)) {
    const file = path.join(BENCHMARKS, folder, "benchmark.json");
    if (!fs.existsSync(file)) continue;
    const head = JSON.parse(fs.readFileSync(file, "utf8")) as { name: string };
    if (head.name !== NAME) continue;
    const definition = await loadBenchmark(path.join(BENCHMARKS, folder));
    out.set(definition.version, {
      version: definition.version,
      latest: false,
      instances: new Map(
        definition.instances.map((i) => [
          i.id,
          {
            mutants: (i.mutants ?? []).map((m) => m.id),
            spec: fs.readFileSync(path.join(i.dir, "spec.md"), "utf8"),
            sectionOf: new Map(
              (i.mutants ?? []).map((m) => [
                m.id,
                i.sections.find((s) => s.id === m.section)?.title ?? m.section,
              ]),
            ),
          },
        ]),
      ),
    });
  }
  const newest = [...out.keys()].sort(compareVersions).at(-1);
  if (newest !== undefined) out.get(newest)!.latest = true;
  return out;
}

/**
 * The demo bundles of tsb-mini, by their name in data/bundles (a folder or an archive), with the
 * version their submission.json names.
 */
export async function demoBundles(): Promise<Array<{ bundle: string; version: string }>> {
  return [...(await demoSubmissions(BUNDLES))].flatMap(([bundle, { benchmark: ref }]) => {
    const { name, version } = parseBenchmarkRef(ref);
    return name === NAME && version !== null ? [{ bundle, version }] : [];
  });
}

/** A demo bundle scored by the evaluator, as the site should show it. */
export async function submissionTruth(bundle: string): Promise<SubmissionTruth> {
  const reader = await openBundle(path.join(BUNDLES, bundle));
  try {
    const { scored, benchmark } = await scoreSubmittedBundle(reader, {
      benchmarksRoot: BENCHMARKS,
      workers: 0,
    });
    const details = new Map(scored.details.map((d) => [d.instanceId, d]));
    return {
      bundle,
      version: benchmark.version,
      // As ingest stores it: the content's digest, which for an archive is not its bytes'.
      bundleSha256: (await bundleDigests(reader)).content,
      mutationScore: scored.report.summary.mutationScore,
      instances: new Map(
        scored.report.instances
          .filter((i) => i.submitted)
          .map((i) => [
            i.id,
            {
              tests: (details.get(i.id)?.tests ?? []).map((t) => t.id),
              statuses: new Map(i.mutantResults.map((m) => [m.id, m.status])),
              mutationScore: i.mutationScore,
            },
          ]),
      ),
    };
  } finally {
    await reader.close();
  }
}
