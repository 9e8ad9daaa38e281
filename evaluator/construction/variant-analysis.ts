import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import type { InstanceDetail } from "../types.ts";

/**
 * The paper's "logic-level" rule (appendix A.5, figure 13): a mutant must break a requirement for
 * a class of inputs, not for the literals of its target test. An instance's `variants/` suite
 * holds, per mutant, a hand-written copy of the target test with its literals changed; the
 * mutant passes when that variant passes on the reference and fails on the mutant.
 */

/** The variants suite of an instance, beside `tests/`. */
export const VARIANTS_DIR = "variants";

export type VariantVerdict =
  /** The variant passes on the reference and fails on the mutant. */
  | "told-apart"
  /** The variant passes on the reference and on the mutant: the mutant may hard-code literals. */
  | "not-told-apart"
  /** The variant fails, is skipped or is flaky on the reference, so it proves nothing. */
  | "invalid-variant"
  /** No test of the variants suite is named for this mutant. */
  | "missing";

export interface MutantVariant {
  id: string;
  /** The variant tests found for the mutant (more than one when parametrised). */
  tests: string[];
  verdict: VariantVerdict;
}

export interface InstanceVariants {
  id: string;
  mutants: MutantVariant[];
  /** Share of the instance's mutants whose variant tells them from the reference. */
  toldApartShare: number;
}

/**
 * The variant test of mutant `m-id.x` is the test function `test_m_id_x`: the mutant id with
 * every `-`, `.`, `+` and `@` written `_`, so the name is a Python identifier. Any module and any
 * parametrisation (`[...]`) count.
 */
export function variantFunctionName(mutantId: string): string {
  return `test_${mutantId.replace(/[-.+@]/g, "_")}`;
}

/** The function part of a pytest test id `module.Class.test_name[param]`. */
function functionName(testId: string): string {
  const bare = testId.replace(/\[.*\]$/s, "");
  return bare.slice(bare.lastIndexOf(".") + 1);
}

/** Applies the rule to one instance's variants suite, scored like a submission. */
export function checkVariants(
  definition: InstanceDefinition,
  detail: InstanceDetail,
): InstanceVariants {
  const byFunction = new Map<string, number[]>();
  detail.tests.forEach((test, index) => {
    const name = functionName(test.id);
    byFunction.set(name, [...(byFunction.get(name) ?? []), index]);
  });
  const failedOn = new Map(detail.mutants.map((m) => [m.id, new Set(m.failedTests)]));
  const mutants = (definition.mutants ?? []).map((mutant): MutantVariant => {
    const indices = byFunction.get(variantFunctionName(mutant.id)) ?? [];
    const tests = indices.map((i) => detail.tests[i]!.id);
    if (indices.length === 0) return { id: mutant.id, tests, verdict: "missing" };
    if (indices.some((i) => detail.tests[i]!.verdict !== "valid"))
      return { id: mutant.id, tests, verdict: "invalid-variant" };
    const failed = failedOn.get(mutant.id) ?? new Set<number>();
    const toldApart = indices.some((i) => failed.has(i));
    return { id: mutant.id, tests, verdict: toldApart ? "told-apart" : "not-told-apart" };
  });
  const toldApart = mutants.filter((m) => m.verdict === "told-apart").length;
  return {
    id: definition.id,
    mutants,
    toldApartShare: toldApart / Math.max(mutants.length, 1),
  };
}

/** Pooled over every mutant of the instances that have a variants suite. */
export function pooledToldApartShare(instances: readonly InstanceVariants[]): number {
  const all = instances.flatMap((i) => i.mutants);
  return all.filter((m) => m.verdict === "told-apart").length / Math.max(all.length, 1);
}
