import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { runCostSchema, type RunRecord } from "../schemas.ts";
import type { InstanceDetail, InstanceScore, JUnitResult, RunCost, RunOutcome } from "../types.ts";
import type { InstanceFiles } from "./bundle-layout.ts";
import { confirmInstance } from "./confirm-instance.ts";
import { instanceFigures } from "./instance-figures.ts";
import { judgeMutant } from "./judge-mutant.ts";
import { coverageFileSchema } from "../coverage/types.ts";
import { readJson, readJUnit, readTextFiles } from "./read-files.ts";
import { readOutcomes } from "./read-outcomes.ts";
import { readCodegenPasses, referencePassRate } from "./reference-pass-rate.ts";
import { judgeReferenceRuns } from "./reference-runs.ts";
import type { ScoringContext } from "./scoring-context.ts";
import { applySuiteErrors, suitesOfTests } from "./suite-errors.ts";
import {
  readBundleTrajectories,
  type BundleTrajectory,
} from "../trajectory/bundle-trajectories.ts";

const SUITE_FILE_CAP = 1024 * 1024;
const LOG_FILE_CAP = 256 * 1024;
export const EXPECTED_REFERENCE_RUNS = 3;

/** What the benchmark's revision retires in one instance (ignored.json). */
export interface InstanceIgnores {
  mutants: ReadonlySet<string>;
  referenceTests: ReadonlySet<string>;
}

/**
 * Scores one benchmark instance from its files in the bundle (DESIGN.md, "Scoring"). An
 * instance the bundle omits (`files` undefined) scores M = 0 and R = 0, has no tests, and every
 * mutant is a no-result. Problems go to `ctx.problems`; the caller rejects the bundle if any.
 */
export async function scoreInstance(
  definition: InstanceDefinition,
  files: InstanceFiles | undefined,
  ctx: ScoringContext,
  ignored: InstanceIgnores = { mutants: new Set(), referenceTests: new Set() },
): Promise<{ score: InstanceScore; detail: InstanceDetail }> {
  const mutants = [...(definition.mutants ?? [])].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const { outcomes, records, protocol } = files?.outcomesJson
    ? await readOutcomes(ctx, files, mutants)
    : {
        outcomes: new Map<string, RunOutcome>(),
        records: new Map<string, RunRecord>(),
        protocol: null,
      };
  const runCost = files?.runJson ? await readJson(ctx, runCostSchema, files.runJson) : null;
  const trajectories = [
    ...(files
      ? await readBundleTrajectories(
          ctx.bundle,
          files.trajectory,
          definition.id,
          ctx.trajectoryContext,
          ctx.instanceIds,
          ctx.warnings,
        )
      : []),
    ...(ctx.namedTrajectories.get(definition.id) ?? []),
  ];
  const cost = withTrajectorySteps(runCost, files !== undefined ? trajectories : []);

  // Every file of the instance is queued at once, reference runs first, so parsing never waits
  // for judging; a mutant is judged as soon as the reference verdicts and its own file are in.
  const runs = files ? readReferenceRuns(ctx, files, outcomes) : Promise.resolve([]);
  const mutantRuns = mutants.map((mutant) => {
    const file = files?.mutants.get(mutant.id);
    if (!file) return Promise.resolve(null);
    const run = ctx.limit(async () => {
      const parsed = await readJUnit(ctx, file, "failures");
      ctx.onFile();
      return parsed;
    });
    // Awaited below; this only keeps an early failure elsewhere from reporting it unhandled.
    run.catch(() => undefined);
    return run;
  });
  const referenceRuns = await runs;
  // Placed before any suite error is applied: the placement comes from the tests' own cases.
  const suites = suitesOfTests(referenceRuns);
  for (const [i, run] of referenceRuns.entries()) {
    if (run?.suiteErrors?.length && files)
      ctx.warnings.push(...applySuiteErrors(run, suites, referenceFile(files, i + 1)));
  }
  const reference = judgeReferenceRuns(referenceRuns);
  // A timeout counts as detection (as in Stryker and PIT) only because the suite is known to
  // finish on the reference. When a reference run itself timed out, a mutant's timeout says
  // nothing about the mutant: otherwise a suite that hangs on every run would detect every one.
  const referenceTimedOut = [...outcomes].some(
    ([key, outcome]) => key.startsWith("reference/") && outcome.timedOut,
  );
  if (referenceTimedOut && files)
    ctx.warnings.push(
      `${files.outcomesJson ?? definition.id}: a reference run timed out, so no mutant's timeout counts as detected`,
    );
  const confirmation =
    protocol && files
      ? await confirmInstance(ctx, files, protocol, records, reference, mutants, mutantRuns)
      : null;
  const judged: Array<ReturnType<typeof judgeMutant>> = [];
  for (const [i, mutant] of mutants.entries()) {
    const run = await mutantRuns[i];
    const selected = records.get(`mutants/${mutant.id}`)?.selected;
    if (run?.suiteErrors?.length && files)
      ctx.warnings.push(...applySuiteErrors(run, suites, files.mutants.get(mutant.id) ?? ""));
    judged.push(
      judgeMutant(mutant.id, run ?? null, outcomes.get(`mutants/${mutant.id}`) ?? null, reference, {
        timeoutDetects: !referenceTimedOut,
        confirmed: confirmation ? (confirmation.get(mutant.id) ?? new Set()) : null,
        ...(selected ? { selected } : {}),
      }),
    );
  }

  const results = judged.map((j) =>
    ignored.mutants.has(j.result.id) ? { ...j.result, ignored: true as const } : j.result,
  );
  const figures = instanceFigures(reference.tests, results, ignored.mutants);
  const codegenPassed = ctx.reportR ? await readCodegenPasses(ctx, files) : null;
  const coverage = files?.coverage ? await readJson(ctx, coverageFileSchema, files.coverage) : null;
  const score: InstanceScore = {
    id: definition.id,
    submitted: files !== undefined,
    ...(protocol ? { confirmed: true as const } : {}),
    mutationScore: figures.mutationScore,
    mutationScoreStrict: figures.mutationScoreStrict,
    validityRate: figures.validityRate,
    referencePassRate: ctx.reportR
      ? referencePassRate(ctx, definition, files, codegenPassed, ignored.referenceTests)
      : null,
    cost,
    tests: figures.tests,
    mutants: figures.mutants,
    mutantResults: results,
  };
  const detail: InstanceDetail = {
    instanceId: definition.id,
    tests: reference.tests,
    mutants: judged.map((j) => j.detail),
    ...(codegenPassed ? { codegenPassed } : {}),
    ...(coverage ? { coverage } : {}),
    suiteFiles: files
      ? await readTextFiles(ctx, files.suite, `instances/${files.id}/suite/`, SUITE_FILE_CAP)
      : new Map<string, string>(),
    logs: files
      ? await readTextFiles(ctx, files.logs, `instances/${files.id}/logs/`, LOG_FILE_CAP)
      : new Map<string, string>(),
    ...(trajectories.length > 0 ? { trajectories } : {}),
  };
  return { score, detail };
}

