import type { MutantDefinition } from "../benchmark/load-benchmark.ts";
import type { ProtocolRecord, RunRecord } from "../schemas.ts";
import type { JUnitResult } from "../types.ts";
import type { InstanceFiles } from "./bundle-layout.ts";
import { confirmKills, type ConfirmationRun } from "./confirm-kills.ts";
import { readJUnit } from "./read-files.ts";
import type { judgeReferenceRuns } from "./reference-runs.ts";
import type { ScoringContext } from "./scoring-context.ts";

/**
 * Reads the instance's confirmation runs and applies the confirmation rule (confirm-kills.ts):
 * the tests that did not repeat become flaky in `reference` (they leave V and kill nothing),
 * and the returned map names, per mutant, the valid tests whose failure was confirmed.
 */
export async function confirmInstance(
  ctx: ScoringContext,
  files: InstanceFiles,
  protocol: ProtocolRecord,
  records: ReadonlyMap<string, RunRecord>,
  reference: ReturnType<typeof judgeReferenceRuns>,
  mutants: readonly MutantDefinition[],
  mutantRuns: ReadonlyArray<Promise<JUnitResult | null>>,
): Promise<Map<string, Set<string>>> {
  const runs = new Map<string, ConfirmationRun>();
  const keys = new Set([
    ...files.confirm.keys(),
    ...[...records.keys()].filter((k) => k.startsWith("confirm/")),
  ]);
  await Promise.all(
    [...keys].map(async (key) => {
      const file = files.confirm.get(key);
      const run = file
        ? await ctx.limit(async () => {
            const parsed = await readJUnit(ctx, file, "all");
            ctx.onFile();
            return parsed;
          })
        : null;
      runs.set(key, { run, record: records.get(key) });
    }),
  );
  const firstPass = new Map<string, JUnitResult | null>();
  for (const [i, mutant] of mutants.entries())
    firstPass.set(mutant.id, (await mutantRuns[i]) ?? null);
  const { flaky, confirmed } = confirmKills(protocol, reference, firstPass, runs);
  for (const index of flaky) {
    const test = reference.tests[index];
    if (!test) continue;
    reference.valid[index] = 0;
    reference.tests[index] = { ...test, verdict: "flaky" };
  }
  return confirmed;
}
