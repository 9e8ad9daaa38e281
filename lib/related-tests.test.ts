import { expect, it } from "vitest";
import { findSuiteFile, relatedTests } from "./related-tests";

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
      killing: [{ testId: "test_tally.test_bytes", message: null }],
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
