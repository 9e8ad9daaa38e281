import type { MutantStatus, ScoredBundle, TestVerdict } from "../types.ts";

/** What one mutant's run showed: its status and every test that failed on it. */
export interface MutantClaim {
  id: string;
  status: MutantStatus;
  /** Tests that failed on the mutant, with the failure message where scoring kept one. */
  failed: Array<{ test: string; message?: string }>;
}

export interface InstanceClaim {
  id: string;
  mutationScore: number;
  validityRate: number | null;
  /** Test id → verdict from the reference runs. */
  verdicts: Record<string, TestVerdict>;
  mutants: MutantClaim[];
}

/**
 * The comparable core of a scored bundle: headline figures, and per submitted instance each
 * test's verdict and each mutant's status with the tests that failed on it. A result bundle's
 * claim is kept in this form once the site's runs replace its displayed figures.
 */
export interface ClaimView {
  mutationScore: number;
  mutationScoreStrict: number;
  validityRate: number;
  referencePassRate: number | null;
  instances: InstanceClaim[];
}

/** The claim view of a scored bundle (instances the bundle left out are not part of it). */
export function claimView(scored: ScoredBundle): ClaimView {
  const details = new Map(scored.details.map((d) => [d.instanceId, d]));
  const { summary } = scored.report;
  return {
    mutationScore: summary.mutationScore,
    mutationScoreStrict: summary.mutationScoreStrict,
    validityRate: summary.validityRate,
    referencePassRate: summary.referencePassRate,
    instances: scored.report.instances
      .filter((score) => score.submitted)
      .map((score) => {
        const detail = details.get(score.id);
        const tests = detail?.tests ?? [];
        return {
          id: score.id,
          mutationScore: score.mutationScore,
          validityRate: score.validityRate,
          verdicts: Object.fromEntries(tests.map((t) => [t.id, t.verdict])),
          mutants: (detail?.mutants ?? []).map((m) => ({
            id: m.id,
            status: m.status,
            failed: m.failedTests.map((idx) => {
              const message = m.messages.get(idx);
              return { test: tests[idx]?.id ?? `#${idx}`, ...(message ? { message } : {}) };
            }),
          })),
        };
      }),
  };
}
