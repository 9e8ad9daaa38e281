import type { ReportedFile, ReportedFindingsFile } from "../evaluator/reported.ts";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "./index.ts";
import {
  benchmarks,
  instances,
  reportedTrajectoryFindings,
  submissions,
  type NewSubmissionRow,
} from "./schema.ts";

/**
 * Stores a paper's reported results as `reported` submissions on the benchmark each file names,
 * with the file's citation ("Table 2") on every row. Rows are matched on (benchmark, citation,
 * model, agent, setting, reasoning effort) and updated in place, so seeding again changes
 * nothing and keeps ids (and any hide/unhide history) stable; the agent is matched ignoring
 * case, so that correcting its spelling to the paper's updates the row rather than adding a
 * second one. Reported trajectory figures (`findings`, the paper's Table 3) are stored beside
 * them, matched on (benchmark, citation, model, agent, setting) and updated in place too. One
 * transaction. Throws when a file names a benchmark that is not in the database.
 */
export function loadReportedIntoDb(
  db: Db,
  files: readonly ReportedFile[],
  findings: readonly ReportedFindingsFile[] = [],
): { inserted: number; updated: number; findings: number } {
  return db.transaction(
    (tx) => {
      let inserted = 0;
      let updated = 0;
      const benchmarkOf = (file: { file: string; benchmark: string }) => {
        const at = file.benchmark.lastIndexOf("@");
        const benchmark = tx
          .select({ id: benchmarks.id, instances: count(instances.id) })
          .from(benchmarks)
          .leftJoin(instances, eq(instances.benchmarkId, benchmarks.id))
          .where(
            and(
              eq(benchmarks.name, file.benchmark.slice(0, at)),
              eq(benchmarks.version, file.benchmark.slice(at + 1)),
            ),
          )
          .groupBy(benchmarks.id)
          .get();
        if (!benchmark)
          throw new Error(
            `${file.file}: benchmark ${file.benchmark} is not in the database; load data/benchmarks first`,
          );
        return benchmark;
      };
      for (const file of files) {
        const benchmark = benchmarkOf(file);
        const instanceCount = file.instanceCount ?? benchmark.instances;
        for (const s of file.submissions) {
          const key = {
            benchmarkId: benchmark.id,
            model: s.model,
            agent: s.agent,
            setting: s.setting,
            reasoningEffort: s.reasoningEffort ?? null,
            citation: file.citation,
          };
          const figures = {
            agent: s.agent,
            organization: s.organization ?? null,
            date: s.date,
            notes: s.notes ?? file.notes ?? null,
            reportedKind: file.kind,
            mutationScore: s.mutationScore,
            validityRate: s.validityRate ?? null,
            referencePassRate: s.referencePassRate ?? null,
            costUsd: s.costUsd ?? null,
            durationSec: s.durationSec ?? null,
            instancesTotal: instanceCount,
            instancesSubmitted: instanceCount,
            submissionJson: JSON.stringify({
              ...s,
              benchmark: file.benchmark,
              citation: file.citation,
              source: file.source,
            }),
          } satisfies Partial<NewSubmissionRow>;
          const existing = tx
            .select({ id: submissions.id })
            .from(submissions)
            .where(
              and(
                eq(submissions.origin, "reported"),
                eq(submissions.benchmarkId, key.benchmarkId),
                eq(submissions.citation, key.citation),
                eq(submissions.model, key.model),
                sql`${submissions.agent} = ${key.agent} COLLATE NOCASE`,
                eq(submissions.setting, key.setting),
                sql`${submissions.reasoningEffort} IS ${key.reasoningEffort}`,
              ),
            )
            .get();
          if (existing) {
            tx.update(submissions).set(figures).where(eq(submissions.id, existing.id)).run();
            updated++;
          } else {
            tx.insert(submissions)
              .values({ ...key, ...figures, origin: "reported" })
              .run();
            inserted++;
          }
        }
      }
      let stored = 0;
      for (const file of findings) {
        const benchmark = benchmarkOf(file);
        for (const f of file.findings) {
          const row = {
            benchmarkId: benchmark.id,
            citation: file.citation,
            model: f.model,
            agent: f.agent,
            setting: f.setting,
            label: f.label,
            executableInstances: f.executableInstances,
            mutantInstances: f.mutantInstances,
            mutationScore: f.mutationScore ?? null,
            instances: file.instanceCount ?? benchmark.instances,
            source: file.source,
            notes: f.notes ?? file.notes ?? null,
          };
          tx.insert(reportedTrajectoryFindings)
            .values(row)
            .onConflictDoUpdate({
              target: [
                reportedTrajectoryFindings.benchmarkId,
                reportedTrajectoryFindings.citation,
                reportedTrajectoryFindings.model,
                reportedTrajectoryFindings.agent,
                reportedTrajectoryFindings.setting,
              ],
              set: row,
            })
            .run();
          stored++;
        }
      }
      return { inserted, updated, findings: stored };
    },
    { behavior: "immediate" },
  );
}
