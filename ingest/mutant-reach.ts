import {
  mutantReach,
  reachStatus,
  type MutantReach,
  type ReachStatus,
} from "../evaluator/coverage/reach.ts";
import type { InstanceDetail, InstanceScore } from "../evaluator/types.ts";
import type { CatalogInstance } from "../db/catalog.ts";
import { loadChangedLines } from "../db/changed-lines.ts";
import type { Db } from "../db/client.ts";
import type { ReachFacts } from "../db/write-scored.ts";

/**
 * Each mutant's reach under a submission's coverage of one instance (evaluator/coverage/
 * reach.ts), by mutant row id, from the changed lines stored with the benchmark, and each
 * mutant's status told apart by reach: the ingest derives them, and db/ only stores them. The
 * reach is empty when the bundle measured no coverage there (every survivor is then `unknown`).
 */
export function reachOfMutants(db: Db) {
  return (
    instance: CatalogInstance,
    score: InstanceScore,
    detail: InstanceDetail | undefined,
  ): ReachFacts => {
    const reach = new Map<number, MutantReach>();
    const coverage = detail?.coverage;
    if (detail && coverage && !("unavailable" in coverage))
      for (const [mutantId, changed] of loadChangedLines(db, instance.id)) {
        const one = mutantReach(changed, coverage, detail.tests);
        if (one) reach.set(mutantId, one);
      }
    const status = new Map<number, ReachStatus>();
    for (const result of score.mutantResults) {
      const mutant = instance.mutants.get(result.id);
      if (mutant) status.set(mutant.id, reachStatus(result.status, reach.get(mutant.id) ?? null));
    }
    return { reach, status };
  };
}
