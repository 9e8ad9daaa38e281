import { describe, expect, it } from "vitest";
import { scanPythonTests } from "./reference-tests.ts";

const source = `import pytest

def helper():
    def test_nested():
        pass
    return 1


@pytest.mark.parametrize("n", [1, 2])
def test_count(n):
    out = run(n)

    assert out == n


class TestFlags:
    def test_help(self):
        assert True

    def not_a_test(self):
        pass


async def test_async():
    await thing()
`;

describe("scanPythonTests", () => {
  it("finds top-level and class test functions with decorators and bodies, ids as pytest writes them", () => {
    const tests = scanPythonTests(source, "tests/sub/test_cli.py");
    expect(tests.map((t) => t.testId)).toEqual([
      "sub.test_cli.test_count",
      "sub.test_cli.TestFlags.test_help",
      "sub.test_cli.test_async",
    ]);
    expect(tests[0]!.source).toBe(
      '@pytest.mark.parametrize("n", [1, 2])\ndef test_count(n):\n    out = run(n)\n\n    assert out == n',
    );
    expect(tests[1]!.source).toBe("def test_help(self):\n    assert True");
    expect(tests.every((t) => t.file === "tests/sub/test_cli.py")).toBe(true);
  });
});
