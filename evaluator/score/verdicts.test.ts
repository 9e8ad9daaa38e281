import { describe, expect, it } from "vitest";
import { isNearMiss, mutantStatus, testVerdict } from "./verdicts.ts";

describe("testVerdict", () => {
  it("calls a test valid only when it passed in every reference run", () => {
    expect(testVerdict(["passed", "passed", "passed"])).toBe("valid");
  });

  it("calls a test skipped, not valid, when every reference run skipped it", () => {
    expect(testVerdict(["skipped", "skipped", "skipped"])).toBe("skipped");
    expect(testVerdict(["skipped"])).toBe("skipped");
    expect(testVerdict(["skipped", "passed", "skipped"])).toBe("flaky");
    expect(testVerdict(["skipped", "skipped", "missing"])).toBe("flaky");
  });

  it("calls a test invalid only when it failed in every reference run", () => {
    expect(testVerdict(["failed", "failed", "failed"])).toBe("invalid");
    expect(testVerdict(["failed", "failed", "missing"])).toBe("flaky");
  });

  it("calls a test flaky when its outcome changed, including a run where it was missing", () => {
    expect(testVerdict(["passed", "failed", "passed"])).toBe("flaky");
    expect(testVerdict(["passed", "skipped", "passed"])).toBe("flaky");
    expect(testVerdict(["passed", "passed", "missing"])).toBe("flaky");
    expect(testVerdict(["missing", "skipped", "skipped"])).toBe("flaky");
  });

  it("judges a single reference run by that run alone", () => {
    expect(testVerdict(["passed"])).toBe("valid");
    expect(testVerdict(["failed"])).toBe("invalid");
  });
});

describe("mutantStatus", () => {
  it("counts a valid failure as a kill even when the run also timed out", () => {
    expect(mutantStatus(1, true, true)).toBe("killed");
    expect(mutantStatus(2, false, true)).toBe("killed");
  });

  it("gives timeout before no-result, and survived only with a result and no failure", () => {
    expect(mutantStatus(0, true, false)).toBe("timeout");
    expect(mutantStatus(0, true, true)).toBe("timeout");
    expect(mutantStatus(0, false, false)).toBe("no-result");
    expect(mutantStatus(0, false, true)).toBe("survived");
  });
});

describe("isNearMiss", () => {
  it("never counts a valid test, which kills instead", () => {
    expect(isNearMiss("valid", "boom", undefined)).toBe(false);
  });

  it("counts a test that is not valid when its message on the mutant is new", () => {
    expect(isNearMiss("invalid", "bad option", new Set(["unknown option"]))).toBe(true);
    expect(isNearMiss("flaky", "assert 'Hi' == 'Hello'", undefined)).toBe(true);
  });

  it("does not count a failure the reference runs already showed", () => {
    expect(isNearMiss("invalid", "unknown option", new Set(["unknown option"]))).toBe(false);
    expect(isNearMiss("flaky", undefined, new Set([""]))).toBe(false);
    expect(isNearMiss("flaky", undefined, new Set(["other"]))).toBe(true);
  });
});
