import type { ReachStatus } from "../../evaluator/coverage/reach.ts";
import type { TestRole } from "./test-roles.ts";
import type { KillReason, TestVerdict } from "../../evaluator/types.ts";
import type { InstanceCoverageRow } from "../coverage-schema.ts";

/** What is known of a submission's coverage of one instance. Never blank: absent says why. */
export type CoverageState =
  | {
      kind: "measured";
      tool: string;
      granularity: NonNullable<InstanceCoverageRow["granularity"]>;
    }
  | { kind: "unavailable" | "absent"; reason: string };

/** Kills counted by how the killing test failed. */
export type KillReasonCounts = Record<KillReason, number>;

/** One mutant under one submission, with coverage: what the mutant page and tables show. */
export interface MutantAnswer {
  status: ReachStatus;
  /** Whether a valid test (or the suite) executed a changed line; null when unknown. */
  reached: boolean | null;
  /** Tests that executed a changed line, in index order; null when unknown (suite-wide or none). */
  covering: { testId: string; verdict: TestVerdict }[] | null;
  killReasons: KillReasonCounts;
}

/** A submission's blind spots: reach over the instances it has coverage for. */
export interface CoverageSummary {
  /** Instances by coverage state; `unavailable` and `absent` carry their reasons. */
  instances: { slug: string; title: string; state: CoverageState }[];
  /** Mutants (not ignored) whose reach is known: the denominator of the share not reached. */
  known: number;
  notReached: number;
  /** Mutants reached: every detected one with known reach, and the survivors reached. */
  reached: number;
  detectedReached: number;
  /** M on reached mutants (Stryker's "score based on covered code"); null when none is. */
  mutationScoreReached: number | null;
  /** Per spec section with mutants of known reach, how many were not reached. */
  sections: {
    instance: string;
    section: string;
    title: string;
    known: number;
    notReached: number;
  }[];
}

/** How a submission's kills happened: (mutant, killing test) pairs and killed mutants by reason. */
export interface KillReasonSummary {
  kills: KillReasonCounts;
  /** Killed mutants with an assertion among their kills; with only errors; with only timeouts. */
  mutants: { assertion: number; errorOnly: number; timeoutOnly: number; unknown: number };
}

/** One test of the suite view: Stryker's killing / covering / not covering. */
export interface TestRoleRow {
  testId: string;
  verdict: TestVerdict;
  role: TestRole;
  /** Mutants it killed, and mutants whose changed lines it executed (as coverage measured). */
  killed: number;
  covered: number;
  /** Mutants it killed without executing their changed lines on the reference. */
  killedUnreached: number;
}
