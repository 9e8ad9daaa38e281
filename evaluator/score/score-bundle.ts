import { hedgeWarnings } from "./hedged-kills.ts";
import type { BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import type { BundleReader } from "../bundle/open-bundle.ts";
import { BundleError, type Problem } from "../errors.ts";
import { submissionSchema } from "../schemas.ts";
import type { InstanceDetail, InstanceScore, ScoredBundle, Submission } from "../types.ts";
import { classifyBundle } from "./bundle-layout.ts";
import { ParsePool, type JUnitSizeLimits } from "./parse-pool.ts";
import { createLimiter, readJson, type ReadContext } from "./read-files.ts";
import { ignoredMutantsOf, ignoredTestsOf } from "../benchmark/ignored-list.ts";
import { bootstrapScores } from "../stats/intervals.ts";
import { programNames, type AnalysisContext } from "../trajectory/analysis/analyze.ts";
import {
  readBundleTrajectories,
  type BundleTrajectory,
} from "../trajectory/bundle-trajectories.ts";
import { scoreInstance } from "./score-instance.ts";
import { summarize } from "./summarize.ts";

export interface ScoreOptions {
  /** Called after each JUnit file is parsed, with the number done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Longest failure message kept, in characters (the JUnit parser's default when absent). */
  messageCap?: number;
  /** Tighter depth and size bounds for each JUnit file (the site's upload limits). */
  junitLimits?: JUnitSizeLimits;
  /**
   * Worker threads that parse JUnit XML, nearly all of scoring's CPU. 0 (the default) parses on
   * the calling thread; the CLI uses one per core.
   */
  workers?: number;
  /** submission.json as the caller already read it (score-submitted.ts); read here when absent. */
  submission?: Submission;
}

/**
 * Scores a result bundle against its benchmark (DESIGN.md, "Scoring (normative)") and returns
 * the report plus the per-instance details storage keeps. Instances are scored one at a time,
 * in id order, so memory holds one instance's parsed files at once.
 *
 * Throws a `BundleError` listing every problem in the bundle (each naming its file) when it
 * cannot be scored: a missing or invalid submission.json, a benchmark other than the one the
 * submission names, unknown instances or mutants, malformed JSON or JUnit XML.
 */
export async function scoreBundle(
  bundle: BundleReader,
  benchmark: BenchmarkDefinition,
  options: ScoreOptions = {},
): Promise<ScoredBundle> {
  const ctx: ReadContext = {
    bundle,
    problems: [],
    warnings: [],
    messageCap: options.messageCap,
    junitLimits: options.junitLimits,
    pool: null,
  };
  const layout = classifyBundle(bundle.list(), benchmark.instances);
  const submission =
    options.submission ??
    (layout.hasSubmission ? await readJson(ctx, submissionSchema, "submission.json") : null);
  if (!options.submission && !layout.hasSubmission)
    ctx.problems.push({
      file: "submission.json",
      message: "missing: every bundle starts with submission.json",
    });
  const benchmarkId = `${benchmark.name}@${benchmark.version}`;
  if (submission && submission.benchmark !== benchmarkId) {
    ctx.problems.push({
      file: "submission.json",
      message: `benchmark: names '${submission.benchmark}' but is scored against '${benchmarkId}'`,
    });
  }
  if (benchmark.kind === "catalog") {
    ctx.problems.push({
      file: "submission.json",
      message: `benchmark: '${benchmarkId}' is a catalog (counts only, no mutant lists) and cannot score bundles`,
    });
  }
  // Without a usable submission.json and benchmark the rest would be judged against the wrong
  // instances, and that flood of problems would hide the one that matters.
  if (!submission || ctx.problems.length > 0) throw rejection(ctx.problems);
  ctx.problems.push(...layout.problems);
  ctx.warnings.push(...layout.warnings);

  const reportR = [...layout.instances.values()].some((files) => files.codegen !== null);
  const total = [...layout.instances.values()].reduce(
    (sum, f) => sum + f.referenceRuns.size + f.mutants.size + (f.codegen ? 1 : 0),
    0,
  );
  let done = 0;
  const onFile = (): void => options.onProgress?.(++done, total);

  const instanceIds = new Set(benchmark.instances.map((i) => i.id));
  const trajectoryContext = (id: string | null): AnalysisContext => {
    const files = id === null ? undefined : layout.instances.get(id);
    const prefix = `instances/${id}/suite/`;
    return {
      programNames:
        id === null ? [] : programNames(id, benchmark.instances.find((i) => i.id === id)?.title),
      suiteFiles: files?.suite.map((p) => p.slice(prefix.length)) ?? [],
      otherInstances: [...instanceIds].filter((i) => i !== id),
    };
  };
  // The whole generation's logs first: those that name an instance go with it.
  const topLevel = await readBundleTrajectories(
    bundle,
    layout.trajectory,
    null,
    trajectoryContext,
    instanceIds,
    ctx.warnings,
  );
  const namedTrajectories = new Map<string, BundleTrajectory[]>();
  for (const t of topLevel)
    if (t.instanceId !== null)
      namedTrajectories.set(t.instanceId, [...(namedTrajectories.get(t.instanceId) ?? []), t]);

  const sorted = [...benchmark.instances].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const workers = options.workers ?? 0;
  const pool = workers > 0 ? new ParsePool(workers) : null;
  // Enough files in flight to keep every worker busy while this thread reads the next ones.
  const limit = createLimiter(pool ? 2 * workers + 2 : 4);
  const scores: InstanceScore[] = [];
  const details: InstanceDetail[] = [];
  try {
    for (const definition of sorted) {
      const files = layout.instances.get(definition.id);
      const scored = await scoreInstance(
        definition,
        files,
        { ...ctx, pool, reportR, onFile, limit, trajectoryContext, namedTrajectories, instanceIds },
        {
          mutants: ignoredMutantsOf(benchmark.ignored, definition.id),
          referenceTests: ignoredTestsOf(benchmark.ignored, definition.id),
        },
      );
      scores.push(scored.score);
      details.push(scored.detail);
    }
  } finally {
    await pool?.close();
  }
  if (ctx.problems.length > 0) throw rejection(ctx.problems);
  ctx.warnings.push(...hedgeWarnings(details));

  const bootstrap = bootstrapScores(scores);
  return {
    report: {
      benchmark: benchmarkId,
      revision: benchmark.ignored?.revision ?? 1,
      submission,
      summary: summarize(scores, reportR),
      ci: bootstrap.ci,
      instances: scores,
    },
    details,
    // A folder's digest reads every file again: only callers that store the result ask for it.
    get bundleSha256() {
      return bundle.sha256;
    },
    warnings: ctx.warnings.sort(),
    mutationScoreReplicates: bootstrap.mutationScoreReplicates,
    ...(topLevel.some((t) => t.instanceId === null)
      ? { trajectories: topLevel.filter((t) => t.instanceId === null) }
      : {}),
  };
}

/** Files are parsed concurrently, so problems are sorted to keep the message stable. */
function rejection(problems: Problem[]): BundleError {
  const sorted = [...problems].sort(
    (a, b) =>
      compare(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compare(a.message, b.message),
  );
  return new BundleError(sorted);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
