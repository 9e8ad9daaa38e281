import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { checkBenchmark } from "../../evaluator/construction/check.ts";
import { changedInstances, readCheckDigests } from "../../evaluator/construction/check-digests.ts";
import { formatCheck } from "../../evaluator/construction/format-check.ts";
import {
  TINY_MUTANTS,
  writeTinyBenchmark,
} from "../../evaluator/construction/testing/tiny-benchmark.ts";
import type { Sandbox } from "../../evaluator/runner/sandbox.ts";
import { main } from "../index.ts";

/**
 * The logic-level check (variants/) and the digest-based partial check, end to end on a
 * benchmark the test writes itself: real builds and real pytest runs.
 */

const NO_SANDBOX: Sandbox = { kind: "none", dropToUid: false, prlimit: false };

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

/** One variant per mutant: the target test's input with its literals changed. */
const VARIANTS = `
def test_rev_noop():
    assert run("rev", "xyz").stdout == "zyx\\n"


def test_count_off_by_one():
    assert run("count", "ab").stdout == "2\\n"


def test_rev_literal():
    assert run("rev", "hello").stdout == "olleh\\n"
`;

describe("the logic-level check", { timeout: 240_000 }, () => {
  it("tells a mutant that breaks a rule from one that hard-codes its target's literal", async () => {
    const { revNoop, countOffByOne, revLiteral } = TINY_MUTANTS;
    const dir = await writeTinyBenchmark({
      mutants: [revNoop, countOffByOne, revLiteral],
      variants: VARIANTS,
    });
    made.push(dir);
    const report = await checkBenchmark(await loadBenchmark(dir), {
      cacheDir: path.join(dir, ".cache"),
      jobs: 2,
      sandbox: NO_SANDBOX,
      referenceRuns: 1,
      timeoutSec: 60,
    });
    // All three pass the paper's single-test criterion: only the variants tell them apart.
    expect(report.instances[0]!.dropped).toBe(0);
    const [words] = report.variants.instances;
    expect(words!.mutants).toEqual([
      { id: "rev-noop", tests: ["test_variants.test_rev_noop"], verdict: "told-apart" },
      {
        id: "count-off-by-one",
        tests: ["test_variants.test_count_off_by_one"],
        verdict: "told-apart",
      },
      { id: "rev-literal", tests: ["test_variants.test_rev_literal"], verdict: "not-told-apart" },
    ]);
    expect(words!.toldApartShare).toBeCloseTo(2 / 3, 10);
    expect(report.ok).toBe(false);

    const table = formatCheck(report.instances, report.summary, report.variants);
    expect(table).toContain("words/rev-literal: logic-level check: NOT told apart");
    expect(table).toMatch(/^words\/rev-noop\s+yes\s+0\s+0\.0%\s+kept\s+told apart$/m);
    expect(table).toMatch(/\s66\.7% \(2\/3\)$/m);
    expect(table).toContain("check FAILED");
  });

  it("checks only the instances whose files changed since the recorded digests", async () => {
    const dir = await writeTinyBenchmark({
      mutants: [TINY_MUTANTS.revNoop],
      variants: VARIANTS.split("\n\n\ndef test_count")[0],
    });
    made.push(dir);
    const digests = path.join(dir, "check-digests.json");
    const common = ["--cache", path.join(dir, ".cache"), "--runs", "1", "--no-sandbox"];
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const check = (...flags: string[]) =>
        main(["benchmark", "check", "--benchmark", dir, ...common, ...flags]);
      expect(await check("--since", digests, "--record", digests)).toBe(0);
      expect(String(err.mock.calls[0]?.[0])).toContain("1 instance(s) changed since");
      const recorded = await readCheckDigests(digests);
      expect(recorded).toMatchObject({ benchmark: "tiny@1" });
      expect(recorded!.instances.words).toMatch(/^[0-9a-f]{64}$/);

      out.mockClear();
      expect(await check("--since", digests)).toBe(0);
      expect(out.mock.calls.map((c) => String(c[0])).join("")).toBe(
        "check skipped: no instance changed since its last passing check\n",
      );

      // A local pytest cache changes nothing; an edited spec makes the instance due again.
      const benchmark = await loadBenchmark(dir);
      const specFile = path.join(dir, "instances", "words", "spec.md");
      const pycache = path.join(dir, "instances", "words", "tests", "__pycache__");
      await mkdir(pycache);
      await writeFile(path.join(pycache, "test_words.cpython-311.pyc"), "");
      expect(await changedInstances(benchmark, recorded)).toEqual([]);
      await writeFile(specFile, `${await readFile(specFile, "utf8")}\nA new rule.\n`);
      expect(await changedInstances(benchmark, recorded)).toEqual(["words"]);
      expect(await changedInstances(benchmark, { ...recorded!, benchmark: "tiny@2" })).toEqual([
        "words",
      ]);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
