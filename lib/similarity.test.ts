import { describe, expect, it } from "vitest";
import {
  changedLines,
  commandLineOptions,
  extractTestSource,
  rankRelatedTests,
  setCosine,
  tokens,
} from "./similarity";

describe("tokens", () => {
  it("splits identifiers at underscores, camelCase and punctuation, dropping stopwords", () => {
    expect([...tokens("def test_parseHTTPHeader(self): assert x == 1")].sort()).toEqual(
      ["header", "http", "parse"].sort(),
    );
    expect([...tokens("test_tabs[<script>alert(1)</script>]")].sort()).toEqual(
      ["alert", "script", "tab"].sort(),
    );
  });
});

describe("setCosine", () => {
  it("is 1 for equal sets, 0 for disjoint or empty ones, |A∩B|/√(|A||B|) otherwise", () => {
    expect(setCosine(new Set(["a", "b"]), new Set(["b", "a"]))).toBe(1);
    expect(setCosine(new Set(["a"]), new Set(["b"]))).toBe(0);
    expect(setCosine(new Set(), new Set(["b"]))).toBe(0);
    expect(setCosine(new Set(["a", "b"]), new Set(["b", "c", "d", "e"]))).toBeCloseTo(
      1 / Math.sqrt(8),
    );
  });
});

describe("rankRelatedTests", () => {
  const requirement =
    "Tabs expand to the next tab stop. The --tabs option sets the tab width; the default width is 8.";
  const candidates = [
    { testId: "t.test_help_lists_options", source: null },
    {
      testId: "t.test_default_tab_width",
      source: "def test_default_tab_width(run):\n    assert run('a\\tb') == 'a       b'",
    },
    { testId: "t.test_tabs_option_width_four", source: null },
    { testId: "t.test_unicode", source: "def test_unicode(run):\n    assert run('é') == 'é'" },
  ];

  it("puts the tests sharing most requirement words first and leaves out those sharing none", () => {
    const ranked = rankRelatedTests(requirement, candidates);
    expect(ranked.map((r) => r.testId)).toEqual([
      "t.test_tabs_option_width_four",
      "t.test_default_tab_width",
      "t.test_help_lists_options",
    ]);
    expect(ranked[0]!.shared).toEqual(["option", "tab", "width"]);
    expect(ranked[1]!.fromSource).toBe(true);
    expect(ranked.every((r, i) => i === 0 || ranked[i - 1]!.score >= r.score)).toBe(true);
  });

  it("keeps at most `limit` tests and the candidates' order on ties", () => {
    const tied = [
      { testId: "b.test_tabs", source: null },
      { testId: "a.test_tabs", source: null },
    ];
    expect(rankRelatedTests(requirement, tied, 1).map((r) => r.testId)).toEqual(["b.test_tabs"]);
  });
});

describe("extractTestSource", () => {
  const py = [
    "import pytest",
    "",
    "@pytest.mark.parametrize('x', [1, 2])",
    "def test_one(x):",
    "    assert x",
    "",
    "    assert x > 0",
    "",
    "def test_two():",
    "    pass",
  ].join("\n");

  it("finds a pytest function with its decorators, by the last name of its id", () => {
    expect(extractTestSource(py, "tests.test_mod.test_one[1]")).toBe(
      "@pytest.mark.parametrize('x', [1, 2])\ndef test_one(x):\n    assert x\n\n    assert x > 0",
    );
    expect(extractTestSource(py, "tests.test_mod.test_two")).toBe("def test_two():\n    pass");
    expect(extractTestSource(py, "tests.test_mod.test_three")).toBeNull();
  });

  it("finds a node:test test by its name, closing brace included", () => {
    const js = 'test("adds", () => {\n  assert.equal(1 + 1, 2);\n});\ntest("other", () => {});';
    expect(extractTestSource(js, "suite.adds")).toBe(
      'test("adds", () => {\n  assert.equal(1 + 1, 2);\n});',
    );
  });
});

describe("commandLineOptions and changedLines", () => {
  it("finds the options a text passes, not hyphens inside words, numbers or pointers", () => {
    expect(
      commandLineOptions(
        'The character count (`-m`) treats UTF-8 bytes 0x0E-0x1F; run("-l", "--max-line-length") and c->chars, a - b',
      ),
    ).toEqual(["-m", "-l", "--max-line-length"]);
  });

  it("keeps a diff's removed and added lines, without markers and file headers", () => {
    const diff = "--- a/t.c\n+++ b/t.c\n@@ -1,2 +1,2 @@\n ctx\n-if (x)\n+if (x && y)\n";
    expect(changedLines(diff)).toBe("if (x)\nif (x && y)");
  });
});

describe("rankRelatedTests with key options", () => {
  it("puts the tests that pass the mutant's option before those sharing more words", () => {
    const candidates = [
      {
        testId: "t.test_one_line",
        source: 'def test_one_line(run):\n    assert out(run("x")) == "one line out"',
      },
      { testId: "t.test_chars", source: 'def test_chars(run):\n    r = run("-m", stdin=b"\\x01")' },
    ];
    const requirement = "one line out: control bytes count as one character";
    expect(rankRelatedTests(requirement, candidates).map((r) => r.testId)).toEqual([
      "t.test_one_line",
    ]);
    const ranked = rankRelatedTests(requirement, candidates, 5, ["-m"]);
    expect(ranked.map((r) => [r.testId, r.options])).toEqual([
      ["t.test_chars", ["-m"]],
      ["t.test_one_line", []],
    ]);
  });
});
