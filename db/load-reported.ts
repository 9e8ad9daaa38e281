import type { ReportedFile } from "../evaluator/reported.ts";
import type { Db } from "./index.ts";

/**
 * Stores a paper's reported results as `reported` submissions on the benchmark each file names,
 * with the file's citation ("Table 2") on every row. Rows are matched on (benchmark, citation,
 * model, agent, setting, reasoning effort) and updated in place, so seeding again changes
 * nothing and keeps ids (and any hide/unhide history) stable; the agent is matched ignoring
 * case, so that correcting its spelling to the paper's updates the row rather than adding a
 * second one. One transaction.
 * Throws when a file names a benchmark that is not in the database.
 */
export function loadReportedIntoDb(
  db: Db,
  files: readonly ReportedFile[],
): { inserted: number; updated: number } {
  const client = db.$client;
  return client
    .transaction(() => {
      let inserted = 0;
      let updated = 0;
      for (const file of files) {
        const at = file.benchmark.lastIndexOf("@");
        const benchmark = client
          .prepare(
            "SELECT b.id, (SELECT COUNT(*) FROM instances i WHERE i.benchmark_id = b.id) AS instances FROM benchmarks b WHERE b.name = ? AND b.version = ?",
          )
          .get(file.benchmark.slice(0, at), file.benchmark.slice(at + 1)) as
          { id: number; instances: number } | undefined;
        if (!benchmark)
          throw new Error(
            `${file.file}: benchmark ${file.benchmark} is not in the database; load data/benchmarks first`,
          );
        const instances = file.instanceCount ?? benchmark.instances;
        for (const s of file.submissions) {
          const values = {
            benchmarkId: benchmark.id,
            model: s.model,
            agent: s.agent,
            setting: s.setting,
            reasoningEffort: s.reasoningEffort ?? null,
            organization: s.organization ?? null,
            date: s.date,
            notes: s.notes ?? file.notes ?? null,
            citation: file.citation,
            reportedKind: file.kind,
            mutationScore: s.mutationScore,
            validityRate: s.validityRate ?? null,
            referencePassRate: s.referencePassRate ?? null,
            costUsd: s.costUsd ?? null,
            durationSec: s.durationSec ?? null,
            instances,
            submissionJson: JSON.stringify({
              ...s,
              benchmark: file.benchmark,
              citation: file.citation,
              source: file.source,
            }),
          };
          const existing = client
            .prepare(
              `SELECT id FROM submissions WHERE origin = 'reported' AND benchmark_id = @benchmarkId AND citation = @citation
                 AND model = @model AND agent = @agent COLLATE NOCASE AND setting = @setting AND reasoning_effort IS @reasoningEffort`,
            )
            .get(values) as { id: number } | undefined;
          if (existing) {
            client
              .prepare(
                `UPDATE submissions SET agent = @agent, organization = @organization, date = @date, notes = @notes, reported_kind = @reportedKind,
                   mutation_score = @mutationScore, validity_rate = @validityRate, reference_pass_rate = @referencePassRate,
                   cost_usd = @costUsd, duration_sec = @durationSec, instances_total = @instances,
                   instances_submitted = @instances, submission_json = @submissionJson
                 WHERE id = @id`,
              )
              .run({ ...values, id: existing.id });
            updated++;
          } else {
            client
              .prepare(
                `INSERT INTO submissions (benchmark_id, model, agent, setting, reasoning_effort, organization, date, notes,
                   origin, citation, reported_kind, mutation_score, validity_rate, reference_pass_rate, cost_usd,
                   duration_sec, instances_total, instances_submitted, submission_json)
                 VALUES (@benchmarkId, @model, @agent, @setting, @reasoningEffort, @organization, @date, @notes, 'reported',
                   @citation, @reportedKind, @mutationScore, @validityRate, @referencePassRate, @costUsd, @durationSec,
                   @instances, @instances, @submissionJson)`,
              )
              .run(values);
            inserted++;
          }
        }
      }
      return { inserted, updated };
    })
    .immediate();
}
