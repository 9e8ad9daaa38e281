import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("./check-junit-corpus.ts", import.meta.url));
const fixture = fileURLToPath(new URL("../evaluator/junit/fixtures/gtest.xml", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "tsb-corpus-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (corpus: string) =>
  spawnSync("npx", ["tsx", script], {
    env: { ...process.env, TSB_JUNIT_CORPUS: corpus },
    encoding: "utf8",
  });

/** A one-file corpus of the real GoogleTest fixture, with an expectation to vary. */
function corpusWith(expected: Record<string, unknown>): string {
  const dir = mkdtempSync(join(scratch, "corpus-"));
  mkdirSync(join(dir, "files"));
  cpSync(fixture, join(dir, "files", "gtest.xml"));
  const entry = { file: "files/gtest.xml", producer: "GoogleTest", kind: "tool", wellFormed: true };
  writeFileSync(join(dir, "expected.json"), JSON.stringify([{ ...entry, ...expected }]));
  return dir;
}

describe("npm run check:junit-corpus", () => {
  it("passes when the reader agrees, printing a row per producer", () => {
    const result = run(
      corpusWith({ testcaseElements: 4, ids: 4, outcomes: { passed: 1, failed: 1, skipped: 2 } }),
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/GoogleTest\s+1\s+1\s+0\s+0\s+1/);
  });

  it("exits 1 on a difference docs/scoring.md does not explain, naming file and field", () => {
    // The status="notrun" test counted as passed, as a reader that ignores status would.
    const result = run(
      corpusWith({ testcaseElements: 4, ids: 4, outcomes: { passed: 2, failed: 1, skipped: 1 } }),
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      "files/gtest.xml (GoogleTest): outcomes.passed: expected 2, read 1",
    );
  });

  it("skips, saying so, when the corpus is absent", () => {
    const result = run(join(scratch, "no-such-corpus"));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/skipped: no corpus at/);
  });
});
