import type { JUnitResult, TestDetail, TestOutcome } from "../types.ts";
import { StringPool } from "./detach.ts";
import { testVerdict } from "./verdicts.ts";

/** What the reference runs say about a suite's tests T̂, in sorted index order. */
export interface ReferenceVerdicts {
  tests: TestDetail[];
  /** Test id → index into `tests`. */
  indexOf: Map<string, number>;
  /** Per test index: true when the test is valid. */
  valid: Uint8Array;
  /** Indices of the invalid tests, ascending (hedged kills: see hedged-kills.ts). */
  invalid: number[];
  /** Per test index: the failure messages seen in reference runs ("" for none); only for tests that failed. */
  referenceMessages: Array<Set<string> | undefined>;
  /** Copies of the strings kept after the instance's files are parsed (see detach.ts). */
  pool: StringPool;
}

/**
 * Builds T̂ (every id seen in any reference run) and each test's verdict. `runs[n]` is the
 * parsed `reference/<n+1>.xml`, or null when that run left no XML (all its tests are missing).
 */
export function judgeReferenceRuns(runs: ReadonlyArray<JUnitResult | null>): ReferenceVerdicts {
  const pool = new StringPool();
  const ids = new Set<string>();
  for (const run of runs) for (const id of run?.cases.keys() ?? []) ids.add(id);
  // Default sort compares UTF-16 code units: the same order on every machine and locale.
  const sorted = [...ids].sort().map((id) => pool.detach(id));
  const indexOf = new Map(sorted.map((id, i) => [id, i]));
  const valid = new Uint8Array(sorted.length);
  const referenceMessages = new Array<Set<string> | undefined>(sorted.length);

  const tests = sorted.map((id, i): TestDetail => {
    const referenceOutcomes: TestOutcome[] = [];
    let referenceMessage: string | undefined;
    let file: string | undefined;
    let line: number | undefined;
    for (const run of runs) {
      const testCase = run?.cases.get(id);
      referenceOutcomes.push(testCase?.outcome ?? "missing");
      if (!testCase) continue;
      if (file === undefined && testCase.file !== undefined) {
        file = pool.detach(testCase.file);
        line = testCase.line;
      }
      if (testCase.outcome === "failed") {
        (referenceMessages[i] ??= new Set()).add(testCase.message ?? "");
        if (referenceMessage === undefined && testCase.message !== undefined)
          referenceMessage = pool.detach(testCase.message);
      }
    }
    const verdict = testVerdict(referenceOutcomes);
    valid[i] = verdict === "valid" ? 1 : 0;
    return {
      id,
      verdict,
      referenceOutcomes,
      ...(referenceMessage !== undefined ? { referenceMessage } : {}),
      ...(file !== undefined ? { file } : {}),
      ...(line !== undefined ? { line } : {}),
    };
  });
  const invalid = tests.flatMap((t, i) => (t.verdict === "invalid" ? [i] : []));
  return { tests, indexOf, valid, invalid, referenceMessages, pool };
}
