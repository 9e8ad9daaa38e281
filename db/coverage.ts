import type { MutantReach } from "../evaluator/coverage/reach.ts";
import type { InstanceDetail } from "../evaluator/types.ts";
import { encodeIndexSet } from "./bitset.ts";
import type { CatalogInstance } from "./catalog.ts";
import type { Db } from "./client.ts";
import type { InstanceCoverageRow, MutantReachRow } from "./coverage-schema.ts";
import type { RawRow } from "./schema.ts";

/**
 * Stores a submission's coverage of one instance (inside the ingest's transaction): the
 * bundle's coverage.json compactly, with each test's lines by its index, and each mutant's reach
 * as the ingest derived it (ingest/mutant-reach.ts), by mutant id. Nothing is written when the
 * bundle carried no coverage for the instance.
 */
export function writeCoverage(
  db: Db,
  submissionId: number,
  instance: CatalogInstance,
  detail: InstanceDetail | undefined,
  reach: ReadonlyMap<number, MutantReach>,
): void {
  const coverage = detail?.coverage;
  if (!coverage) return;
  // Raw SQL kept: bench:ingest times the store, with one reach row per mutant.
  const client = db.$client;
  const insertCoverage = client.prepare<InstanceCoverageRow>(
    `INSERT INTO instance_coverage (submission_id, instance_id, tool, granularity, unavailable, suite, tests)
     VALUES (@submissionId, @instanceId, @tool, @granularity, @unavailable, @suite, @tests)`,
  );
  if ("unavailable" in coverage) {
    insertCoverage.run({
      submissionId,
      instanceId: instance.id,
      tool: coverage.tool ?? null,
      granularity: null,
      unavailable: coverage.unavailable,
      suite: null,
      tests: null,
    });
    return;
  }
  const tests = detail.tests;
  insertCoverage.run({
    submissionId,
    instanceId: instance.id,
    tool: coverage.tool,
    granularity: coverage.granularity,
    unavailable: null,
    suite: JSON.stringify(coverage.suite),
    tests: coverage.tests ? JSON.stringify(tests.map((t) => coverage.tests?.[t.id] ?? null)) : null,
  });
  const insertReach = client.prepare<RawRow<MutantReachRow>>(
    `INSERT INTO mutant_reach (submission_id, mutant_id, instance_id, reached, covering_bits)
     VALUES (@submissionId, @mutantId, @instanceId, @reached, @coveringBits)`,
  );
  for (const [mutantId, one] of reach)
    insertReach.run({
      submissionId,
      mutantId,
      instanceId: instance.id,
      reached: one.reached ? 1 : 0,
      coveringBits: one.covering ? encodeIndexSet(one.covering) : null,
    });
}
