import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DEFAULT_COMMAND } from "../../evaluator/runner/run-suites.ts";
import { environmentFault } from "./run-fault.ts";

/** A suite command's output as a run's log holds it, from the real interpreter. */
function log(script: string): string {
  const result = spawnSync("sh", ["-c", script], { encoding: "utf8" });
  return `$ ${script}\n# exit ${result.status}\n${result.stdout}${result.stderr}`;
}

describe("environmentFault", () => {
  it("blames the machine for the suite command's own interpreter or module", () => {
    const text = log("python3 -I -m pytest_absent_for_this_test -q");
    const command = "python3 -I -m pytest_absent_for_this_test -q --junitxml={junit}";
    expect(environmentFault(text, command)).toMatchObject({
      kind: "missing-module",
      what: "pytest_absent_for_this_test",
    });
    expect(
      environmentFault(log("PATH=/nonexistent; python3 -m pytest"), DEFAULT_COMMAND),
    ).toMatchObject({ kind: "missing-command", what: "python3" });
  });

  it("leaves a suite's own missing import to the suite", () => {
    const text = log("python3 -I -c 'import hypothesis_absent_for_this_test'");
    expect(text).toContain("No module named");
    expect(environmentFault(text, DEFAULT_COMMAND)).toBeNull();
  });
});
