import type { SubmissionInstanceRow } from "@/db/queries/types";
import { displayPrecision } from "@/lib/display-precision";

/** What the per-instance table shows of an instance, and nothing more: it is sent to the browser. */
export interface InstanceTableRow {
  slug: string;
  title: string;
  language: string | null;
  sectionCount: number;
  referenceTests: number;
  submitted: boolean;
  mutationScore: number;
  mutationScoreStrict: number;
  validityRate: number | null;
  tests: { total: number; valid: number; invalid: number; skipped: number; flaky: number };
  mutants: { total: number; killed: number; timeout: number };
  costUsd: number | null;
  durationSec: number | null;
}

export function instanceTableRows(instances: readonly SubmissionInstanceRow[]): InstanceTableRow[] {
  return instances.map((i) => ({
    slug: i.slug,
    title: i.title,
    language: i.language,
    sectionCount: i.sectionCount,
    referenceTests: i.referenceTests,
    submitted: i.submitted,
    mutationScore: displayPrecision(i.mutationScore),
    mutationScoreStrict: displayPrecision(i.mutationScoreStrict),
    validityRate: displayPrecision(i.validityRate),
    tests: {
      total: i.tests.total,
      valid: i.tests.valid,
      invalid: i.tests.invalid,
      skipped: i.tests.skipped,
      flaky: i.tests.flaky,
    },
    mutants: { total: i.mutants.total, killed: i.mutants.killed, timeout: i.mutants.timeout },
    costUsd: displayPrecision(i.costUsd),
    durationSec: displayPrecision(i.durationSec),
  }));
}
