import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseJUnit } from "../junit/parse-junit.ts";
import { judgeMutant } from "./judge-mutant.ts";
import { judgeReferenceRuns } from "./reference-runs.ts";
import { applySuiteErrors, suitesOfTests } from "./suite-errors.ts";

/**
 * Real Apache Ant runs (evaluator/junit/fixtures/generate.sh): `whole` with every class
 * loading, `unloadable` with DatabaseTest's superclass missing, which Ant writes as an <error>
 * of the DatabaseTest <testsuite> and no testcase.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../junit/fixtures/${name}`, import.meta.url));
const whole = () => parseJUnit(fixture("ant-junitreport.xml"), "whole.xml");
const unloadable = (keep: "all" | "failures") =>
  parseJUnit(fixture("ant-junitreport-unloadable.xml"), "broken.xml", { keep });
const opens = "com.example.DatabaseTest.opens";
const closes = "com.example.DatabaseTest.closes";

describe("suite-level errors in scoring", () => {
  it("kill a mutant through the valid tests the reference runs place in that suite", async () => {
    const runs = [await whole(), await whole(), await whole()];
    const suites = suitesOfTests(runs);
    const reference = judgeReferenceRuns(runs);
    expect(reference.tests.find((t) => t.id === opens)?.verdict).toBe("valid");

    const mutantRun = await unloadable("failures");
    const warnings = applySuiteErrors(mutantRun, suites, "instances/x/mutants/m1.xml");
    expect(warnings).toEqual([
      "instances/x/mutants/m1.xml: suite 'DatabaseTest' reports an error outside any testcase: com/example/Base; 2 tests the reference runs place in it count as failed in this run",
    ]);
    const { result } = judgeMutant("m1", mutantRun, null, reference);
    expect(result.status).toBe("killed");
    expect(result.killingTests).toEqual([opens]);
  });

  it("make a reference run's tests of that suite fail there: flaky, or invalid when they always failed", async () => {
    const runs = [await whole(), await unloadable("all"), await whole()];
    const suites = suitesOfTests(runs);
    const warnings = applySuiteErrors(runs[1]!, suites, "reference/2.xml");
    expect(warnings).toHaveLength(1);
    const verdicts = Object.fromEntries(
      judgeReferenceRuns(runs).tests.map((t) => [t.id, [t.verdict, t.referenceOutcomes]]),
    );
    expect(verdicts[opens]).toEqual(["flaky", ["passed", "failed", "passed"]]);
    expect(verdicts[closes]).toEqual(["invalid", ["failed", "failed", "failed"]]);
    // Tests of other suites are untouched.
    expect(verdicts["com.example.CalculatorTest.addsNumbers"]?.[0]).toBe("valid");
  });

  it("fail nothing when the reference runs never placed a test in that suite, but still warn", async () => {
    const runs = [await unloadable("all")];
    const warnings = applySuiteErrors(runs[0]!, suitesOfTests(runs), "reference/1.xml");
    expect(warnings[0]).toMatch(/0 tests the reference runs place in it/);
  });
});
