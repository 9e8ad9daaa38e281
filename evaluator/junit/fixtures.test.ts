import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parseJUnit } from "./parse-junit.ts";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const fresh = mkdtempSync(join(tmpdir(), "tsb-junit-fixtures-"));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

async function summary(path: string) {
  const { cases, suiteErrors } = await parseJUnit(readFileSync(path), path);
  return [[...cases.values()].map((c) => [c.id, c.outcome, c.line]).sort(), suiteErrors];
}

describe("committed JUnit fixtures", () => {
  it("still match what the real runners write for their sources", async () => {
    execFileSync(join(fixtures, "generate.sh"), [fresh], { stdio: "pipe" });
    // Ant, CTest and GoogleTest fixtures are regenerated only where those tools are installed.
    const optional = [
      "ant-junitreport.xml",
      "ant-junitreport-unloadable.xml",
      "ctest-junit.xml",
      "gtest.xml",
    ];
    const names = ["pytest-xunit2.xml", "pytest-xunit1.xml", "node-junit.xml", ...optional];
    for (const name of names.filter((n) => existsSync(join(fresh, n)))) {
      expect(await summary(join(fresh, name)), name).toEqual(await summary(join(fixtures, name)));
    }
  });
});
