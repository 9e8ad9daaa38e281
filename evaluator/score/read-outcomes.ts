import type { MutantDefinition } from "../benchmark/load-benchmark.ts";
import { outcomesSchema, runRecords, type ProtocolRecord, type RunRecord } from "../schemas.ts";
import type { RunOutcome } from "../types.ts";
import type { InstanceFiles } from "./bundle-layout.ts";
import { readJson, type ReadContext } from "./read-files.ts";

/**
 * The instance's outcomes.json: each first-pass run's outcome, every run's record (confirmation
 * runs too), and the run protocol when its kills were confirmed. A run of a mutant the instance
 * does not have is a problem.
 */
export async function readOutcomes(
  ctx: ReadContext,
  files: InstanceFiles,
  mutants: MutantDefinition[],
): Promise<{
  outcomes: Map<string, RunOutcome>;
  records: Map<string, RunRecord>;
  protocol: ProtocolRecord | null;
}> {
  const file = files.outcomesJson ?? "";
  const parsed = await readJson(ctx, outcomesSchema, file);
  const known = new Set(mutants.map((m) => m.id));
  const outcomes = new Map<string, RunOutcome>();
  const records = new Map<string, RunRecord>();
  const entries = parsed ? runRecords(parsed) : [];
  for (const [key, value] of entries.sort(([a], [b]) => (a < b ? -1 : 1))) {
    const mutant = /^(?:mutants|confirm)\/([^/_][^/]*)/.exec(key)?.[1];
    if (mutant !== undefined && !known.has(mutant)) {
      ctx.problems.push({
        file,
        message: `${key}: unknown mutant '${mutant}': instance '${files.id}' has no such mutant`,
      });
      continue;
    }
    records.set(key, value);
    if (key.startsWith("confirm/")) continue;
    outcomes.set(key, {
      exitCode: value.exitCode ?? null,
      timedOut: value.timedOut,
      durationSec: value.durationSec ?? null,
      ...(value.notReached ? { notReached: true } : {}),
    });
  }
  return { outcomes, records, protocol: parsed?.protocol ?? null };
}
