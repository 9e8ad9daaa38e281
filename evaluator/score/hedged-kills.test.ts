import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseJUnit } from "../junit/parse-junit.ts";
import { PYTEST } from "../runner/testing/benchmark.ts";
import type { InstanceDetail } from "../types.ts";
import { hedgedKills, hedgeWarnings } from "./hedged-kills.ts";
import { judgeMutant } from "./judge-mutant.ts";
import { judgeReferenceRuns } from "./reference-runs.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "tsb-hedged-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A real pytest run of a suite that hedges (asserts the answer is 5, and that it is 6) beside one
 * honest test (the exit status is 0), on a "program" that PROGRAM describes: the reference prints
 * 5; mutant `prints-6` prints 6; mutant `exits-1` prints 5 and exits 1.
 */
writeFileSync(
  path.join(root, "test_hedge.py"),
  `import os, pytest
OUT, STATUS = os.environ["PROGRAM"].split(":")

@pytest.mark.parametrize("answer", ["5", "6"])
def test_answer(answer):
    assert OUT == answer

def test_status():
    assert STATUS == "0"
`,
);
/** Reference runs are read whole; mutant runs keeping failures only, as scoring reads them. */
async function run(program: string, name: string, keep: "all" | "failures" = "all") {
  const xml = path.join(root, `${name}.xml`);
  try {
    execSync(`${PYTEST} --junitxml=${xml} test_hedge.py`, {
      cwd: root,
      env: { ...process.env, PROGRAM: program },
      stdio: "ignore",
    });
  } catch {
    // Failing tests exit 1; the XML says which.
  }
  return parseJUnit(readFileSync(xml), `${name}.xml`, { keep });
}

describe("hedged kills", () => {
  it("are the kills on which an invalid twin of the killing test passed", async () => {
    const reference = judgeReferenceRuns([
      await run("5:0", "r1"),
      await run("5:0", "r2"),
      await run("5:0", "r3"),
    ]);
    const judged = [
      judgeMutant("prints-6", await run("6:0", "m1", "failures"), null, reference),
      judgeMutant("exits-1", await run("5:1", "m2", "failures"), null, reference),
      judgeMutant("same", await run("5:0", "m3", "failures"), null, reference),
    ];
    expect(judged.map((j) => j.result.status)).toEqual(["killed", "killed", "survived"]);
    const detail: InstanceDetail = {
      instanceId: "answer",
      tests: reference.tests,
      mutants: judged.map((j) => j.detail),
      suiteFiles: new Map(),
      logs: new Map(),
    };
    // Only prints-6 is hedged: test_answer[6] (invalid) passed on it. On exits-1 the honest
    // test killed and every invalid test failed as on the reference.
    expect(judged[0]?.detail.invalidNotFailed).toHaveLength(1);
    expect(hedgedKills(detail)).toEqual([
      { mutant: "prints-6", invalidTests: ["test_hedge.test_answer[6]"] },
    ]);
    // A covering run that did not select the twin says nothing of it.
    const covering = judgeMutant("prints-6", await run("6:0", "m4", "failures"), null, reference, {
      timeoutDetects: true,
      selected: ["test_hedge.test_answer[5]"],
    });
    expect(covering.detail.invalidNotFailed).toEqual([]);
    // Nor does a run that timed out, which may have stopped before the twin ran.
    const stopped = { exitCode: null, timedOut: true, durationSec: 60 };
    const timedOut = judgeMutant(
      "prints-6",
      await run("6:0", "m5", "failures"),
      stopped,
      reference,
    );
    expect(timedOut.detail.invalidNotFailed).toEqual([]);
    expect(hedgeWarnings([detail])).toEqual([
      "answer: 1 of 2 kills are hedged: on each, an invalid test of the suite did not fail (it asserted the mutant's behaviour as well as the reference's), such as prints-6, on which test_hedge.test_answer[6] did not fail; M counts them (docs/scoring.md, \"Hedged kills\")",
    ]);
  });
});
