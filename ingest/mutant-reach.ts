import { mutantReach, type MutantReach } from "../evaluator/coverage/reach.ts";
import type { InstanceDetail } from "../evaluator/types.ts";
import type { CatalogInstance } from "../db/catalog.ts";
import { loadChangedLines } from "../db/changed-lines.ts";
import type { Db } from "../db/client.ts";

/**
 * Each mutant's reach under a submission's coverage of one instance (evaluator/coverage/
 * reach.ts), by mutant row id, from the changed lines stored with the benchmark: the ingest
 * derives it, and db/ only stores it. Empty when the bundle measured no coverage there.
 */
export function reachOfMutants(db: Db) {
  return (
    instance: CatalogInstance,
    detail: InstanceDetail | undefined,
  ): Map<number, MutantReach> => {
    const reach = new Map<number, MutantReach>();
    const coverage = detail?.coverage;
    if (!detail || !coverage || "unavailable" in coverage) return reach;
    for (const [mutantId, changed] of loadChangedLines(db, instance.id)) {
      const one = mutantReach(changed, coverage, detail.tests);
      if (one) reach.set(mutantId, one);
    }
    return reach;
  };
}
