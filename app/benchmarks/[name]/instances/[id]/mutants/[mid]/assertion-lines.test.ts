import { expect, it } from "vitest";
import { assertionLines } from "./assertion-lines";

it("keeps the lines of a test that assert, across runners", () => {
  const py =
    "def test_x(run):\n    r = run('1+1')\n    assert r.code == 0, r\n    assert r.out == '2\\n'\n";
  expect(assertionLines(py)).toEqual(["assert r.code == 0, r", "assert r.out == '2\\n'"]);
  const js = "test('a', () => {\n  const out = run();\n  assert.equal(out, 'x');\n});";
  expect(assertionLines(js)).toEqual(["assert.equal(out, 'x');"]);
  expect(assertionLines(null)).toEqual([]);
  expect(assertionLines("assert a\nassert b\nassert c", 2)).toEqual(["assert a", "assert b"]);
});
