import { ignoredMutantsOf, ignoredTestsOf, type IgnoredList } from "../benchmark/ignored-list.ts";
import { bootstrapScores } from "../stats/intervals.ts";
import type { InstanceScore, ScoreIntervals, ScoreSummary } from "../types.ts";
import { mutantFigures, referenceFigure } from "./instance-figures.ts";
import { summarize } from "./summarize.ts";

/** One stored instance score with what a revision needs to recompute it. */
export interface StoredInstance {
  /** As stored; `mutantResults` need only `id` and `status` (every mutant, ignored or not). */
  score: InstanceScore;
  /** The benchmark's reference test count for the instance (R's denominator before ignoring). */
  referenceTests: number;
  /** Tests that passed in codegen.xml, when the bundle had it for the instance. */
  codegenPassed: readonly string[] | null;
}

export interface Rescored {
  instances: InstanceScore[];
  summary: ScoreSummary;
  ci: ScoreIntervals;
  /** M's bootstrap replicate means behind `ci`, for storage to keep. */
  mutationScoreReplicates: Float64Array;
}

/**
 * A submission's figures under another revision of its benchmark, from its stored mutant
 * statuses alone: nothing is re-run and no XML is read. The same functions as scoring a bundle
 * (mutantFigures, referenceFigure, summarize, scoreIntervals) in the same order, so the result
 * equals `tsb score` on the original bundle with the same ignore list. `instances` must be
 * sorted by id, as a score report's are; `reportR` is whether the submission reports R. With
 * `changed`, only those instances are recomputed: the others' ignore entries are the same as
 * when they were last scored, so their stored figures stand.
 */
export function rescoreInstances(
  instances: readonly StoredInstance[],
  ignored: IgnoredList,
  reportR: boolean,
  changed?: ReadonlySet<string>,
): Rescored {
  const scores = instances.map(({ score, referenceTests, codegenPassed }): InstanceScore => {
    // An instance whose ignore entries did not change keeps its figures (and needs no statuses).
    if (changed && !changed.has(score.id)) return score;
    const ignoredMutants = ignoredMutantsOf(ignored, score.id);
    const mutantResults = score.mutantResults.map((result) => {
      const { ignored: _wasIgnored, ...counted } = result;
      void _wasIgnored;
      return ignoredMutants.has(result.id) ? { ...counted, ignored: true as const } : counted;
    });
    const figures = mutantFigures(mutantResults, ignoredMutants);
    return {
      ...score,
      mutationScore: figures.mutationScore,
      mutationScoreStrict: figures.mutationScoreStrict,
      referencePassRate: reportR
        ? referenceFigure(codegenPassed, referenceTests, ignoredTestsOf(ignored, score.id))
            .referencePassRate
        : null,
      mutants: figures.counts,
      mutantResults,
    };
  });
  const { ci, mutationScoreReplicates } = bootstrapScores(scores);
  return { instances: scores, summary: summarize(scores, reportR), ci, mutationScoreReplicates };
}
