import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import {
  changedLines,
  commandLineOptions,
  findSuiteFile,
  relatedBasis,
  relatedTests,
} from "./related-tests";

const suiteFiles = [
  {
    path: "test_tally.py",
    content:
      "def test_order_of_counts(tally):\n    assert tally('-w', '-l') == '1 2'\n\ndef test_bytes(tally):\n    assert tally('-c') == '3'\n",
  },
];

it("finds a suite file by the same path or a path it ends with", () => {
  expect(findSuiteFile(suiteFiles, "tests/test_tally.py")?.path).toBe("test_tally.py");
  expect(findSuiteFile(suiteFiles, "test_other.py")).toBeUndefined();
});

it("ranks the suite's tests with their sources, leaving out killing tests and near misses", () => {
  const ranked = relatedTests(
    {
      suiteFiles,
      killing: [{ testId: "test_tally.test_bytes", message: null, reason: "assertion" }],
      nearMisses: [
        {
          testId: "test_tally.test_order_wrong",
          verdict: "invalid",
          mutantMessage: "order",
          referenceMessage: "x",
        },
      ],
      tests: [
        { testId: "test_tally.test_bytes", verdict: "valid", file: "test_tally.py" },
        { testId: "test_tally.test_order_of_counts", verdict: "valid", file: "test_tally.py" },
        { testId: "test_tally.test_order_wrong", verdict: "invalid", file: null },
        { testId: "test_tally.test_unrelated", verdict: "invalid", file: null },
      ],
    },
    "Counts print in the fixed order lines, words, bytes whatever the order of the options.",
  );
  expect(ranked.map((r) => r.testId)).toEqual(["test_tally.test_order_of_counts"]);
  expect(ranked[0]!.source).toContain("def test_order_of_counts");
  expect(ranked[0]!.shared).toEqual(["count", "order"]);
});

it("finds the two tests of the focused demo suite that run -m for tally's control-bytes mutant", () => {
  const root = path.resolve(import.meta.dirname, "../data");
  const file = "test_tally.py";
  const content = fs.readFileSync(
    path.join(root, "bundles/agent-focused/instances/tally/suite", file),
    "utf8",
  );
  const patch = fs.readFileSync(
    path.join(
      root,
      "benchmarks/tsb-mini-1.1/instances/tally/mutants/chars-control-bytes-not-counted.patch",
    ),
    "utf8",
  );
  const names = [...content.matchAll(/^def (test_\w+)\(/gm)].map((m) => m[1]!);
  const section =
    "The character count (`-m`) treats the input as UTF-8. The newline and all other ASCII control bytes count as one character each.";
  const target =
    'def test_control_bytes_count_as_characters(tally):\n    r = tally("-m", input=b"\\x00\\x01")';
  const keyOptions = commandLineOptions([section, target, changedLines(patch)].join("\n"));
  expect(keyOptions).toEqual(["-m"]);
  const ranked = relatedTests(
    {
      suiteFiles: [{ path: file, content }],
      killing: [],
      nearMisses: [],
      tests: names.map((n) => ({ testId: `test_tally.${n}`, verdict: "valid" as const, file })),
    },
    [section, "ASCII control bytes are not counted as characters.", target].join("\n"),
    keyOptions,
  );
  expect(
    ranked
      .slice(0, 2)
      .map((r) => r.testId)
      .sort(),
  ).toEqual(["test_tally.test_chars_no_validation", "test_tally.test_chars_utf8"]);
});

it("puts the tests that reached the changed code first, even one sharing no word", () => {
  const result = {
    suiteFiles,
    killing: [],
    nearMisses: [],
    tests: [
      {
        testId: "test_tally.test_order_of_counts",
        verdict: "valid" as const,
        file: "test_tally.py",
      },
      { testId: "test_tally.test_bytes", verdict: "valid" as const, file: "test_tally.py" },
    ],
  };
  const requirement = "Counts print in the fixed order lines, words, bytes.";
  expect(relatedTests(result, requirement).map((r) => [r.testId, r.reached])).toEqual([
    ["test_tally.test_order_of_counts", false],
    ["test_tally.test_bytes", false],
  ]);
  const reached = new Set(["test_tally.test_bytes"]);
  const ranked = relatedTests(result, "Counts print in a fixed order.", [], 5, reached);
  expect(ranked.map((r) => [r.testId, r.reached])).toEqual([
    ["test_tally.test_bytes", true],
    ["test_tally.test_order_of_counts", false],
  ]);
});

it("says what the order of the closest tests rests on in one sentence that reads", () => {
  expect(relatedBasis({ why: null, keyOptions: ["-m"], hasSuite: true })).toBe(
    "Tests that executed the changed lines (per-test coverage) come first, marked “ran the change”. Among them, and then among the rest, tests that pass the command-line option the mutant's section, target test and diff name (-m) come first, then by the share of words a test's source has in common with the highlighted requirement (else the whole spec section), the mutant's description, the reference target test and the changed lines (set cosine of word sets).",
  );
  const guess = relatedBasis({
    why: "The bundle carries no coverage for this instance.",
    keyOptions: [],
    hasSuite: false,
  });
  expect(guess).toMatch(
    /^A guess from the text, not from what the tests ran \(The bundle carries no coverage for this instance\): the mutant's section, target test and diff name no command-line option, so tests are ordered by the share of words a test's name has/,
  );
  expect(relatedBasis({ why: "x", keyOptions: ["-a", "-b"], hasSuite: true })).toContain(
    "command-line options the mutant's section, target test and diff name (-a -b) come first",
  );
});
