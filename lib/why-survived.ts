import type { ChangedLines } from "@/evaluator/coverage/types";
import type { KillReason } from "@/evaluator/types";
import type { CoverageState, MutantAnswer } from "@/db/queries/types";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "none of the 40 valid tests executed x", "its one valid test did not execute x", ... */
const noneDid = (n: number, past: string, base: string) =>
  n === 0
    ? `the suite has no valid test to ${base}`
    : n === 1
      ? `its one valid test did not ${base}`
      : `none of the ${n} valid tests ${past}`;

/** How a kill reason reads in a sentence and on a badge. */
export const KILL_REASON_WORDS: Record<KillReason, string> = {
  assertion: "a failed assertion",
  error: "an error or crash",
  timeout: "a timeout",
};

/** "calc.c line 450 (in call)", "calc.c lines 10–12, 14" for a mutant's changed lines. */
export function describeChangedLines(changed: readonly ChangedLines[]): string {
  return changed
    .map((c) => {
      const runs: string[] = [];
      for (let i = 0; i < c.lines.length;) {
        let j = i;
        while (j + 1 < c.lines.length && c.lines[j + 1] === c.lines[j]! + 1) j++;
        runs.push(i === j ? `${c.lines[i]}` : `${c.lines[i]}–${c.lines[j]}`);
        i = j + 1;
      }
      const lines = `${c.file} line${c.lines.length === 1 ? "" : "s"} ${runs.join(", ")}`;
      return c.function ? `${lines} (in ${c.function})` : lines;
    })
    .join("; ");
}

/** "2 by a failed assertion, 1 by an error or crash". */
export function describeKillReasons(counts: MutantAnswer["killReasons"]): string {
  return (Object.keys(KILL_REASON_WORDS) as KillReason[])
    .filter((r) => counts[r] > 0)
    .map((r) => `${counts[r]} by ${KILL_REASON_WORDS[r]}`)
    .join(", ");
}

/**
 * The first line of a mutant page for one submission: why it survived (or how it was caught),
 * in words. `validTests` is the number of valid tests of the suite; `changed` the mutant's
 * changed lines; `coverage` says why reach is unknown where it is.
 */
export function whySurvived({
  answer,
  coverage,
  validTests,
  killingTests,
  changed,
}: {
  answer: MutantAnswer;
  coverage: CoverageState;
  validTests: number;
  killingTests: number;
  changed: readonly ChangedLines[];
}): string {
  const where = changed.length ? describeChangedLines(changed) : "the changed lines";
  switch (answer.status) {
    case "killed": {
      const how = describeKillReasons(answer.killReasons);
      return `Killed: ${plural(killingTests, "valid test")} failed on it${how ? ` (${how})` : ""}.`;
    }
    case "timedOut":
      return "Detected by a timeout: the suite's run on it did not finish in time, and no valid test failed.";
    case "noResult":
      return "No result: the bundle has no usable JUnit XML for it, so it counts as not detected.";
    case "notReached":
      return `Survived because no test reached it: ${noneDid(validTests, `executed ${where}`, `execute ${where}`)}.`;
    case "reachedNotDetected": {
      const reaching = answer.covering?.filter((t) => t.verdict === "valid").length;
      return reaching === undefined
        ? `Survived although the suite executed ${where}: the code ran, and no test's assertion noticed the change (coverage is suite-wide, so which tests ran it is unknown).`
        : `Survived although ${plural(reaching, "valid test")} executed ${where}: they ran the changed code, and none of their assertions noticed the change.`;
    }
    case "unknown":
      return `Survived: ${noneDid(validTests, "failed on it", "fail on it")}. Whether any reached ${where} is unknown: ${
        coverage.kind === "measured"
          ? "the coverage did not measure the files it changes."
          : coverage.reason
      }`;
  }
}

/**
 * The instance page's coverage line for a suite's undetected mutants, counted by reach: "of the
 * 29 not detected, 1 was not reached by any valid test and 28 were reached but not detected".
 * Mutants whose reach is not known (no result, no coverage row) are counted apart, so the
 * parts add up to the whole.
 */
export function describeUndetectedReach(missed: number, notReached: number, reached: number) {
  const was = (n: number) => `${n} ${n === 1 ? "was" : "were"}`;
  const rest = missed - notReached - reached;
  const parts = [
    `${was(notReached)} not reached by any valid test`,
    `${was(reached)} reached but not detected`,
    ...(rest > 0
      ? [`${rest} ${rest === 1 ? "has" : "have"} no known reach (no usable result)`]
      : []),
  ];
  const list = `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `of the ${plural(missed, "mutant")} not detected, ${list}.`;
}
