import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import type { InstanceFiles } from "./bundle-layout.ts";
import { referenceFigure } from "./instance-figures.ts";
import { readJUnit } from "./read-files.ts";
import type { ScoringContext } from "./scoring-context.ts";

/** Ids of the tests that passed in the instance's codegen.xml, sorted; null without the file. */
export async function readCodegenPasses(
  ctx: ScoringContext,
  files: InstanceFiles | undefined,
): Promise<string[] | null> {
  if (!files?.codegen) return null;
  const run = await readJUnit(ctx, files.codegen, "all");
  ctx.onFile();
  if (!run) return null;
  const passed: string[] = [];
  for (const testCase of run.cases.values())
    if (testCase.outcome === "passed") passed.push(testCase.id);
  return passed.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** R: reference tests that passed in codegen.xml over the benchmark's reference test count. */
export function referencePassRate(
  ctx: ScoringContext,
  definition: InstanceDefinition,
  files: InstanceFiles | undefined,
  passed: string[] | null,
  ignored: ReadonlySet<string>,
): number {
  const { referencePassRate, capped } = referenceFigure(passed, definition.referenceTests, ignored);
  if (capped && files?.codegen) {
    ctx.warnings.push(
      `${files.codegen}: more tests passed than the benchmark has reference tests (${definition.referenceTests - ignored.size} counted); R is capped at 1`,
    );
  }
  return referencePassRate;
}