/**
 * Reference runs 1..k, k being the highest run number among the XML files and outcomes.json.
 * A run listed in outcomes.json without XML (the suite crashed or timed out) counts with every
 * test missing; a number with neither is a gap in the bundle and a problem.
 */
async function readReferenceRuns(
  ctx: ScoringContext,
  files: InstanceFiles,
  outcomes: Map<string, RunOutcome>,
): Promise<Array<JUnitResult | null>> {
  const prefix = `instances/${files.id}/reference`;
  let k = Math.max(0, ...files.referenceRuns.keys());
  for (const key of outcomes.keys())
    if (key.startsWith("reference/")) k = Math.max(k, Number(key.slice(10)));
  if (k === 0) ctx.warnings.push(`${prefix}/: no reference runs, so no test can be valid`);
  else if (k !== EXPECTED_REFERENCE_RUNS)
    ctx.warnings.push(`${prefix}/: ${k} reference runs (${EXPECTED_REFERENCE_RUNS} expected)`);
  const numbers = Array.from({ length: k }, (_, i) => i + 1);
  const parsed = numbers.map((n) => {
    const file = files.referenceRuns.get(n);
    if (!file) return null;
    return ctx.limit(async () => {
      const run = await readJUnit(ctx, file, "all");
      ctx.onFile();
      return run;
    });
  });
  return Promise.all(
    numbers.map(async (n, i) => {
      const pending = parsed[i];
      if (pending) return pending;
      if (outcomes.has(`reference/${n}`)) {
        ctx.warnings.push(
          `${prefix}/${n}.xml: absent; outcomes.json lists the run, so its tests count as missing`,
        );
      } else {
        ctx.problems.push({
          file: `${prefix}/${n}.xml`,
          message: `missing: reference runs must be numbered 1..${k}`,
        });
      }
      return null;
    }),
  );
}

function referenceFile(files: InstanceFiles, n: number): string {
  return files.referenceRuns.get(n) ?? `instances/${files.id}/reference/${n}.xml`;
}

/**
 * run.json's figures, with `steps` taken from the instance's readable trajectories (the sum of
 * their counted steps, evaluator/trajectory/analysis/agent-steps.ts) when run.json gives none.
 */
function withTrajectorySteps(
  cost: RunCost | null,
  trajectories: readonly BundleTrajectory[],
): RunCost | null {
  const read = trajectories.filter((t) => t.analysis !== undefined);
  if (cost?.steps !== undefined || read.length === 0) return cost;
  return { ...cost, steps: read.reduce((sum, t) => sum + (t.analysis?.agentSteps ?? 0), 0) };
}
