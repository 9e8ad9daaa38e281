import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseJUnit } from "../junit/parse-junit.ts";
import { killReason } from "./kill-reason.ts";

const fixtures = path.join(import.meta.dirname, "fixtures/kill-reasons");

async function reasons(runner: "pytest" | "node", scanner?: "saxes") {
  const file = path.join(fixtures, runner, "mutant.xml");
  const result = await parseJUnit(fs.readFileSync(file), file, scanner ? { scanner } : undefined);
  return Object.fromEntries(
    [...result.cases.values()].map((c) => [c.id, c.outcome === "failed" ? killReason(c) : null]),
  );
}

// The fixtures are real runs (fixtures/kill-reasons/make-fixtures.sh): each test fails on the
// broken program in its own way.
describe("killReason on real pytest and node runs", () => {
  it("reads pytest's failures and errors", async () => {
    expect(await reasons("pytest")).toEqual({
      "test_kill_reasons.test_bare_assert": "assertion",
      "test_kill_reasons.test_assert_with_message": "assertion",
      "test_kill_reasons.test_pytest_fail": "assertion",
      "test_kill_reasons.test_exit_status_checked": "error",
      "test_kill_reasons.test_crash_returncode": "error",
      "test_kill_reasons.test_parse_output": "error",
      "test_kill_reasons.test_subprocess_timeout": "timeout",
      "test_kill_reasons.test_pytest_timeout": "timeout",
      "test_kill_reasons.test_setup_error": "error",
    });
  });

  it("gives the same reasons through both parsers", async () => {
    expect(await reasons("pytest", "saxes")).toEqual(await reasons("pytest"));
    expect(await reasons("node", "saxes")).toEqual(await reasons("node"));
  });

  it("reads node's failure types", async () => {
    expect(await reasons("node")).toEqual({
      "strict equal": "assertion",
      "exit status": "error",
      hang: "timeout",
    });
  });

  it("keeps the failing element on the case: <error> for a setup error", async () => {
    const file = path.join(fixtures, "pytest/mutant.xml");
    const result = await parseJUnit(fs.readFileSync(file), file);
    expect(result.cases.get("test_kill_reasons.test_setup_error")?.failureElement).toBe("error");
    expect(result.cases.get("test_kill_reasons.test_bare_assert")?.failureElement).toBe("failure");
    const reference = await parseJUnit(
      fs.readFileSync(path.join(fixtures, "pytest/reference.xml")),
      "reference.xml",
    );
    expect([...reference.cases.values()].every((c) => c.failureElement === undefined)).toBe(true);
  });
});

describe("killReason's rules", () => {
  it("takes a timeout over the element, and a Java assertion class from the type", () => {
    expect(killReason({ failureElement: "error", message: "Failed: Timeout (>5.0s)" })).toBe(
      "timeout",
    );
    expect(
      killReason({ failureElement: "failure", failureType: "org.opentest4j.AssertionFailedError" }),
    ).toBe("assertion");
    expect(
      killReason({ failureElement: "failure", failureType: "java.lang.NullPointerException" }),
    ).toBe("error");
  });

  it("reads a signal named in the message as an error, and an unknown failure as an assertion", () => {
    expect(killReason({ failureElement: "failure", message: "child died with signal 11" })).toBe(
      "error",
    );
    expect(killReason({ failureElement: "failure", message: "wrong output" })).toBe("assertion");
    expect(killReason({ failureElement: "failure" })).toBe("assertion");
  });
});
