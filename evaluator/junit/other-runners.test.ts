import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseJUnit } from "./parse-junit.ts";

/** Fixtures written by real Apache Ant, CTest and GoogleTest runs (fixtures/generate.sh). */
const read = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const outcomes = (cases: Map<string, { outcome: string }>) =>
  Object.fromEntries([...cases].map(([id, c]) => [id, c.outcome]));

describe("tests that never ran are skipped, not passed", () => {
  it('reads GoogleTest\'s DISABLED_ test (status="notrun", no child) as skipped', async () => {
    const { cases } = await parseJUnit(read("gtest.xml"), "gtest.xml");
    expect(outcomes(cases)).toEqual({
      "Parser.ReadsNumbers": "passed",
      "Parser.RejectsGarbage": "failed",
      "Parser.DISABLED_ReadsHex": "skipped",
      "Network.Downloads": "skipped",
    });
  });

  it('reads CTest\'s DISABLED test (status="disabled", no child) as skipped', async () => {
    const { cases } = await parseJUnit(read("ctest-junit.xml"), "ctest.xml");
    expect(outcomes(cases)).toEqual({
      "parses_numbers.parses_numbers": "passed",
      "rejects_garbage.rejects_garbage": "failed",
      "needs_network.needs_network": "skipped",
      "needs_gpu.needs_gpu": "skipped",
    });
  });
});

describe("a suite-level error never vanishes", () => {
  it("keeps Ant's <error> of a test class that could not load, with its suite and message", async () => {
    const broken = await parseJUnit(read("ant-junitreport-unloadable.xml"), "broken.xml");
    expect(broken.suiteErrors).toEqual([{ suite: "DatabaseTest", message: "com/example/Base" }]);
    expect([...broken.cases.keys()].filter((id) => id.includes("DatabaseTest"))).toEqual([]);
    // The same classes built whole: DatabaseTest's tests run, in the suite the error names.
    const whole = await parseJUnit(read("ant-junitreport.xml"), "ok.xml");
    expect(whole.suiteErrors).toEqual([]);
    expect(whole.cases.get("com.example.DatabaseTest.opens")).toMatchObject({
      outcome: "passed",
      suite: "DatabaseTest",
    });
    expect(whole.cases.get("com.example.DatabaseTest.closes")?.outcome).toBe("failed");
  });

  it("keeps it in a mutant's run, where only failed cases are returned", async () => {
    const broken = await parseJUnit(read("ant-junitreport-unloadable.xml"), "broken.xml", {
      keep: "failures",
    });
    expect(broken.suiteErrors).toHaveLength(1);
    expect(outcomes(broken.cases)).toEqual({
      "com.example.CalculatorTest.subtractsNumbers": "failed",
    });
  });
});
