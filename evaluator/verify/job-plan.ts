import { bundleEnvironment, type BundleEnvironment } from "../environment/provenance.ts";
import type { BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import type { BundleReader } from "../bundle/open-bundle.ts";
import { BundleError } from "../errors.ts";
import { planRuns, type PlannedRun } from "../runner/plan.ts";
import { newProtocol, seededOrder } from "../runner/protocol.ts";
import { classifyBundle } from "../score/bundle-layout.ts";
import { EXPECTED_REFERENCE_RUNS } from "../score/score-instance.ts";
import type { ScoredBundle } from "../types.ts";
import { bundleForm, type BundleKind } from "./bundle-form.ts";
import { claimView, type ClaimView } from "./claim.ts";

/** The queue's step that plans an instance's confirmation runs; it runs no suite. */
export const CONFIRM_PLAN_STEP = "plan/confirm";
export type ConfirmPlanStep = typeof CONFIRM_PLAN_STEP;

/** What the site re-runs for one submission, with the files its runs need. */
export interface VerificationPlan {
  kind: BundleKind;
  referenceRuns: number;
  /** The job's protocol seed: its run order, salts and confirming tests follow from it. */
  seed: string;
  /**
   * k reference runs and one run per mutant of every submitted instance, in the seed's random
   * order, then each instance's `plan/confirm` step (it plans the confirmation runs once the
   * instance's other runs are done).
   */
  runs: PlannedRun[];
  /** Per instance, paths relative to its bundle folder (`suite/…`, `run.json`) and their bytes. */
  files: Array<{ instance: string; path: string; content: Buffer }>;
  /** What a result bundle claimed; absent for a suites-only bundle. */
  claimed?: ClaimView;
  /** Where a result bundle's runs happened, by its outcomes.json; absent for a suites-only one. */
  claimedEnvironment?: BundleEnvironment;
}

/**
 * The verification plan of a bundle: null for a result bundle the site cannot re-run (an
 * instance without `suite/**`, or a catalog benchmark), which stays self-reported. A suites-only
 * bundle that cannot be run is refused with a BundleError naming the files.
 */
export async function verificationPlan(
  bundle: BundleReader,
  benchmark: BenchmarkDefinition,
  scored: ScoredBundle,
): Promise<VerificationPlan | null> {
  const layout = classifyBundle(bundle.list(), benchmark.instances);
  const form = bundleForm(layout, benchmark);
  if (form.problems.length > 0) throw new BundleError(form.problems);
  if (!form.verifiable) return null;
  const files: VerificationPlan["files"] = [];
  for (const id of form.instances) {
    const instanceFiles = layout.instances.get(id);
    if (!instanceFiles) continue;
    const inputs = [
      ...instanceFiles.suite,
      ...(instanceFiles.runJson ? [instanceFiles.runJson] : []),
      // R needs the agent's own implementation, which the site does not have: codegen.xml is
      // carried into the re-run as submitted.
      ...(instanceFiles.codegen ? [instanceFiles.codegen] : []),
    ];
    const prefix = `instances/${id}/`;
    for (const file of inputs)
      files.push({
        instance: id,
        path: file.slice(prefix.length),
        content: await bundle.read(file),
      });
  }
  const chosen = new Set(form.instances);
  const { seed } = newProtocol(EXPECTED_REFERENCE_RUNS);
  const runs = planRuns(
    benchmark.instances.filter((i) => chosen.has(i.id)),
    EXPECTED_REFERENCE_RUNS,
  );
  return {
    kind: form.kind,
    referenceRuns: EXPECTED_REFERENCE_RUNS,
    seed,
    runs: [
      ...seededOrder(seed, runs, (r) => `${r.instance}/${r.run}`),
      ...form.instances.map((instance) => ({ instance, run: CONFIRM_PLAN_STEP })),
    ],
    files,
    ...(form.kind === "result"
      ? {
          claimed: claimView(scored),
          claimedEnvironment: await bundleEnvironment(bundle, benchmark),
        }
      : {}),
  };
}

/** Whether a bundle's files make it suites-only (no JUnit XML, outcomes or codegen anywhere). */
export function isSuitesOnly(paths: readonly string[], benchmark: BenchmarkDefinition): boolean {
  return bundleForm(classifyBundle(paths, benchmark.instances), benchmark).kind === "suites-only";
}
